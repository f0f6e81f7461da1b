/** Lane and queue rules of the flying comments: pure, so they are tested without a browser. */

import type { DanmakuDensity } from './densities.ts';

/** Lanes over the video per density: how many comments may fly side by side. */
export const DANMAKU_LANES: Record<DanmakuDensity, number> = { low: 2, medium: 4, high: 6 };
/** A comment crosses the video in this many ms. */
export const DANMAKU_FLIGHT_MS = 7000;
/** After a launch its lane stays taken this long, so the next comment does not overlap it. */
export const DANMAKU_LANE_GAP_MS = 2200;
/** Comments waiting for a lane at most; older ones are dropped (a busy room sends more than can fly). */
export const DANMAKU_QUEUE_MAX = 24;
/** The longest text that flies; longer comments are cut with an ellipsis. */
export const DANMAKU_TEXT_MAX = 40;

/** The first lane free at `now` (lanes free at or before it), or -1 when every lane is taken. */
export function freeLane(laneFreeAt: readonly number[], now: number): number {
  return laneFreeAt.findIndex((freeAt) => freeAt <= now);
}

/**
 * The queue with new comments added: highlighted ones (a chat effect card) go before plain ones still waiting;
 * past `max` the oldest plain ones go first, then the oldest highlighted.
 */
export function enqueue<T extends { highlight?: boolean }>(
  queue: readonly T[],
  added: readonly T[],
  max = DANMAKU_QUEUE_MAX,
): T[] {
  const all = [...queue, ...added];
  const highlighted = all.filter((item) => item.highlight);
  const plain = all.filter((item) => !item.highlight);
  const keptPlain = plain.slice(Math.max(0, plain.length - Math.max(0, max - highlighted.length)));
  const keptHighlighted = highlighted.slice(Math.max(0, highlighted.length - max));
  return [...keptHighlighted, ...keptPlain];
}

/** The text that flies: one line, at most `max` characters. */
export function flyingText(text: string, max = DANMAKU_TEXT_MAX): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(line);
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : line;
}
