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
  liveid?: number;
  /** One of the gift amounts 1, 10, 66, 88, 100, 520, 1314 (spec §9). */
  amount: number;
}

export interface SendGiftResult {
  gold: number;
  gift_spend: number;
}
