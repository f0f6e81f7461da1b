import { scriptElapsed, withSpecialStatus } from './special-status.ts';
import { FOOTBALL_STATUS, type Incident, type StatItem } from '@live/api-contract';
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
/** Real-time phases, in seconds after the scheduled start (stoppage time included). */
export const FOOTBALL_PHASES = {
  firstHalfEnd: 47 * MIN,
  secondHalfStart: 62 * MIN,
  secondHalfEnd: 110 * MIN,
  extraTimeEnd: 145 * MIN,
  penaltiesEnd: 155 * MIN,
} as const;
/** Interrupted and abandoned matches stop here. */
export /** Real seconds after the start at which a match minute (1-120) is played. */
function atMinute(minute: number, second: number): number {
  if (minute <= 45) return (minute - 1) * MIN + second;
  if (minute <= 90) return FOOTBALL_PHASES.secondHalfStart + (minute - 46) * MIN + second;
  return FOOTBALL_PHASES.secondHalfEnd + (minute - 91) * MIN + (minute > 105 ? 5 * MIN : 0) + second;
}

interface Sides {
  home: TeamInfo;
  away: TeamInfo;
  homeRoster: RosterPlayer[];
  awayRoster: RosterPlayer[];
}

/**
 * The whole match decided up front from (seed, match id); the clock only reveals it. What happens (goals, cards,
 * corners, substitutions) is drawn first, then played in order over the squads: only players on the pitch score,
 * get booked or go off, a player goes off once, and a second yellow sends him off.
 */
export function footballScript(seed: number, match: MatchRow, knockout: boolean, sides: Sides): MatchScript {
  const rng = rngFor(seed, 'match', match.id);
  const homeStrength = rng.next() * 0.8 - 0.2;
  const planned: { minute: number; second: number; kind: ScriptEvent['kind']; side: 1 | 2 }[] = [];
  const plan = (minute: number, kind: ScriptEvent['kind'], side: 1 | 2) =>
    planned.push({ minute, second: rng.int(0, 59), kind, side });
  const goals = (side: 1 | 2, mean: number, from: number, to: number) => {
    const count = rng.poisson(mean);
    for (let i = 0; i < count; i++) {
      const roll = rng.next();
      plan(rng.int(from, to), roll < 0.1 ? 'penalty' : roll < 0.14 ? 'own_goal' : 'goal', side);
    }
    return count;
  };
  const homeGoals = goals(1, 1.35 + homeStrength, 1, 90);
  const awayGoals = goals(2, 1.1 - homeStrength / 2, 1, 90);
  for (const side of [1, 2] as const) {
    const yellows = rng.poisson(1.8);
    for (let i = 0; i < yellows; i++) plan(rng.int(8, 90), 'yellow', side);
    if (rng.chance(0.06)) plan(rng.int(30, 88), 'red', side);
    const corners = rng.poisson(5);
    for (let i = 0; i < corners; i++) plan(rng.int(1, 90), 'corner', side);
    const subs = Math.min(rng.int(3, 5), Math.max(0, (side === 1 ? sides.homeRoster : sides.awayRoster).length - 11));
    for (let i = 0; i < subs; i++) plan(rng.int(46, 88), 'sub', side);
  }
  let end: number = FOOTBALL_PHASES.secondHalfEnd;
  let shootout: [number, number] | null = null;
  if (knockout && homeGoals === awayGoals) {
    const extraHome = goals(1, 0.35, 91, 120);
    const extraAway = goals(2, 0.3, 91, 120);
    end = FOOTBALL_PHASES.extraTimeEnd;
    if (extraHome === extraAway) {
      const homePens = rng.int(2, 5);
      let awayPens = rng.int(2, 5);
      if (awayPens === homePens) awayPens = homePens === 5 ? 4 : homePens + 1;
      shootout = [homePens, awayPens];
      end = FOOTBALL_PHASES.penaltiesEnd;
    }
  }
  planned.sort((a, b) => a.minute - b.minute || a.second - b.second);
  const events = playOut(rng, planned, sides);
  let home = 0;
  let away = 0;
  const name = (side: 1 | 2): Text2 =>
    side === 1
      ? { zh: sides.home.name_zh, pt: portugueseName(sides.home) }
      : { zh: sides.away.name_zh, pt: portugueseName(sides.away) };
  for (const event of events) {
    if (event.points > 0) {
      if (event.side === 1) home++;
      else away++;
    }
    if (event.text.zh === '')
      event.text = describe(event, event.side === 0 ? { zh: '', pt: '' } : name(event.side), home, away);
  }
  addCommentary(events, rng, name, end, shootout);
  events.sort((a, b) => a.at - b.at);
  return { events, end, homeStrength };
}

