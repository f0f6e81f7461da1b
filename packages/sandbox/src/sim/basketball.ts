import { scriptElapsed, withSpecialStatus } from './special-status.ts';
import { BASKETBALL_STATUS, type StatItem } from '@live/api-contract';
import { rngFor } from '../seed/prng.ts';
import {
  portugueseName,
  type Lang,
  type MatchRow,
  type MatchScript,
  type MatchState,
  neutralEvent,
  type RosterPlayer,
  type ScriptEvent,
  type TeamInfo,
  type Text2,
} from './types.ts';

const MIN = 60;
const B = BASKETBALL_STATUS;
const QUARTER_CLOCK = 12 * MIN;
const OVERTIME_CLOCK = 5 * MIN;
/** Real-time periods, in seconds after the scheduled start; the game clock runs slower than real time. */
const PERIODS = [
  { start: 0, end: 20 * MIN, status: B.q1, breakStatus: B.q1End, clock: QUARTER_CLOCK },
  { start: 22 * MIN, end: 42 * MIN, status: B.q2, breakStatus: B.q2End, clock: QUARTER_CLOCK },
  { start: 57 * MIN, end: 77 * MIN, status: B.q3, breakStatus: B.q3End, clock: QUARTER_CLOCK },
  // A tie after Q4 waits in status 8 (clock 0) until overtime starts.
  { start: 79 * MIN, end: 99 * MIN, status: B.q4, breakStatus: B.q4, clock: QUARTER_CLOCK },
  { start: 101 * MIN, end: 109 * MIN, status: B.overtime, breakStatus: B.finished, clock: OVERTIME_CLOCK },
] as const;

interface Sides {
  home: TeamInfo;
  away: TeamInfo;
  homeRoster: RosterPlayer[];
  awayRoster: RosterPlayer[];
}

function clockText(period: number, remaining: number): string {
  const label = period <= 4 ? `Q${period}` : 'OT';
  const mm = String(Math.floor(remaining / 60)).padStart(2, '0');
  const ss = String(remaining % 60).padStart(2, '0');
  return `${label} ${mm}:${ss}`;
}

/** Every basket of the game decided up front from (seed, match id). */
export function basketballScript(seed: number, match: MatchRow, sides: Sides): MatchScript {
  const rng = rngFor(seed, 'match', match.id);
  const homeStrength = rng.next() * 0.6 - 0.2;
  const points: [number[], number[]] = [[], []];
  for (let q = 0; q < 4; q++) {
    points[0].push(rng.int(20, 32) + Math.round(homeStrength * 4));
    points[1].push(rng.int(19, 31));
  }
  const sum = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const overtime = sum(points[0]) === sum(points[1]);
  if (overtime) {
    const h = rng.int(8, 14);
    let a = rng.int(8, 14);
    if (a === h) a += rng.chance(0.5) ? 2 : -2;
    points[0].push(h);
    points[1].push(a);
  }
  const events: ScriptEvent[] = [];
  const teams: Text2[] = [
    { zh: sides.home.name_zh, pt: portugueseName(sides.home) },
    { zh: sides.away.name_zh, pt: portugueseName(sides.away) },
  ];
  for (let period = 0; period < points[0].length; period++) {
    const span = PERIODS[period];
    if (!span) break;
    for (const side of [0, 1] as const) {
      let left = points[side][period] ?? 0;
      const roster = side === 0 ? sides.homeRoster : sides.awayRoster;
      while (left > 0) {
        const value = Math.min(left, rng.chance(0.3) ? 3 : rng.chance(0.2) ? 1 : 2);
        left -= value;
        const at = span.start + rng.int(5, span.end - span.start - 5);
        const shooter = rng.pick(roster.slice(0, 8));
        const remaining = Math.max(
          0,
          span.clock - Math.floor(((at - span.start) * span.clock) / (span.end - span.start)),
        );
        events.push({
          at,
          kind: 'score',
          side: side === 0 ? 1 : 2,
          points: value,
          player: shooter.name_zh,
          player_en: shooter.name_en,
          assist: '',
          assist_en: '',
          minute: period + 1,
          clock: clockText(period + 1, remaining),
          text: { zh: '', pt: '' },
        });
      }
    }
  }
  events.sort((a, b) => a.at - b.at);
  const score = [0, 0];
  for (const event of events) {
    const index = event.side === 1 ? 0 : 1;
    score[index] = (score[index] ?? 0) + event.points;
    const team = teams[index] as Text2;
    const shot =
      event.points === 3
        ? { zh: '三分命中', pt: 'cesta de três' }
        : event.points === 1
          ? { zh: '罚球命中', pt: 'lance livre' }
          : { zh: '两分得手', pt: 'cesta de dois' };
    event.text = {
      zh: `${team.zh} ${event.player} ${shot.zh}，比分 ${score[0]}-${score[1]}`,
      pt: `${team.pt}: ${event.player_en}, ${shot.pt}. ${score[0]}-${score[1]}`,
    };
  }
  const end = overtime ? (PERIODS[4]?.end ?? 0) : (PERIODS[3]?.end ?? 0);
  for (let period = 0; period < points[0].length; period++) {
    const span = PERIODS[period];
    if (!span) break;
    const label =
      period < 4 ? { zh: `第${period + 1}节`, pt: `${period + 1}º quarto` } : { zh: '加时赛', pt: 'Prorrogação' };
    const marker = (at: number, text: Text2, remaining: number) =>
      events.push(neutralEvent(at, 'period', period + 1, clockText(period + 1, remaining), text));
    marker(span.start, { zh: `${label.zh}开始`, pt: `Começa o ${label.pt}` }, span.clock);
    marker(span.end, { zh: `${label.zh}结束`, pt: `Fim do ${label.pt}` }, 0);
  }
  events.push(
    neutralEvent(end, 'period', points[0].length, 'FT', {
      zh: `全场比赛结束，比分 ${score[0]}-${score[1]}`,
      pt: `Fim de jogo: ${score[0]}-${score[1]}`,
    }),
  );
  events.sort((a, b) => a.at - b.at);
  return { events, end, homeStrength };
}

