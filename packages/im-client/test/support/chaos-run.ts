import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ImServer } from '@live/im-server';
import TIM, { type ChatClient, type Message } from '../../src/index.ts';
import { seeded } from '../fuzzer.ts';
import { CuttingProxy } from './cutting-proxy.ts';
import { OfficialReceiver } from './official-process.ts';
import { isGroupAnnouncement } from './group-announcement.ts';
import { ourLogin, startServer, THROUGHPUT } from './server.ts';

// The seeded chaos run (issue #29): every receiver, ours and the official SDK's, behind a proxy that cuts every
// socket at random 30+ times, plus one service restart, with the app's own timing (what packages/app passes to
// TIM.create: nothing, so 15 s requests and a 1 s reconnect delay). The CI test (reliability-network.test.ts)
// runs it small; the bench (bench/chaos.ts) at 2,000 one-to-one + 2,000 group messages.

export const PATHS = ['c2c', 'group', 'live'] as const;
export type Path = (typeof PATHS)[number];
export type Who = 'ours' | 'official';
export const RECEIVER_NAMES: Record<Who, string> = { ours: 'im-client', official: 'tim-js-sdk' };
const LIVE_ROOM = 'live-reliability';

export interface ChaosOptions {
  seed: number;
  /** Messages per path; one-to-one ones alternate between the two receivers. */
  counts: Record<Path, number>;
  minCuts: number;
  /** How long after the last send each receiver may take to hold everything. */
  settleMs: Record<Who, number>;
  /** The sender behind the cutting proxy too (default: its pace then slows with every cut), or direct. */
  senderDirect?: boolean;
}

/** What one receiver got on one path, in event order. */
export class Received {
  readonly texts: Record<Path, string[]> = { c2c: [], group: [], live: [] };
  add(path: Path | null, text: string): void {
    if (path) this.texts[path].push(text);
  }
  figures(path: Path): { received: number; duplicated: number } {
    const list = this.texts[path];
    return { received: new Set(list).size, duplicated: list.length - new Set(list).size };
  }
}

export interface Unread {
  byConversation: Record<string, number>;
  total: number;
}

export async function ourUnread(c: ChatClient): Promise<Unread> {
  const list = (await c.getConversationList()).data.conversationList;
  return {
    byConversation: Object.fromEntries(list.map((x) => [x.conversationID, x.unreadCount])),
    total: c.getTotalUnreadMessageCount(),
  };
}

/** Every message the test sent to a conversation (not createGroup's announcement), oldest first, by history paging until it reports complete. */
export async function history(c: ChatClient, conversationID: string): Promise<string[]> {
  const texts: string[] = [];
  let next = '';
  for (let page = 0; page < 1000; page++) {
    const r = await c.getMessageList({ conversationID, nextReqMessageID: next });
    texts.unshift(...r.data.messageList.filter((m) => !isGroupAnnouncement(m)).map((m) => String(m.payload.text)));
    if (r.data.isCompleted) return texts;
    next = r.data.nextReqMessageID;
  }
  throw new Error(`history of ${conversationID} never completed`);
}

/** One row of the run's table: a path as one receiver saw it. */
export interface PathFigures {
  path: Path;
  receiver: string;
  sent: number;
  received: number;
  lost: number;
  duplicated: number;
  inOrder: boolean;
  /** Seconds from the last send until the receiver held every message of the path (null: never). */
  settleS: number | null;
}

/** A finished run; the service stays up for checks until close(). */
export interface ChaosRun {
  server: ImServer;
  groupID: string;
  got: Record<Who, Received>;
  expectedFor(who: Who, path: Path): string[];
  /** Unread per conversation each receiver should show. */
  wanted(who: Who): Record<string, number>;
  rows: PathFigures[];
  cuts: number;
  restarts: number;
  resends: number;
  seconds: number;
  officialCrashes: string[];
  unread: Record<Who, { live: Unread; reload: Unread }>;
  /** What the service holds for the official SDK's user, read by a fresh login of our client. */
  serviceView: { unread: Unread; c2c: string[]; group: string[] };
  close(): Promise<void>;
}

