import {
  MATCH_EVENT,
  type MatchEventData,
  type MatchMoment,
  NOTIFY_ROOM,
  PLATFORM_CHAT_ACCOUNT,
  ROOM_ACTION,
} from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import {
  alertsToShow,
  matchAlertKey,
  matchAlertText,
  matchEventOf,
  momentAfter,
  polledMatchEvents,
  readSeenAlerts,
  rememberAlerts,
  SEEN_ALERTS_KEPT,
  seenAlertsKey,
} from './match-alerts';
import { roomActionData } from './room-chat';

const team = (zh: string, en: string) => ({ name_zh: zh, short_name_zh: zh, name_en: en, short_name_en: en });
const HOME = { id: 1, sport_id: 1 as const, logo: '', country_logo: '', ...team('曼联', 'Man Utd') };
const AWAY = { id: 2, sport_id: 1 as const, logo: '', country_logo: '', ...team('利物浦', 'Liverpool') };

function moment(fields: Partial<MatchMoment> = {}): MatchMoment {
  return {
    id: 7,
    sport_id: 1,
    status: 2,
    home_score: 0,
    away_score: 0,
    home_red: 0,
    away_red: 0,
    hometeam: HOME,
    awayteam: AWAY,
    ...fields,
  };
}

const events = (before: MatchMoment, after: MatchMoment) =>
  polledMatchEvents(new Map([[before.id, before]]), [after]).map((e) => [e.kind, e.side, matchAlertKey(e)]);

describe('match alerts: events read off two moments (issue #28, spec §2 match popup)', () => {
  it('kick-off, a goal with its team, a red card and the final whistle', () => {
    expect(events(moment({ status: 1 }), moment())).toEqual([['kickoff', 0, '7:kickoff']]);
    expect(events(moment(), moment({ away_score: 1 }))).toEqual([['goal', 2, '7:goal:0-1']]);
    expect(events(moment(), moment({ home_red: 1 }))).toEqual([['redCard', 1, '7:red:1-0']]);
    expect(events(moment({ status: 4, home_score: 2 }), moment({ status: 8, home_score: 2 }))).toEqual([
      ['final', 0, '7:final'],
    ]);
  });

  it('two goals between two polls make one alert with the latest score; a corrected score makes none', () => {
    expect(events(moment(), moment({ home_score: 1, away_score: 1 }))).toEqual([['goal', 0, '7:goal:1-1']]);
    expect(events(moment({ home_score: 2 }), moment({ home_score: 1 }))).toEqual([]);
    expect(events(moment({ home_score: 1 }), moment({ home_score: 1 }))).toEqual([]);
  });

  it('basketball alerts its tip-off and final buzzer, not every basket', () => {
    const hoops = (fields: Partial<MatchMoment>) => moment({ sport_id: 2, ...fields });
    expect(events(hoops({ status: 1 }), hoops({ status: 2, home_score: 2 }))).toEqual([['kickoff', 0, '7:kickoff']]);
    expect(events(hoops({ status: 8, home_score: 90 }), hoops({ status: 8, home_score: 92 }))).toEqual([]);
    expect(events(hoops({ status: 8 }), hoops({ status: 10 }))).toEqual([['final', 0, '7:final']]);
  });

  it('a match seen for the first time has no events: its past is not news', () => {
    expect(polledMatchEvents(new Map(), [moment({ home_score: 3, status: 8 })])).toEqual([]);
  });

  it('a pushed event moves the known moment, so the next poll does not find it again', () => {
    const known = moment();
    const pushed = polledMatchEvents(new Map([[7, known]]), [moment({ home_score: 1 })])[0] as MatchEventData;
    const after = momentAfter(known, pushed);
    expect(polledMatchEvents(new Map([[7, after]]), [moment({ home_score: 1 })])).toEqual([]);
  });
});

