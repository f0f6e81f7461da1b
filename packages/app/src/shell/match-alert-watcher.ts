import type { MatchEventData, MatchMoment } from '@live/api-contract';
import type { Services } from '../app/services';
import {
  alertsToShow,
  matchAlertKey,
  matchAlertText,
  momentAfter,
  polledMatchEvents,
  readSeenAlerts,
  rememberAlerts,
} from '../domain/match-alerts';
import { sportName } from '../domain/names';
import { QUIET } from '../domain/request-presets';

/** While chat is away, the followed matches are read this often (issue #28: 10 to 15 s). */
export const ALERT_POLL_MS = 10_000;
/** The followed list is read again on a navigation or a push about an unknown match, at most this often. */
export const FOLLOWED_FRESH_MS = 5_000;

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem'>;

/**
 * One account's match alerts: the followed matches and their last known moments (getAttentMatchlist), the pushed
 * events of those matches, and the events read off a fresh list (the poll while chat is away, and every re-read).
 * Each event goes to the shell's popup once: the keys shown are kept per account in storage (so also across tabs
 * and reloads) and in memory (when storage is unavailable).
 */
export class MatchAlertWatcher {
  private moments = new Map<number, MatchMoment>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;
  private stopped = false;
  private readonly shown = new Set<string>();
  private readonly services: Pick<Services, 'api' | 'root' | 'notices'>;
  private readonly uid: number;
  private readonly storage: Storage | null;

  constructor(services: Pick<Services, 'api' | 'root' | 'notices'>, uid: number, storage: Storage | null) {
    this.services = services;
    this.uid = uid;
    this.storage = storage;
  }

  /** Reads the followed matches; what changed since the last read is alerted, and their moments are kept. */
  refresh(): Promise<void> {
    this.loading ??= this.services.api.race
      .getAttentMatchlist(QUIET)
      .then(({ list }) => {
        if (this.stopped) return;
        const events = polledMatchEvents(this.moments, list);
        this.moments = new Map(list.map((match) => [match.id, match]));
        this.loadedAt = Date.now();
        this.show(events);
      })
      .finally(() => {
        this.loading = null;
      });
    return this.loading;
  }

  /** Reads the followed matches unless a read is under way or was made in the last FOLLOWED_FRESH_MS. */
  refreshIfStale(): Promise<void> {
    if (this.loading) return this.loading;
    return Date.now() - this.loadedAt < FOLLOWED_FRESH_MS ? Promise.resolve() : this.refresh();
  }

  /** A pushed event: alerted when its match is followed (a match not known may have been followed just now). */
  async pushed(event: MatchEventData): Promise<void> {
    if (!this.moments.has(event.matchid)) await this.refreshIfStale().catch(() => undefined);
    const known = this.moments.get(event.matchid);
    if (this.stopped || !known) return;
    this.moments.set(event.matchid, momentAfter(known, event));
    this.show([event]);
  }

  /** No more alerts from this watcher (the user changed or logged out). */
  stop(): void {
    this.stopped = true;
  }

  private show(events: readonly MatchEventData[]): void {
    const seen = this.storage ? new Set([...readSeenAlerts(this.storage, this.uid), ...this.shown]) : this.shown;
    const fresh = alertsToShow(events, new Set(this.moments.keys()), seen);
    if (fresh.length === 0) return;
    const keys = fresh.map(matchAlertKey);
    for (const key of keys) this.shown.add(key);
    if (this.storage) rememberAlerts(this.storage, this.uid, keys);
    const language = this.services.root.language.lang;
    for (const [index, event] of fresh.entries()) {
      this.services.notices.push({
        id: keys[index] ?? matchAlertKey(event),
        sport: sportName(event.sport_id),
        matchId: event.matchid,
        ...matchAlertText(event, language),
      });
    }
  }
}
