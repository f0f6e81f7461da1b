import type { ImServer } from '@live/im-server';
import WebSocket from 'ws';
import { APP_ID, sig } from './server.ts';

type Body = Record<string, unknown>;

/**
 * Another device of a user (platform 2, a phone): it stays logged in beside the user's web instance, as the
 * cloud keeps one instance per platform, and sends raw commands, so the web instance sees what it changes.
 */
export class OtherDevice {
  private seq = 1;
  private readonly waiting = new Map<number, (body: Body) => void>();

  private readonly ws: WebSocket;
  /** The bodies of the pushes this device received. */
  readonly pushes: Body[] = [];

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data: Buffer) => {
      const frame = JSON.parse(data.toString('utf8')) as { head: Body; body: Body };
      if (String(frame.head.servcmd).startsWith('im_open_push.')) this.pushes.push(frame.body);
      else this.waiting.get(Number(frame.head.seq))?.(frame.body);
    });
  }

  static async login(server: ImServer, userID: string): Promise<OtherDevice> {
    const ws = new WebSocket(`${server.url}/binfo?sdkappid=${APP_ID}&instanceid=phone-${userID}&platform=2`);
    await new Promise<void>((resolve, reject) => {
      ws.once('open', () => resolve());
      ws.once('error', reject);
    });
    const device = new OtherDevice(ws);
    await device.request('im_open_status.wslogin', {}, { identifier: userID, usersig: sig(userID) });
    return device;
  }

  /** Sends a command; resolves with the answer, rejects with its error code. */
  request(servcmd: string, body: Body, head: Body = {}): Promise<Body> {
    const seq = this.seq++;
    return new Promise((resolve, reject) => {
      this.waiting.set(seq, (answer) => {
        this.waiting.delete(seq);
        if (answer.ErrorCode === 0 || answer.ErrorCode === undefined) resolve(answer);
        else reject(new Error(`${servcmd} failed: ${answer.ErrorCode} ${String(answer.ErrorInfo)}`));
      });
      this.ws.send(Buffer.from(JSON.stringify({ head: { servcmd, seq, sdkappid: APP_ID, ...head }, body })));
    });
  }

  close(): void {
    this.ws.close();
  }
}
