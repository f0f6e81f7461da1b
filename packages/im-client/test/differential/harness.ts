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
}

/** Commands either SDK sends on its own timers or after a push, whatever method runs. */
export const BACKGROUND =
  /^(heartbeat\.alive|im_open_status\.wshello|imopenstat\.|openim\.ws_msg_push_ack|openim\.getmsg|openim\.authkey|im_sdk_config_mgr\.|im_msg_audit_mgr\.|group_open_long_polling)/;

/** Frames the service sends unasked (not answers): what the replay feeds both SDKs alike. */
export const PUSH_CMD = /^(im_open_push\.|im_open_status\.stat_forceoffline|OverLoadPush\.)/;

/**
 * The pushes a side's socket received (as sent, in order); while `hold` is set its own server's pushes are
 * recorded but not delivered, and `feed` delivers a push recorded elsewhere as if its server had sent it.
 */
export interface Replay {
  received: string[];
  hold: boolean;
  feed: (text: string) => void;
}

const servcmdOf = (text: string): string => {
  try {
    return String((JSON.parse(text) as { head?: { servcmd?: unknown } }).head?.servcmd ?? '');
  } catch {
    return '';
  }
};

/**
 * A `ws` socket class recording every frame sent through it into `frames`, and with `replay`, the pushes it
 * receives (the newest socket is the one fed).
 */
export function recordingSocket(frames: Frame[], replay?: Replay): typeof WebSocket {
  return class Recording extends WebSocket {
    override emit(event: string | symbol, ...args: unknown[]): boolean {
      if (replay && event === 'open') replay.feed = (text) => super.emit('message', Buffer.from(text), false);
      if (replay && event === 'message' && PUSH_CMD.test(servcmdOf(String(args[0])))) {
        replay.received.push(String(args[0]));
        if (replay.hold) return true;
      }
      return super.emit(event, ...args);
    }

    override send(data: unknown, ...rest: unknown[]): void {
      try {
        const text =
          typeof data === 'string'
            ? data
            : new TextDecoder().decode(data as ArrayBuffer | ArrayBufferView<ArrayBuffer>);
        const frame = JSON.parse(text) as { head: { servcmd: string }; body: Record<string, unknown> };
        if (!BACKGROUND.test(frame.head.servcmd)) frames.push({ servcmd: frame.head.servcmd, body: frame.body });
      } catch {
        // A frame that is not JSON carries no command.
      }
      (super.send as (...args: unknown[]) => void)(data, ...rest);
    }
  };
}

export const ME = 'dme';
/** Our client as these users acts on both servers alike (fixtures, then the pushes). */
export const PEERS = ['dpeer', 'dpeer2', 'dpeer3', 'dpeer4', 'dpeer5'] as const;
export type Peers = Record<(typeof PEERS)[number], ChatClient>;

/** Starts a server, runs the fixture on it, then logs `ME` in with the side's SDK. */
export async function startSide(
  name: Side['name'],
  fixture: (server: ImServer, peers: Peers) => Promise<void>,
): Promise<Side> {
  const server = await startServer();
  const peers = {} as Peers;
  for (const id of PEERS) peers[id] = await ourLogin(server.url, id);
  await fixture(server, peers);
  const frames: Frame[] = [];
  const events: Emitted[] = [];
  const replay: Replay = { received: [], hold: false, feed: () => undefined };
  const Socket = recordingSocket(frames, replay);
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
    if (event !== T.EVENT.SDK_READY) tim.on(event, (e: { name: string; data: unknown }) => events.push(e));
  const ready = new Promise((r) => tim.on(T.EVENT.SDK_READY, r));
  await tim.login({ userID: ME, userSig: sig(ME) });
  await ready;
  return { name, server, T, tim, peers, frames, events, replay, vars: {} };
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
