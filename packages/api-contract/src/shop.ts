import type { PageQuery, UnixSeconds } from './common.ts';
import type { RequestKeyBody } from './wallet.ts';

export interface Goods {
  id: number;
  name: string;
  image: string;
  /** Price in gold. */
  price: number;
  stock: number;
  /** 1 virtual (goes to the bag), 2 physical (needs an address). */
  kind: 1 | 2;
  description: string;
}

export interface GoodsListBody extends PageQuery {
  kind?: 1 | 2;
}

export interface BuyGoodsBody extends RequestKeyBody {
  goods_id: number;
  quantity?: number;
  address_id?: number;
}

export interface Order {
  id: number;
  goods_id: number;
  goods_name: string;
  image: string;
  quantity: number;
  gold: number;
  /** 1 paid, 2 shipped, 3 done. */
  status: number;
  address: string;
  created_at: UnixSeconds;
}

export type OrderListBody = PageQuery;

/** Coupon/bag item status (spec §4): unknown 0, used 1, unused 2, expired 3. */
export const BAG_ITEM_STATUS = { unknown: 0, used: 1, unused: 2, expired: 3 } as const;

/**
 * What using a bag item does, decided by the server: rename opens a nickname edit (the card is used only when the
 * rename succeeds), vip grants VIP for the card's days, no_ads sets is_no_qrad and is_no_popad for its days.
 */
export type BagItemEffect = 'rename' | 'vip' | 'no_ads' | 'none';

export interface BagItem {
  id: number;
  goods_id: number;
  name: string;
  image: string;
  status: 0 | 1 | 2 | 3;
  expire_time: UnixSeconds;
  effect: BagItemEffect;
}

export interface Address {
  id: number;
  name: string;
  mobile: string;
  region: string;
  detail: string;
  is_default: 0 | 1;
}

export interface SaveAddressBody {
  /** Absent to add, present to edit. */
  id?: number;
  name: string;
  mobile: string;
  region: string;
  detail: string;
  is_default?: 0 | 1;
}

export interface DeleteAddressBody {
  id: number;
}

export interface UseBagItemBody extends RequestKeyBody {
  id: number;
  /** The new nickname, required by a rename card (effect 'rename'). */
  nick_name?: string;
}
