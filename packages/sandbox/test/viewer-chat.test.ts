import { type LiveChat, roomLineLanguage } from '@live/api-contract';
import type { Message } from '@live/im-client';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type RoomTopic,
  VIEWER_RATE,
  viewerChatRate,
  viewerLinesAt,
  paceOf,
  WORLD_LANGUAGE,
} from '../src/chat/viewer-chat.ts';
import { openDatabase } from '../src/db/database.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { VIEWER_IDS, viewerIds, viewerNicknames, viewerWorld } from '../src/seed/viewers.ts';
import { levelOf } from '../src/tasks/catalogue.ts';
import { chatGuest, sandbox, type TestSandbox, until } from './helpers.ts';

const SEED = 20260101;
const CJK = /[\u4e00-\u9fff]/;

const FREE: RoomTopic = { sport: 1, match: null };
const match = (over: Partial<NonNullable<RoomTopic['match']>> = {}): RoomTopic => ({
  sport: 1,
  match: {
    home: '河岸联',
    away: '北港',
    homeScore: 1,
    awayScore: 0,
    playing: true,
    finished: false,
    scored: null,
    ...over,
  },
});

/** Every line one world posts in a room over `seconds` seconds from `from`. */
function linesOver(
  world: 'zh' | 'pt',
  online: number,
  topic: RoomTopic,
  seconds = 600,
  seed = SEED,
  from = 1_800_000_000,
) {
  return Array.from({ length: seconds }, (_, i) =>
    viewerLinesAt(seed, 1015, world, from + i, online, () => topic),
  ).flat();
}

describe('issue #34: a few hundred plausible users', () => {
  const now = 1_790_000_000;
  const db = openDatabase(':memory:');
  seedIfEmpty(db, SEED, now);
  const viewers = db
    .prepare('SELECT * FROM users WHERE id BETWEEN ? AND ? ORDER BY id')
    .all(VIEWER_IDS.first, VIEWER_IDS.first + VIEWER_IDS.count - 1) as {
    id: number;
    nick_name: string;
    password_hash: string | null;
    avatar: string;
    point: number;
    user_level: number;
    vip_level: number;
    vip_date: number;
    regist_time: number;
  }[];

  it('300 accounts with no password and the default avatar of their id (spec §3), nicknames all different', () => {
    expect(viewers).toHaveLength(300);
    expect(viewers.every((v) => v.password_hash === null && v.avatar === '')).toBe(true);
    expect(new Set(viewers.map((v) => v.nick_name)).size).toBe(300);
  });

  it('half are Chinese fans with Chinese nicknames, half Brazilian with Latin ones', () => {
    const zh = viewers.filter((v) => viewerWorld(v.id) === 'zh');
    const pt = viewers.filter((v) => viewerWorld(v.id) === 'pt');
    expect([zh.length, pt.length]).toEqual([150, 150]);
    expect(zh.every((v) => CJK.test(v.nick_name))).toBe(true);
    expect(pt.every((v) => !CJK.test(v.nick_name) && /^[\p{L}\d _]+$/u.test(v.nick_name))).toBe(true);
    expect(viewerWorld(VIEWER_IDS.first - 1)).toBeNull();
    expect(viewerIds('pt')[0]).toBe(VIEWER_IDS.first + 150);
  });

  it('levels, VIPs and registrations spread: mostly low levels, some VIPs, registered over the past year', () => {
    const levels = viewers.map((v) => v.user_level);
    expect(viewers.every((v) => v.user_level === levelOf(v.point))).toBe(true);
    expect(levels.filter((l) => l <= 5).length).toBeGreaterThan(150);
    expect(Math.max(...levels)).toBeGreaterThanOrEqual(10);
    const vips = viewers.filter((v) => v.vip_level > 0);
    expect(vips.length).toBeGreaterThan(15);
    expect(vips.length).toBeLessThan(75);
    expect(vips.some((v) => v.vip_date > now) && vips.some((v) => v.vip_date <= now)).toBe(true);
    const days = viewers.map((v) => (now - v.regist_time) / 86400);
    expect(Math.min(...days)).toBeGreaterThan(0);
    expect(Math.max(...days)).toBeLessThanOrEqual(366);
    expect(Math.max(...days) - Math.min(...days)).toBeGreaterThan(300);
  });

  it("no viewer takes another account's name (an anchor's, in either language)", () => {
    const others = db
      .prepare('SELECT nick_name, nick_name_br FROM users WHERE id < ? OR id >= ?')
      .all(VIEWER_IDS.first, VIEWER_IDS.first + VIEWER_IDS.count) as { nick_name: string; nick_name_br: string }[];
    const names = new Set(others.flatMap((o) => [o.nick_name, o.nick_name_br]));
    expect(viewers.filter((v) => names.has(v.nick_name))).toEqual([]);
    expect(viewerNicknames(SEED, ['越位先生'])).not.toContain('越位先生');
  });

  it('deterministic from the seed', () => {
    const reserved = (
      db.prepare('SELECT nick_name, nick_name_br FROM users WHERE id < ?').all(VIEWER_IDS.first) as {
        nick_name: string;
        nick_name_br: string;
      }[]
    ).flatMap((o) => [o.nick_name, o.nick_name_br]);
    expect(viewerNicknames(SEED, reserved)).toEqual(viewers.map((v) => v.nick_name));
    expect(viewerNicknames(SEED + 1)).not.toEqual(viewerNicknames(SEED));
  });
});