/** Gives the planned moments their players, in match order, over who is on the pitch at that moment. */
function playOut(
  rng: ReturnType<typeof rngFor>,
  planned: { minute: number; second: number; kind: ScriptEvent['kind']; side: 1 | 2 }[],
  sides: Sides,
): ScriptEvent[] {
  const squads = {
    1: { pitch: sides.homeRoster.slice(0, 11), bench: sides.homeRoster.slice(11), booked: new Set<number>() },
    2: { pitch: sides.awayRoster.slice(0, 11), bench: sides.awayRoster.slice(11), booked: new Set<number>() },
  };
  const outfield = (side: 1 | 2) => squads[side].pitch.filter((player) => player.position !== 'G');
  const leaves = (side: 1 | 2, player: RosterPlayer) => {
    squads[side].pitch = squads[side].pitch.filter((other) => other.id !== player.id);
  };
  const events: ScriptEvent[] = [];
  const push = (
    moment: { minute: number; second: number },
    kind: ScriptEvent['kind'],
    side: 1 | 2,
    player?: RosterPlayer,
    assist?: RosterPlayer,
    text: Text2 = { zh: '', pt: '' },
  ) => {
    events.push({
      at: atMinute(moment.minute, moment.second),
      kind,
      side,
      points: kind === 'goal' || kind === 'penalty' || kind === 'own_goal' ? 1 : 0,
      player: player?.name_zh ?? '',
      player_en: player?.name_en ?? '',
      assist: assist?.name_zh ?? '',
      assist_en: assist?.name_en ?? '',
      minute: moment.minute,
      clock: `${moment.minute}'`,
      text,
    });
  };
  for (const moment of planned) {
    const { kind, side } = moment;
    const other = side === 1 ? 2 : 1;
    if (kind === 'corner') {
      push(moment, kind, side);
      continue;
    }
    // An own goal is scored by the other side's player; everything else by this side's.
    const pool = outfield(kind === 'own_goal' ? other : side);
    if (pool.length === 0) continue;
    const player = rng.pick(pool);
    if (kind === 'goal' || kind === 'penalty' || kind === 'own_goal') {
      push(moment, kind, side, player);
    } else if (kind === 'sub') {
      const coming = squads[side].bench.shift();
      if (!coming) continue;
      leaves(side, player);
      squads[side].pitch.push(coming);
      push(moment, kind, side, player, coming);
    } else if (kind === 'yellow') {
      push(moment, kind, side, player);
      if (squads[side].booked.has(player.id)) {
        leaves(side, player);
        push(moment, 'red', side, player, undefined, secondYellow(player, side === 1 ? sides.home : sides.away));
      }
      squads[side].booked.add(player.id);
    } else if (kind === 'red') {
      leaves(side, player);
      push(moment, kind, side, player);
    }
  }
  return events;
}

function secondYellow(player: RosterPlayer, team: TeamInfo): Text2 {
  return {
    zh: `两黄变一红！${team.name_zh} ${player.name_zh} 被罚下`,
    pt: `Segundo amarelo e vermelho para ${player.name_en} (${portugueseName(team)})`,
  };
}

function describe(event: ScriptEvent, team: Text2, home: number, away: number): Text2 {
  const p = event.player;
  const pe = event.player_en;
  switch (event.kind) {
    case 'goal':
      return {
        zh: `进球！${team.zh} ${p} 破门得分，比分 ${home}-${away}`,
        pt: `Gol! ${pe} marca para o ${team.pt}: ${home}-${away}`,
      };
    case 'penalty':
      return {
        zh: `点球命中！${team.zh} ${p} 主罚得手，比分 ${home}-${away}`,
        pt: `Gol de pênalti! ${pe} (${team.pt}): ${home}-${away}`,
      };
    case 'own_goal':
      return {
        zh: `乌龙球！${p} 自摆乌龙，${team.zh} 得分，比分 ${home}-${away}`,
        pt: `Gol contra de ${pe}! Ponto para o ${team.pt}: ${home}-${away}`,
      };
    case 'yellow':
      return { zh: `${team.zh} ${p} 吃到黄牌`, pt: `Cartão amarelo para ${pe} (${team.pt})` };
    case 'red':
      return { zh: `红牌！${team.zh} ${p} 被罚下`, pt: `Cartão vermelho! ${pe} (${team.pt}) expulso` };
    case 'corner':
      return { zh: `${team.zh} 获得角球`, pt: `Escanteio para o ${team.pt}` };
    case 'sub':
      return {
        zh: `${team.zh} 换人：${event.assist} 替下 ${p}`,
        pt: `Substituição no ${team.pt}: entra ${event.assist_en}, sai ${pe}`,
      };
    default:
      return event.text;
  }
}

