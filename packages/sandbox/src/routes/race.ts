import type {
  AnalysisData,
  LineupData,
  Match,
  MatchBrief,
  MatchCounts,
  MatchFilter,
  RoomTab,
  TeamLineup,
  TliveData,
  TopPlayer,
} from '@live/api-contract';
import { type DataOf, MATCH_FILTER, statusPhases } from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { dayWindowParam } from '../http/day-window.ts';
import { fail, notFound } from '../http/errors.ts';
import { DAY, dayOf, dayStart } from '../seed/calendar.ts';
import { rngFor } from '../seed/prng.ts';
import { oddsFor } from '../sim/odds.ts';
import { standings } from '../sim/standings.ts';
import type { MatchRow } from '../sim/types.ts';
import { finished, inPlay, nameIn, searchableNames, WINDOW_FUTURE, WINDOW_PAST } from '../world.ts';
import { siteConfig } from './config.ts';
import { editedRoomTabs } from '../sim/room-tabs.ts';
import { coachOf, groundOf, liveRooms, playersOf, roomView } from '../views.ts';
import { setMatchFollow } from '../follows.ts';
import { boxScore } from '../box-score.ts';
import { formationOf, refereeName } from '../sim/roster.ts';

const SPORTS = { football: 1, basketball: 2 } as const;
type SportName = keyof typeof SPORTS;

function classify(sport: number, status: number): MatchFilter[] {
  const phases = statusPhases(sport);
  const kinds: MatchFilter[] = [MATCH_FILTER.all];
  kinds.push(phases.finished.has(status) ? MATCH_FILTER.finished : MATCH_FILTER.unfinished);
  if (phases.waiting.has(status)) kinds.push(MATCH_FILTER.waiting);
  if (phases.inPlay.has(status)) kinds.push(MATCH_FILTER.inplay);
  return kinds;
}

function sportParam(call: Call, name = 'sport_id'): 0 | 1 | 2 {
  return call.params.oneOf(name, [0, 1, 2] as const, 0);
}

/** The match of a per-sport path (/api/football/...), checked against that sport. */
function matchFor(call: Call, sport: SportName | null): MatchRow {
  const id = call.params.int('matchid');
  call.app.world.ensureWindow(call.now);
  const row = call.app.world.matchRow(id);
  if (!row) notFound(call.t('比赛', 'Partida'), id);
  if (sport && row.sport_id !== SPORTS[sport]) {
    fail(
      `比赛 ${id} 不是${sport === 'football' ? '足球' : '篮球'}比赛`,
      `A partida ${id} não é de ${sport === 'football' ? 'futebol' : 'basquete'}`,
    );
  }
  return row;
}

function windowMatches(call: Call): MatchRow[] {
  const today = dayOf(call.now);
  call.app.world.ensureWindow(call.now);
  return call.app.world.matchesBetween(dayStart(today - WINDOW_PAST), dayStart(today + WINDOW_FUTURE + 1));
}

function view(call: Call, rows: MatchRow[]): Match[] {
  const followed = call.followedMatches();
  return rows.map((row) => call.app.world.matchView(row, call.now, call.lang, followed));
}

function searchMatches(call: Call, keyword: string, sport: 0 | 1 | 2, limit: number): Match[] {
  const matches = searchableNames(keyword, call.lang);
  const world = call.app.world;
  const hits = windowMatches(call).filter((row) => {
    if (sport && row.sport_id !== sport) return false;
    return [world.team(row.home_id), world.team(row.away_id), world.event(row.event_id)].some(matches);
  });
  return view(call, hits.slice(0, limit));
}

export function brief(call: Call, row: MatchRow, teamId: number): MatchBrief {
  const world = call.app.world;
  const state = world.state(row, call.now);
  const done = finished(row.sport_id, state.status);
  const mine = row.home_id === teamId ? state.home_score : state.away_score;
  const theirs = row.home_id === teamId ? state.away_score : state.home_score;
  const name = (id: number) => nameIn(world.team(id), call.lang, true);
  return {
    id: row.id,
    time: row.time,
    event_name: nameIn(world.event(row.event_id), call.lang, true),
    home_name: name(row.home_id),
    away_name: name(row.away_id),
    home_score: done ? state.home_score : 0,
    away_score: done ? state.away_score : 0,
    result: !done ? '' : mine > theirs ? 'W' : mine < theirs ? 'L' : 'D',
  };
}

