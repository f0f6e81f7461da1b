import type { ImServer } from '@live/im-server';
import WebSocket from 'ws';
import TIM, { type ChatClient } from '../../src/index.ts';
import { loadOfficialSdk, type Tim } from '../support/official-sdk.ts';
import { APP_ID, ourLogin, sig, startServer } from '../support/server.ts';

/**
 * One side of the differential run (issue #29): an SDK logged in as the same user on its own im-server, each
 * server brought to the same state by the same fixture, every frame the SDK sends and every event it emits
 * recorded.
 */
export interface Side {
  name: 'official' | 'ours';
  server: ImServer;
  /** The SDK's namespace (EVENT, TYPES) and its instance. */
  T: { EVENT: Record<string, string>; TYPES: Record<string, string> };
  tim: Tim;
  /** Our client logged in as each peer on this side's server: they act the same on both sides. */
  peers: Peers;
  frames: Frame[];
  /** Every frame the SDK sent since its login began, the background commands too (the login check). */
  sent: Frame[];
  events: Emitted[];
  /** The pushes this side's SDK received, and the way to hold them back or feed it others (the replay). */
  replay: Replay;
  /** What one scenario left for the next (messages, ids), per side. */
  vars: Record<string, unknown>;
}

export interface Frame {
  servcmd: string;
  body: Record<string, unknown>;
}

export interface Emitted {
  name: string;
  data: unknown;
  /** When it was emitted (Date.now()). */
  at: number;
}

/**
 * Commands either SDK sends on its own timers (heartbeats, the official SDK's reports) or while a live room is
 * joined (its long poll, held open by the service), whatever method runs: left out of the methods' rows. Every
 * other command counts, a push's ack and the sync it sets off too: one SDK sending it and the other not is a
 * difference.
 */
export const BACKGROUND = /^(heartbeat\.alive|im_open_status\.wshello|imopenstat\.|group_open_long_polling)/;

/** Commands sent on a timer alone (heartbeats, the official SDK's reports), whenever it fires: not login's. */
export const TIMER_CMD = /^(heartbeat\.alive|im_open_status\.wshello|imopenstat\.)/;

/** Frames the service sends unasked (not answers): what the replay feeds both SDKs alike. */
export const PUSH_CMD = /^(im_open_push\.|im_open_status\.stat_forceoffline|OverLoadPush\.)/;

/**
 * The pushes a side's socket receives: while `hold` is set its own server's pushes are not delivered, and `feed`
 * delivers a push received elsewhere as if its server had sent it.
 */
export interface Replay {
  hold: boolean;
  feed: (text: string) => void;
  /** Called with each push as this side's socket receives it (the official side relays them to ours). */
  onPush?: (text: string) => void;
}

/**
 * Commands whose answers stay live on both sides: the session's own (login keys, instance ids, heartbeats) and the
 * live room's long poll, which its server holds open until a message comes.
 */
const LIVE_ANSWER = /^(im_open_status\.|heartbeat\.|group_open_long_polling)/;

/**
 * The answers the official SDK got, by command and normalised request body (random ids, counters and times set
 * aside, as the wire comparison does): recorded as the official SDK runs, then taken in order when our client sends
 * the same request, so both read the very same answers (issue #29: results compare like for like, whatever
 * each server's own sequences, times and state). A request the official SDK did not send gets its own server's
 * live answer; so does every request while nothing is recorded.
 */
export class AnswerBook {
  /** The answers of the scenario before and of this one, by key, oldest first. */
  private before = new Map<string, unknown[]>();
  private now = new Map<string, unknown[]>();
  private waiting = new Map<string, ((body: unknown) => void)[]>();
  /** How long our request waits for the official SDK's answer to the same one (the pushes run both at once). */
  waitMs = 0;
  /** Our requests given a recorded answer, and those left with their live one (printed with the table). */
  replayed = 0;
  live: string[] = [];

  /**
   * A new scenario: answers match within it and the one before (a request an SDK sends on its own once a call
   * has resolved can fall in the next scenario); older unused ones are forgotten.
   */
  next(): void {
    this.before = this.now;
    this.now = new Map();
  }

  record(key: string, body: unknown): void {
    const waiter = this.waiting.get(key)?.shift();
    if (waiter) waiter(body);
    else this.now.set(key, [...(this.now.get(key) ?? []), body]);
  }

  /** The oldest unused answer to `key`, or undefined (then the live answer stands). */
  async take(key: string): Promise<unknown> {
    const body = await this.find(key);
    if (body === undefined) this.live.push(key);
    else this.replayed++;
    return body;
  }

