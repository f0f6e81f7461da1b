import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import TIM from '@live/im-client';
import { build } from 'rolldown';
import { startImServer, type ImServer } from '../src/index.ts';
import { generateUserSig } from '../src/usersig.ts';
import { officialLogin } from '../test/official-sdk.ts';

// `npm run bench`: bundle size of our client against tim-js-sdk, and push ingestion speed of both.
const APP_ID = 1400000001;
const SECRET = 'bench-secret';
const sig = (user: string): string => generateUserSig(APP_ID, SECRET, user, 3600);
const CONVERSATIONS = 1000;
const MESSAGES = 10_000;

const gzip9 = (bytes: Uint8Array): number => gzipSync(bytes, { level: 9 }).length;

async function bundleSizes(): Promise<{ ours: number; oursRaw: number; official: number }> {
  const entry = fileURLToPath(new URL('../../im-client/src/index.ts', import.meta.url));
  const out = await build({ input: entry, write: false, output: { format: 'esm', minify: true }, logLevel: 'silent' });
  const code = out.output.map((c) => ('code' in c ? c.code : '')).join('');
  const require = createRequire(import.meta.url);
  const officialFile = readFileSync(require.resolve('tim-js-sdk/tim-js.js'));
  return { ours: gzip9(Buffer.from(code)), oursRaw: Buffer.byteLength(code), official: gzip9(officialFile) };
}

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** One `msg_push` frame per message, one-to-one to `user` from 1,000 peers, as the service sends them. */
function pushFrames(user: string): string[] {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: MESSAGES }, (_, i) =>
    JSON.stringify({
      head: { servcmd: 'im_open_push.msg_push', seq: 1_000_000 + i },
      body: {
        ActionStatus: 'OK',
        ErrorCode: 0,
        EventArray: [
          {
            Event: 1,
            C2cMsgArray: [
              {
                From_Account: `peer${i % CONVERSATIONS}`,
                To_Account: user,
                MsgSeq: i + 1,
                MsgRandom: 100000 + i,
                MsgTimeStamp: now,
                MsgClientTime: now,
                MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: `message ${i}` } }],
                CloudCustomData: '',
                From_AccountNick: '',
                From_AccountHeadurl: '',
              },
            ],
          },
        ],
      },
    }),
  );
}

/** Sends the frames in bursts of 500, yielding between bursts so the receiving side can run. */
async function push(server: ImServer, user: string, frames: string[]): Promise<void> {
  for (let i = 0; i < frames.length; i++) {
    server.sendRaw(user, frames[i] as string);
    if (i % 500 === 499) await new Promise((r) => setImmediate(r));
  }
}

/**
 * Pushes the same frames once to a bare socket (no SDK), untimed: the service's send path and the socket's receive
 * path are then compiled before either SDK is timed. Without it the SDK timed first pays for that warm-up (ours
 * measured 20-25 % more CPU first than second).
 */
async function warmUpService(server: ImServer): Promise<void> {
  const user = 'bench-warmup';
  const ws = new WebSocket(server.url);
  ws.binaryType = 'arraybuffer';
  let frames = 0;
  const loggedIn = signal();
  const done = signal();
  ws.onmessage = () => {
    frames++;
    if (frames === 1) loggedIn.resolve();
    if (frames > MESSAGES) done.resolve();
  };
  await new Promise((r) => (ws.onopen = r));
  const head = { servcmd: 'im_open_status.wslogin', seq: 1, sdkappid: APP_ID, identifier: user, usersig: sig(user) };
  ws.send(new TextEncoder().encode(JSON.stringify({ head, body: {} })));
  await loggedIn.promise;
  await push(server, user, pushFrames(user));
  await done.promise;
  ws.close();
}

/**
 * Pushes one-to-one messages to `user` from 1,000 peers through the service and times until all are received:
 * wall time, and the process's CPU time (service and client share it), which other load on the machine disturbs
 * less.
 */
async function ingest(
  server: ImServer,
  user: string,
  onReceived: (count: (n: number) => void) => void,
): Promise<{ wallMs: number; cpuMs: number }> {
  let received = 0;
  const done = signal();
  onReceived((n) => {
    received += n;
    if (received >= MESSAGES) done.resolve();
  });
  // The frames are encoded before the clock starts: the bench times the clients' ingestion, not the encoding.
  const frames = pushFrames(user);
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  await push(server, user, frames);
  await done.promise;
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}

async function main(): Promise<void> {
  const sizes = await bundleSizes();
  console.log(
    `bundle (gzip -9): ours ${sizes.ours} B (raw minified ${sizes.oursRaw} B) vs tim-js.js ${sizes.official} B -> ${((sizes.ours / sizes.official) * 100).toFixed(1)} % (target <= 33.3 %)`,
  );

  const server = await startImServer({ dbPath: ':memory:', secretKey: SECRET, sdkAppId: APP_ID });
  await warmUpService(server);
  const ours = TIM.create({ SDKAppID: APP_ID, proxyServer: server.url });
  const ready = new Promise((r) => ours.on(TIM.EVENT.SDK_READY, r));
  await ours.login({ userID: 'bench-ours', userSig: sig('bench-ours') });
  await ready;
  const oursRun = await ingest(server, 'bench-ours', (count) =>
    ours.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => count((e.data as unknown[]).length)),
  );
  const oursConvs = (await ours.getConversationList()).data.conversationList.length;
  await ours.destroy();

  const official = await officialLogin(server.url, APP_ID, 'bench-official', sig('bench-official'));
  const officialRun = await ingest(server, 'bench-official', (count) =>
    official.on('onMessageReceived', (e: { data: unknown[] }) => count(e.data.length)),
  );
  await new Promise((r) => setTimeout(r, 1100));
  const officialConvs = (await official.getConversationList()).data.conversationList.length;
  await official.logout().catch(() => undefined);
  await server.close();

  const ratio = (key: 'wallMs' | 'cpuMs') => (officialRun[key] / oursRun[key]).toFixed(1);
  console.log(
    `ingest ${MESSAGES} pushed messages over ${CONVERSATIONS} conversations: ours ${oursRun.wallMs.toFixed(0)} ms wall, ${oursRun.cpuMs.toFixed(0)} ms CPU (${oursConvs} conversations), tim-js-sdk ${officialRun.wallMs.toFixed(0)} ms wall, ${officialRun.cpuMs.toFixed(0)} ms CPU (${officialConvs} conversations) -> ${ratio('wallMs')}x faster by wall time, ${ratio('cpuMs')}x by CPU time (target >= 10x; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
  );
  process.exit(0);
}

await main();