/** Earlier meetings are before the seeded window: generated from the pair, the same on every call. */
function headToHead(call: Call, row: MatchRow): MatchBrief[] {
  const world = call.app.world;
  const rng = rngFor(world.seed, 'h2h', Math.min(row.home_id, row.away_id), Math.max(row.home_id, row.away_id));
  const name = (id: number) => nameIn(world.team(id), call.lang, true);
  const event = world.event(row.event_id);
  return Array.from({ length: 5 }, (_, index) => {
    const swap = index % 2 === 1;
    const home = swap ? row.away_id : row.home_id;
    const away = swap ? row.home_id : row.away_id;
    const hs = row.sport_id === 1 ? rng.poisson(1.4) : rng.int(85, 125);
    const as = row.sport_id === 1 ? rng.poisson(1.1) : rng.int(85, 125);
    const mine = swap ? as : hs;
    const theirs = swap ? hs : as;
    return {
      id: 0,
      time: row.time - (index + 1) * rng.int(60, 200) * DAY,
      event_name: nameIn(event, call.lang, true),
      home_name: name(home),
      away_name: name(away),
      home_score: hs,
      away_score: as,
      result: mine > theirs ? 'W' : mine < theirs ? 'L' : 'D',
    } satisfies MatchBrief;
  });
}

function lineup(call: Call, row: MatchRow, teamId: number): TeamLineup {
  return {
    team_id: teamId,
    formation: row.sport_id === 1 ? formationOf(call.app.world.seed, teamId) : '',
    coach: coachOf(call, teamId),
    players: playersOf(call, teamId),
  };
}

function top3(call: Call, row: MatchRow): { home: TopPlayer[]; away: TopPlayer[] } {
  const world = call.app.world;
  const state = world.state(row, call.now);
  const football = row.sport_id === 1;
  const side = (position: 1 | 2, teamId: number): TopPlayer[] => {
    const totals = new Map<string, number>();
    for (const event of state.visible) {
      if (event.side !== position || event.points === 0 || event.kind === 'own_goal') continue;
      const name = call.lang === 'pt' ? event.player_en : event.player;
      totals.set(name, (totals.get(name) ?? 0) + event.points);
    }
    return [...totals.entries()]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, 3)
      .map(([player, value]) => ({
        player,
        team_id: teamId,
        key: football ? 'goals' : 'points',
        name: football ? call.t('进球', 'Gols') : call.t('得分', 'Pontos'),
        value,
      }));
  };
  return { home: side(1, row.home_id), away: side(2, row.away_id) };
}

const ROOM_TABS: [RoomTab['key'], string, string, keyof ReturnType<typeof siteConfig>][] = [
  ['chat', '聊天', 'Chat', 'switch_room_chat'],
  ['c2c', '私聊', 'Privado', 'switch_room_operate'],
  ['lives', '主播', 'Apresentadores', 'switch_room_anchor'],
  ['quiz', '竞猜', 'Palpites', 'switch_race_quiz_check'],
  ['status', '赛况', 'Situação', 'switch_race_status'],
  ['analysis', '分析', 'Análise', 'switch_race_analysis'],
  ['lineup', '阵容', 'Escalação', 'switch_race_lineup'],
  ['index', '指数', 'Odds', 'switch_race_index'],
  ['rank', '排名', 'Classificação', 'switch_room_rank'],
];

type ApiSportCall = 'attentMatch' | 'getMatchInfo' | 'getMatchAnchors' | 'getMatchData' | 'getTliveData' | 'matchOdd';
type WebSportCall = 'getAnalysisData' | 'getLineupData' | 'getMatchRank' | 'getMatchTop3Data' | 'getMatchCombineData';