const CHATTER: Text2[] = [
  { zh: '双方在中场展开激烈争夺', pt: 'Disputa intensa no meio-campo' },
  { zh: '主队控球，耐心寻找机会', pt: 'Mandante com a posse, buscando espaço' },
  { zh: '客队打出一次快速反击', pt: 'Visitante sai em contra-ataque rápido' },
  { zh: '禁区前沿一脚远射，稍稍偏出', pt: 'Chute de fora da área, passa perto' },
  { zh: '门将稳稳将球没收', pt: 'O goleiro segura firme' },
  { zh: '边路传中被后卫解围', pt: 'Cruzamento afastado pela defesa' },
];

function addCommentary(
  events: ScriptEvent[],
  rng: ReturnType<typeof rngFor>,
  name: (side: 1 | 2) => Text2,
  end: number,
  shootout: [number, number] | null,
) {
  const period = (at: number, minute: number, text: Text2) =>
    events.push(neutralEvent(at, 'period', minute, `${minute}'`, text));
  const h = name(1);
  const a = name(2);
  period(0, 1, { zh: `比赛开始，${h.zh} 对阵 ${a.zh}`, pt: `Começa o jogo: ${h.pt} x ${a.pt}` });
  period(FOOTBALL_PHASES.firstHalfEnd, 45, { zh: '上半场结束', pt: 'Fim do primeiro tempo' });
  period(FOOTBALL_PHASES.secondHalfStart, 46, { zh: '下半场开始', pt: 'Começa o segundo tempo' });
  if (end > FOOTBALL_PHASES.secondHalfEnd) {
    period(FOOTBALL_PHASES.secondHalfEnd - 1, 90, {
      zh: '常规时间战平，进入加时赛',
      pt: 'Empate no tempo normal: prorrogação',
    });
  }
  if (shootout) {
    period(FOOTBALL_PHASES.extraTimeEnd, 120, { zh: '加时赛结束，进入点球大战', pt: 'Fim da prorrogação: pênaltis' });
    period(end - 1, 120, {
      zh: `点球大战结束，比分 ${shootout[0]}-${shootout[1]}`,
      pt: `Fim da disputa de pênaltis: ${shootout[0]}-${shootout[1]}`,
    });
  }
  period(end, 90, { zh: '全场比赛结束', pt: 'Fim de jogo' });
  for (let minute = 3; minute <= 90; minute += rng.int(3, 6)) {
    events.push(neutralEvent(atMinute(minute, rng.int(0, 59)), 'text', minute, `${minute}'`, rng.pick(CHATTER)));
  }
}

const FOOTBALL_STATS: [string, string, string][] = [
  ['possession', '控球率', 'Posse de bola'],
  ['attacks', '进攻', 'Ataques'],
  ['dangerous_attacks', '危险进攻', 'Ataques perigosos'],
  ['shots', '射门', 'Finalizações'],
  ['shots_on_target', '射正', 'Chutes no gol'],
  ['corners', '角球', 'Escanteios'],
  ['yellow', '黄牌', 'Cartões amarelos'],
  ['red', '红牌', 'Cartões vermelhos'],
];

