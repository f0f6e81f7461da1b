/** Rules of the score list and match detail pages that are not statuses or clocks (spec §2, §4). */
import type { Match, MatchEvent, SportName, Team } from '@live/api-contract';
import { isChinese } from './language';
import { SPORT, type SportId } from './match-status';
import type { Switches } from './switches';
import { roomTabs } from './tabs';

export function sportName(sportId: number): SportName {
  return sportId === SPORT.basketball ? 'basketball' : 'football';
}

export function sportIdOf(name: SportName): SportId {
  return name === 'basketball' ? SPORT.basketball : SPORT.football;
}

/** The sport of a match detail address: /score/basketball/detail/:id and /score/detail/basketball/:id. */
export function sportOfDetailPath(pathname: string): SportName {
  return /\/basketball(\/|$)/.test(pathname) ? 'basketball' : 'football';
}

/** Short team or league name in the page language (the API sends Chinese and English names). */
export function displayName(
  named: Pick<Team | MatchEvent, 'short_name_zh' | 'name_zh' | 'short_name_en' | 'name_en'>,
  language: string,
): string {
  return isChinese(language) ? named.short_name_zh || named.name_zh : named.short_name_en || named.name_en;
}

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

export interface ScoreChange<M> {
  before: M;
  after: M;
}

/** Collected (attented) matches whose score changed between two copies of a list: the notices to show. */
export function collectedScoreChanges<M extends Pick<Match, 'id' | 'attented' | 'home_score' | 'away_score'>>(
  before: readonly M[],
  after: readonly M[],
): ScoreChange<M>[] {
  const old = new Map(before.map((match) => [match.id, match]));
  const changes: ScoreChange<M>[] = [];
  for (const match of after) {
    const previous = old.get(match.id);
    if (!previous || match.attented !== 1) continue;
    if (previous.home_score !== match.home_score || previous.away_score !== match.away_score) {
      changes.push({ before: previous, after: match });
    }
  }
  return changes;
}

/** The 1-based pages of `size` rows that hold rows start..end-1 (end exclusive): what a poll of them asks for. */
export function pagesCovering(start: number, end: number, size: number): number[] {
  if (end <= start || size <= 0) return [];
  const first = Math.floor(start / size) + 1;
  const last = Math.floor((end - 1) / size) + 1;
  return Array.from({ length: last - first + 1 }, (_, i) => first + i);
}

/**
 * Seconds left in a running basketball period, counted down from the last answer (`fetchedAtMs`) at real time;
 * the next answer corrects it. Never below 0.
 */
export function runningRemaining(remaining: number, fetchedAtMs: number, nowMs: number): number {
  return Math.max(0, remaining - Math.max(0, (nowMs - fetchedAtMs) / 1000));
}

export type DetailTabKey = 'index' | 'analysis' | 'lineup' | 'rank' | 'happening' | 'lives';

export interface DetailTab {
  key: DetailTabKey;
  title: string;
  title_br: string;
  show: boolean;
}

/** Detail tab -> the room tab whose rule decides it (happening is the status tab, lives the anchors tab). */
const ROOM_KEY_OF: Record<DetailTabKey, 'index' | 'analysis' | 'lineup' | 'rank' | 'status' | 'lives'> = {
  index: 'index',
  analysis: 'analysis',
  lineup: 'lineup',
  rank: 'rank',
  happening: 'status',
  lives: 'lives',
};

/** Detail tabs in the spec's order (index, analysis, lineup, rank, happening), then the match's anchors. */
export const DETAIL_TAB_ORDER: readonly DetailTabKey[] = ['index', 'analysis', 'lineup', 'rank', 'happening', 'lives'];

/**
 * The match detail page's tabs with their show flags (spec §2): each needs its config switch '1' and a match id;
 * lineup only for football, rank only for basketball; the anchors tab needs switch_room_anchor.
 */
export function detailTabs(input: {
  pathname: string;
  switches: Switches | null | undefined;
  matchId: number | string | null | undefined;
  sportId: number | null | undefined;
}): DetailTab[] {
  const room = roomTabs({ ...input, hasAnchor: false });
  return DETAIL_TAB_ORDER.map((key) => {
    const tab = room.find((candidate) => candidate.key === ROOM_KEY_OF[key]);
    return { key, title: tab?.title ?? key, title_br: tab?.title_br ?? key, show: tab?.show ?? false };
  });
}
