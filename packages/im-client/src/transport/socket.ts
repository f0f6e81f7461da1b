import { ERROR_CODES, ignore, TimError } from '../errors.ts';
import { serviceFor } from '../protocol/wire.ts';
import { decodeFrame, encodeFrame, isPlainFrame, parseFrame, type Body, type Frame, type Head } from './frames.ts';
import { NetStateTracker, PROBE_AGAIN_MS, ReconnectMachine, type NetState, type ReconnectStep } from './reconnect.ts';

/** Timeouts and intervals (spec §8 and §9); tests shorten them. */
export interface Timing {
  requestMs: number;
  loginMs: number;
  heartbeatMs: number;
  /** Idle time before a heartbeat is sent. */
  idleMs: number;
  /** Delay before reconnect attempt n is `reconnectDelayMs * n`. */
  reconnectDelayMs: number;
  tickMs: number;
}

export const DEFAULT_TIMING: Timing = {
  requestMs: 15_000,
  loginMs: 90_000,
  heartbeatMs: 3_000,
  idleMs: 10_000,
  reconnectDelayMs: 1_000,
  tickMs: 1_000,
};

/** Heartbeat answer that ends reconnecting for good (spec §4). */
export const FATAL_HEARTBEAT_CODE = 60002;
/** Answers that end the session whatever the call: kicked out (with KickType), the signature or a2 key expired. */
export const SESSION_ERROR_CODES = new Set([1002, 70001, 20002]);
const MAX_QUEUED = 100;
const SEQ_LIMIT = 2_415_919_103;

export interface SocketLike {
  binaryType: string;
  readyState: number;
  send(data: Uint8Array): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export interface ChannelOptions {
  url: () => string;
  createSocket: SocketFactory;
  timing: Timing;
  head: () => Record<string, unknown>;
  onPush: (frame: Frame) => void;
  /** A received frame that is not a protocol frame at all (text, undecodable bytes). */
  onBadFrame: (what: string) => void;
  /** The socket is open again after a drop: the session logs in again, then calls `release()`. */
  onReopen: () => void;
  onNetState: (state: NetState) => void;
  /** Whether the network is reachable (a real request: `probeNetwork`). */
  probe: () => Promise<boolean>;
  /** A failed answer that concerns the session, not the call: kicked (1002) or signature expired (70001, 20002). */
  onSessionError: (servcmd: string, code: number, body: Body) => void;
}

interface Pending {
  servcmd: string;
  resolve: (body: Body) => void;
  reject: (err: TimError) => void;
  timer: ReturnType<typeof setTimeout>;
}

interface Queued {
  frame: Frame;
  bypass: boolean;
}

export interface RequestOptions {
  timeoutMs?: number;
  /** Sent even while the session is being re-established (login, heartbeat, anonymous calls). */
  bypassGate?: boolean;
  head?: Record<string, unknown>;
}

/**
 * One WebSocket carrying every command: seq matching, per-request timeouts, heartbeat,
 * reconnects with a network probe, and a gate that holds calls until the session is back.
 */
export class Channel {
  private readonly opts: ChannelOptions;
  private socket: SocketLike | null = null;
  private seq = Math.floor(Math.random() * 1_000_000) + 1;
  private readonly pending = new Map<number, Pending>();
  private readonly blocked = new Map<string, number>();
  private queue: Queued[] = [];
  private gateOpen = false;
  private open = false;
  private wasOpened = false;
  private stopped = false;
  private lastReceived = 0;
  private heartbeatInFlight = false;
  private inbox: Promise<void> = Promise.resolve();
  /** Frames queued behind a compressed one that is still inflating. */
  private inboxPending = 0;
  private ticker: ReturnType<typeof setInterval> | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  readonly machine = new ReconnectMachine();
  readonly net: NetStateTracker;

  constructor(opts: ChannelOptions) {
    this.opts = opts;
    this.net = new NetStateTracker(opts.onNetState);
  }

