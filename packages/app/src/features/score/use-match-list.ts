import type { Match, MatchCounts, SportFilter } from '@live/api-contract';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { useServices } from '../../app/services';
import { MATCH_FILTER, type MatchFilter, SPORT } from '../../domain/match-status';
import { mergeMatches, pagesCovering } from '../../domain/score-list';
import { IN_PAGE, QUIET } from '../../domain/request-presets';

/** A match as the list keeps it: when its copy arrived, so the basketball clock can count down from it. */
export type ListedMatch = Match & { receivedAt: number };

export interface ListQuery {
  /** YYYY-MM-DD, a day of `timeZone`. */
  date: string;
  /** The user's IANA zone (issue #30); undefined leaves the platform's UTC+8 days. */
  timeZone: string | undefined;
  sportId: SportFilter;
  filter: MatchFilter;
  eventId: number;
}

/** Rows asked per load call (the API's largest page). */
export const LOAD_PAGE_SIZE = 500;

/** What /score lists when its address chooses nothing else: today's football, every status, every league. */
export const DEFAULT_LIST = { sportId: SPORT.football, filter: MATCH_FILTER.all, eventId: 0 } as const;
/** The address's query parameters that choose another list (ScorePage reads them). */
export const LIST_QUERY_PARAMS = ['sport', 'filter', 'date', 'event'];

/** The fields of one page of the list, as /api/race/getDateMatch is asked for it. */
export function listFields({ date, timeZone, sportId, filter, eventId }: ListQuery, page: number, size: number) {
  return {
    date,
    tz: timeZone,
    sport_id: sportId,
    type: filter,
    event_id: eventId || undefined,
    page,
    size,
    ...IN_PAGE,
  };
}
/** Live scores of the rows in view are asked this often: changes show within a few seconds. */
export const POLL_MS = 3000;
/** Rows per poll page: about one screen of rows, so a poll asks for little more than what is in view. */
export const POLL_PAGE_SIZE = 10;

export function stamp(list: readonly Match[], at = Date.now()): ListedMatch[] {
  return list.map((match) => ({ ...match, receivedAt: at }));
}

/**
 * The match list of one day, sport, status filter and league (/api/race/getDateMatch), with live updates of the
 * rows in view (`poll(range)`). Alerts of followed matches are the shell's, on every page (shell/MatchAlerts).
 */
export function useMatchList(query: ListQuery) {
  const { api } = useServices();
  const [matches, setMatches] = useState<readonly ListedMatch[]>([]);
  const [counts, setCounts] = useState<MatchCounts | null>(null);
  const [status, setStatus] = useState<'loading' | 'ready' | 'error'>('loading');
  const current = useRef<readonly ListedMatch[]>([]);
  const generation = useRef(0);
  const { date, timeZone, sportId, filter, eventId } = query;
  const body = useCallback(
    (page: number, size: number) => listFields({ date, timeZone, sportId, filter, eventId }, page, size),
    [date, timeZone, sportId, filter, eventId],
  );

  const commit = useCallback((next: readonly ListedMatch[]) => {
    current.current = next;
    setMatches(next);
  }, []);

  /** Loads every page of the list (a day rarely has more than one). */
  const load = useCallback(async () => {
    const mine = ++generation.current;
    try {
      const first = await api.race.getDateMatch(body(1, LOAD_PAGE_SIZE));
      let list = first.list;
      for (let page = 2; list.length < first.total && (page - 1) * LOAD_PAGE_SIZE < first.total; page += 1) {
        const more = await api.race.getDateMatch(body(page, LOAD_PAGE_SIZE));
        if (more.list.length === 0) break;
        list = [...list, ...more.list];
      }
      if (mine !== generation.current) return;
      // A whole screen of rows at once: rendered in React's time slices, not as one long task.
      startTransition(() => {
        commit(stamp(list));
        setCounts(first.counts);
        setStatus('ready');
      });
    } catch {
      if (mine === generation.current) setStatus('error');
    }
  }, [api, body, commit]);

  useEffect(() => {
    setStatus('loading');
    commit([]);
    void load();
  }, [load, commit]);

  /** Refreshes the rows start..end-1 (those in view) in place. */
  const poll = useCallback(
    async (start: number, end: number) => {
      const mine = generation.current;
      const pages = pagesCovering(start, end, POLL_PAGE_SIZE);
      const answers = await Promise.all(
        pages.map((page) => api.race.getDateMatch({ ...body(page, POLL_PAGE_SIZE), ...QUIET })),
      );
      if (mine !== generation.current) return;
      const before = current.current;
      const next = mergeMatches(before, stamp(answers.flatMap((answer) => answer.list)));
      if (next !== before) commit(next);
      const latest = answers.at(-1);
      if (latest) setCounts(latest.counts);
    },
    [api, body, commit],
  );

  /** One row changed here (collect star): applied at once. */
  const update = useCallback(
    (id: number, fields: Partial<Match>) => {
      commit(current.current.map((match) => (match.id === id ? { ...match, ...fields } : match)));
    },
    [commit],
  );

  return { matches, counts, status, load, poll, update };
}