const apiSportCalls: { [K in ApiSportCall]: (call: Call, sport: SportName) => DataOf<`/api/football/${K}`> } = {
  attentMatch: (call: Call, sport: SportName) => {
    const user = call.user();
    const row = matchFor(call, sport);
    const type = call.params.oneOf('type', [0, 1] as const);
    setMatchFollow(call.app.db, user.id, row.id, type === 1);
    return { matchid: row.id, attented: type };
  },
  getMatchInfo: (call: Call, sport: SportName) => {
    const row = matchFor(call, sport);
    const world = call.app.world;
    const match = view(call, [row])[0] as Match;
    const roomId = world.roomAssignments(call.now).byMatch.get(row.id)?.[0];
    const room = roomId ? liveRooms(call, 'r.id = ?', [roomId])[0] : undefined;
    const weather = rngFor(world.seed, 'weather', row.id).pick([
      ['晴', 'Ensolarado'],
      ['多云', 'Nublado'],
      ['小雨', 'Chuva fraca'],
    ]);
    return {
      ...match,
      venue: call.lang === 'zh' ? row.venue : groundOf(world.team(row.home_id), call.lang),
      referee:
        call.lang === 'zh'
          ? row.referee
          : refereeName(
              world.seed,
              row.id,
              world.team(row.home_id).country_code,
              world.team(row.away_id).country_code,
            )[1],
      weather: call.t(weather[0] ?? '', weather[1] ?? ''),
      room: room ? roomView(call, room) : null,
    };
  },
  getMatchAnchors: (call: Call, sport: SportName) => {
    const row = matchFor(call, sport);
    const ids = call.app.world.roomAssignments(call.now).byMatch.get(row.id) ?? [];
    const rooms = ids.length ? liveRooms(call, `r.id IN (${ids.map(() => '?').join(',')})`, ids) : [];
    return { list: rooms.map((room) => roomView(call, room)) };
  },
  getMatchData: (call: Call, sport: SportName) => {
    const row = matchFor(call, sport);
    const state = call.app.world.state(row, call.now);
    return { matchid: row.id, status: state.status, stats: state.stats(call.lang) };
  },
  getTliveData: (call: Call, sport: SportName): TliveData => {
    const row = matchFor(call, sport);
    const startid = call.params.optInt('startid', 0);
    const state = call.app.world.state(row, call.now);
    // Visible events are a prefix of the script (both sorted by time), so their rank is a stable id.
    const all = state.visible.map((event, index) => ({
      id: index + 1,
      clock: event.clock,
      text: call.lang === 'pt' ? event.text.pt : event.text.zh,
      position: event.side,
      kind: event.kind,
    }));
    return {
      matchid: row.id,
      list: all.filter((line) => line.id > startid).reverse(),
      last_id: all.at(-1)?.id ?? startid,
    };
  },
  matchOdd: (call: Call, sport: SportName) => {
    const row = matchFor(call, sport);
    const world = call.app.world;
    return {
      matchid: row.id,
      list: oddsFor(world.seed, row, world.script(row), world.state(row, call.now), call.lang),
    };
  },
};

const webSportCalls: { [K in WebSportCall]: (call: Call, sport: SportName) => DataOf<`/webapi/football/${K}`> } = {
  getAnalysisData: (call: Call, sport: SportName): AnalysisData => {
    const row = matchFor(call, sport);
    const db = call.app.db;
    const recent = (team: number) =>
      (
        db
          .prepare(
            'SELECT * FROM matches WHERE (home_id = ? OR away_id = ?) AND time < ? AND special_status IS NULL ORDER BY time DESC LIMIT 12',
          )
          .all(team, team, call.now) as unknown as MatchRow[]
      )
        .map((match) => brief(call, match, team))
        .filter((item) => item.result !== '')
        .slice(0, 6);
    const future = (team: number) =>
      (
        db
          .prepare('SELECT * FROM matches WHERE (home_id = ? OR away_id = ?) AND time > ? ORDER BY time LIMIT 3')
          .all(team, team, row.time) as unknown as MatchRow[]
      ).map((match) => brief(call, match, team));
    return {
      matchid: row.id,
      history: headToHead(call, row),
      home_recent: recent(row.home_id),
      away_recent: recent(row.away_id),
      home_future: future(row.home_id),
      away_future: future(row.away_id),
    };
  },
  getLineupData: (call: Call, sport: SportName): LineupData => {
    const row = matchFor(call, sport);
    return {
      matchid: row.id,
      confirmed: row.time - call.now < 3600 ? 1 : 0,
      home: lineup(call, row, row.home_id),
      away: lineup(call, row, row.away_id),
    };
  },
  getMatchRank: (call: Call, sport: SportName) => {
    const row = matchFor(call, sport);
    return {
      matchid: row.id,
      event_id: row.event_id,
      tables: standings(call.app.world, row.event_id, call.lang, call.now),
    };
  },
  getMatchTop3Data: (call: Call, sport: SportName) => {
    const row = matchFor(call, sport);
    return { matchid: row.id, ...top3(call, row) };
  },
  getMatchCombineData: (call: Call, sport: SportName) => {
    const row = matchFor(call, sport);
    const state = call.app.world.state(row, call.now);
    return {
      match: view(call, [row])[0] as Match,
      stats: state.stats(call.lang),
      incidents: state.incidents(call.lang),
    };
  },
};

