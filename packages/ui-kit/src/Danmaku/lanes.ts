/** Lane and queue rules of the flying comments: pure, so they are tested without a browser. */

import type { DanmakuDensity } from './densities.ts';

/** Lanes over the video per density: how many comments may fly side by side. */
export const DANMAKU_LANES: Record<DanmakuDensity, number> = { low: 2, medium: 4, high: 6 };
/** A comment crosses the video in this many ms. */
export const DANMAKU_FLIGHT_MS = 7000;
/** Space kept between two comments of one lane (px): covers a frame or two of launch delay. */
export const DANMAKU_GAP_PX = 24;
/** Comments waiting for a lane at most; older ones are dropped (a busy room sends more than can fly). */
export const DANMAKU_QUEUE_MAX = 24;
/** The longest text that flies; longer comments are cut with an ellipsis. */
export const DANMAKU_TEXT_MAX = 40;

/** A lane's top margin and its pitch (top to next top), as parts of a comment's height: 8 px and 28 px for 24 px. */
const LANE_TOP = 8 / 24;
const LANE_PITCH = 28 / 24;

/** Where the lanes go (px): the first one's top and the distance from one lane's top to the next; how many fit. */
export interface LaneLayout {
  lanes: number;
  top: number;
  pitch: number;
}

/**
 * The lanes of a density that fit in an overlay `height` px tall (the video less what is kept clear below it: the
 * player's controls) for comments `item` px tall: all of them at the comfortable pitch when they fit, else closer
 * but never closer than a comment's height (comments never overlap), else as many as fit. The last lane always ends
 * inside the overlay; none fits in an overlay shorter than one comment.
 */
export function laneLayout(wanted: number, height: number, item: number): LaneLayout {
  const top = item * LANE_TOP;
  const comfortable = item * LANE_PITCH;
  // What the lanes after the first spread over: the first one's top to the last one's top.
  const spread = height - top - item;
  if (wanted <= 0 || item <= 0 || spread < 0) return { lanes: 0, top, pitch: comfortable };
  const lanes = Math.min(wanted, Math.floor(spread / item) + 1);
  return { lanes, top, pitch: lanes > 1 ? Math.min(comfortable, spread / (lanes - 1)) : comfortable };
}

/** The first lane free at `now` (lanes free at or before it), or -1 when every lane is taken. */
export function freeLane(laneFreeAt: readonly number[], now: number): number {
  return laneFreeAt.findIndex((freeAt) => freeAt <= now);
}

/** A comment flying in a lane: launched at `start` (ms), `width` px wide. */
export interface LaneComment {
  start: number;
  width: number;
}

/** The overlay a comment crosses: `width` px in `flightMs`, from fully outside right to fully outside left. */
export interface DanmakuStage {
  width: number;
  flightMs: number;
  gapPx?: number;
}

/** px per ms: each comment crosses the stage plus its own width in the same time, so a longer one is faster. */
function speed(width: number, stage: DanmakuStage): number {
  return Math.max(1, stage.width + width) / stage.flightMs;
}

/**
 * The earliest time a comment `width` px wide may enter the lane behind `last` without ever touching it (the
 * bilibili / CommentCoreLibrary rule): `last` has fully entered with the gap behind it, and, when the new one is
 * faster (longer), it does not catch `last` up before `last` has left on the left.
 */
export function laneClearAt(last: LaneComment, width: number, stage: DanmakuStage): number {
  const gap = stage.gapPx ?? DANMAKU_GAP_PX;
  const lastSpeed = speed(last.width, stage);
  const entered = last.start + (last.width + gap) / lastSpeed;
  const nextSpeed = speed(width, stage);
  if (nextSpeed <= lastSpeed) return entered;
  // At `last`'s exit its right edge is at 0; the new left edge must still be `gap` or more from there.
  const notCaught = last.start + stage.flightMs - (stage.width - gap) / nextSpeed;
  return Math.max(entered, notCaught);
}

/** The first lane a comment `width` px wide may enter at `now` (an empty lane or one clear behind its last), or -1. */
export function pickLane(
  lastInLane: readonly (LaneComment | undefined)[],
  width: number,
  now: number,
  stage: DanmakuStage,
): number {
  return freeLane(
    lastInLane.map((last) => (last ? laneClearAt(last, width, stage) : -Infinity)),
    now,
  );
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
