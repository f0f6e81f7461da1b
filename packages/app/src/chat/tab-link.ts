/**
 * One chat connection for every tab of a browser signed in as the same chat user (issue #29 item 5).
 *
 * Why: the cloud lets one web instance of an account be online by default (the console's "online web instances"
 * is 1); a second tab logging in kicks the first (kick kind 1, multipleAccount), and im-server does the same. So
 * the tabs of one account share one socket: the tab holding the Web Lock named after the account (the leader)
 * owns the real WebSocket; every other tab's chat client is given a socket that goes through the leader over a
 * BroadcastChannel. Each tab keeps its own full chat client (its own state, events and calls); the leader
 * forwards a follower's frames under its own sequence numbers and routes the answers back, sends pushes to every
 * tab, and answers a follower's login with its own login answer (one login on the wire) and its logout locally
 * (the shared session stays). When the leader's tab closes, the lock passes to another tab, which says so, and
 * every client reconnects through it; a leader that no longer answers (a frozen tab) has its lock stolen.
 */
import { decodeFrame, encodeFrame, type Frame, parseFrame } from '@live/im-client/frames';

/** The part of a WebSocket the chat client uses. */
export interface LinkedSocket {
  binaryType: string;
  readyState: number;
  send(data: Uint8Array): void;
  close(): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
}

type Note =
  | { t: 'open'; key: string }
  | { t: 'send'; key: string; data: Uint8Array }
  | { t: 'close'; key: string }
  /** The leader has the socket's request and opens it once its own socket is open. */
  | { t: 'held'; key: string }
  | { t: 'opened'; key: string }
  /** An answer to one follower socket (`key`), or a push for every tab's socket (no key). */
  | { t: 'frame'; key?: string; data: unknown }
  /** One follower socket closed (`key`), or all of them (the leader's socket closed). */
  | { t: 'closed'; key?: string }
  /** A new leader: every follower socket reconnects through it. */
  | { t: 'leader' };

/** How long a follower waits for a leader to acknowledge its socket before taking the lead itself. */
export const OPEN_TIMEOUT_MS = 3000;
/** Follower requests go out numbered from here, far from a client's own numbers (below 10^6 plus its calls). */
const FOLLOWER_SEQ_FROM = 2_000_000_000;
const FOLLOWER_SEQ_TO = 2_400_000_000;
const LOGIN = 'im_open_status.wslogin';
const LOGOUT = 'im_open_status.wslogout';

export interface TabLinkEnv {
  BroadcastChannel: typeof BroadcastChannel;
  locks: LockManager;
  WebSocket: new (url: string) => WebSocket;
}

export interface TabLink {
  /** The socket constructor to give the chat client (`create({ WebSocket })`). */
  readonly WebSocket: new (url: string) => LinkedSocket;
  /** Settled once this tab knows whether it leads (a client made before would first try the other role). */
  readonly ready: Promise<void>;
  readonly isLeader: () => boolean;
  /** Leaves the link: the lock is released (another tab may lead) and this tab's sockets close. */
  close(): void;
}

function env(): TabLinkEnv | null {
  const g = globalThis as Partial<TabLinkEnv> & { navigator?: { locks?: LockManager } };
  const locks = g.navigator?.locks;
  if (!g.BroadcastChannel || !locks || !g.WebSocket) return null;
  return { BroadcastChannel: g.BroadcastChannel, locks, WebSocket: g.WebSocket };
}

/** The link for chat user `name`, or null where the browser has no BroadcastChannel or Web Locks (a socket per tab). */
export function tabLink(name: string, runtime: TabLinkEnv | null = env()): TabLink | null {
  if (!runtime) return null;
  return new Link(`live-chat:${name}`, runtime);
}

class Link implements TabLink {
  readonly WebSocket: new (url: string) => LinkedSocket;
  readonly ready: Promise<void>;
  private readonly name: string;
  private readonly runtime: TabLinkEnv;
  private readonly channel: BroadcastChannel;
  private readonly tab = Math.random().toString(36).slice(2);
  private count = 0;
  private leader = false;
  private closed = false;
  /** Resolving it releases the held lock; the controller withdraws a request still waiting. */
  private releaseLock: (() => void) | null = null;
  private waiting: AbortController | null = null;
  /** This tab's sockets by key (the chat client makes one at a time). */
  private readonly sockets = new Map<string, Socket>();
  // Leader only:
  private upstream: WebSocket | null = null;
  private upstreamOwner: Socket | null = null;
  /** The leader's own login answer, given to followers logging in (null until the shared session is logged in). */
  private login: Frame['body'] | null = null;
  private readonly ownPending = new Map<number, string>();
  private readonly routes = new Map<number, { key: string; seq: number; servcmd: string }>();
  private readonly followers = new Set<string>();
  private readonly waitingOpen = new Set<string>();
  private waitingLogin: { key: string; frame: Frame }[] = [];
  private nextSeq = FOLLOWER_SEQ_FROM;
  private inbox: Promise<void> = Promise.resolve();

