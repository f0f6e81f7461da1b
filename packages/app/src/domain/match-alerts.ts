/**
 * Match alerts (host spec §2 match-notification popup; issue #28): a followed match's kick-off, goal, red card and
 * final whistle, from the platform's MatchEvent broadcasts in NOTIFY_ROOM or, while chat is away, read off polls
 * of the followed matches (matchEventsBetween, the rule the platform uses too). Each event has one key whichever
 * way it came, so it shows once, and the keys a user saw are kept per account, so a reload never repeats one.
 */
import {
  MATCH_EVENT,
  type MatchEventData,
  type MatchEventKind,
  matchEventsBetween,
  type MatchMoment,
  NOTIFY_ROOM,
  ROOM_ACTION,
} from '@live/api-contract';
import { pick } from './language';
import type { Label } from './labels';
import { displayName } from './names';
import { type ChatMessageLike, fromPlatform, parseAction } from './room-chat';

/** The one key of a match event: its match, its kind and the count it made (the score after a goal, ...). */
export function matchAlertKey(
  event: Pick<MatchEventData, 'kind' | 'matchid' | 'home_score' | 'away_score' | 'home_red' | 'away_red'>,
): string {
  switch (event.kind) {
    case MATCH_EVENT.goal:
      return `${event.matchid}:goal:${event.home_score}-${event.away_score}`;
    case MATCH_EVENT.redCard:
      return `${event.matchid}:red:${event.home_red}-${event.away_red}`;
    default:
      return `${event.matchid}:${event.kind}`;
  }
}

const KINDS: readonly string[] = Object.values(MATCH_EVENT);
const count = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;
const named = (team: unknown): boolean =>
  typeof team === 'object' &&
  team !== null &&
  ['name_zh', 'short_name_zh', 'name_en', 'short_name_en'].every(
    (field) => typeof (team as Record<string, unknown>)[field] === 'string',
  );

/**
 * A match event broadcast in NOTIFY_ROOM, or null: only the platform's account sends them (anyone may post a
 * custom message elsewhere), and a malformed one is dropped, never shown half.
 */
export function matchEventOf(message: ChatMessageLike): MatchEventData | null {
  if (message.to !== NOTIFY_ROOM || message.type !== 'TIMCustomElem' || !fromPlatform(message)) return null;
  const action = parseAction(message.payload);
  if (action?.Action !== ROOM_ACTION.matchEvent) return null;
  const data = action.Data as Record<string, unknown> | null;
  if (typeof data !== 'object' || data === null) return null;
  const valid =
    typeof data.kind === 'string' &&
    KINDS.includes(data.kind) &&
    Number.isSafeInteger(data.matchid) &&
    (data.matchid as number) > 0 &&
    (data.sport_id === 1 || data.sport_id === 2) &&
    (data.side === 0 || data.side === 1 || data.side === 2) &&
    [data.status, data.home_score, data.away_score, data.home_red, data.away_red].every(count) &&
    named(data.hometeam) &&
    named(data.awayteam);
  return valid ? (data as unknown as MatchEventData) : null;
}

/**
 * The events of the followed matches between their last known moments and a fresh poll. A match seen for the
 * first time has no events (its past is not news); the caller keeps the fresh moments as the next baseline.
 */
export function polledMatchEvents(
  known: ReadonlyMap<number, MatchMoment>,
  fresh: readonly MatchMoment[],
): MatchEventData[] {
  return fresh.flatMap((after) => {
    const before = known.get(after.id);
    return before ? matchEventsBetween(before, after) : [];
  });
}

/** A match's moment after a pushed event: its known moment with the event's status, score and cards. */
export function momentAfter(known: MatchMoment, event: MatchEventData): MatchMoment {
  return {
    ...known,
    status: event.status,
    home_score: event.home_score,
    away_score: event.away_score,
    home_red: event.home_red,
    away_red: event.away_red,
  };
}

/**
 * The alerts to show of these events: each of a followed match, not seen before (by key), once even when the
 * push and a poll both found it, in arrival order.
 */
export function alertsToShow(
  events: readonly MatchEventData[],
  followed: ReadonlySet<number>,
  seen: ReadonlySet<string>,
): MatchEventData[] {
  const taken = new Set(seen);
  return events.filter((event) => {
    const key = matchAlertKey(event);
    if (!followed.has(event.matchid) || taken.has(key)) return false;
    taken.add(key);
    return true;
  });
}

/** How many seen keys an account keeps: the newest, far more than the events of a day's followed matches. */
export const SEEN_ALERTS_KEPT = 300;

interface Storage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** Where an account's seen keys are kept (one list per account: another user on the device sees their own). */
export const seenAlertsKey = (uid: number) => `match_alerts_seen_${uid}`;

/** The keys this account has seen; broken or foreign data reads as none. */
export function readSeenAlerts(storage: Storage, uid: number): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(seenAlertsKey(uid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((key): key is string => typeof key === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds keys to the account's seen list, keeping the newest SEEN_ALERTS_KEPT. */
export function rememberAlerts(storage: Storage, uid: number, keys: readonly string[]): void {
  const kept = [...readSeenAlerts(storage, uid).filter((key) => !keys.includes(key)), ...keys].slice(-SEEN_ALERTS_KEPT);
  try {
    storage.setItem(seenAlertsKey(uid), JSON.stringify(kept));
  } catch {
    // Storage full or disabled: this tab still shows each event once (the caller's own set).
  }
}

const TITLES: Record<MatchEventKind, Label> = {
  kickoff: { zh: '比赛开始', pt: 'Começou' },
  goal: { zh: '进球！', pt: 'Gol!' },
  redCard: { zh: '红牌', pt: 'Cartão vermelho' },
  final: { zh: '完场', pt: 'Fim de jogo' },
};

/** A goal's or a card's title naming its team. */
const TEAM_TITLES: Partial<Record<MatchEventKind, Label>> = {
  goal: { zh: '进球！{team}', pt: 'Gol! {team}' },
  redCard: { zh: '红牌：{team}', pt: 'Cartão vermelho: {team}' },
};

/** The popup's words: what happened, to whom (title), and the match with its score (body). */
export function matchAlertText(event: MatchEventData, language: string): { title: string; body: string } {
  const home = displayName(event.hometeam, language);
  const away = displayName(event.awayteam, language);
  const team = event.side === 1 ? home : event.side === 2 ? away : '';
  const withTeam = TEAM_TITLES[event.kind];
  return {
    title: team && withTeam ? pick(withTeam, language).replace('{team}', team) : pick(TITLES[event.kind], language),
    body: `${home} ${event.home_score} - ${event.away_score} ${away}`,
  };
}
