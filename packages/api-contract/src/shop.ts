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

export interface BagItem {
  id: number;
  goods_id: number;
  name: string;
  image: string;
  status: 0 | 1 | 2 | 3;
  expire_time: UnixSeconds;
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
}
