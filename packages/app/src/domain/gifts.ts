/** Gift amounts a viewer can send in one go (spec §9). */
export const GIFT_AMOUNTS = [1, 10, 66, 88, 100, 520, 1314] as const;
export type GiftAmount = (typeof GIFT_AMOUNTS)[number];

export function isGiftAmount(value: number): value is GiftAmount {
  return (GIFT_AMOUNTS as readonly number[]).includes(value);
}

/** A send of this much gold or more plays the full-width gift animation; less, a short float (issue #33). */
export const BIG_GIFT_GOLD = 520;

/** How a gift seen in the room animates, by what it cost: 'full' across the video, else 'float'. */
export function giftAnimationSize(cost: number | undefined): 'float' | 'full' {
  return typeof cost === 'number' && cost >= BIG_GIFT_GOLD ? 'full' : 'float';
}

/** Gold a send costs, or null when the amount is not one of the spec's amounts. */
export function giftCost(price: number, amount: number): number | null {
  return isGiftAmount(amount) && price >= 0 ? price * amount : null;
}

/** One gift send as the platform knows it: which gift and amount, under which request_id. */
export interface GiftRequest {
  giftId: number;
  amount: number;
  requestId: string;
}

/**
 * The request for a send: the unfinished one when it is the same gift and amount (a retry: the platform charges a
 * request_id once and answers its first payment), else a new one with a fresh id.
 */
export function giftRequest(
  unfinished: GiftRequest | null,
  giftId: number,
  amount: number,
  freshId: () => string,
): GiftRequest {
  if (unfinished && unfinished.giftId === giftId && unfinished.amount === amount) return unfinished;
  return { giftId, amount, requestId: freshId() };
}

/** A request_id: 32 hex digits from the browser's random source (it needs no secure context, unlike randomUUID). */
export function randomRequestId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
