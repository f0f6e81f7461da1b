import type { ModelItem } from '@live/api-contract';

/** Live first, then upcoming, then finished (spec §4 subscription states: inplay 2, waiting 1, finished 3). */
const RANK: Record<number, number> = { 2: 0, 1: 1, 3: 2 };

/**
 * The order of a model list (issue #32): models still worth buying come first, live then upcoming, the pinned
 * ones first within each, soonest first; finished ones last, the latest first, their pin ignored (a pin promotes
 * a model to buy, and a finished one is no longer sold).
 */
export function modelOrder(a: ModelItem, b: ModelItem): number {
  const rank = (RANK[a.status] ?? 2) - (RANK[b.status] ?? 2);
  if (rank !== 0) return rank;
  if (a.status === 3) return b.created_at - a.created_at;
  return b.pin - a.pin || a.created_at - b.created_at;
}