export async function runChaos(options: ChaosOptions): Promise<ChaosRun> {
  const { counts, seed } = options;
  const started = Date.now();
  const dir = mkdtempSync(join(tmpdir(), 'im-net-'));
  const dbPath = join(dir, 'chat.sqlite');
  const random = seeded(seed);
  let server = await startServer({ dbPath, ...THROUGHPUT });
  const proxy = await CuttingProxy.start(server.port);
  let restarts = 0;
  let resends = 0;
  let groupID = '';
  const got: Record<Who, Received> = { ours: new Received(), official: new Received() };
  let officialCrashes: string[] = [];
  const pathOf = (conversationID: string): Path | null =>
    conversationID === 'C2Csam'
      ? 'c2c'
      : conversationID === `GROUP${groupID}`
        ? 'group'
        : conversationID === `GROUP${LIVE_ROOM}`
          ? 'live'
          : null;
  /** One-to-one messages alternate between the two receivers. */
  const receiverOf = (i: number): 'bob' | 'olga' => (i % 2 === 0 ? 'bob' : 'olga');
  const expectedFor = (who: Who, path: Path): string[] =>
    Array.from({ length: counts[path] }, (_, i) => `${path} ${i}`).filter(
      (_, i) => path !== 'c2c' || receiverOf(i) === (who === 'ours' ? 'bob' : 'olga'),
    );
  const wanted = (who: Who): Record<string, number> => ({
    C2Csam: expectedFor(who, 'c2c').length,
    // And createGroup's announcement, unread to both SDKs.
    [`GROUP${groupID}`]: counts.group + 1,
    [`GROUP${LIVE_ROOM}`]: 0,
  });

  // The app's own options: no timing given, so 15 s requests and a 1 s reconnect delay; log level 4.
  const sender = await ourLogin(options.senderDirect ? server.url : proxy.url, 'sam');
  const ours = await ourLogin(proxy.url, 'bob');
  for (const c of [sender, ours]) c.setLogLevel(4);
  const official = new OfficialReceiver(proxy.url, 'olga');
  await official.call('received');
  ours.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => {
    for (const m of e.data as Message[])
      if (!isGroupAnnouncement(m)) got.ours.add(pathOf(m.conversationID), String(m.payload.text));
  });
  const created = await sender.createGroup({
    type: 'Public',
    name: 'fans',
    joinOption: 'FreeAccess',
    memberList: [{ userID: 'bob' }, { userID: 'olga' }],
  });
  groupID = created.data.group.groupID;
  await ours.getGroupList();
  await official.call('getGroupList');
  await server.admin.ensureGroup({ groupID: LIVE_ROOM, type: 'AVChatRoom', name: 'match live' });
  for (const c of [sender, ours]) await c.joinGroup({ groupID: LIVE_ROOM });
  await official.call('join', { groupID: LIVE_ROOM });

  async function send(path: Path, i: number): Promise<void> {
    const text = `${path} ${i}`;
    const to = path === 'c2c' ? receiverOf(i) : path === 'group' ? groupID : LIVE_ROOM;
    const m = sender.createTextMessage({ to, conversationType: path === 'c2c' ? 'C2C' : 'GROUP', payload: { text } });
    for (let attempt = 0; ; attempt++) {
      try {
        await (attempt === 0 ? sender.sendMessage(m) : sender.resendMessage(m));
        return;
      } catch (err) {
        if (attempt > 400) throw new Error(`${text} failed ${attempt} times: ${String(err)}`);
        resends++;
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }

  const pullOfficial = async (): Promise<void> => {
    const r = await official.call<{ texts: Record<string, string[]>; crashes: string[] }>('received');
    got.official = new Received();
    for (const [conversationID, texts] of Object.entries(r.texts))
      for (const text of texts) got.official.add(pathOf(conversationID), text);
    officialCrashes = r.crashes;
  };
  const holdsAll = (who: Who, path: Path): boolean => got[who].figures(path).received === expectedFor(who, path).length;

  // The sender walks the paths in a seeded shuffle; the network is cut at seeded random moments.
  const order = PATHS.flatMap((path) => Array.from({ length: counts[path] }, () => path));
  for (let i = order.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const next: Record<Path, number> = { c2c: 0, group: 0, live: 0 };
  let sending = true;
  const cutter = (async () => {
    while (sending || proxy.cuts < options.minCuts) {
      await new Promise((r) => setTimeout(r, 150 + random() * 700));
      proxy.cut();
    }
  })();
  for (let k = 0; k < order.length; k++) {
    if (k === Math.floor(order.length / 2)) {
      await server.close();
      server = await startServer({ dbPath, port: server.port, ...THROUGHPUT });
      restarts++;
    }
    const path = order[k]!;
    await send(path, next[path]++);
    await new Promise((r) => setTimeout(r, 10));
  }
  sending = false;
  await cutter;

  // Settle: each receiver's paths are watched until it holds every message, or its time is up.
  const sentAt = Date.now();
  const settled: Record<Who, Partial<Record<Path, number>>> = { ours: {}, official: {} };
  const deadline: Record<Who, number> = {
    ours: sentAt + options.settleMs.ours,
    official: sentAt + options.settleMs.official,
  };
  const pending = (who: Who): Path[] =>
    PATHS.filter((p) => settled[who][p] === undefined && Date.now() < deadline[who]);
  while (pending('ours').length > 0 || pending('official').length > 0) {
    if (pending('official').length > 0) await pullOfficial();
    for (const who of ['ours', 'official'] as const)
      for (const path of pending(who)) if (holdsAll(who, path)) settled[who][path] = (Date.now() - sentAt) / 1000;
    await new Promise((r) => setTimeout(r, 250));
  }
  // Events and counts are throttled to one per second: late duplicates show up here.
  await new Promise((r) => setTimeout(r, 1500));
  await pullOfficial();

  const oursLive = await ourUnread(ours);
  await ours.destroy();
  const reloaded = await ourLogin(server.url, 'bob');
  await new Promise((r) => setTimeout(r, 1100));
  const unread: Record<Who, { live: Unread; reload: Unread }> = {
    ours: { live: oursLive, reload: await ourUnread(reloaded) },
    official: { live: await official.call<Unread>('unread'), reload: await official.call<Unread>('reload') },
  };
  await reloaded.destroy();
  await official.stop();
  const olga = await ourLogin(server.url, 'olga');
  await new Promise((r) => setTimeout(r, 1100));
  const serviceView = {
    unread: await ourUnread(olga),
    c2c: await history(olga, 'C2Csam'),
    group: await history(olga, `GROUP${groupID}`),
  };
  await olga.destroy();

  const rows = (['ours', 'official'] as const).flatMap((who) =>
    PATHS.filter((path) => counts[path] > 0).map((path): PathFigures => {
      const sent = expectedFor(who, path);
      const figures = got[who].figures(path);
      return {
        path,
        receiver: RECEIVER_NAMES[who],
        sent: sent.length,
        ...figures,
        lost: sent.length - figures.received,
        inOrder: JSON.stringify(got[who].texts[path]) === JSON.stringify(sent),
        settleS: settled[who][path] ?? null,
      };
    }),
  );
  const finalServer = server;
  return {
    server: finalServer,
    groupID,
    got,
    expectedFor,
    wanted,
    rows,
    cuts: proxy.cuts,
    restarts,
    resends,
    seconds: (Date.now() - started) / 1000,
    officialCrashes,
    unread,
    serviceView,
    async close() {
      await sender.destroy();
      await proxy.close();
      await finalServer.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The run's table and what is missing, as the test and the bench print them. */
export function report(run: ChaosRun, seed: number): void {
  const crashes = run.officialCrashes;
  console.log(
    `chaos run (seed ${seed}): ${run.seconds.toFixed(1)} s, ${run.cuts} cuts, ${run.restarts} restart, ` +
      `sender resends ${run.resends}, official SDK uncaught errors ${crashes.length}` +
      (crashes.length ? ` (first: ${crashes[0]})` : ''),
  );
  console.table(run.rows);
  for (const who of ['ours', 'official'] as const)
    for (const path of PATHS) {
      const have = new Set(run.got[who].texts[path]);
      const missing = run.expectedFor(who, path).filter((t) => !have.has(t));
      if (missing.length > 0)
        console.log(
          `${RECEIVER_NAMES[who]} ${path}: missing ${missing.length}, first ${missing.slice(0, 8).join(', ')}`,
        );
    }
  console.log('unread (wanted, live, after reload):', JSON.stringify({ wanted: run.wanted('ours'), ...run.unread }));
}
