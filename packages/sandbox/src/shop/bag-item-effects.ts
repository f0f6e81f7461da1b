import type { BagItemEffect } from '@live/api-contract';

/** What a virtual goods item does when used, by goods id (the seeded catalogue, seed/content.ts). */
export type ItemEffect =
  | { kind: 'rename' }
  | { kind: 'vip'; level: number; days: number }
  | { kind: 'no_ads'; days: number }
  | { kind: 'none' };

const EFFECTS: Readonly<Record<number, ItemEffect>> = {
  1: { kind: 'vip', level: 1, days: 3 },
  2: { kind: 'rename' },
  5: { kind: 'no_ads', days: 7 },
};

export function itemEffect(goodsId: number): ItemEffect {
  return EFFECTS[goodsId] ?? { kind: 'none' };
}

export const effectName = (goodsId: number): BagItemEffect => itemEffect(goodsId).kind;
