import { makeAutoObservable } from 'mobx';
import { addSearchLog, addVisitedLeague, type SearchLogEntry, type VisitedLeague } from '../domain/lists';

/** Search history (5) and visited leagues (15) (spec §4, §9). */
export class HistoryStore {
  searchLog: SearchLogEntry[] = [];
  visitedLeagues: VisitedLeague[] = [];

  constructor() {
    makeAutoObservable(this, {}, { autoBind: true });
  }

  /** An entry is added (empty or known target_id ignored); an array clears the log. */
  addSearch(entry: SearchLogEntry | readonly SearchLogEntry[] | null | undefined): void {
    this.searchLog = addSearchLog(this.searchLog, entry);
  }

  visitLeague(league: VisitedLeague): void {
    this.visitedLeagues = addVisitedLeague(this.visitedLeagues, league);
  }
}
