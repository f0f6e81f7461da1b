/**
 * Race-start broadcasts (spec §4): a message appears, is flagged removed after 5 s (its leave animation starts)
 * and is purged 2.999 s later. Pure: the caller passes arrival times and `now`, and sets one timer for
 * `nextChangeAt`.
 */
export const RACE_START_SHOWN_MS = 5000;
export const RACE_START_PURGE_AFTER_REMOVE_MS = 2999;

export interface RaceStartMessage {
  id: string | number;
  desc: string;
  remove: boolean;
  payload: { Action: string; Data: unknown };
}

export interface RaceStartArrival<T extends RaceStartMessage = RaceStartMessage> {
  message: T;
  arrivedAt: number;
}

export function raceStartSchedule(arrivedAt: number): { removeAt: number; purgeAt: number } {
  const removeAt = arrivedAt + RACE_START_SHOWN_MS;
  return { removeAt, purgeAt: removeAt + RACE_START_PURGE_AFTER_REMOVE_MS };
}

export interface RaceStartView<T extends RaceStartMessage> {
  /** Messages still on screen, with `remove` set once their 5 s are over. */
  messages: T[];
  /** Arrivals not yet purged (keep these as the new state). */
  pending: RaceStartArrival<T>[];
  /** When the view changes next, or null when nothing is pending. */
  nextChangeAt: number | null;
}

export function raceStartView<T extends RaceStartMessage>(
  arrivals: readonly RaceStartArrival<T>[],
  now: number,
): RaceStartView<T> {
  const pending = arrivals.filter((arrival) => now < raceStartSchedule(arrival.arrivedAt).purgeAt);
  let nextChangeAt: number | null = null;
  const messages = pending.map(({ message, arrivedAt }) => {
    const { removeAt, purgeAt } = raceStartSchedule(arrivedAt);
    const change = now < removeAt ? removeAt : purgeAt;
    nextChangeAt = nextChangeAt === null ? change : Math.min(nextChangeAt, change);
    return { ...message, remove: now >= removeAt };
  });
  return { messages, pending, nextChangeAt };
}