  connect(): void {
    if (this.stopped || this.socket) return;
    this.net.set('connecting');
    let ws: SocketLike;
    try {
      ws = this.opts.createSocket(this.opts.url());
    } catch {
      this.onClosed();
      return;
    }
    ws.binaryType = 'arraybuffer';
    this.socket = ws;
    ws.onopen = () => {
      if (this.socket !== ws) return;
      this.open = true;
      this.lastReceived = Date.now();
      this.machine.opened(Date.now());
      this.net.set('connected');
      this.startTicker();
      this.flush();
      if (this.wasOpened) this.opts.onReopen();
      this.wasOpened = true;
    };
    ws.onmessage = (ev) => {
      if (this.socket !== ws) return;
      this.lastReceived = Date.now();
      // Plain frames are handled at once; compressed ones inflate asynchronously, and frames after one wait for it,
      // so frames are always handled in the order they came.
      if (this.inboxPending === 0 && isPlainFrame(ev.data)) {
        this.handle(parseFrame(ev.data));
        return;
      }
      this.inboxPending++;
      this.inbox = this.inbox
        .then(() => this.receive(ev.data))
        .catch(ignore)
        .finally(() => this.inboxPending--);
    };
    ws.onerror = () => {};
    ws.onclose = () => {
      if (this.socket !== ws) return;
      this.onClosed();
    };
  }

  /** Lets held calls go out: the session is (again) logged in. */
  release(): void {
    this.gateOpen = true;
    this.flush();
  }

  /** Holds calls until `release()` (logged out, or logging in again). */
  hold(): void {
    this.gateOpen = false;
  }

  /** Server overload push: the command is refused locally for `seconds` (spec §8). */
  block(servcmd: string, seconds: number): void {
    this.blocked.set(servcmd, Date.now() + seconds * 1000);
  }

  request(command: string, body: Body, options: RequestOptions = {}): Promise<Body> {
    const servcmd = serviceFor(command, body);
    if (this.stopped) return Promise.reject(new TimError(ERROR_CODES.NETWORK_ERROR));
    // An unblocked command reads undefined, which is never greater.
    if (this.blocked.get(servcmd)! > Date.now()) return Promise.reject(new TimError(ERROR_CODES.SERVER_OVERLOADED));
    this.seq = this.seq >= SEQ_LIMIT ? 1 : this.seq + 1;
    const seq = this.seq;
    const frame: Frame = { head: { ...this.opts.head(), ...options.head, servcmd, seq } as Head, body };
    return new Promise<Body>((resolve, reject) => {
      const timeoutMs = options.timeoutMs ?? this.opts.timing.requestMs;
      const timer = setTimeout(() => {
        this.pending.delete(seq);
        this.queue = this.queue.filter((q) => q.frame.head.seq !== seq);
        reject(new TimError(ERROR_CODES.NETWORK_TIMEOUT, `${servcmd} timed out after ${timeoutMs} ms`));
      }, timeoutMs);
      this.pending.set(seq, { servcmd, resolve, reject, timer });
      const bypass = options.bypassGate === true;
      if (this.open && (bypass || this.gateOpen)) {
        this.write(frame);
      } else {
        if (this.queue.length >= MAX_QUEUED) {
          clearTimeout(timer);
          this.pending.delete(seq);
          reject(new TimError(ERROR_CODES.NETWORK_ERROR));
          return;
        }
        this.queue.push({ frame, bypass });
      }
    });
  }

  /** Closes the socket as a network cut would (tests, browser offline). */
  drop(): void {
    this.socket?.close();
    if (this.socket) this.onClosed();
  }

  /** The tick timer's id (heartbeats, once a tick while connected), -1 without a connection. */
  timerID(): number {
    return this.ticker ? Number(this.ticker) : -1;
  }

  /** The service refused this client for good (60002): no more reconnects, reported disconnected. */
  fatal(): void {
    this.machine.markFatal();
    this.drop();
    this.net.set('disconnected');
  }

  /** Reconnects at once (browser came back online). */
  reconnectNow(): void {
    if (this.stopped || this.socket) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    this.machine.reset();
    this.connect();
  }

  stop(): void {
    this.stopped = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.stopTicker();
    const ws = this.socket;
    this.socket = null;
    this.open = false;
    ws?.close();
    this.failAll(new TimError(ERROR_CODES.NETWORK_ERROR));
    this.queue = [];
    this.net.set('disconnected');
  }

