/** Rules of the score list and match detail pages that are not statuses or clocks (spec §2, §4). */
import type { Match } from '@live/api-contract';

/**
 * Puts fresh copies of matches into a list by id, keeping every unchanged row the same object (so rows that did
 * not change do not re-render) and the order of the list (so the scroll position stays). Returns the same array
 * when nothing changed.
 */
export function mergeMatches<M extends Pick<Match, 'id'> & Partial<MatchState>>(
  list: readonly M[],
  fresh: readonly M[],
): readonly M[] {
  if (fresh.length === 0) return list;
  const byId = new Map(fresh.map((match) => [match.id, match]));
  let changed = false;
  const next = list.map((match) => {
    const update = byId.get(match.id);
    if (!update || sameMatchState(match, update)) return match;
    changed = true;
    return update;
  });
  return changed ? next : list;
}

type MatchState = Pick<
  Match,
  'status' | 'home_score' | 'away_score' | 'kickoff_time' | 'period_remaining_time' | 'attented' | 'live'
>;
const STATE_FIELDS: readonly (keyof MatchState)[] = [
  'status',
  'home_score',
  'away_score',
  'kickoff_time',
  'period_remaining_time',
  'attented',
  'live',
];

function sameMatchState(a: Partial<MatchState>, b: Partial<MatchState>): boolean {
  return STATE_FIELDS.every((field) => a[field] === b[field]);
}

/** The 1-based pages of `size` rows that hold rows start..end-1 (end exclusive): what a poll of them asks for. */
export function pagesCovering(start: number, end: number, size: number): number[] {
  if (end <= start || size <= 0) return [];
  const first = Math.floor(start / size) + 1;
  const last = Math.floor((end - 1) / size) + 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}
