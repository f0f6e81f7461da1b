/** Search history and visited leagues (spec §4, §9). */

export const SEARCH_LOG_SIZE = 5;
export const VISITED_LEAGUES_SIZE = 15;

export interface SearchLogEntry {
  target_id: number | string;
  [field: string]: unknown;
}

/**
 * Adds a search history entry, newest first, keeping the newest 5. An empty entry or one whose target_id is
 * already there is ignored; passing an array clears the log.
 */
export function addSearchLog<T extends SearchLogEntry>(
  log: readonly T[],
  entry: T | readonly T[] | null | undefined,
): T[] {
  if (Array.isArray(entry)) return [];
  const item = entry as T | null | undefined;
  if (!item || item.target_id === undefined || item.target_id === null || item.target_id === '') return [...log];
  if (log.some((existing) => String(existing.target_id) === String(item.target_id))) return [...log];
  return [item, ...log].slice(0, SEARCH_LOG_SIZE);
}

export interface VisitedLeague {
  id: number | string;
  name: string;
  logo: string;
  sportsType: number;
}

/** Puts a league first, de-duplicated by id plus sport type, keeping the most recent 15. */
export function addVisitedLeague<T extends VisitedLeague>(list: readonly T[], league: T): T[] {
  const same = (other: T) => String(other.id) === String(league.id) && other.sportsType === league.sportsType;
  return [league, ...list.filter((other) => !same(other))].slice(0, VISITED_LEAGUES_SIZE);
}
