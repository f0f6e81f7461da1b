import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { ImServer } from '@live/im-server';
import TIM, { type Message } from '../src/index.ts';
import { ourLogin, startServer, THROUGHPUT, until } from './support/server.ts';

const FAST = { requestMs: 2000, reconnectDelayMs: 5, heartbeatMs: 500, idleMs: 2000 };

describe('reliability', () => {
  const dir = mkdtempSync(join(tmpdir(), 'im-rel-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('10,000 messages, 50 connection cuts and 2 service restarts: each arrives exactly once, in order', async () => {
    const dbPath = join(dir, 'chat.sqlite');
    let server: ImServer = await startServer({ dbPath, ...THROUGHPUT });
    const port = server.port;
    const url = server.url;
    const sender = await ourLogin(url, 'alice', FAST);
    const receiver = await ourLogin(url, 'bob', FAST);
    const seen = new Map<string, number>();
    receiver.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => {
      for (const m of e.data as Message[])
        seen.set(String(m.payload.text), (seen.get(String(m.payload.text)) ?? 0) + 1);
    });

    const TOTAL = 10_000;
    let cuts = 0;
    for (let i = 0; i < TOTAL; i++) {
      if (i % 200 === 100) {
        cuts++;
        server.dropConnections();
      }
      if (i === 3300 || i === 6600) {
        await server.close();
        server = await startServer({ dbPath, port, ...THROUGHPUT });
      }
      const m = sender.createTextMessage({ to: 'bob', conversationType: 'C2C', payload: { text: String(i) } });
      for (let attempt = 0; ; attempt++) {
        try {
          await (attempt === 0 ? sender.sendMessage(m) : sender.resendMessage(m));
          break;
        } catch (err) {
          if (attempt > 200) throw new Error(`message ${i} failed ${attempt} times: ${String(err)}`);
          await new Promise((r) => setTimeout(r, 5));
        }
      }
    }
    expect(cuts).toBe(50);
    await until(() => seen.size === TOTAL, 20_000, 'every message at the receiver');

    expect([...seen.values()].every((n) => n === 1)).toBe(true);
    const texts: string[] = [];
    let next = '';
    for (;;) {
      const page = await receiver.getMessageList({ conversationID: 'C2Calice', nextReqMessageID: next });
      texts.unshift(...page.data.messageList.map((x) => String(x.payload.text)));
      if (page.data.isCompleted || !page.data.nextReqMessageID) break;
      next = page.data.nextReqMessageID;
    }
    expect(texts).toEqual(Array.from({ length: TOTAL }, (_, i) => String(i)));
    await sender.destroy();
    await receiver.destroy();
    await server.close();
  }, 120_000);

  it('1,000 malformed pushes: no crash, at most one ERROR event each, and the client still works', async () => {
    const server = await startServer();
    const client = await ourLogin(server.url, 'erin');
    const errors: unknown[] = [];
    client.on(TIM.EVENT.ERROR, (e) => errors.push(e.data));
    const garbage: unknown[] = [
      null,
      42,
      'text',
      [],
      { EventArray: 'nope' },
      { EventArray: [null, 1, 'x'] },
      { EventArray: [{ Event: 1, C2cMsgArray: [{}] }] },
      { EventArray: [{ Event: 3, GroupMsgArray: [{ MsgBody: 'x' }] }] },
      { EventArray: [{ C2cNotifyMsgArray: [{ WithdrawC2cMsgNotify: 7 }] }] },
      { C2cNotifyMsgArray: [{ KickoutMsgNotify: { KickType: 'x' } }] },
    ];
    // Pushes are injected through the service's own push path to the client's socket.
    const injected = injectPushes(server, 'erin', 1000, (i) => ({
      servcmd: i % 7 === 0 ? 'im_open_status.stat_forceoffline' : 'im_open_push.msg_push',
      body: garbage[i % garbage.length],
    }));
    expect(injected).toBe(1000);
    await new Promise((r) => setTimeout(r, 200));
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.length).toBeLessThanOrEqual(1000);
    expect(client.isReady()).toBe(true);
    const sent = await client.sendMessage(
      client.createTextMessage({ to: 'frank', conversationType: 'C2C', payload: { text: 'still alive' } }),
    );
    expect(sent.data.message.status).toBe('success');
    await client.destroy();
    await server.close();
  });
});

/** Sends raw frames (any body, even non-objects) to every socket of `user` through the service. */
function injectPushes(
  server: ImServer,
  user: string,
  count: number,
  make: (i: number) => { servcmd: string; body: unknown },
): number {
  let sent = 0;
  for (let i = 0; i < count; i++) {
    const { servcmd, body } = make(i);
    sent += server.sendRaw(user, JSON.stringify({ head: { servcmd, seq: 900000 + i }, body }));
  }
  return sent;
}
