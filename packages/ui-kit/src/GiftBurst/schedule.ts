/** Which gift animations play when: pure, so it is tested without a browser. */

/** A small gift floats up; a big one crosses the whole video. */
export type GiftBurstSize = 'float' | 'full';

/** Floats on screen at once, and how long each lasts (ms). */
export const GIFT_FLOAT_SLOTS = 3;
export const GIFT_FLOAT_MS = 2400;
/** One full-width animation at a time, and how long it lasts (ms). */
export const GIFT_FULL_MS = 4000;
/** Waiting animations at most per size; past it the oldest waiting ones are dropped. */
export const GIFT_QUEUE_MAX = 8;

export interface Scheduled<T> {
  item: T;
  /** The float's slot (0 the lowest); 0 for a full-width one. */
  slot: number;
  until: number;
}

export interface BurstState<T> {
  waiting: { float: T[]; full: T[] };
  playing: Scheduled<T>[];
}

/** Adds new gifts to the waiting lines of their size, each line capped at `max` (the newest kept). */
export function waitFor<T extends { size: GiftBurstSize }>(
  waiting: BurstState<T>['waiting'],
  added: readonly T[],
  max = GIFT_QUEUE_MAX,
): BurstState<T>['waiting'] {
  const float = [...waiting.float, ...added.filter((item) => item.size === 'float')];
  const full = [...waiting.full, ...added.filter((item) => item.size === 'full')];
  return { float: float.slice(-max), full: full.slice(-max) };
}

/**
 * The state at `now`: finished animations leave; the next full-width gift starts when none plays; waiting floats
 * take the free slots, lowest first.
 */
export function advance<T extends { size: GiftBurstSize }>(state: BurstState<T>, now: number): BurstState<T> {
  const playing = state.playing.filter((entry) => entry.until > now);
  const full = [...state.waiting.full];
  const float = [...state.waiting.float];
  if (!playing.some((entry) => entry.item.size === 'full')) {
    const next = full.shift();
    if (next) playing.push({ item: next, slot: 0, until: now + GIFT_FULL_MS });
  }
  for (let slot = 0; slot < GIFT_FLOAT_SLOTS && float.length > 0; slot += 1) {
    if (playing.some((entry) => entry.item.size === 'float' && entry.slot === slot)) continue;
    const next = float.shift();
    if (next) playing.push({ item: next, slot, until: now + GIFT_FLOAT_MS });
  }
  return { waiting: { float, full }, playing };
}
