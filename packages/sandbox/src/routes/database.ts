import type { BaseDictionary, TeamRankList } from '@live/api-contract';
import type { Call, GetHandlers, PostHandlers } from '../http/call.ts';
import { fail, notFound } from '../http/errors.ts';
import { dayOf, formatDay } from '../seed/calendar.ts';
import { AREAS, NATIONS } from '../seed/names.ts';
import { rngFor } from '../seed/prng.ts';
import { integralTables, standings } from '../sim/standings.ts';
import type { MatchRow } from '../sim/types.ts';
import { type EventRow, finished, media, namesIn, type TeamRow } from '../world.ts';
import { brief } from './race.ts';
import { coachOf, groundOf, paged, playersOf } from '../views.ts';
import { followsTeam, setTeamFollow } from '../follows.ts';
import { playerInfo } from '../players.ts';

/** A team's full names as rankings carry them, in the request's language. */
function rankedTeam(call: Call, team: TeamRow) {
  const { name_zh, name_en } = namesIn(team, call.lang);
  return { id: team.id, name_zh, name_en, logo: media.teamLogo(team.id) };
}

const DICTIONARY: Record<keyof BaseDictionary, [string, string, [number, string, string][]]> = {
  basket_ball_type: [
    '篮球数据类型',
    'Estatísticas de basquete',
    [
      [1, '得分', 'Pontos'],
      [2, '篮板', 'Rebotes'],
      [3, '助攻', 'Assistências'],
      [4, '抢断', 'Roubos'],
      [5, '盖帽', 'Tocos'],
    ],
  ],
  foot_ball_type: [
    '足球数据类型',
    'Estatísticas de futebol',
    [
      [1, '进球', 'Gols'],
      [2, '助攻', 'Assistências'],
      [3, '黄牌', 'Amarelos'],
      [4, '红牌', 'Vermelhos'],
      [5, '射门', 'Finalizações'],
    ],
  ],
  integral_type: [
    '积分类型',
    'Tipo de classificação',
    [
      [1, '总积分', 'Geral'],
      [2, '主场', 'Mandante'],
      [3, '客场', 'Visitante'],
    ],
  ],
  sports_type: [
    '运动类型',
    'Esportes',
    [
      [1, '足球', 'Futebol'],
      [2, '篮球', 'Basquete'],
    ],
  ],
};

function eventParam(call: Call): EventRow {
  const id = call.params.int('event_id');
  return call.app.world.events.get(id) ?? notFound(call.t('赛事', 'Competição'), id);
}

function teamParam(call: Call): TeamRow {
  const id = call.params.int('team_id');
  return call.app.world.teams.get(id) ?? notFound(call.t('球队', 'Time'), id);
}

function season(event: EventRow, now: number, offset = 0): string {
  const year = new Date(now * 1000).getUTCFullYear() - offset;
  return event.sport_id === 1 && event.area_id === 1 ? `${year - 1}-${year}` : String(year);
}

function eventMatches(call: Call, eventId: number) {
  call.app.world.ensureWindow(call.now);
  return call.app.world.db
    .prepare('SELECT * FROM matches WHERE event_id = ? ORDER BY time, id')
    .all(eventId) as unknown as MatchRow[];
}

function hotRank(call: Call, sport: 1 | 2): TeamRankList {
  const world = call.app.world;
  const rng = rngFor(world.seed, 'hot-rank', sport, dayOf(call.now));
  const teams = [...world.teams.values()].filter(
    (team) => team.sport_id === sport && !team.national && world.event(team.event_id).hot,
  );
  const scored = teams
    .map((team) => ({ team, points: rng.int(1000, 99999), change: rng.int(-5, 5) }))
    .sort((a, b) => b.points - a.points)
    .slice(0, 20);
  return {
    updated: formatDay(dayOf(call.now)),
    list: scored.map((item, index) => ({
      rank: index + 1,
      team: { ...rankedTeam(call, item.team), country_logo: media.flag(item.team.country_code) },
      points: item.points,
      change: item.change,
    })),
  };
}

export const databaseGetRoutes = {
  '/api/SportDatabase/getBaseDictionary': (call: Call): BaseDictionary => {
    const entry = ([zh, pt, items]: [string, string, [number, string, string][]]) => ({
      name: call.t(zh, pt),
      data: items.map(([code, izh, ipt]) => ({ code, name: call.t(izh, ipt) })),
    });
    return {
      basket_ball_type: entry(DICTIONARY.basket_ball_type),
      foot_ball_type: entry(DICTIONARY.foot_ball_type),
      integral_type: entry(DICTIONARY.integral_type),
      sports_type: entry(DICTIONARY.sports_type),
    };
  },
} satisfies Partial<GetHandlers>;