  constructor(name: string, runtime: TabLinkEnv) {
    this.name = name;
    this.runtime = runtime;
    this.channel = new runtime.BroadcastChannel(name);
    this.channel.onmessage = (event: MessageEvent<Note>) => this.onNote(event.data);
    const link = this;
    this.WebSocket = class extends Socket {
      constructor(url: string) {
        super(`${link.tab}:${(link.count += 1)}`, link);
        link.attach(this, url);
      }
    };
    this.ready = new Promise((settled) => this.requestLock('try', settled));
  }

  isLeader = (): boolean => this.leader;

  close(): void {
    if (this.closed) return;
    // The leader's socket first, so the other tabs hear it closed and reconnect through the next leader.
    this.closeUpstream();
    this.closed = true;
    this.waiting?.abort();
    this.releaseLock?.();
    this.releaseLock = null;
    this.leader = false;
    for (const socket of this.sockets.values()) this.closeLocal(socket);
    this.channel.close();
  }

  private post(note: Note): void {
    if (!this.closed) this.channel.postMessage(note);
  }

  /** 'try' takes the lock if it is free, else waits in line; 'steal' takes it from a leader that no longer answers. */
  private requestLock(mode: 'try' | 'wait' | 'steal', settled?: () => void): void {
    if (this.closed) return settled?.();
    this.waiting?.abort();
    const waiting = mode === 'wait' ? new AbortController() : null;
    this.waiting = waiting;
    const options: LockOptions =
      mode === 'try' ? { ifAvailable: true } : waiting ? { signal: waiting.signal } : { steal: true };
    let granted = false;
    this.runtime.locks
      .request(this.name, options, (lock) => {
        if (!lock) {
          settled?.();
          return this.requestLock('wait');
        }
        granted = true;
        if (this.waiting === waiting) this.waiting = null;
        return new Promise<void>((resolve) => {
          this.releaseLock = resolve;
          this.becomeLeader();
          settled?.();
        });
      })
      // A withdrawn request rejects unheard; a held lock that another tab stole makes this tab a follower again.
      .catch(() => {
        if (granted) this.demote();
      });
  }

  private becomeLeader(): void {
    if (this.closed) return this.releaseLock?.();
    this.leader = true;
    this.post({ t: 'leader' });
    // This tab's client reconnects, now on the real socket.
    for (const socket of this.sockets.values()) this.closeLocal(socket);
  }

  private demote(): void {
    this.releaseLock = null;
    if (!this.leader) return;
    this.leader = false;
    this.closeUpstream();
    this.requestLock('wait');
  }

  /** A socket the client just made: the real one on the leader, a forwarded one elsewhere. */
  attach(socket: Socket, url: string): void {
    this.sockets.set(socket.key, socket);
    if (this.closed) return this.closeLocal(socket);
    if (this.leader) return this.openUpstream(socket, url);
    this.post({ t: 'open', key: socket.key });
    setTimeout(() => {
      if (socket.held || socket.readyState !== 0 || !this.sockets.has(socket.key)) return;
      // Nobody answered: no leader, or one that no longer runs. This tab takes the lead; the client reconnects.
      this.closeLocal(socket);
      if (!this.leader) this.requestLock('steal');
    }, OPEN_TIMEOUT_MS);
  }

  send(socket: Socket, data: Uint8Array): void {
    if (socket === this.upstreamOwner && this.upstream) {
      const frame = parseFrame(data);
      if (frame) {
        this.ownPending.set(Number(frame.head.seq), frame.head.servcmd);
        if (frame.head.servcmd === LOGOUT) this.login = null;
      }
      this.upstream.send(data as Uint8Array<ArrayBuffer>);
    } else if (!this.leader) {
      this.post({ t: 'send', key: socket.key, data });
    }
  }

  detach(socket: Socket): void {
    if (socket === this.upstreamOwner) this.closeUpstream();
    else if (socket.readyState !== 3) this.post({ t: 'close', key: socket.key });
    this.closeLocal(socket);
  }

  private closeLocal(socket: Socket): void {
    this.sockets.delete(socket.key);
    if (socket.readyState === 3) return;
    socket.readyState = 3;
    queueMicrotask(() => socket.onclose?.({}));
  }

  private openUpstream(socket: Socket, url: string): void {
    this.closeUpstream();
    const ws = new this.runtime.WebSocket(url);
    ws.binaryType = 'arraybuffer';
    this.upstream = ws;
    this.upstreamOwner = socket;
    ws.onopen = () => {
      if (this.upstream !== ws) return;
      socket.readyState = 1;
      socket.onopen?.({});
      for (const key of this.waitingOpen) this.openFollower(key);
      this.waitingOpen.clear();
    };
    ws.onmessage = (event: MessageEvent) => {
      if (this.upstream !== ws) return;
      const data: unknown = event.data;
      this.inbox = this.inbox.then(() => this.fromUpstream(socket, data)).catch(() => undefined);
    };
    ws.onerror = () => {};
    ws.onclose = () => {
      if (this.upstream === ws) this.closeUpstream();
    };
  }