  private find(key: string): Promise<unknown> {
    const list = this.before.get(key)?.length ? this.before.get(key) : this.now.get(key);
    if (list?.length) return Promise.resolve(list.shift());
    if (this.waitMs <= 0) return Promise.resolve(undefined);
    return new Promise((resolve) => {
      const waiters = this.waiting.get(key) ?? [];
      this.waiting.set(key, waiters);
      const done = (body: unknown) => {
        clearTimeout(timer);
        resolve(body);
      };
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(done), 1);
        resolve(undefined);
      }, this.waitMs);
      waiters.push(done);
    });
  }
}

interface Parsed {
  head: { servcmd?: unknown; seq?: unknown };
  body: Record<string, unknown>;
}

/** A frame's text, whatever form the socket gives it in (ours reads ArrayBuffers, the official SDK Buffers). */
const textOf = (data: unknown): string =>
  typeof data === 'string' ? data : new TextDecoder().decode(data as ArrayBuffer | ArrayBufferView<ArrayBuffer>);

/** A frame as the socket hands its binary messages over (its binaryType). */
const asReceived = (text: string, binaryType: string): ArrayBuffer | Buffer => {
  const bytes = Buffer.from(text);
  return binaryType === 'arraybuffer' ? new Uint8Array(bytes).buffer : bytes;
};

const parse = (text: string): Parsed | undefined => {
  try {
    const frame = JSON.parse(text) as Parsed;
    return frame?.head ? frame : undefined;
  } catch {
    return undefined;
  }
};

/** What an answer is matched by: the command and the request's body, normalised. */
const answerKey = (servcmd: string, body: unknown): string => `${servcmd} ${JSON.stringify(normalise(body))}`;

/**
 * A `ws` socket class recording every frame sent through it into `frames`, and with `replay`, the pushes it
 * receives (the newest socket is the one fed). With `answers`, the official side records the answers it gets and
 * ours is handed the recorded answer in place of its server's (its request still reaches its server, so both
 * servers change alike).
 */
export function recordingSocket(
  frames: Frame[],
  replay?: Replay,
  answers?: { book: AnswerBook; role: 'record' | 'replay' },
  sent?: Frame[],
): typeof WebSocket {
  return class Recording extends WebSocket {
    /** The key of each request awaiting its answer, by command and head.seq (how answers are matched). */
    private asked = new Map<string, string>();

    override emit(event: string | symbol, ...args: unknown[]): boolean {
      if (replay && event === 'open')
        replay.feed = (text) => super.emit('message', asReceived(text, this.binaryType), true);
      if (event !== 'message') return super.emit(event, ...args);
      const text = textOf(args[0]);
      const frame = parse(text);
      const servcmd = String(frame?.head.servcmd ?? '');
      if (replay && PUSH_CMD.test(servcmd)) {
        replay.onPush?.(text);
        if (replay.hold) return true;
      }
      const asked = `${servcmd}#${String(frame?.head.seq)}`;
      const key = this.asked.get(asked);
      if (!answers || !frame || key === undefined) return super.emit(event, ...args);
      this.asked.delete(asked);
      if (answers.role === 'record') {
        answers.book.record(key, frame.body);
        return super.emit(event, ...args);
      }
      void answers.book.take(key).then((body) => {
        const answer =
          body === undefined ? args[0] : asReceived(JSON.stringify({ head: frame.head, body }), this.binaryType);
        super.emit(event, answer, ...args.slice(1));
      });
      return true;
    }

    override send(data: unknown, ...rest: unknown[]): void {
      const frame = parse(textOf(data));
      // A frame that is not JSON (compressed) carries no command that can be read.
      if (frame && typeof frame.head.servcmd === 'string') {
        const servcmd = frame.head.servcmd;
        sent?.push({ servcmd, body: frame.body });
        if (!BACKGROUND.test(servcmd)) frames.push({ servcmd, body: frame.body });
        if (answers && !LIVE_ANSWER.test(servcmd))
          this.asked.set(`${servcmd}#${String(frame.head.seq)}`, answerKey(servcmd, frame.body));
      }
      (super.send as (...args: unknown[]) => void)(data, ...rest);
    }
  };
}

export const ME = 'dme';
/** Our client as these users acts on both servers alike (fixtures, then the pushes). */
export const PEERS = ['dpeer', 'dpeer2', 'dpeer3', 'dpeer4', 'dpeer5'] as const;
export type Peers = Record<(typeof PEERS)[number], ChatClient>;

/** Starts a server and runs the fixture on it, with the peers logged in. */
export async function startFixture(
  fixture: (server: ImServer, peers: Peers) => Promise<void>,
): Promise<{ server: ImServer; peers: Peers }> {
  const server = await startServer();
  const peers = {} as Peers;
  for (const id of PEERS) peers[id] = await ourLogin(server.url, id);
  await fixture(server, peers);
  return { server, peers };
}