describe('match alerts: the push (NOTIFY_ROOM MatchEvent)', () => {
  const data = polledMatchEvents(new Map([[7, moment()]]), [moment({ home_score: 1 })])[0] as MatchEventData;
  const message = {
    ID: 'm1',
    from: PLATFORM_CHAT_ACCOUNT,
    to: NOTIFY_ROOM,
    nick: '',
    type: 'TIMCustomElem',
    payload: { data: roomActionData(ROOM_ACTION.matchEvent, data) },
  };

  it('reads the platform broadcast with the same key a poll gives', () => {
    const pushed = matchEventOf(message);
    expect(pushed).toEqual(data);
    expect(matchAlertKey(pushed as MatchEventData)).toBe('7:goal:1-0');
  });

  it('ignores a match event from anyone else, anywhere else, or malformed', () => {
    expect(matchEventOf({ ...message, from: 'fan42' })).toBeNull();
    expect(matchEventOf({ ...message, to: 'live_3' })).toBeNull();
    const broken = (patch: Record<string, unknown>) => ({
      ...message,
      payload: { data: roomActionData(ROOM_ACTION.matchEvent, { ...data, ...patch }) },
    });
    expect(matchEventOf(broken({ kind: 'corner' }))).toBeNull();
    expect(matchEventOf(broken({ home_score: -1 }))).toBeNull();
    expect(matchEventOf(broken({ hometeam: null }))).toBeNull();
    expect(matchEventOf({ ...message, payload: { data: 'not json' } })).toBeNull();
    expect(matchEventOf({ ...message, payload: { data: roomActionData(ROOM_ACTION.raceStart, data) } })).toBeNull();
  });
});

describe('match alerts: one popup per event, per account, across reloads', () => {
  const goal = polledMatchEvents(new Map([[7, moment()]]), [moment({ home_score: 1 })])[0] as MatchEventData;
  const other = { ...goal, matchid: 8 };

  it('only followed matches, each event once even when the push and a poll both bring it', () => {
    expect(alertsToShow([goal, goal, other], new Set([7]), new Set())).toEqual([goal]);
    expect(alertsToShow([goal], new Set([7]), new Set(['7:goal:1-0']))).toEqual([]);
  });

  it('seen keys are kept per account, newest first to stay, and survive a reload (storage)', () => {
    const data = new Map<string, string>();
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
    };
    rememberAlerts(storage, 11, ['7:kickoff']);
    rememberAlerts(storage, 11, ['7:goal:1-0', '7:kickoff']);
    expect(readSeenAlerts(storage, 11)).toEqual(['7:goal:1-0', '7:kickoff']);
    expect(readSeenAlerts(storage, 12)).toEqual([]);
    rememberAlerts(
      storage,
      11,
      Array.from({ length: SEEN_ALERTS_KEPT + 5 }, (_, i) => `9:goal:${i}-0`),
    );
    const kept = readSeenAlerts(storage, 11);
    expect(kept).toHaveLength(SEEN_ALERTS_KEPT);
    expect(kept.at(-1)).toBe(`9:goal:${SEEN_ALERTS_KEPT + 4}-0`);
    data.set(seenAlertsKey(11), '{broken');
    expect(readSeenAlerts(storage, 11)).toEqual([]);
  });
});

describe('match alerts: the popup says which match, what happened and the score, in both languages', () => {
  const at = (fields: Partial<MatchMoment>, kind: string) =>
    polledMatchEvents(new Map([[7, moment({ status: 1 })]]), [moment(fields)]).find((e) => e.kind === kind);

  it('zh-CN', () => {
    expect(matchAlertText(at({ home_score: 1 }, 'goal') as MatchEventData, 'zh-CN')).toEqual({
      title: '进球！曼联',
      body: '曼联 1 - 0 利物浦',
    });
    expect(matchAlertText(at({ away_red: 1 }, 'redCard') as MatchEventData, 'zh-CN').title).toBe('红牌：利物浦');
    expect(matchAlertText(at({}, 'kickoff') as MatchEventData, 'zh-CN').title).toBe('比赛开始');
    expect(matchAlertText(at({ status: 8 }, MATCH_EVENT.final) as MatchEventData, 'zh-CN').title).toBe('完场');
  });

  it('pt-BR', () => {
    expect(matchAlertText(at({ away_score: 1 }, 'goal') as MatchEventData, 'pt-BR')).toEqual({
      title: 'Gol! Liverpool',
      body: 'Man Utd 0 - 1 Liverpool',
    });
    expect(matchAlertText(at({ status: 8 }, MATCH_EVENT.final) as MatchEventData, 'pt-BR').title).toBe('Fim de jogo');
  });
});
