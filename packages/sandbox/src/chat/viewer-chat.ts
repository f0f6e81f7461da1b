import { liveGroupId, roomLineMark } from '@live/api-contract';
import type { ImAdmin } from '@live/im-server';
import type { App } from '../app.ts';
import { type Rng, rngFor } from '../seed/prng.ts';
import { VIEWER_IDS, viewerIds, type ViewerWorld } from '../seed/viewers.ts';
import { roomAudience } from '../views.ts';
import { finished as isFinished, inPlay } from '../world.ts';

/**
 * Simulated viewers chatting in the live rooms: each second of each live room has, per world (the Chinese brands'
 * and pq8br's), a number of lines drawn from the seed, the room, the world and the second, so the same seed and
 * clock give the same chat. The platform posts them as the viewers through the chat service's server API
 * (admin.sendTextAs): the same path and checks as a viewer's own message.
 */

/** The language of the brands a world's lines are for (BrandDescriptor.language), marked on each (roomLineMark). */
export const WORLD_LANGUAGE = { zh: 'zh-CN', pt: 'pt-BR' } as const satisfies Record<ViewerWorld, string>;

/** A quiet room's pace (a line every 12 s at most this slow) and a packed one's (3 a second at most), per world. */
export const VIEWER_RATE = { min: 1 / 12, max: 3 } as const;

/** Lines per second of one world in a room of `online` viewers: about 0.1 at 150 online, 1 at 6,000, then capped. */
export function viewerChatRate(online: number): number {
  if (!(online > 0)) return 0;
  return Math.min(VIEWER_RATE.max, Math.max(VIEWER_RATE.min, 0.1 * (online / 150) ** 0.6));
}

/** How the trickle runs: `live` at the rates above, `slow` a tenth of them (e2e runs), `off` none. */
export type ViewerChatPace = 'live' | 'slow' | 'off';

const PACE_FACTOR: Record<ViewerChatPace, number> = { live: 1, slow: 0.1, off: 0 };

/** The pace named by SANDBOX_VIEWER_CHAT (live, slow, off); anything else is live. */
export function paceOf(value: string | undefined): ViewerChatPace {
  return value === 'slow' || value === 'off' ? value : 'live';
}

/** What a room's lines can be about: its match where it has one. */
export interface RoomTopic {
  sport: 1 | 2;
  match: null | {
    /** Team short names in the world's language. */
    home: string;
    away: string;
    homeScore: number;
    awayScore: number;
    playing: boolean;
    finished: boolean;
    /** The side that scored a goal in the last minute and a half (football), if any. */
    scored: 'home' | 'away' | null;
  };
}

type Lines = readonly string[];

interface WorldTexts {
  free: Lines;
  waiting: Lines;
  over: Lines;
  football: Lines;
  basketball: Lines;
  teams: Lines;
  score: Lines;
  goal: Lines;
}

// {home}, {away}, {team} (the side that scored), {hs} and {as} (the score) are filled from the room's match.
const TEXTS: Record<ViewerWorld, WorldTexts> = {
  zh: {
    free: [
      '主播晚上好',
      '今天聊什么？',
      '来了来了',
      '主播讲得好',
      '打卡',
      '周末有什么好比赛推荐吗',
      '学到了',
      '支持主播',
    ],
    waiting: ['等开赛了', '{home}对{away}，你们押谁？', '首发出来了吗', '占个好位置'],
    over: ['打得好！', '这比分合理', '下一场见', '今晚没白熬'],
    football: [
      '这球踢得有意思',
      '中场控制得不错',
      '裁判今天有点松',
      '防守太靠后了',
      '加油加油！',
      '边路突破漂亮',
      '这脚射门可惜了',
      '门将今天状态好',
      '主播解说好专业',
    ],
    basketball: ['这三分准啊', '篮板都被抢了', '防守要收紧了', '快攻漂亮', '这节打得好', '罚球要稳住'],
    teams: ['{home}加油！', '{away}今天压得很靠前', '{home}的反击太快了', '看好{away}翻盘', '{home}和{away}这场有看头'],
    score: ['{hs}比{as}，还早呢', '现在{home} {hs}:{as} {away}', '{hs}:{as}，稳住'],
    goal: ['进球了！！！', '{team}进球！漂亮！', '{team}牛啊', '这球进得太漂亮了', '{team}终于破门了'],
  },
  pt: {
    free: [
      'Boa noite, pessoal',
      'Qual o assunto hoje?',
      'Cheguei!',
      'Ótima análise',
      'Presente!',
      'Algum jogão no fim de semana?',
      'Aprendi muito',
    ],
    waiting: ['Esperando começar', '{home} x {away}, quem vence?', 'Já saiu a escalação?', 'Pipoca pronta'],
    over: ['Bom jogo!', 'Resultado justo', 'Até o próximo', 'Valeu a pena assistir'],
    football: [
      'Que jogo!',
      'Meio-campo tá dominando',
      'Juiz tá deixando correr',
      'Defesa muito recuada',
      'Vamoooo!',
      'Linda jogada pela ponta',
      'Que chute, passou perto',
      'Goleiro tá fechando o gol',
      'Narração top demais',
    ],
    basketball: [
      'Que bola de três!',
      'Perderam todos os rebotes',
      'Tem que apertar a defesa',
      'Contra-ataque lindo',
      'Quarto bom esse',
      'Calma nos lances livres',
    ],
    // No article before a team's name: Portuguese gives clubs and countries different ones (do Flamengo, da França).
    teams: [
      'Vai, {home}!',
      '{away} tá pressionando lá em cima',
      '{home} no contra-ataque é perigoso demais',
      '{away} ainda vira esse jogo',
      '{home} x {away}, jogão',
    ],
    score: ['{hs} a {as}, ainda tem muito jogo', 'Tá {home} {hs} x {as} {away}', '{hs} x {as}, segura'],
    goal: ['GOOOOL!!!', 'É GOL! {team} marca!', 'Que golaço!', 'Finalmente {team} marcou', '{team} balançou a rede!'],
  },
};