describe('issue #34: simulated viewers chat at rates that scale with the room', () => {
  it('the rate grows with the online count: a quiet room a line every several seconds, a packed one 3 a second at most', () => {
    expect(viewerChatRate(0)).toBe(0);
    expect(viewerChatRate(120)).toBeLessThan(0.2);
    expect(1 / viewerChatRate(150)).toBeGreaterThan(5);
    expect(viewerChatRate(1000)).toBeGreaterThan(viewerChatRate(150));
    expect(viewerChatRate(8000)).toBeGreaterThan(viewerChatRate(1000));
    expect(viewerChatRate(5_000_000)).toBe(VIEWER_RATE.max);
    expect(viewerChatRate(1)).toBe(VIEWER_RATE.min);
    // Drawn lines follow the rate: 10 minutes of a quiet room and of a busy one.
    const quiet = linesOver('zh', 150, match()).length;
    const busy = linesOver('zh', 8000, match()).length;
    expect(quiet).toBeGreaterThan(30);
    expect(quiet).toBeLessThan(110);
    expect(busy).toBeGreaterThan(quiet * 5);
    expect(busy).toBeLessThanOrEqual(600 * VIEWER_RATE.max);
  });

  it('each world speaks its language: Chinese lines by the Chinese fans, Portuguese by the Brazilian ones', () => {
    const zh = linesOver('zh', 3000, match());
    const pt = linesOver('pt', 3000, match({ home: 'Ribeira', away: 'Porto Norte' }));
    expect(zh.every((line) => viewerWorld(line.from) === 'zh' && CJK.test(line.text))).toBe(true);
    expect(pt.every((line) => viewerWorld(line.from) === 'pt' && !CJK.test(line.text))).toBe(true);
    expect(WORLD_LANGUAGE).toEqual({ zh: 'zh-CN', pt: 'pt-BR' });
  });

  it("lines are about the room's match: its teams, its score, a fresh goal by the side that scored; small talk without one", () => {
    const zh = linesOver('zh', 3000, match()).map((line) => line.text);
    expect(zh.some((text) => text.includes('河岸联'))).toBe(true);
    expect(zh.some((text) => text.includes('北港'))).toBe(true);
    expect(zh.some((text) => text.includes('1:0') || text.includes('1比0'))).toBe(true);
    const goal = linesOver('pt', 3000, match({ home: 'Ribeira', away: 'Porto Norte', scored: 'away' }), 120);
    const scorer = (name: string) => goal.filter((line) => line.text.includes(name) && /marc|rede/.test(line.text));
    expect(scorer('Porto Norte').length).toBeGreaterThan(0);
    expect(scorer('Ribeira')).toEqual([]);
    const free = linesOver('pt', 3000, FREE).map((line) => line.text);
    expect(free.every((text) => !text.includes('{'))).toBe(true);
  });

  it('deterministic for a seed: the same seed and second give the same lines, another seed others', () => {
    expect(linesOver('zh', 3000, match(), 120)).toEqual(linesOver('zh', 3000, match(), 120));
    expect(linesOver('zh', 3000, match(), 120, SEED + 1)).not.toEqual(linesOver('zh', 3000, match(), 120));
  });

  it('SANDBOX_VIEWER_CHAT names the pace: slow or off, anything else live', () => {
    expect([paceOf('slow'), paceOf('off'), paceOf(undefined), paceOf('fast')]).toEqual(['slow', 'off', 'live', 'live']);
  });
});

