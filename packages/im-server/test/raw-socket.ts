import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { createDeflate } from 'node:zlib';
import WebSocket from 'ws';
import { afterAll, beforeAll } from 'vitest';
import type { ImServer, ImServerOptions } from '../src/index.ts';
import { APP_ID, sig, startTestServer } from './setup.ts';

/** A `COMP` frame of `megabytes` MB of zeros, deflated chunk by chunk (the zeros never sit in memory). */
export async function compressionBomb(megabytes: number): Promise<Buffer> {
  const zeros = Buffer.alloc(1024 * 1024);
  const chunks = Readable.from(
    (function* () {
      for (let i = 0; i < megabytes; i++) yield zeros;
    })(),
  );
  return Buffer.concat([Buffer.from('COMP'), await buffer(chunks.pipe(createDeflate({ level: 9 })))]);
}

type Body = Record<string, unknown>;

/** A bare protocol socket for tests that need frames no well-behaved client sends. */
export class RawSocket {
  readonly ws: WebSocket;
  /** The close code once the service closed the socket, else null. */
  closeCode: number | null = null;
  /** Every frame received, decoded (replies and pushes). */
  readonly frames: { head: Body; body: Body }[] = [];
  private seq = 1;
  /** Requests waiting for their reply, by seq; a push may carry the same seq, so the command must match too. */
  private readonly waiting = new Map<number, { servcmd: string; resolve: (body: Body) => void }>();
  private readonly listeners = new Set<() => void>();
  private readonly closed: Promise<number>;

  private constructor(ws: WebSocket) {
    this.ws = ws;
    this.closed = new Promise((resolve) =>
      ws.on('close', (code) => {
        this.closeCode = code;
        resolve(code);
        for (const listener of this.listeners) listener();
      }),
    );
    // A socket the service cut reports the failed write, then closes: the close is what tests read.
    ws.on('error', () => {});
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as { head: Body; body: Body };
      this.frames.push(frame);
      const wait = this.waiting.get(Number(frame.head.seq));
      if (wait && (frame.head.servcmd === undefined || frame.head.servcmd === wait.servcmd)) {
        this.waiting.delete(Number(frame.head.seq));
        wait.resolve(frame.body);
      }
      for (const listener of this.listeners) listener();
    });
  }

  static async open(url: string): Promise<RawSocket> {
    const ws = new WebSocket(url);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    return new RawSocket(ws);
  }

  /** Opens a socket and logs `user` in with a valid userSig. */
  static async login(url: string, user: string): Promise<RawSocket> {
    const socket = await RawSocket.open(url);
    const reply = await socket.request('im_open_status.wslogin', {}, { identifier: user, usersig: sig(user) });
    if (reply.ErrorCode !== 0) throw new Error(`login of ${user} failed: ${JSON.stringify(reply)}`);
    return socket;
  }

  /** Sends a command and resolves with the reply body matched by seq. */
  request(servcmd: string, body: Body, head: Body = {}): Promise<Body> {
    const seq = this.seq++;
    const reply = new Promise<Body>((resolve) => this.waiting.set(seq, { servcmd, resolve }));
    this.send(JSON.stringify({ head: { servcmd, seq, sdkappid: APP_ID, ...head }, body }));
    return reply;
  }

  send(payload: string | Buffer): void {
    this.ws.send(typeof payload === 'string' ? Buffer.from(payload) : payload, { binary: true });
  }

  /** Resolves with the close code when the service closes the socket, or rejects after `ms`. */
  closedWithin(ms: number): Promise<number> {
    return Promise.race([
      this.closed,
      new Promise<number>((_, reject) => setTimeout(() => reject(new Error(`socket still open after ${ms} ms`)), ms)),
    ]);
  }

  /** Resolves true once `check` holds after a received frame or the close, false after `ms`. */
  until(check: () => boolean, ms: number): Promise<boolean> {
    if (check()) return Promise.resolve(true);
    return new Promise((resolve) => {
      const done = (result: boolean): void => {
        clearTimeout(timer);
        this.listeners.delete(listener);
        resolve(result);
      };
      const listener = (): void => {
        if (check()) done(true);
      };
      const timer = setTimeout(() => done(false), ms);
      this.listeners.add(listener);
    });
  }

  async close(): Promise<void> {
    if (this.closeCode !== null) return;
    this.ws.close();
    await this.closed;
  }
}

/**
 * A service for the tests of a file (or a describe block) and raw sockets logged in on it, all closed after them.
 * Call it where its hooks belong.
 */
export function rawService(extra: Partial<ImServerOptions> = {}): { login: (user: string) => Promise<RawSocket> } {
  let server: ImServer | undefined;
  const sockets: RawSocket[] = [];
  beforeAll(async () => {
    server = await startTestServer(extra);
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await server?.close();
  });
  return {
    login: async (user) => {
      if (!server) throw new Error('the service has not started');
      const socket = await RawSocket.login(server.url, user);
      sockets.push(socket);
      return socket;
    },
  };
}