/** Match-detail calls exist once per sport; the path's sport must be the match's. */
function perSport<S extends SportName>(
  sport: S,
): Pick<PostHandlers, `/api/${S}/${ApiSportCall}` | `/webapi/${S}/${WebSportCall}`> {
  const api = Object.entries(apiSportCalls).map(([name, fn]) => [
    `/api/${sport}/${name}`,
    (call: Call) => fn(call, sport),
  ]);
  const web = Object.entries(webSportCalls).map(([name, fn]) => [
    `/webapi/${sport}/${name}`,
    (call: Call) => fn(call, sport),
  ]);
  return Object.fromEntries([...api, ...web]) as Pick<
    PostHandlers,
    `/api/${S}/${ApiSportCall}` | `/webapi/${S}/${WebSportCall}`
  >;
}

export const raceRoutes = {
  '/api/race/getDateMatch': (call: Call) => {
    const day = dayWindowParam(call);
    const sport = sportParam(call);
    const filter = call.params.oneOf('type', [0, 1, 2, 3, 4] as const, 0);
    const eventId = call.params.optInt('event_id', 0);
    const page = call.params.page(500, 500);
    call.app.world.ensureWindow(call.now);
    const world = call.app.world;
    const rows = world
      .matchesBetween(day.from, day.to)
      .filter((row) => (!sport || row.sport_id === sport) && (!eventId || row.event_id === eventId));
    const counts: MatchCounts = { all: 0, finished: 0, unfinished: 0, waiting: 0, inplay: 0 };
    const names = ['all', 'finished', 'unfinished', 'waiting', 'inplay'] as const;
    const kept = rows.filter((row) => {
      const kinds = classify(row.sport_id, world.state(row, call.now).status);
      for (const kind of kinds) counts[names[kind]]++;
      return kinds.includes(filter);
    });
    const list = view(call, kept.slice(page.offset, page.offset + page.size));
    return { date: day.date, list, total: kept.length, counts };
  },
  '/api/race/getAttentMatchlist': (call: Call) => {
    call.user();
    const sport = sportParam(call);
    const followed = call.followedMatches();
    const rows = windowMatches(call).filter((row) => followed.has(row.id) && (!sport || row.sport_id === sport));
    return { list: view(call, rows) };
  },
  '/api/race/getRaceTag': (call: Call) => {
    const sport = sportParam(call);
    const hot = [...call.app.world.events.values()].filter(
      (event) => event.hot && (!sport || event.sport_id === sport),
    );
    return {
      list: [
        { id: 0, name: call.t('全部', 'Todos'), sport_id: 0 as const, event_id: 0 },
        { id: 1, name: call.t('足球', 'Futebol'), sport_id: 1 as const, event_id: 0 },
        { id: 2, name: call.t('篮球', 'Basquete'), sport_id: 2 as const, event_id: 0 },
        ...hot.map((event) => ({
          id: 100 + event.id,
          name: nameIn(event, call.lang, true),
          sport_id: event.sport_id,
          event_id: event.id,
        })),
      ].filter((tag) => !sport || tag.sport_id === 0 || tag.sport_id === sport),
    };
  },
  '/api/race/getRaceSubTab': (call: Call) => {
    const config = siteConfig(call.app, call.info.origin, call.info.spSource, call.info.brandId);
    const tabs = ROOM_TABS.map(([key, title, title_br, flag]): RoomTab => ({
      key,
      title,
      title_br,
      show: config[flag] === '1' ? 1 : 0,
    }));
    // Portuguese answers it in both fields (the app reads title_br for pt-BR).
    return {
      list: editedRoomTabs(call.app, call.info.brandId, tabs).map((tab) => ({
        ...tab,
        title: call.t(tab.title, tab.title_br),
      })),
    };
  },
  '/api/race/getRecentMatchCount': (call: Call) => {
    const world = call.app.world;
    const today = dayOf(call.now);
    const rows = windowMatches(call).filter((row) => row.time >= call.now - 4 * 3600 && row.time < dayStart(today + 1));
    const live = rows.filter((row) => inPlay(row.sport_id, world.state(row, call.now).status));
    return {
      inplay: live.length,
      today: rows.filter((row) => row.time >= dayStart(today)).length,
      football_inplay: live.filter((row) => row.sport_id === 1).length,
      basketball_inplay: live.filter((row) => row.sport_id === 2).length,
    };
  },
  '/api/race/vote_race_team': (call: Call) => {
    const user = call.user();
    const row = matchFor(call, null);
    const team = call.params.oneOf('team', [1, 2] as const);
    call.app.db
      .prepare(
        'INSERT INTO votes (match_id, user_id, team) VALUES (?, ?, ?) ON CONFLICT(match_id, user_id) DO UPDATE SET team = excluded.team',
      )
      .run(row.id, user.id, team);
    const rng = rngFor(call.app.world.seed, 'votes', row.id);
    const counts = call.app.db
      .prepare('SELECT team, COUNT(*) AS n FROM votes WHERE match_id = ? GROUP BY team')
      .all(row.id) as { team: number; n: number }[];
    const of = (side: number) => counts.find((c) => c.team === side)?.n ?? 0;
    return {
      matchid: row.id,
      home_votes: rng.int(100, 5000) + of(1),
      away_votes: rng.int(100, 5000) + of(2),
      voted: team,
    };
  },
  '/api/race/getEventByDate': (call: Call) => {
    const day = dayWindowParam(call);
    const sport = sportParam(call);
    call.app.world.ensureWindow(call.now);
    const counts = new Map<number, number>();
    for (const row of call.app.world.matchesBetween(day.from, day.to)) {
      if (!sport || row.sport_id === sport) counts.set(row.event_id, (counts.get(row.event_id) ?? 0) + 1);
    }
    return {
      list: [...counts].map(([id, count]) => ({ ...call.app.world.eventView(id, call.lang), match_count: count })),
    };
  },
  '/api/race/getRaceSearch': (call: Call) => ({
    list: searchMatches(call, call.params.str('keyword', 50), sportParam(call, 'sport'), 50),
  }),
  '/api/race/getRecMath': (call: Call) => {
    const sport = sportParam(call);
    const world = call.app.world;
    const rows = windowMatches(call)
      .filter(
        (row) =>
          (!sport || row.sport_id === sport) && world.event(row.event_id).hot === 1 && row.special_status === null,
      )
      .filter((row) => row.time > call.now - 2 * 3600 && !finished(row.sport_id, world.state(row, call.now).status))
      .slice(0, 10);
    return { list: view(call, rows) };
  },
  '/webapi/football/getIncidentsData': (call: Call) => {
    const row = matchFor(call, 'football');
    return { matchid: row.id, list: call.app.world.state(row, call.now).incidents(call.lang) };
  },
  '/webapi/basketball/getBoxScore': (call: Call) => boxScore(call, matchFor(call, 'basketball')),
  ...perSport('football'),
  ...perSport('basketball'),
} satisfies Partial<PostHandlers>;

export { searchMatches, windowMatches };
