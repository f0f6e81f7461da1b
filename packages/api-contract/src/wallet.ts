import type { PageQuery, UnixSeconds } from './common.ts';

/** A user's balances as the platform's ledger holds them. */
export interface Balances {
  gold: number;
  diamond: number;
  /** Withdrawable balance in yuan (at most 2 decimals). */
  money: number;
}

/**
 * Part of every answer to a call that moves money (a check-in, a task reward, a purchase, a withdrawal, a gift):
 * the caller's balances right after it, from the ledger (a replay of the same request_id answers the first answer,
 * these included). The app shows these figures, never its own sum.
 */
export interface WithBalances {
  balances: Balances;
}

export interface Wallet extends Balances {
  /** The smallest withdrawal, in yuan. */
  min_withdraw: number;
}

export interface RechargeOption {
  id: number;
  gold: number;
  bonus: number;
  /** In yuan. */
  price: number;
}

/** The client's key of one purchase, recharge, withdrawal or claim (8-64 of A-Z a-z 0-9 _ -), the same on retry. */
export interface RequestKeyBody {
  request_id: string;
}

export interface RechargeBody extends RequestKeyBody {
  option_id: number;
}

/** A recharge waits for its payment; the sandbox's payment completes or fails it on a control (README). */
export type RechargeState = 'pending' | 'paid' | 'failed';

export interface RechargeOrder {
  id: number;
  option_id: number;
  /** Gold credited when paid, bonus included. */
  gold: number;
  /** In yuan. */
  price: number;
  state: RechargeState;
  /** Where the payment is made (the sandbox's cashier); the app returns from it to its recharge page. */
  pay_url: string;
  created_at: UnixSeconds;
}

export interface RechargeOrderBody {
  order_id: number;
}

export interface RechargeOrderResult extends RechargeOrder {
  wallet: Wallet;
}

export interface WithdrawBody extends RequestKeyBody {
  /** Money to withdraw, in yuan. */
  amount: number;
  account: string;
  name: string;
}

/** Payout status enumeration (spec §4): waiting 0, success 1, failed 2. */
export const PAYOUT_STATUS = { waiting: 0, success: 1, failed: 2 } as const;

/** Where a payout is: review and dispatching are status 0, dispatched 1, cancelled (refunded) 2. */
export const PAYOUT_STAGES = ['review', 'dispatching', 'dispatched', 'cancelled'] as const;
export type PayoutStage = (typeof PAYOUT_STAGES)[number];

export interface Payout {
  id: number;
  amount: number;
  account: string;
  status: 0 | 1 | 2;
  stage: PayoutStage;
  /** 审核中, 派发中, 已派发 or 取消 (spec §4). */
  status_text: string;
  created_at: UnixSeconds;
  /** When it entered its stage. */
  stage_at: UnixSeconds;
}

export interface WithdrawResult extends Payout, WithBalances {}

export type PayoutListBody = PageQuery;