/** Logs `ME` in with the side's SDK on its server, recording (official) or replayed (ours). */
export async function loginSide(
  name: Side['name'],
  server: ImServer,
  peers: Peers,
  answers: AnswerBook,
): Promise<Side> {
  const frames: Frame[] = [];
  const sent: Frame[] = [];
  const events: Emitted[] = [];
  const replay: Replay = { hold: false, feed: () => undefined };
  const book = { book: answers, role: name === 'official' ? ('record' as const) : ('replay' as const) };
  const Socket = recordingSocket(frames, replay, book, sent);
  let T: Side['T'];
  let tim: Tim;
  if (name === 'official') {
    const OfficialTIM = loadOfficialSdk();
    // The SDK opens every socket (reconnects too) with the global WebSocket: left recording for the whole run.
    (globalThis as { WebSocket?: unknown }).WebSocket = Socket;
    tim = OfficialTIM.create({ SDKAppID: APP_ID, proxyServer: server.url });
    tim.setLogLevel(4);
    T = OfficialTIM;
  } else {
    tim = TIM.create({ SDKAppID: APP_ID, proxyServer: server.url, WebSocket: Socket });
    T = TIM as unknown as Side['T'];
  }
  for (const event of Object.values(T.EVENT))
    if (event !== T.EVENT.SDK_READY)
      tim.on(event, (e: { name: string; data: unknown }) =>
        events.push({ name: e.name, data: e.data, at: Date.now() }),
      );
  const ready = new Promise((r) => tim.on(T.EVENT.SDK_READY, r));
  await tim.login({ userID: ME, userSig: sig(ME) });
  await ready;
  return { name, server, T, tim, peers, frames, sent, events, replay, vars: {} };
}

const TIME_KEY = /time|Time|stamp|Stamp/;
/** Sequence keys: one-to-one sequences start at a random number on each side (group ones here stay small). */
const SEQ_KEY = /seq|Seq/;
/** Keys whose values each SDK draws at random or from its own counters. */
const RANDOM_KEY =
  /^(Random|MsgRandom|ClientSeq|MsgClientTime|random|messageRandom|clientSequence|clientTime|ID|instanceID|uuid|UUID|MsgKey|messageKey|Sign|sign|Authentication|authentication|BytesKey)$/;

/** A value with the SDK's random ids, its counters and the clock's times replaced by markers. */
export function normalise(value: unknown, key = ''): unknown {
  if (RANDOM_KEY.test(key)) return value === undefined || value === '' ? value : '<random>';
  if (typeof value === 'number' && TIME_KEY.test(key) && value > 1e9) return '<time>';
  if (typeof value === 'number' && SEQ_KEY.test(key) && value > 1000) return '<seq>';
  if (typeof value === 'number' && value > 1.5e9 && value < 2.2e9) return '<time>';
  if (typeof value === 'number' && value > 1.5e12 && value < 2.2e12) return '<time>';
  // Long numbers in ids (tiny ids, message keys) and the service's random topic suffixes.
  if (typeof value === 'string')
    return value.replace(/@TOPIC#_[0-9a-f]{12}$/, '@TOPIC#_<random>').replace(/\d{6,}/g, '<n>');
  if (Array.isArray(value)) return value.map((v) => normalise(v));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(value).sort()) {
      const v = (value as Record<string, unknown>)[k];
      if (typeof v === 'function' || v === undefined) continue;
      out[k] = normalise(v, k);
    }
    return out;
  }
  return value;
}

/** Frames as comparable text: one line per frame, sorted (the SDKs may order parallel commands differently). */
export function wireOf(frames: Frame[]): string[] {
  return frames.map((f) => `${f.servcmd} ${JSON.stringify(normalise(f.body))}`).sort();
}

/** A call's outcome: its resolved data or its rejection code, plain and normalised. */
export async function outcome(run: () => unknown, timeoutMs: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const value = await Promise.race([
      Promise.resolve().then(run),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject({ code: 'timeout' }), timeoutMs);
      }),
    ]);
    return { resolved: normalise(plain(value)) };
  } catch (err) {
    const e = err as { code?: unknown };
    return { rejected: e?.code ?? String(err) };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A value as the app sees its fields: own enumerable fields, private (`_`) ones and functions left out, a field
 * pointing back at an enclosing object cut.
 */
export function plain(value: unknown, above: object[] = []): unknown {
  if (!value || typeof value !== 'object') return value;
  if (above.includes(value)) return '<cycle>';
  const inner = [...above, value];
  if (Array.isArray(value)) return value.map((v) => plain(v, inner));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value))
    if (!k.startsWith('_') && typeof v !== 'function' && v !== undefined) out[k] = plain(v, inner);
  return out;
}

export async function closeSide(side: Side): Promise<void> {
  await Promise.allSettled([...Object.values(side.peers).map((p) => p.destroy())]);
  try {
    await side.tim.destroy();
  } catch {
    // Already destroyed by its scenario.
  }
  await side.server.close();
}
