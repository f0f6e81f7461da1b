import TIM, { type ChatClient } from '../src/index.ts';
import type { SocketLike } from '../src/transport/socket.ts';

type Body = Record<string, unknown>;
export type Reply = Body | ((body: Body, head: Body) => Body | null);

/** A scripted in-process stand-in for the chat service, reached through a fake WebSocket. */
export class FakeService {
  readonly sockets: FakeSocket[] = [];
  readonly requests: { servcmd: string; body: Body; head: Body }[] = [];
  readonly replies = new Map<string, Reply>();
  /** Commands that never get an answer (to exercise timeouts). */
  readonly silent = new Set<string>();

  constructor() {
    this.replies.set('im_open_status.wslogin', { A2Key: 'a2', TinyId: '144115', InstId: 1, HelloInterval: 120 });
    this.replies.set('openim.getmsg', { Cookie: '1', SyncFlag: 2, MsgList: [] });
    this.replies.set('recentcontact.page_get', { CompleteFlag: 1, SessionItem: [] });
    this.replies.set('group_open_http_svc.get_joined_group_list', { GroupIdList: [] });
    this.replies.set('million_group_open_http_svc.get_joined_group_list', { GroupIdList: [] });
    this.replies.set('profile.portrait_get_all', (b) => ({
      UserProfileItem: ((b.UserItem as { To_Account: string }[]) ?? []).map((u) => ({
        To_Account: u.To_Account,
        ProfileItem: [],
      })),
    }));
  }

  /** The constructor handed to `create({ WebSocket })`. */
  get WebSocket(): new (url: string) => SocketLike {
    const service = this;
    return class extends FakeSocket {
      constructor(url: string) {
        super(url, service);
        service.sockets.push(this);
      }
    };
  }

  get last(): FakeSocket {
    const s = this.sockets[this.sockets.length - 1];
    if (!s) throw new Error('no socket yet');
    return s;
  }

  handle(socket: FakeSocket, frame: { head: Body; body: Body }): void {
    const servcmd = String(frame.head.servcmd);
    this.requests.push({ servcmd, body: frame.body, head: frame.head });
    if (this.silent.has(servcmd)) return;
    const reply = this.replies.get(servcmd) ?? {};
    const body = typeof reply === 'function' ? reply(frame.body, frame.head) : reply;
    if (body === null) return;
    socket.deliver({
      head: { servcmd, seq: frame.head.seq },
      body: { ActionStatus: 'OK', ErrorCode: 0, ErrorInfo: '', ...body },
    });
  }

  count(servcmd: string): number {
    return this.requests.filter((r) => r.servcmd === servcmd).length;
  }
}

export class FakeSocket implements SocketLike {
  binaryType = 'blob';
  readyState = 0;
  onopen: ((ev: unknown) => void) | null = null;
  onclose: ((ev: unknown) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  readonly url: string;
  private readonly service: FakeService;

  constructor(url: string, service: FakeService) {
    this.url = url;
    this.service = service;
    queueMicrotask(() => this.open());
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  send(data: Uint8Array): void {
    const frame = JSON.parse(new TextDecoder().decode(data)) as { head: Body; body: Body };
    queueMicrotask(() => this.service.handle(this, frame));
  }

  /** Delivers a frame from the "service" as a binary message. */
  deliver(frame: unknown): void {
    const bytes = new TextEncoder().encode(JSON.stringify(frame));
    this.onmessage?.({ data: bytes.buffer });
  }

  /** Delivers raw data as the socket would: bytes as an ArrayBuffer, a string as a text frame. */
  deliverRaw(data: Uint8Array | string): void {
    this.onmessage?.({ data: typeof data === 'string' ? data : data.slice().buffer });
  }

  close(): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    queueMicrotask(() => this.onclose?.({}));
  }
}

export const flush = async (times = 10): Promise<void> => {
  for (let i = 0; i < times; i++) await new Promise<void>((r) => setTimeout(r, 0));
};

/** A one-to-one message to "me" as the service sends it. */
export function c2cItem(from: string, seq: number, text: string, time = 1_800_000_000 + seq): Record<string, unknown> {
  return {
    From_Account: from,
    To_Account: 'me',
    MsgSeq: seq,
    MsgRandom: seq,
    MsgTimeStamp: time,
    MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }],
  };
}

/** A push frame carrying one `c2cItem`. */
export function c2cPush(from: string, seq: number, text: string): Record<string, unknown> {
  return {
    head: { servcmd: 'im_open_push.msg_push', seq },
    body: { EventArray: [{ Event: 1, C2cMsgArray: [c2cItem(from, seq, text)] }] },
  };
}

/** A client of `service`, logged in as "me" and ready; kept in `clients` so the test can destroy it. */
export async function readyClient(service: FakeService, clients: ChatClient[]): Promise<ChatClient> {
  const c = TIM.create({ SDKAppID: 1400000001, proxyServer: 'ws://fake', WebSocket: service.WebSocket });
  clients.push(c);
  const isReady = new Promise((r) => c.on(TIM.EVENT.SDK_READY, r));
  await c.login({ userID: 'me', userSig: 'sig' });
  await isReady;
  return c;
}
