/** Gift amounts a viewer can send in one go (spec §9). */
export const GIFT_AMOUNTS = [1, 10, 66, 88, 100, 520, 1314] as const;
export type GiftAmount = (typeof GIFT_AMOUNTS)[number];

export function isGiftAmount(value: number): value is GiftAmount {
  return (GIFT_AMOUNTS as readonly number[]).includes(value);
}

/** Gold a send costs, or null when the amount is not one of the spec's amounts. */
export function giftCost(price: number, amount: number): number | null {
  return isGiftAmount(amount) && price >= 0 ? price * amount : null;
}
