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
  let resolveDone: () => void = () => {};
  const done = new Promise<void>((r) => {
    resolveDone = r;
  });
  onReceived((n) => {
    received += n;
    if (received >= MESSAGES) resolveDone();
  });
  // The frames are encoded before the clock starts: the bench times the clients' ingestion, not the encoding.
  const now = Math.floor(Date.now() / 1000);
  const frames = Array.from({ length: MESSAGES }, (_, i) =>
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
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  for (let i = 0; i < MESSAGES; i++) {
    server.sendRaw(user, frames[i] as string);
    if (i % 500 === 499) await new Promise((r) => setImmediate(r));
  }
  await done;
  const cpu = process.cpuUsage(cpuStart);
  return { wallMs: performance.now() - start, cpuMs: (cpu.user + cpu.system) / 1000 };
}

async function main(): Promise<void> {
  const sizes = await bundleSizes();
  console.log(
    `bundle (gzip -9): ours ${sizes.ours} B (raw minified ${sizes.oursRaw} B) vs tim-js.js ${sizes.official} B -> ${((sizes.ours / sizes.official) * 100).toFixed(1)} % (target <= 33.3 %)`,
  );

  const server = await startImServer({ dbPath: ':memory:', secretKey: SECRET, sdkAppId: APP_ID });
  const ours = TIM.create({ SDKAppID: APP_ID, proxyServer: server.url });
  const ready = new Promise((r) => ours.on(TIM.EVENT.SDK_READY, r));
  await ours.login({ userID: 'bench-ours', userSig: generateUserSig(APP_ID, SECRET, 'bench-ours', 3600) });
  await ready;
  const oursRun = await ingest(server, 'bench-ours', (count) =>
    ours.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => count((e.data as unknown[]).length)),
  );
  const oursConvs = (await ours.getConversationList()).data.conversationList.length;
  await ours.destroy();

  const official = await officialLogin(
    server.url,
    APP_ID,
    'bench-official',
    generateUserSig(APP_ID, SECRET, 'bench-official', 3600),
  );
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