  private closeUpstream(): void {
    const ws = this.upstream;
    const owner = this.upstreamOwner;
    this.upstream = null;
    this.upstreamOwner = null;
    this.login = null;
    this.ownPending.clear();
    this.routes.clear();
    this.followers.clear();
    this.waitingOpen.clear();
    this.waitingLogin = [];
    if (!ws) return;
    ws.onopen = ws.onmessage = ws.onclose = null;
    ws.close();
    if (owner) this.closeLocal(owner);
    this.post({ t: 'closed' });
  }

  private openFollower(key: string): void {
    this.followers.add(key);
    this.post({ t: 'opened', key });
  }

  private async fromUpstream(owner: Socket, data: unknown): Promise<void> {
    const frame = typeof data === 'string' ? null : await decodeFrame(data as ArrayBuffer);
    if (frame) {
      const seq = Number(frame.head.seq);
      const route = this.routes.get(seq);
      if (route && route.servcmd === frame.head.servcmd) {
        this.routes.delete(seq);
        frame.head.seq = route.seq;
        return this.post({ t: 'frame', key: route.key, data: encodeFrame(frame) });
      }
      if (this.ownPending.get(seq) === frame.head.servcmd) {
        this.ownPending.delete(seq);
        if (frame.head.servcmd === LOGIN && Number(frame.body.ErrorCode ?? 0) === 0) this.loggedIn(frame.body);
        return owner.onmessage?.({ data });
      }
      this.post({ t: 'frame', data });
    }
    owner.onmessage?.({ data });
  }

  private loggedIn(body: Frame['body']): void {
    this.login = body;
    for (const { key, frame } of this.waitingLogin) this.answer(key, frame, body);
    this.waitingLogin = [];
  }

  private answer(key: string, frame: Frame, body: Frame['body']): void {
    const head = { servcmd: frame.head.servcmd, seq: frame.head.seq };
    this.post({ t: 'frame', key, data: encodeFrame({ head, body }) });
  }

  /** A follower's frame: its login and logout are answered here, anything else goes out under a number of ours. */
  private forward(key: string, data: Uint8Array): void {
    const frame = parseFrame(data);
    if (!frame || !this.upstream || !this.followers.has(key)) return;
    const { servcmd } = frame.head;
    if (servcmd === LOGIN) {
      if (this.login) this.answer(key, frame, this.login);
      else this.waitingLogin.push({ key, frame });
      return;
    }
    if (servcmd === LOGOUT) return this.answer(key, frame, { ActionStatus: 'OK', ErrorCode: 0, ErrorInfo: '' });
    const seq = this.nextSeq;
    this.nextSeq = seq >= FOLLOWER_SEQ_TO ? FOLLOWER_SEQ_FROM : seq + 1;
    this.routes.set(seq, { key, seq: Number(frame.head.seq), servcmd });
    this.upstream.send(encodeFrame({ head: { ...frame.head, seq }, body: frame.body }) as Uint8Array<ArrayBuffer>);
  }

  private onNote(note: Note): void {
    if (this.closed) return;
    switch (note.t) {
      case 'open':
        if (!this.leader) return;
        if (this.upstream?.readyState === 1) return this.openFollower(note.key);
        this.waitingOpen.add(note.key);
        this.post({ t: 'held', key: note.key });
        return;
      case 'send':
        if (this.leader) this.forward(note.key, note.data);
        return;
      case 'close':
        this.followers.delete(note.key);
        this.waitingOpen.delete(note.key);
        for (const [seq, route] of this.routes) if (route.key === note.key) this.routes.delete(seq);
        this.waitingLogin = this.waitingLogin.filter((waiting) => waiting.key !== note.key);
        return;
      case 'held': {
        const socket = this.sockets.get(note.key);
        if (socket) socket.held = true;
        return;
      }
      case 'opened': {
        const socket = this.sockets.get(note.key);
        if (!socket || socket.readyState !== 0 || this.leader) return;
        socket.readyState = 1;
        socket.onopen?.({});
        return;
      }
      case 'frame':
        if (this.leader) return;
        for (const socket of this.sockets.values())
          if (socket.readyState === 1 && (note.key === undefined || note.key === socket.key))
            socket.onmessage?.({ data: note.data });
        return;
      case 'closed':
      case 'leader':
        if (this.leader) return;
        for (const socket of [...this.sockets.values()])
          if (note.t === 'leader' || note.key === undefined || note.key === socket.key) this.closeLocal(socket);
    }
  }
}

/** The socket a chat client gets from the link. */
class Socket implements LinkedSocket {
  binaryType = 'arraybuffer';
  readyState = 0;
  /** A leader has this socket's request (its own socket is not open yet). */
  held = false;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;

  readonly key: string;
  private readonly link: Link;

  constructor(key: string, link: Link) {
    this.key = key;
    this.link = link;
  }

  send(data: Uint8Array): void {
    this.link.send(this, data);
  }

  close(): void {
    this.link.detach(this);
  }
}
