import type { PageQuery, UnixSeconds } from './common.ts';

export interface Wallet {
  gold: number;
  diamond: number;
  money: number;
}

export interface RechargeOption {
  id: number;
  gold: number;
  bonus: number;
  /** In yuan. */
  price: number;
}

export interface RechargeBody {
  option_id: number;
}

export interface RechargeResult extends Wallet {
  order_id: number;
}

export interface WithdrawBody {
  /** Money to withdraw, in yuan. */
  amount: number;
  account: string;
  name: string;
}

/** Payout status enumeration (spec §4): waiting 0, success 1, failed 2. */
export const PAYOUT_STATUS = { waiting: 0, success: 1, failed: 2 } as const;

export interface Payout {
  id: number;
  amount: number;
  account: string;
  status: 0 | 1 | 2;
  /** 审核中, 派发中, 已派发 or 取消 (spec §4). */
  status_text: string;
  created_at: UnixSeconds;
}

export type PayoutListBody = PageQuery;
