// A busy live room (issue #31 item 5), in Chromium: 100 chat messages a second into an open room for
// BUSY_ROOM_SECONDS (default 300), sent through the im-server by several guest chat clients in Node (each socket
// stays far under the service's per-socket flow limits). Prints the long tasks (PerformanceObserver 'longtask'),
// the chat list's DOM nodes (largest sample), the JS heap after a forced GC at one minute and at the end, and the
// messages shown (distinct lines that reached the list) against those sent. Targets: no task over 50 ms, under
// 2,000 nodes in the list, the heap flat after the first minute. Figures only: nothing here asserts timing.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { liveGroupId, SANDBOX_CHAT_APP_ID } from '@live/api-contract';
import TIM from '@live/im-client';
import { chromium } from '@playwright/test';
import { pastNewBenefit } from '../fixtures.ts';
import { startPreview } from '../preview.ts';
import { mainThreadEvents } from './trace.ts';

const REPO_ROOT = join(import.meta.dirname, '../..');
const BRANDGEN = join(REPO_ROOT, 'cli/bin/brandgen.js');
const BRAND = 'pq8';
const SECONDS = Number(process.env.BUSY_ROOM_SECONDS ?? 300);
const PER_SECOND = 100;
/** Ten senders at 10 messages a second each: a socket's limits are 100 frames and 50 commands a second. */
const SENDERS = 10;
const TARGET_MS = 50;
const TRACE_SECONDS = 30;
const TEXT_PREFIX = 'busy-room ';

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

async function post<T>(base: string, path: string, data: unknown): Promise<T> {
  const response = await fetch(new URL(path, base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(data),
  });
  const body = (await response.json()) as Envelope<T>;
  if (body.status !== 0) throw new Error(`${path}: ${body.msg}`);
  return body.data;
}

type ChatClient = ReturnType<typeof TIM.create>;

/** The renderer main thread's tasks over TARGET_MS, by wall time and by CPU time. */
function longTasksInTrace(buffer: Buffer) {
  const tasks = mainThreadEvents(buffer).filter((event) => event.name === 'RunTask');
  const wall = tasks.map((event) => (event.dur ?? 0) / 1000);
  const cpu = tasks.map((event) => (event.tdur ?? 0) / 1000);
  return {
    overWall: wall.filter((ms) => ms > TARGET_MS).length,
    overCpu: cpu.filter((ms) => ms > TARGET_MS).length,
    longestWall: Math.max(0, ...wall),
    longestCpu: Math.max(0, ...cpu),
  };
}

/** A guest chat client in Node, logged in and in the room's group. */
async function sender(base: string, index: number, groupID: string): Promise<ChatClient> {
  const guest = await post<{ userid: string; txim_sign: string }>(base, '/api/user/getGuestInfo', {
    device_id: `busy-room-${process.pid}-${index}`,
  });
  const client = TIM.create({ SDKAppID: SANDBOX_CHAT_APP_ID, proxyServer: `ws://${new URL(base).host}/im` });
  client.setLogLevel(4);
  const ready = new Promise<void>((resolve) => client.once(TIM.EVENT.SDK_READY, () => resolve()));
  await client.login({ userID: guest.userid, userSig: guest.txim_sign });
  await ready;
  await client.joinGroup({ groupID });
  return client;
}

const work = mkdtempSync(join(tmpdir(), 'busy-room-'));
// BUSY_ROOM_OUT=<folder> serves a pq8 built there already (repeated runs skip the build).
const out = process.env.BUSY_ROOM_OUT ?? join(work, 'dist');
if (!process.env.BUSY_ROOM_OUT)
  execFileSync(process.execPath, [BRANDGEN, 'build', BRAND, '--out', out], { stdio: ['ignore', 'ignore', 'inherit'] });
