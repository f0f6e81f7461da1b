import type { MatchRow } from './types.ts';

/** Interrupted and abandoned matches stop this many real seconds after their start. */
export const FREEZE_AT = 30 * 60;

/**
 * How far into its script a match is at `now` (spec §4 special statuses): a frozen match (interrupted,
 * abandoned) stops at FREEZE_AT; any other special status (postponed, cancelled ...) never starts (-1).
 */
export function scriptElapsed(match: MatchRow, now: number, frozen: boolean): number {
  if (match.special_status !== null && !frozen) return -1;
  const elapsed = now - match.time;
  return frozen ? Math.min(elapsed, FREEZE_AT) : elapsed;
}

/** The shown status: the special one overrides the clock, for a frozen match once it has stopped. */
export function withSpecialStatus(status: number, match: MatchRow, now: number, frozen: boolean): number {
  const special = match.special_status;
  return special !== null && (!frozen || now - match.time >= FREEZE_AT) ? special : status;
}
