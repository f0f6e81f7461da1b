import { encodeFrame, type Frame, parseFrame } from '@live/im-client/frames';
import { afterEach, describe, expect, it } from 'vitest';
import { type LinkedSocket, type TabLink, tabLink, type TabLinkEnv } from './tab-link';

/** The chat service behind the leader's real socket: records frames, answers each, can push. */
class Service {
  readonly sockets: Upstream[] = [];
  readonly frames: Frame[] = [];
  readonly WebSocket = (() => {
    const service = this;
    return class extends Upstream {
      constructor(url: string) {
        super(url, service);
        service.sockets.push(this);
      }
    } as unknown as TabLinkEnv['WebSocket'];
  })();

  count(servcmd: string): number {
    return this.frames.filter((frame) => frame.head.servcmd === servcmd).length;
  }

  push(body: Record<string, unknown>): void {
    const open = this.sockets.filter((socket) => socket.readyState === 1);
    for (const socket of open) socket.deliver({ head: { servcmd: 'im_open_push.msg_push', seq: 7 }, body });
  }
}

class Upstream {
  binaryType = 'blob';
  readyState = 0;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  readonly url: string;
  private readonly service: Service;
  constructor(url: string, service: Service) {
    this.url = url;
    this.service = service;
    setTimeout(() => {
      this.readyState = 1;
      this.onopen?.();
    }, 5);
  }
  send(data: Uint8Array): void {
    const frame = parseFrame(data);
    if (!frame) return;
    this.service.frames.push(frame);
    const { servcmd, seq } = frame.head;
    const body =
      servcmd === 'im_open_status.wslogin'
        ? { A2Key: 'a2-shared', TinyId: '144115', InstId: 3 }
        : { echo: frame.body.n ?? null };
    setTimeout(() => this.deliver({ head: { servcmd, seq }, body: { ActionStatus: 'OK', ErrorCode: 0, ...body } }), 1);
  }
  deliver(frame: Frame): void {
    if (this.readyState === 1) this.onmessage?.({ data: encodeFrame(frame).slice().buffer });
  }
  close(): void {
    this.readyState = 3;
  }
}

/** A chat client's view of one socket: what it received, and calls that wait for their answer. */
function client(link: TabLink) {
  const received: Frame[] = [];
  let seq = 100;
  let socket!: LinkedSocket;
  let opened: Promise<void>;
  const connect = () => {
    socket = new link.WebSocket('wss://im.test/binfo?sdkappid=1');
    opened = new Promise<void>((resolve) => (socket.onopen = () => resolve()));
    socket.onmessage = (event) => {
      const frame = parseFrame(new Uint8Array(event.data as ArrayBuffer));
      if (frame) received.push(frame);
    };
    // As the chat client does: a closed socket is replaced (after a pause) until the client is destroyed.
    socket.onclose = () => {
      if (!stopped.has(link)) setTimeout(connect, 10);
    };
  };
  connect();
  return {
    received,
    get socket() {
      return socket;
    },
    opened: () => opened,
    async call(servcmd: string, body: Record<string, unknown> = {}): Promise<Frame> {
      await opened;
      seq += 1;
      const mine = seq;
      socket.send(encodeFrame({ head: { servcmd, seq: mine }, body }));
      await until(() => received.some((frame) => frame.head.seq === mine && frame.head.servcmd === servcmd));
      return received.find((frame) => frame.head.seq === mine)!;
    },
  };
}

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

const links: TabLink[] = [];
const stopped = new WeakSet<TabLink>();
function open(name: string, service: Service): TabLink {
  const runtime: TabLinkEnv = { BroadcastChannel, locks: navigator.locks, WebSocket: service.WebSocket };
  const link = tabLink(name, runtime)!;
  links.push(link);
  return link;
}

afterEach(() => {
  for (const link of links.splice(0)) {
    stopped.add(link);
    link.close();
  }
});

const unique = () => `test-${Math.random().toString(36).slice(2)}`;