const preview = await startPreview(out);
const url = preview.urls[BRAND];
if (!url) throw new Error(`brandgen preview did not serve ${BRAND}`);
const base = new URL('/', url).href;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
});
const clients: ChatClient[] = [];
let feed: ReturnType<typeof setInterval> | undefined;
try {
  const { list } = await post<{ list: { id: number; anchorid: number }[] }>(base, '/api/live/getRealLives', {
    page: 1,
    size: 20,
  });
  const room = list[0];
  if (!room) throw new Error('the sandbox has no live room');
  const groupID = liveGroupId(room.id);

  const context = await browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.addInitScript(
    ({ prefix, total }) => {
      const stats = {
        measuring: false,
        longTasks: 0,
        longest: 0,
        maxListNodes: 0,
        maxDocumentNodes: 0,
        shown: 0,
        // One bit a message, by number: the bench's own memory stays fixed however long it runs.
        seen: new Uint8Array(Math.ceil(total / 8)),
      };
      Object.assign(window, { busyRoom: stats });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) {
          if (!stats.measuring) continue;
          stats.longTasks += 1;
          stats.longest = Math.max(stats.longest, entry.duration);
        }
      }).observe({ type: 'longtask', buffered: false });
      // Every bench line that reaches the list, once (the list drops old ones), and the list's size each second.
      let watched: Element | null = null;
      const observer = new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes) {
            const text = node.textContent ?? '';
            const at = text.indexOf(prefix);
            if (at < 0) continue;
            const n = Number.parseInt(text.slice(at + prefix.length), 10);
            const bit = 1 << (n % 8);
            const byte = n >> 3;
            if (!(n >= 0 && n < total) || (stats.seen[byte] ?? 0) & bit) continue;
            stats.seen[byte] = (stats.seen[byte] ?? 0) | bit;
            stats.shown += 1;
          }
      });
      setInterval(() => {
        const list = document.querySelector('.room-chat__lines');
        if (list && list !== watched) {
          observer.disconnect();
          observer.observe(list, { childList: true });
          watched = list;
        }
        if (list) stats.maxListNodes = Math.max(stats.maxListNodes, list.querySelectorAll('*').length + 1);
        stats.maxDocumentNodes = Math.max(stats.maxDocumentNodes, document.getElementsByTagName('*').length);
      }, 1000);
    },
    { prefix: TEXT_PREFIX, total: SECONDS * PER_SECOND },
  );
  await pastNewBenefit(page);
  await page.goto(`${url}live-detail/${room.anchorid}`);
  await page.locator('.room-chat[data-status="ready"]').waitFor({ timeout: 30_000 });

  for (let i = 0; i < SENDERS; i += 1) clients.push(await sender(base, i, groupID));
  const cdp = await context.newCDPSession(page);
  const heapMb = async () => {
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    return usedSize / 2 ** 20;
  };
  const heapAtStart = await heapMb();
  await cdp.send('Performance.enable');
  const metrics = async () =>
    Object.fromEntries(
      (await cdp.send('Performance.getMetrics')).metrics.map((metric) => [metric.name, metric.value]),
    ) as Record<string, number>;
  await page.evaluate(() => Object.assign((window as unknown as { busyRoom: object }).busyRoom, { measuring: true }));
  const before = await metrics();
  // BUSY_ROOM_PROFILE=file.cpuprofile keeps a CPU profile of the page during the feed (DevTools can open it).
  const profile = process.env.BUSY_ROOM_PROFILE;
  if (profile) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.start');
  }

  let sent = 0;
  let refused = 0;
  const errors = new Map<string, number>();
  const started = Date.now();
  // One message every 10 ms, the senders in turn; a tick the timer missed is caught up (100 a second overall).
  feed = setInterval(() => {
    const due = Math.min(SECONDS * PER_SECOND, Math.floor(((Date.now() - started) / 1000) * PER_SECOND));
    while (sent + refused < due) {
      const n = sent + refused;
      const client = clients[n % SENDERS];
      if (!client) break;
      sent += 1;
      const refuse = (error: unknown) => {
        sent -= 1;
        refused += 1;
        const key = String((error as { code?: number }).code ?? error);
        errors.set(key, (errors.get(key) ?? 0) + 1);
      };
      // A throw here would end the process past the cleanup below (the preview left running): counted instead.
      try {
        const message = client.createTextMessage({
          to: groupID,
          conversationType: TIM.TYPES.CONV_GROUP,
          payload: { text: `${TEXT_PREFIX}${n}` },
        });
        client.sendMessage(message).catch(refuse);
      } catch (error) {
        refuse(error);
      }
    }
  }, 10);

  let heapAtMinute: number | null = null;
  const end = started + SECONDS * 1000;
  // The last TRACE_SECONDS are traced: a task's CPU time tells the page's own work from a machine that left it
  // waiting (on a loaded machine a task's wall time grows with the load).
  const traceFrom = end - Math.min(TRACE_SECONDS, SECONDS / 2) * 1000;
  let tracing = false;
  while (Date.now() < end) {
    const next = tracing ? end : Math.min(traceFrom, end);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Math.min(10_000, next - Date.now()))));
    const elapsed = (Date.now() - started) / 1000;
    if (heapAtMinute === null && elapsed >= Math.min(60, SECONDS / 2)) {
      heapAtMinute = await heapMb();
    }
    if (!tracing && Date.now() >= traceFrom) {
      await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
      tracing = true;
    }
  }
  clearInterval(feed);
  feed = undefined;
  const trace = tracing ? longTasksInTrace(await browser.stopTracing()) : null;
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const after = await metrics();
  if (profile) writeFileSync(profile, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  const heapAtEnd = await heapMb();
  const perSecond = (name: string, scale = 1) =>
    ((((after[name] ?? 0) - (before[name] ?? 0)) * scale) / SECONDS).toFixed(1);
  const stats = await page.evaluate(() => {
    const bench = (
      window as unknown as {
        busyRoom: {
          longTasks: number;
          longest: number;
          maxListNodes: number;
          maxDocumentNodes: number;
          shown: number;
        };
      }
    ).busyRoom;
    return {
      longTasks: bench.longTasks,
      longest: bench.longest,
      maxListNodes: bench.maxListNodes,
      maxDocumentNodes: bench.maxDocumentNodes,
      shown: bench.shown,
      linesAtEnd: document.querySelectorAll('.room-chat__line').length,
      // The list followed the newest line throughout: no "new messages" jump for a reader who never scrolled.
      following: document.querySelector('.room-chat__jump') === null,
    };
  });
  const minuteLabel = SECONDS >= 120 ? 'at 1 min' : `at ${Math.min(60, SECONDS / 2)} s`;
  console.log(`busy live room bench (${BRAND}, Chromium, 375x812, room ${groupID}):`);
  console.log(
    `  feed: ${sent} messages sent in ${SECONDS} s (${PER_SECOND}/s from ${SENDERS} guest senders), ${refused} refused` +
      (errors.size ? ` (${[...errors].map(([code, count]) => `${code} x${count}`).join(', ')})` : ''),
  );
  console.log(
    `  shown: ${stats.shown} of ${sent} reached the chat list; ${stats.linesAtEnd} lines in it at the end` +
      `, ${stats.following ? 'following the newest' : 'NOT following the newest (a jump is offered)'}`,
  );
  console.log(
    `  long tasks: ${stats.longTasks}, longest ${stats.longest.toFixed(1)} ms (target: none over ${TARGET_MS} ms)`,
  );
  if (trace)
    console.log(
      `  trace of the last ${Math.min(TRACE_SECONDS, SECONDS / 2)} s: ${trace.overWall} tasks over ${TARGET_MS} ms wall, ` +
        `${trace.overCpu} over ${TARGET_MS} ms CPU; longest ${trace.longestWall.toFixed(1)} ms wall, ` +
        `most CPU in one task ${trace.longestCpu.toFixed(1)} ms`,
    );
  console.log(
    `  main thread per second: tasks ${perSecond('TaskDuration', 1000)} ms, script ${perSecond('ScriptDuration', 1000)} ms, ` +
      `style ${perSecond('RecalcStyleDuration', 1000)} ms (${perSecond('RecalcStyleCount')} recalcs), ` +
      `layout ${perSecond('LayoutDuration', 1000)} ms (${perSecond('LayoutCount')} layouts)`,
  );
  console.log(
    `  DOM: chat list at most ${stats.maxListNodes} nodes (target under 2,000); document at most ${stats.maxDocumentNodes} elements`,
  );
  console.log(
    `  JS heap after GC: ${heapAtStart.toFixed(1)} MB at the start, ${heapAtMinute?.toFixed(1) ?? '-'} MB ${minuteLabel}, ${heapAtEnd.toFixed(1)} MB at the end`,
  );
  console.log(
    `  machine load average at the end: ${loadavg()[0]?.toFixed(2)} on ${cpus().length} cores (figures grow with it)`,
  );
  await context.close();
} finally {
  if (feed) clearInterval(feed);
  await Promise.all(clients.map((client) => client.destroy().catch(() => undefined)));
  await browser.close();
  await preview.stop();
  rmSync(work, { recursive: true, force: true });
}