/** One simulated line: who says what. */
export interface ViewerLine {
  from: number;
  text: string;
}

function fill(template: string, topic: RoomTopic): string {
  const match = topic.match;
  if (!match) return template;
  const team = match.scored === 'away' ? match.away : match.home;
  return template
    .replaceAll('{home}', match.home)
    .replaceAll('{away}', match.away)
    .replaceAll('{team}', team)
    .replaceAll('{hs}', String(match.homeScore))
    .replaceAll('{as}', String(match.awayScore));
}

/** A line about the room: its match (a fresh goal first, then the teams, the score, the play), or small talk. */
function lineText(rng: Rng, world: ViewerWorld, topic: RoomTopic): string {
  const texts = TEXTS[world];
  const match = topic.match;
  let pool: Lines;
  if (!match) pool = texts.free;
  else if (match.scored && rng.chance(0.7)) pool = texts.goal;
  else if (match.finished) pool = texts.over;
  else if (!match.playing) pool = texts.waiting;
  else {
    const roll = rng.next();
    pool = roll < 0.3 ? texts.teams : roll < 0.45 ? texts.score : topic.sport === 2 ? texts.basketball : texts.football;
  }
  return fill(rng.pick(pool), topic);
}

/**
 * The lines one world's viewers post in a room during one second (unix `second`): their number is a Poisson draw
 * of the room's rate (times `pace`), who and what from the same seeded stream. The topic is read only for a
 * second that has lines (it costs a look at the match).
 */
export function viewerLinesAt(
  seed: number,
  roomId: number,
  world: ViewerWorld,
  second: number,
  online: number,
  topicOf: () => RoomTopic,
  pace = 1,
): ViewerLine[] {
  const rng = rngFor(seed, 'viewer-chat', roomId, world, second);
  const count = rng.poisson(viewerChatRate(online) * pace);
  if (count === 0) return [];
  const topic = topicOf();
  const viewers = viewerIds(world);
  return Array.from({ length: count }, () => ({ from: rng.pick(viewers), text: lineText(rng, world, topic) }));
}

/** Seconds of chat a start posts in a room whose chat is empty, so the first viewer finds some (history on entry). */
const BACKFILL_LINES = 8;
const BACKFILL_MAX_S = 600;
/** A tick that comes late (a paused process) posts at most this many seconds of chat, not a burst of all. */
const CATCH_UP_MAX_S = 5;

interface LiveRoomRow {
  id: number;
  hot: number;
  is_live: number;
  match_room: number;
  sport_id: number;
}

/** Where a goal counts as fresh: the lines of the next minute and a half still cheer it. */
const GOAL_FRESH_S = 90;

