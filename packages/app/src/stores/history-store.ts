import { makeAutoObservable } from 'mobx';
import {
  addSearchLog,
  addVisitedLeague,
  SEARCH_LOG_SIZE,
  type SearchLogEntry,
  VISITED_LEAGUES_SIZE,
  type VisitedLeague,
} from '../domain/lists';
import { field, isObject, type Persistent } from './persist';

const isId = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');

/** The usable entries of a stored list, newest first, at most `size`; undefined when it is not a list. */
function readList<T>(value: unknown, usable: (entry: Record<string, unknown>) => boolean, size: number) {
  return Array.isArray(value)
    ? (value.filter((entry) => isObject(entry) && usable(entry)) as T[]).slice(0, size)
    : undefined;
}

const isLeague = (entry: Record<string, unknown>) =>
  isId(entry.id) &&
  typeof entry.sportsType === 'number' &&
  typeof entry.name === 'string' &&
  typeof entry.logo === 'string';

/** Search history (5) and visited leagues (15) (spec §4, §9). */
export class HistoryStore implements Persistent {
  searchLog: SearchLogEntry[] = [];
  visitedLeagues: VisitedLeague[] = [];
  readonly persisted = {
    searchLog: field(
      (value) => readList<SearchLogEntry>(value, (entry) => isId(entry.target_id), SEARCH_LOG_SIZE),
      () => this.searchLog,
      (log) => this.restoreSearchLog(log),
    ),
    visitedLeagues: field(
      (value) => readList<VisitedLeague>(value, isLeague, VISITED_LEAGUES_SIZE),
      () => this.visitedLeagues,
      (leagues) => this.restoreVisitedLeagues(leagues),
    ),
  };

  constructor() {
    makeAutoObservable(this, { persisted: false }, { autoBind: true });
  }

  /** An entry is added (empty or known target_id ignored); an array clears the log. */
  addSearch(entry: SearchLogEntry | readonly SearchLogEntry[] | null | undefined): void {
    this.searchLog = addSearchLog(this.searchLog, entry);
  }

  restoreSearchLog(log: SearchLogEntry[]): void {
    this.searchLog = log;
  }

  restoreVisitedLeagues(leagues: VisitedLeague[]): void {
    this.visitedLeagues = leagues;
  }

  visitLeague(league: VisitedLeague): void {
    this.visitedLeagues = addVisitedLeague(this.visitedLeagues, league);
  }
}