export const databaseRoutes = {
  '/api/SportDatabase/getHome': (call: Call) => {
    const sport = call.params.oneOf('sport_id', [1, 2] as const, 1);
    const world = call.app.world;
    const events = [...world.events.values()].filter((event) => event.sport_id === sport);
    return {
      sport_id: sport,
      hot: events.filter((event) => event.hot).map((event) => world.eventView(event.id, call.lang)),
      areas: AREAS.map(([id, zh, , pt]) => ({
        id,
        name: call.t(zh, pt),
        events: events.filter((event) => event.area_id === id).map((event) => world.eventView(event.id, call.lang)),
      })).filter((area) => area.events.length > 0),
    };
  },
  '/api/SportDatabase/getEventInfo': (call: Call) => {
    const event = eventParam(call);
    const rounds = [
      ...new Set(eventMatches(call, event.id).map((row) => call.app.world.roundLabel(row.round, call.lang))),
    ];
    const teams = standings(call.app.world, event.id, call.lang, call.now).reduce(
      (n, table) => n + table.rows.length,
      0,
    );
    return {
      event: call.app.world.eventView(event.id, call.lang),
      season: season(event, call.now),
      seasons: [0, 1, 2].map((offset) => season(event, call.now, offset)),
      team_count: teams,
      rounds,
    };
  },
  '/api/SportDatabase/getEventView': (call: Call) => {
    const event = eventParam(call);
    const world = call.app.world;
    const rng = rngFor(world.seed, 'champions', event.id);
    const candidates = standings(world, event.id, call.lang, call.now).flatMap((table) =>
      table.rows.map((row) => row.team_id),
    );
    const rows = eventMatches(call, event.id);
    const done = rows
      .map((row) => world.state(row, call.now))
      .filter((state, index) => finished(rows[index]?.sport_id ?? 1, state.status));
    const goals = done.reduce((sum, state) => sum + state.home_score + state.away_score, 0);
    return {
      event_id: event.id,
      champions: candidates.length
        ? [1, 2, 3].map((offset) => ({
            season: season(event, call.now, offset),
            team: world.teamView(rng.pick(candidates), call.lang),
          }))
        : [],
      total_matches: rows.length,
      finished_matches: done.length,
      average_goals: done.length ? Math.round((goals / done.length) * 100) / 100 : 0,
    };
  },
  '/api/SportDatabase/getEventRank': (call: Call) => {
    const event = eventParam(call);
    const world = call.app.world;
    const type = call.params.oneOf('type', [1, 2, 3, 4, 5] as const, 1);
    const rng = rngFor(world.seed, 'player-rank', event.id, type);
    const teams = [...world.teams.values()].filter((team) => team.event_id === event.id);
    const players = teams.flatMap((team) =>
      world
        .roster(team.id)
        .slice(0, event.sport_id === 1 ? 11 : 8)
        .map((player) => ({ player, team })),
    );
    const scale = event.sport_id === 1 ? ([0, 20, 12, 8, 2, 60][type] ?? 10) : ([0, 30, 12, 10, 3, 3][type] ?? 10);
    const list = players
      .map(({ player, team }) => ({
        player: call.t(player.name_zh, player.name_en),
        team,
        value: event.sport_id === 1 ? rng.int(0, scale) : Math.round(rng.next() * scale * 10) / 10,
      }))
      .sort((a, b) => b.value - a.value || a.player.localeCompare(b.player))
      .slice(0, 20)
      .map((item, index) => ({
        rank: index + 1,
        player: item.player,
        team: rankedTeam(call, item.team),
        value: item.value,
      }));
    return { event_id: event.id, type, list };
  },
  '/api/SportDatabase/getEventIntegral': (call: Call) => {
    const event = eventParam(call);
    const type = call.params.oneOf('type', [1, 2, 3] as const, 1);
    return { event_id: event.id, type, tables: integralTables(call.app.world, event.id, call.lang, call.now, type) };
  },
  '/api/SportDatabase/getEventMatch': (call: Call) => {
    const event = eventParam(call);
    const world = call.app.world;
    const rows = eventMatches(call, event.id);
    const rounds = [...new Set(rows.map((row) => world.roundLabel(row.round, call.lang)))];
    const current = rows.filter((row) => row.time <= call.now).at(-1) ?? rows[0];
    const round = call.params.has('round')
      ? call.params.str('round', 40)
      : current
        ? world.roundLabel(current.round, call.lang)
        : '';
    if (rounds.length > 0 && !rounds.includes(round)) fail(`参数 round 无效: ${round}`, `Rodada inválida: ${round}`);
    const followed = call.followedMatches();
    return {
      event_id: event.id,
      round,
      rounds,
      list: rows
        .filter((row) => world.roundLabel(row.round, call.lang) === round)
        .map((row) => world.matchView(row, call.now, call.lang, followed)),
    };
  },
  '/api/SportDatabase/getEventList': (call: Call) => {
    const sport = call.params.oneOf('sport_id', [0, 1, 2] as const, 0);
    const area = call.params.optInt('area_id', 0);
    const world = call.app.world;
    const events = [...world.events.values()].filter(
      (event) => (!sport || event.sport_id === sport) && (!area || event.area_id === area),
    );
    return paged(
      events.map((event) => world.eventView(event.id, call.lang)),
      call.params.page(),
    );
  },
  '/api/SportDatabase/getFifaRank': (call: Call) => {
    const rng = rngFor(call.app.world.seed, 'fifa');
    return {
      updated: formatDay(dayOf(call.now)),
      list: NATIONS.map((line, index) => {
        const [zh = '', en = '', code = '', points = '0', pt = ''] = line.split(':');
        const team = [...call.app.world.teams.values()].find((t) => t.national && t.country_code === code);
        return {
          rank: index + 1,
          team: {
            id: team?.id ?? 0,
            name_zh: call.t(zh, pt),
            name_en: call.t(en, pt),
            logo: team ? media.teamLogo(team.id) : '',
            country_logo: media.flag(code),
          },
          points: Number(points),
          change: rng.int(-2, 2),
        };
      }),
    };
  },
  '/api/SportDatabase/getTeamInfo': (call: Call) => {
    const team = teamParam(call);
    const world = call.app.world;
    const rng = rngFor(world.seed, 'team-info', team.id);
    const viewer = call.viewer();
    const matches = (sql: string) => world.db.prepare(sql).all(team.id, team.id, call.now) as unknown as MatchRow[];
    return {
      team: world.teamView(team.id, call.lang),
      event: world.eventView(team.event_id, call.lang),
      coach: coachOf(call, team.id),
      venue: groundOf(team, call.lang),
      founded: rng.int(1880, 2010),
      players: playersOf(call, team.id),
      recent: matches(
        'SELECT * FROM matches WHERE (home_id = ? OR away_id = ?) AND time < ? ORDER BY time DESC LIMIT 12',
      )
        .map((row) => brief(call, row, team.id))
        .filter((item) => item.result !== '')
        .slice(0, 6),
      future: matches(
        'SELECT * FROM matches WHERE (home_id = ? OR away_id = ?) AND time > ? ORDER BY time LIMIT 5',
      ).map((row) => brief(call, row, team.id)),
      attented: viewer && followsTeam(call.app.db, viewer.id, team.id) ? 1 : 0,
    };
  },
  '/api/SportDatabase/attentTeam': (call: Call) => {
    const user = call.user();
    const team = teamParam(call);
    const type = call.params.oneOf('type', [0, 1] as const);
    setTeamFollow(call.app.db, user.id, team.id, type === 1);
    return { team_id: team.id, attented: type };
  },
  '/api/SportDatabase/getPlayerInfo': playerInfo,
  '/api/SportDatabase/getFifaTeam': (call: Call) => {
    const team = teamParam(call);
    if (!team.national) fail(`球队 ${team.id} 不是国家队`, `O time ${team.id} não é uma seleção`);
    const world = call.app.world;
    const index = NATIONS.findIndex((line) => line.split(':')[2] === team.country_code);
    const rng = rngFor(world.seed, 'fifa-team', team.id);
    const cup = rng.int(0, 3);
    const years = (count: number, from: number) =>
      Array.from({ length: count }, (_, i) => from + i * 4 * rng.int(1, 4)).reverse();
    const played = rng.int(60, 120);
    const won = Math.round(played * (0.35 + rng.next() * 0.3));
    const drawn = Math.round((played - won) * 0.4);
    const stats: [string, string, string, number][] = [
      ['played', '场次', 'Jogos', played],
      ['won', '胜', 'Vitórias', won],
      ['drawn', '平', 'Empates', drawn],
      ['lost', '负', 'Derrotas', played - won - drawn],
      ['goals_for', '进球', 'Gols marcados', won * 2 + drawn + rng.int(0, 20)],
      ['goals_against', '失球', 'Gols sofridos', (played - won - drawn) * 2 + drawn + rng.int(0, 20)],
    ];
    return {
      team: world.teamView(team.id, call.lang),
      rank: index + 1,
      points: Number(NATIONS[index]?.split(':')[3] ?? 0),
      coach: coachOf(call, team.id),
      honours: [
        { title: call.t('世界杯冠军', 'Campeão da Copa do Mundo'), count: cup, years: years(cup, 1958) },
        { title: call.t('洲际杯冠军', 'Campeão continental'), count: cup + 1, years: years(cup + 1, 1964) },
      ].filter((honour) => honour.count > 0),
      stats: stats.map(([key, zh, pt, value]) => ({ key, name: call.t(zh, pt), value })),
      players: playersOf(call, team.id),
    };
  },
  '/api/SportDatabase/getHotFootballRank': (call: Call) => hotRank(call, 1),
  '/api/SportDatabase/getHotBasketballRank': (call: Call) => hotRank(call, 2),
} satisfies Partial<PostHandlers>;