describe('issue #34: the trickle in a running sandbox, and history on entry', () => {
  let sb: TestSandbox;
  const ROOM = 1015;
  const GROUP = `live_${ROOM}`;

  beforeAll(async () => {
    sb = await sandbox({ viewerChat: 'live' });
  });
  afterAll(() => sb.close());

  it("a viewer entering a room sees the viewers' recent lines, each brand only its language's", async () => {
    const chat = async (lang: 'zh' | 'pt') =>
      (await sb.post<LiveChat>('/api/live/getLiveChat', { liveid: ROOM }, `?lang=${lang}`)).data.messages;
    // A start gives each room its last few lines of the past minutes, posted once the service is up.
    let [zh, pt] = [await chat('zh'), await chat('pt')];
    for (let tries = 0; tries < 150 && (zh.length < 5 || pt.length < 5); tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      [zh, pt] = [await chat('zh'), await chat('pt')];
    }
    expect(zh.length).toBeGreaterThanOrEqual(5);
    expect(pt.length).toBeGreaterThanOrEqual(5);
    expect(zh.every((m) => m.kind === 'text' && viewerWorld(Number(m.from)) === 'zh' && CJK.test(m.text))).toBe(true);
    expect(pt.every((m) => m.kind === 'text' && viewerWorld(Number(m.from)) === 'pt' && !CJK.test(m.text))).toBe(true);
    // Named by their platform nickname, as every chat profile.
    expect(zh.every((m) => m.nick !== m.from && m.nick !== '')).toBe(true);
  });

  it('new lines reach a guest in the room live, through the chat service, marked with their language', async () => {
    const { client, got } = await chatGuest(sb, 'trickle');
    try {
      await client.joinGroup({ groupID: GROUP });
      const viewerLines = (): Message[] => got.filter((m) => m.to === GROUP && viewerWorld(Number(m.from)) !== null);
      await until(() => viewerLines().length > 0, 'a live line', 15_000);
      const line = viewerLines()[0]!;
      expect(line.type).toBe('TIMTextElem');
      expect(roomLineLanguage(line.cloudCustomData)).toBe(viewerWorld(Number(line.from)) === 'zh' ? 'zh-CN' : 'pt-BR');
    } finally {
      await client.destroy();
    }
  });
});

describe('issue #34: the trickle speaks only as seeded viewers', () => {
  it('a database whose viewer ids are registered users (seeded before the viewers) gets no lines in their names', async () => {
    const dbPath = join(mkdtempSync(join(tmpdir(), 'viewers-')), 'sandbox.db');
    await (await sandbox({ dbPath })).close();
    const db = openDatabase(dbPath);
    // As if people had registered on the Chinese viewers' ids.
    db.prepare("UPDATE users SET password_hash = 'x', account = 'user' || id WHERE id BETWEEN ? AND ?").run(
      viewerIds('zh')[0]!,
      viewerIds('zh').at(-1)!,
    );
    db.close();
    const sb = await sandbox({ dbPath, viewerChat: 'live' });
    try {
      const chat = async (lang: 'zh' | 'pt') =>
        (await sb.post<LiveChat>('/api/live/getLiveChat', { liveid: 1015 }, `?lang=${lang}`)).data.messages;
      let pt = await chat('pt');
      for (let tries = 0; tries < 150 && pt.length < 5; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        pt = await chat('pt');
      }
      expect(pt.length).toBeGreaterThanOrEqual(5);
      expect(await chat('zh')).toEqual([]);
    } finally {
      await sb.close();
    }
  });
});
