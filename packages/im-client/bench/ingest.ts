import { fork } from 'node:child_process';
import { once } from 'node:events';
import { availableParallelism, loadavg } from 'node:os';
import { generateUserSig } from '@live/im-server';
import WebSocket from 'ws';
import TIM from '../src/index.ts';
import { officialLogin } from '../test/support/official-sdk.ts';
import type { ServiceAnswer, ServiceCommand } from './ingest-service.ts';

/**
 * `npm run bench`: ingest of 10,000 pushed one-to-one messages by our client and by tim-js-sdk 2.27.6 in the same
 * run, timed from the first push to the last message handed to the app's MESSAGE_RECEIVED handler. Both get the same
 * conditions: the same socket library (`ws`, which the official SDK needs in Node), a service in its own process
 * (its CPU time is neither client's) warmed up by the same frames before either is timed, and a full GC before each
 * timed run when Node runs with --expose-gc (the package's bench script does).
 */
const APP_ID = 1400000001;
const SECRET = 'bench-secret';
const CONVERSATIONS = 1000;
const MESSAGES = 10_000;
const sig = (user: string): string => generateUserSig(APP_ID, SECRET, user, 3600);

interface Run {
  wallMs: number;
  cpuMs: number;
  serviceCpuMs: number;
}

/** The service process and its command/answer channel (one command at a time). */
class Service {
  private readonly child = fork(
    new URL('./ingest-service.ts', import.meta.url),
    [String(APP_ID), SECRET, String(CONVERSATIONS)],
    { execArgv: [] },
  );

  async ask(command: ServiceCommand | null): Promise<ServiceAnswer> {
    const answer = once(this.child, 'message') as Promise<[ServiceAnswer]>;
    if (command) this.child.send(command);
    return (await answer)[0];
  }

  async prepare(user: string): Promise<void> {
    await this.ask({ prepare: user, count: MESSAGES });
  }

  /** Pushes the prepared frames; resolves with the service's own CPU time for it. */
  async push(user: string): Promise<number> {
    const answer = await this.ask({ push: user });
    return 'cpuMs' in answer ? answer.cpuMs : Number.NaN;
  }

  close(): void {
    this.child.send({ close: true });
  }
}

/** A promise and the function that resolves it. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/**
 * Pushes the frames once to a bare socket (no SDK), untimed: the service's send path and the socket library's
 * receive path are compiled before either SDK is timed, so the SDK timed first does not pay for that warm-up.
 */
async function warmUp(service: Service, url: string): Promise<void> {
  const user = 'bench-warmup';
  const ws = new WebSocket(url);
  ws.binaryType = 'arraybuffer';
  let frames = 0;
  const loggedIn = signal();
  const done = signal();
  ws.onmessage = () => {
    frames++;
    if (frames === 1) loggedIn.resolve();
    if (frames > MESSAGES) done.resolve();
  };
  await once(ws, 'open');
  const head = { servcmd: 'im_open_status.wslogin', seq: 1, sdkappid: APP_ID, identifier: user, usersig: sig(user) };
  ws.send(new TextEncoder().encode(JSON.stringify({ head, body: {} })));
  await loggedIn.promise;
  await service.prepare(user);
  await service.push(user);
  await done.promise;
  ws.close();
}

/** Times the ingest of the pushed messages; `subscribe` hands the handler a counter of delivered messages. */
async function ingest(service: Service, user: string, subscribe: (count: (n: number) => void) => void): Promise<Run> {
  let received = 0;
  const done = signal();
  subscribe((n) => {
    received += n;
    if (received >= MESSAGES) done.resolve();
  });
  await service.prepare(user);
  (globalThis as { gc?: () => void }).gc?.();
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  const pushed = service.push(user);
  await done.promise;
  const cpu = process.cpuUsage(cpuStart);
  const wallMs = performance.now() - start;
  return { wallMs, cpuMs: (cpu.user + cpu.system) / 1000, serviceCpuMs: await pushed };
}

const service = new Service();
const started = await service.ask(null);
const url = 'url' in started ? started.url : '';
await warmUp(service, url);

const ours = TIM.create({ SDKAppID: APP_ID, proxyServer: url, WebSocket });
const ready = new Promise((r) => ours.on(TIM.EVENT.SDK_READY, r));
await ours.login({ userID: 'bench-ours', userSig: sig('bench-ours') });
await ready;
const oursRun = await ingest(service, 'bench-ours', (count) =>
  ours.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => count((e.data as unknown[]).length)),
);
const oursConvs = (await ours.getConversationList()).data.conversationList.length;
await ours.destroy();

const official = await officialLogin(url, APP_ID, 'bench-official', sig('bench-official'));
const officialRun = await ingest(service, 'bench-official', (count) =>
  official.on('onMessageReceived', (e: { data: unknown[] }) => count(e.data.length)),
);
// The official SDK lists conversations from its own (throttled) cache: let it settle before counting.
await new Promise((r) => setTimeout(r, 1100));
const officialConvs = (await official.getConversationList()).data.conversationList.length;
await official.logout().catch(() => undefined);
service.close();

const ratio = (key: 'wallMs' | 'cpuMs') => (officialRun[key] / oursRun[key]).toFixed(1);
const ms = (n: number) => n.toFixed(0);
console.log(
  `ingest ${MESSAGES} pushed messages over ${CONVERSATIONS} conversations: ours ${ms(oursRun.wallMs)} ms wall, ${ms(oursRun.cpuMs)} ms CPU (${oursConvs} conversations), tim-js-sdk ${ms(officialRun.wallMs)} ms wall, ${ms(officialRun.cpuMs)} ms CPU (${officialConvs} conversations) -> ${ratio('wallMs')}x faster by wall time, ${ratio('cpuMs')}x by CPU time (target >= 10x; service in its own process: ${ms(oursRun.serviceCpuMs)} / ${ms(officialRun.serviceCpuMs)} ms CPU pushing; gc between runs: ${'gc' in globalThis ? 'yes' : 'no'}; load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores)`,
);
process.exit(0);
