import type { PageQuery, UnixSeconds } from './common.ts';
import type { RequestKeyBody, WithBalances } from './wallet.ts';

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
  /** What a virtual item does once used ('none' for physical goods). */
  effect: BagItemEffect;
  /** How long the effect lasts once used, in days (0: at once, as a rename). */
  effect_days: number;
  /** How long a bought virtual item stays usable in the bag, in days (0 for physical goods). */
  valid_days: number;
}

export interface GoodsInfoBody {
  goods_id: number;
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

/** data of /api/shop/buyGoods: the order and the buyer's balances after it. */
export interface BuyGoodsResult extends Order, WithBalances {}

export type OrderListBody = PageQuery;

/** Coupon/bag item status (spec §4): unknown 0, used 1, unused 2, expired 3. */
export const BAG_ITEM_STATUS = { unknown: 0, used: 1, unused: 2, expired: 3 } as const;

/**
 * What using a bag item does, decided by the server: rename opens a nickname edit (the card is used only when the
 * rename succeeds), vip grants VIP for the card's days, no_ads sets is_no_qrad and is_no_popad for its days,
 * avatar_frame frames the user's avatar and chat_effect highlights the user's live-room chat lines until their
 * UserInfo.avatar_frame_until / chat_effect_until (also in the chat profile's platform field, ChatVipField).
 */
export type BagItemEffect = 'rename' | 'vip' | 'no_ads' | 'avatar_frame' | 'chat_effect' | 'none';

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
