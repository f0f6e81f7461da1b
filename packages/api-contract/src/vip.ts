import type { UnixSeconds } from './common.ts';
import type { RequestKeyBody, WithBalances } from './wallet.ts';

export interface VipPlan {
  id: number;
  level: number;
  name: string;
  days: number;
  price_gold: number;
  perks: string[];
}

export interface BuyVipBody extends RequestKeyBody {
  plan_id: number;
}

export interface VipState {
  vip_level: number;
  vip_date: UnixSeconds;
  gold: number;
}

/** data of /api/vip/buy. */
export interface BuyVipResult extends VipState, WithBalances {}

export interface Benefit {
  name: string;
  /** The VIP level that brings it. */
  level: number;
  /** Whether the caller has it now (VIP active at that level or above). */
  unlocked: boolean;
}

/** data of /api/vip/getBenefits: what the caller's VIP level and invites bring. */
export interface Benefits {
  vip_level: number;
  vip_date: UnixSeconds;
  benefits: Benefit[];
  invite_code: string;
  /** Friends who registered with the caller's invite code, and the gold each brings. */
  invited: number;
  gold_per_invite: number;
  invite_gold: number;
}
