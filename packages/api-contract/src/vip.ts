import type { UnixSeconds } from './common.ts';

export interface VipPlan {
  id: number;
  level: number;
  name: string;
  days: number;
  price_gold: number;
  perks: string[];
}

export interface BuyVipBody {
  plan_id: number;
}

export interface VipState {
  vip_level: number;
  vip_date: UnixSeconds;
  gold: number;
}