/** Two tabs of one chat user on `service`, the first leading, each with its chat client. */
async function twoTabs(service: Service) {
  const name = unique();
  const first = open(name, service);
  await first.ready;
  const second = open(name, service);
  return { name, first, second, a: client(first), b: client(second) };
}

describe('issue #29 one account in two tabs: one connection shared by the tabs', () => {
  it('the first tab leads with the one real socket; a second tab of the same user follows through it', async () => {
    const service = new Service();
    const name = unique();
    const first = open(name, service);
    await first.ready;
    const second = open(name, service);
    await second.ready;
    expect([first.isLeader(), second.isLeader()]).toEqual([true, false]);
    const a = client(first);
    const b = client(second);
    await Promise.all([a.opened(), b.opened()]);
    expect(service.sockets).toHaveLength(1);
  });

  it("a follower's calls go out under the leader's numbers and each answer comes back to its caller only", async () => {
    const service = new Service();
    const { a, b } = await twoTabs(service);
    const [fromA, fromB] = await Promise.all([
      a.call('openim.sendmsg', { n: 'a' }),
      b.call('openim.sendmsg', { n: 'b' }),
    ]);
    expect(fromA.body.echo).toBe('a');
    expect(fromB.body.echo).toBe('b');
    // Both tabs used seq 101: on the wire the follower's went out under another number.
    const sent = service.frames.filter((frame) => frame.head.servcmd === 'openim.sendmsg');
    expect(new Set(sent.map((frame) => frame.head.seq)).size).toBe(2);
    expect(a.received.filter((frame) => frame.body.echo === 'b')).toEqual([]);
    expect(b.received.filter((frame) => frame.body.echo === 'a')).toEqual([]);
  });

  it("one login on the wire: a follower's login gets the leader's answer, its logout is answered in its tab", async () => {
    const service = new Service();
    const { a, b } = await twoTabs(service);
    await b.opened();
    // The follower asks before the leader has logged in: it waits for the leader's login.
    const followerLogin = b.call('im_open_status.wslogin', { State: 'Online' });
    await a.call('im_open_status.wslogin', { State: 'Online' });
    expect((await followerLogin).body).toMatchObject({ A2Key: 'a2-shared', TinyId: '144115' });
    expect((await b.call('im_open_status.wslogout')).body.ErrorCode).toBe(0);
    expect(service.count('im_open_status.wslogin')).toBe(1);
    expect(service.count('im_open_status.wslogout')).toBe(0);
  });

  it('a push reaches the chat client of every tab', async () => {
    const service = new Service();
    const { a, b } = await twoTabs(service);
    await Promise.all([a.opened(), b.opened()]);
    service.push({ EventArray: [{ Event: 1 }] });
    const isPush = (frame: Frame) => frame.head.servcmd === 'im_open_push.msg_push';
    await until(() => a.received.some(isPush) && b.received.some(isPush));
  });

  it("when the leader's tab goes, the other tab leads: its client reconnects on a real socket of its own", async () => {
    const service = new Service();
    const { name, first, second, b } = await twoTabs(service);
    await b.opened();
    const heard: { t: string }[] = [];
    const listener = new BroadcastChannel(`live-chat:${name}`);
    listener.onmessage = (event: MessageEvent<{ t: string }>) => heard.push(event.data);
    stopped.add(first);
    first.close();
    // The leader says its socket closed as it goes, then the next leader says it leads.
    await until(() => heard.some((note) => note.t === 'closed') && heard.some((note) => note.t === 'leader'));
    listener.close();
    await until(() => second.isLeader() && service.sockets.length === 2);
    await b.opened();
    expect((await b.call('openim.sendmsg', { n: 'after' })).body.echo).toBe('after');
  });

  it('another chat user in the same browser is not linked: each has a connection', async () => {
    const service = new Service();
    const me = open(unique(), service);
    const other = open(unique(), service);
    await Promise.all([me.ready, other.ready]);
    expect([me.isLeader(), other.isLeader()]).toEqual([true, true]);
  });

  it('without BroadcastChannel or Web Locks there is no link (each tab keeps its own socket)', () => {
    expect(tabLink('x', null)).toBeNull();
  });
});