/** The state at `now`; special statuses (postponed, cancelled ...) override the clock (spec §4). */
export function footballState(match: MatchRow, script: MatchScript, now: number): MatchState {
  const special = match.special_status;
  const frozen = special === FOOTBALL_STATUS.interrupted || special === FOOTBALL_STATUS.abandoned;
  const elapsed = scriptElapsed(match, now, frozen);
  const P = FOOTBALL_PHASES;
  const F = FOOTBALL_STATUS;
  let status: number = F.notStarted;
  let kickoff = match.time;
  if (elapsed >= 0) {
    if (elapsed < P.firstHalfEnd) status = F.firstHalf;
    else if (elapsed < P.secondHalfStart) status = F.halftime;
    else if (elapsed < P.secondHalfEnd) status = F.secondHalf;
    else if (elapsed < script.end && elapsed < P.extraTimeEnd) status = F.extraTime;
    else if (elapsed < script.end) status = F.penalties;
    else status = F.finished;
    if (status >= F.secondHalf) kickoff = match.time + P.secondHalfStart;
    if (status === F.extraTime || status === F.penalties) kickoff = match.time + P.secondHalfEnd;
  }
  status = withSpecialStatus(status, match, now, frozen);
  const visible = script.events.filter((event) => event.at <= elapsed && elapsed >= 0);
  const count = (kind: ScriptEvent['kind'], side: 1 | 2) =>
    visible.filter((event) => event.kind === kind && event.side === side).length;
  const goals = (side: 1 | 2, until = Infinity) =>
    visible.filter((event) => event.points > 0 && event.side === side && event.at < until).length;
  const progress = Math.max(0, Math.min(1, elapsed / P.secondHalfEnd));
  let home = 0;
  let away = 0;
  const incidents: (Incident & { event: ScriptEvent })[] = [];
  for (const event of visible) {
    if (event.kind === 'text' || event.kind === 'period' || event.kind === 'corner' || event.side === 0) continue;
    if (event.points > 0) {
      if (event.side === 1) home++;
      else away++;
    }
    incidents.push({
      id: match.id * 1000 + incidents.length + 1,
      type: event.kind,
      position: event.side,
      minute: event.minute,
      player: event.player,
      assist: event.assist,
      home_score: home,
      away_score: away,
      event,
    });
  }
  const rng = rngFor('stats', match.id);
  const possession = Math.round(50 + script.homeStrength * 15 + rng.int(-4, 4));
  const rates = {
    attacks: [rng.int(80, 120), rng.int(70, 110)],
    dangerous: [rng.int(40, 70), rng.int(30, 60)],
    shots: [rng.int(8, 18), rng.int(6, 15)],
  };
  const played = (n: number) => Math.round(n * progress);
  // Every goal of a side's own players was a shot on target (own goals were the other side's).
  const onTarget = (side: 1 | 2) =>
    Math.max(
      visible.filter((event) => (event.kind === 'goal' || event.kind === 'penalty') && event.side === side).length,
      played(Math.round((rates.shots[side - 1] ?? 0) / 2.5)),
    );
  return {
    status,
    kickoff_time: kickoff,
    period_remaining_time: 0,
    home_score: home,
    away_score: away,
    home_half_score: goals(1, P.firstHalfEnd),
    away_half_score: goals(2, P.firstHalfEnd),
    home_red: count('red', 1),
    away_red: count('red', 2),
    home_yellow: count('yellow', 1),
    away_yellow: count('yellow', 2),
    home_corner: count('corner', 1),
    away_corner: count('corner', 2),
    home_period_scores: [],
    away_period_scores: [],
    visible,
    progress,
    incidents: (lang) =>
      incidents.map(({ event, ...incident }) =>
        lang === 'pt' ? { ...incident, player: event.player_en, assist: event.assist_en } : incident,
      ),
    stats(lang: Lang): StatItem[] {
      const values: Record<string, [number, number]> = {
        possession: progress > 0 ? [possession, 100 - possession] : [0, 0],
        attacks: [played(rates.attacks[0] ?? 0), played(rates.attacks[1] ?? 0)],
        dangerous_attacks: [played(rates.dangerous[0] ?? 0), played(rates.dangerous[1] ?? 0)],
        shots: [Math.max(onTarget(1), played(rates.shots[0] ?? 0)), Math.max(onTarget(2), played(rates.shots[1] ?? 0))],
        shots_on_target: [onTarget(1), onTarget(2)],
        corners: [count('corner', 1), count('corner', 2)],
        yellow: [count('yellow', 1), count('yellow', 2)],
        red: [count('red', 1), count('red', 2)],
      };
      return FOOTBALL_STATS.map(([key, zh, pt]) => ({
        key,
        name: lang === 'pt' ? pt : zh,
        home: values[key]?.[0] ?? 0,
        away: values[key]?.[1] ?? 0,
      }));
    },
  };
}