const BASKETBALL_STATS: [string, string, string][] = [
  ['points', '得分', 'Pontos'],
  ['three_pointers', '三分球', 'Cestas de três'],
  ['free_throws', '罚球', 'Lances livres'],
  ['rebounds', '篮板', 'Rebotes'],
  ['assists', '助攻', 'Assistências'],
  ['steals', '抢断', 'Roubos de bola'],
  ['blocks', '盖帽', 'Tocos'],
  ['fouls', '犯规', 'Faltas'],
];

export function basketballState(match: MatchRow, script: MatchScript, now: number): MatchState {
  const special = match.special_status;
  const frozen = special === B.interrupted || special === B.abandoned;
  const elapsed = scriptElapsed(match, now, frozen);
  let status: number = B.notStarted;
  let kickoff = match.time;
  let remaining = 0;
  if (elapsed >= script.end) status = B.finished;
  else if (elapsed >= 0) {
    for (const span of PERIODS) {
      if (elapsed < span.start) break;
      kickoff = match.time + span.start;
      if (elapsed < span.end) {
        status = span.status;
        remaining = Math.max(
          0,
          span.clock - Math.floor(((elapsed - span.start) * span.clock) / (span.end - span.start)),
        );
      } else {
        status = span.breakStatus;
        remaining = 0;
      }
    }
  }
  status = withSpecialStatus(status, match, now, frozen);
  const visible = elapsed >= 0 ? script.events.filter((event) => event.at <= elapsed) : [];
  const scores = visible.filter((event) => event.kind === 'score');
  const periods = (side: 1 | 2) => {
    const out: number[] = [];
    for (const event of scores) {
      if (event.side !== side) continue;
      while (out.length < event.minute) out.push(0);
      out[event.minute - 1] = (out[event.minute - 1] ?? 0) + event.points;
    }
    return out;
  };
  const home = periods(1);
  const away = periods(2);
  while (home.length < away.length) home.push(0);
  while (away.length < home.length) away.push(0);
  const total = (list: number[]) => list.reduce((a, b) => a + b, 0);
  const regular = PERIODS[3]?.end ?? 1;
  const progress = Math.max(0, Math.min(1, elapsed / regular));
  const rng = rngFor('stats', match.id);
  const rates = [rng.int(38, 52), rng.int(20, 30), rng.int(6, 11), rng.int(3, 7), rng.int(16, 24)];
  const awayRates = [rng.int(36, 50), rng.int(18, 28), rng.int(5, 10), rng.int(2, 6), rng.int(16, 24)];
  const countShots = (side: 1 | 2, value: number) => scores.filter((e) => e.side === side && e.points === value).length;
  return {
    status,
    kickoff_time: kickoff,
    period_remaining_time: remaining,
    home_score: total(home),
    away_score: total(away),
    home_half_score: (home[0] ?? 0) + (home[1] ?? 0),
    away_half_score: (away[0] ?? 0) + (away[1] ?? 0),
    home_red: 0,
    away_red: 0,
    home_yellow: 0,
    away_yellow: 0,
    home_corner: 0,
    away_corner: 0,
    home_period_scores: home,
    away_period_scores: away,
    visible,
    progress,
    incidents: () => [],
    stats(lang: Lang): StatItem[] {
      const scaled = (list: number[]) => list.map((n) => Math.round(n * progress));
      const h = scaled(rates);
      const a = scaled(awayRates);
      const values: Record<string, [number, number]> = {
        points: [total(home), total(away)],
        three_pointers: [countShots(1, 3), countShots(2, 3)],
        free_throws: [countShots(1, 1), countShots(2, 1)],
        rebounds: [h[0] ?? 0, a[0] ?? 0],
        assists: [h[1] ?? 0, a[1] ?? 0],
        steals: [h[2] ?? 0, a[2] ?? 0],
        blocks: [h[3] ?? 0, a[3] ?? 0],
        fouls: [h[4] ?? 0, a[4] ?? 0],
      };
      return BASKETBALL_STATS.map(([key, zh, pt]) => ({
        key,
        name: lang === 'pt' ? pt : zh,
        home: values[key]?.[0] ?? 0,
        away: values[key]?.[1] ?? 0,
      }));
    },
  };
}
