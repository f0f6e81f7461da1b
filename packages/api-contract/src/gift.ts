import type { WithBalances } from './wallet.ts';

export interface Gift {
  id: number;
  name: string;
  icon: string;
  /** Price in gold. */
  price: number;
}

export interface SendGiftBody {
  gift_id: number;
  anchorid: number;
  /** The anchor's live room: the platform posts the gift there. */
  liveid: number;
  /** One of the gift amounts 1, 10, 66, 88, 100, 520, 1314 (spec §9). */
  amount: number;
  /**
   * The sender's id of this one gift (8-64 of A-Z a-z 0-9 _ -), the same on every retry: a repeated request is
   * charged once and answers the first payment.
   */
  request_id: string;
}

export interface SendGiftResult extends WithBalances {
  /** The sender's gold right after this payment (balances.gold). */
  gold: number;
  gift_spend: number;
  /** The payment (RoomGiftData.order_id of the room message). */
  order_id: number;
}

/**
 * Data of the RoomGift message the platform's chat account (not the sender) posts to the room's live group once
 * the payment is recorded: who sent what, so a client can trust any RoomGift it sees from that account.
 */
export interface RoomGiftData {
  gift_id: number;
  /** The gift's name in Chinese and in Portuguese: one notice reaches viewers of every language. */
  gift_name: string;
  gift_name_br: string;
  /** Gift icon address. */
  icon: string;
  amount: number;
  /** Gold the send cost in all (the gift's price times amount), what a client sizes the gift's animation by. */
  cost: number;
  /** The sender's user id and nickname. */
  uid: number;
  nick_name: string;
  anchorid: number;
  liveid: number;
  /** The payment, unique per request_id of the sender. */
  order_id: number;
}

/** One sender of a room's gift ranking (/api/gift/getLiveGiftRank): the platform sums the room's paid gifts. */
export interface GiftRankEntry {
  /** 1 for the biggest sender; equal sums share the earlier sender's order (first to reach it ranks higher). */
  rank: number;
  uid: number;
  nick_name: string;
  avatar: string;
  /** Gold spent on gifts in this room. */
  gold: number;
}