  private write(frame: Frame): void {
    try {
      this.socket?.send(encodeFrame(frame));
    } catch {
      this.drop();
    }
  }

  private flush(): void {
    if (!this.open) return;
    const keep: Queued[] = [];
    for (const q of this.queue) {
      if (q.bypass || this.gateOpen) this.write(q.frame);
      else keep.push(q);
    }
    this.queue = keep;
  }

  private async receive(data: unknown): Promise<void> {
    // The protocol is binary; text frames are not ours.
    if (typeof data === 'string') return this.opts.onBadFrame('a text frame');
    this.handle(await decodeFrame(data as ArrayBuffer));
  }

  private handle(frame: Frame | null): void {
    if (!frame) return this.opts.onBadFrame('a frame that is not {head, body} JSON');
    const seq = Number(frame.head.seq);
    const waiting = this.pending.get(seq);
    if (waiting && waiting.servcmd === frame.head.servcmd) {
      this.pending.delete(seq);
      clearTimeout(waiting.timer);
      const code = Number(frame.body.ErrorCode ?? 0);
      if (SESSION_ERROR_CODES.has(code)) this.opts.onSessionError(waiting.servcmd, code, frame.body);
      if (code !== 0 || frame.body.ActionStatus === 'FAIL') {
        waiting.reject(
          new TimError(code || ERROR_CODES.UNCAUGHT_ERROR, String(frame.body.ErrorInfo ?? ''), {
            response: frame.body,
          }),
        );
      } else {
        waiting.resolve(frame.body);
      }
      return;
    }
    this.opts.onPush(frame);
  }

  private failAll(err: TimError): void {
    for (const [seq, p] of this.pending) {
      const queued = this.queue.some((q) => q.frame.head.seq === seq);
      if (queued) continue;
      clearTimeout(p.timer);
      p.reject(err);
      this.pending.delete(seq);
    }
  }

  private onClosed(): void {
    this.socket = null;
    this.open = false;
    this.gateOpen = false;
    this.heartbeatInFlight = false;
    this.stopTicker();
    // Calls already written are lost with the socket; queued ones wait for the next one.
    this.failAll(new TimError(ERROR_CODES.NETWORK_ERROR));
    if (this.stopped) return;
    this.net.set('connecting');
    this.follow(this.machine.closed(Date.now()));
  }

  private follow(step: ReconnectStep): void {
    if (step.action === 'stop') {
      this.net.set('disconnected');
      return;
    }
    if (step.action === 'probe') {
      void this.opts.probe().then((online) => {
        if (!this.stopped && !this.socket) this.follow(this.machine.probed(online));
      });
      return;
    }
    if (step.action === 'probeLater') {
      this.net.set('disconnected');
      this.retryTimer = setTimeout(() => {
        this.retryTimer = null;
        this.follow({ action: 'probe' });
      }, PROBE_AGAIN_MS);
      return;
    }
    const delay = this.opts.timing.reconnectDelayMs * (step.attempt - 1);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.connect();
    }, delay);
  }

  private startTicker(): void {
    this.stopTicker();
    this.ticker = setInterval(() => this.tick(), this.opts.timing.tickMs);
  }

  private stopTicker(): void {
    if (this.ticker) clearInterval(this.ticker);
    this.ticker = null;
  }

  private tick(): void {
    if (!this.open || this.heartbeatInFlight) return;
    if (Date.now() - this.lastReceived < this.opts.timing.idleMs) return;
    this.heartbeatInFlight = true;
    this.request('heartbeat.alive', {}, { timeoutMs: this.opts.timing.heartbeatMs, bypassGate: true }).then(
      () => {
        this.heartbeatInFlight = false;
      },
      (err: TimError) => {
        this.heartbeatInFlight = false;
        if (err.code === FATAL_HEARTBEAT_CODE) {
          this.fatal();
        } else if (err.code === ERROR_CODES.NETWORK_TIMEOUT) {
          this.drop();
        }
      },
    );
  }
}
