import type { BagItemEffect } from '@live/api-contract';

/** What a virtual goods item does when used, by goods id (the seeded catalogue, seed/content.ts). */
export type ItemEffect =
  | { kind: 'rename' }
  | { kind: 'vip'; level: number; days: number }
  | { kind: 'no_ads'; days: number }
  | { kind: 'avatar_frame'; days: number }
  | { kind: 'chat_effect'; days: number }
  | { kind: 'none' };

const EFFECTS: Readonly<Record<number, ItemEffect>> = {
  1: { kind: 'vip', level: 1, days: 3 },
  2: { kind: 'rename' },
  3: { kind: 'avatar_frame', days: 30 },
  4: { kind: 'chat_effect', days: 7 },
  5: { kind: 'no_ads', days: 7 },
};

export function itemEffect(goodsId: number): ItemEffect {
  return EFFECTS[goodsId] ?? { kind: 'none' };
}

export const effectName = (goodsId: number): BagItemEffect => itemEffect(goodsId).kind;

/** How long an item's effect lasts once used, in days (0: at once or none). */
export function effectDays(goodsId: number): number {
  const effect = itemEffect(goodsId);
  return 'days' in effect ? effect.days : 0;
}