/** What a room's lines can be about at `at`, with the team names of `world` (Chinese short names, or Portuguese). */
export function roomTopic(app: App, room: LiveRoomRow, at: number, world: ViewerWorld): RoomTopic {
  const sport = room.sport_id === 2 ? 2 : 1;
  const matchId = room.match_room ? app.world.roomAssignments(at).byRoom.get(room.id) : undefined;
  const row = matchId ? app.world.matchRow(matchId) : undefined;
  if (!row) return { sport, match: null };
  const state = app.world.state(row, at);
  const before = app.world.state(row, at - GOAL_FRESH_S);
  const goal = row.sport_id === 1 && state.home_score + state.away_score > before.home_score + before.away_score;
  // teamView in zh carries both: Chinese short names in the zh fields, Portuguese in the en ones.
  const [home, away] = [app.world.teamView(row.home_id, 'zh'), app.world.teamView(row.away_id, 'zh')];
  return {
    sport,
    match: {
      home: world === 'zh' ? home.short_name_zh : home.short_name_en,
      away: world === 'zh' ? away.short_name_zh : away.short_name_en,
      homeScore: state.home_score,
      awayScore: state.away_score,
      playing: inPlay(row.sport_id, state.status),
      finished: isFinished(row.sport_id, state.status),
      scored: !goal ? null : state.home_score > before.home_score ? 'home' : 'away',
    },
  };
}

/**
 * Starts the trickle: every second each live room gets its lines of the seconds since the last tick; a room
 * with no chat yet first gets its last few lines of the past minutes. Returns the stop.
 */
export function startViewerChat(app: App, admin: ImAdmin, seed: number, pace: ViewerChatPace): () => void {
  const factor = PACE_FACTOR[pace];
  if (factor === 0) return () => {};
  const liveRooms = app.db.prepare(
    'SELECT id, hot, is_live, match_room, sport_id FROM live_rooms WHERE is_live = 1 ORDER BY id',
  );
  // Only the seeded viewers speak: a database seeded before them may have registered users on their ids.
  const viewers = new Set(
    (
      app.db
        .prepare("SELECT id FROM users WHERE id BETWEEN ? AND ? AND password_hash IS NULL AND account = 'fan' || id")
        .all(VIEWER_IDS.first, VIEWER_IDS.first + VIEWER_IDS.count - 1) as { id: number }[]
    ).map((row) => row.id),
  );
  let stopped = false;
  const post = async (room: LiveRoomRow, world: ViewerWorld, lines: readonly ViewerLine[]) => {
    for (const line of lines) {
      if (stopped) return;
      if (!viewers.has(line.from)) continue;
      // A refusal (a banned or slowed viewer) is the room's rules at work: that line is not said.
      await admin
        .sendTextAs({
          groupID: liveGroupId(room.id),
          from: String(line.from),
          text: line.text,
          cloudCustomData: roomLineMark(WORLD_LANGUAGE[world]),
        })
        .catch(() => undefined);
    }
  };
  const linesOf = (room: LiveRoomRow, world: ViewerWorld, second: number): ViewerLine[] =>
    viewerLinesAt(
      seed,
      room.id,
      world,
      second,
      roomAudience(room, second),
      () => roomTopic(app, room, second, world),
      factor,
    );

  const backfill = async () => {
    const [now, started] = [app.now(), performance.now()];
    let [rooms, posted] = [0, 0];
    for (const room of liveRooms.all() as unknown as LiveRoomRow[]) {
      // One room per turn of the event loop: requests arriving meanwhile are answered between rooms.
      await new Promise((resolve) => setImmediate(resolve));
      if (stopped) return;
      if ((await admin.groupHistory(liveGroupId(room.id), 1)).length > 0) continue;
      rooms++;
      for (const world of ['zh', 'pt'] as const) {
        const lines: ViewerLine[] = [];
        for (let second = now; second > now - BACKFILL_MAX_S && lines.length < BACKFILL_LINES; second--)
          lines.unshift(...linesOf(room, world, second));
        await post(room, world, lines.slice(-BACKFILL_LINES));
        posted += Math.min(lines.length, BACKFILL_LINES);
      }
    }
    if (rooms > 0)
      app.log(
        `viewer chat: ${posted} earlier lines in ${rooms} rooms in ${Math.round(performance.now() - started)} ms`,
      );
  };

  let last = app.now();
  // Ticks wait for the backfill, so a room's earlier lines come before its new ones.
  let busy = true;
  const tick = async () => {
    if (busy) return;
    busy = true;
    try {
      const now = app.now();
      const from = Math.max(last + 1, now - CATCH_UP_MAX_S + 1);
      last = now;
      for (const room of liveRooms.all() as unknown as LiveRoomRow[])
        for (let second = from; second <= now && !stopped; second++)
          for (const world of ['zh', 'pt'] as const) await post(room, world, linesOf(room, world, second));
    } catch (error) {
      app.log(`viewer chat: ${(error as Error).message}`);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), 1000);
  timer.unref();
  void backfill()
    .catch((error: Error) => app.log(`viewer chat backfill: ${error.message}`))
    .finally(() => (busy = false));
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
