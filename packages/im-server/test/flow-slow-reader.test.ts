import type { Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { ServiceProcess, type ProcessStats } from './server-process.ts';

const RSS_CEILING_MB = 300;

// Issue #26: a client that stops reading and keeps asking for 240 KB group histories took the service from 122 MB
// to 2.5 GB in 14 s. Its answers now wait in a send queue of at most LIMITS.sendQueueBytes; over it the socket is
// cut and its memory freed.
describe('a slow reader', () => {
  let service: ServiceProcess;
  beforeAll(async () => {
    service = await ServiceProcess.start();
  });
  afterAll(async () => {
    await service?.stop();
  });

  it('asking for big histories without reading: the service stays under 300 MB RSS, the socket is closed and its session is gone', async () => {
    const reader = await RawSocket.login(service.url, 'slow-reader');
    const created = await reader.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'big' });
    const GroupId = String(created.GroupId);
    // 21 messages just under the message cap: one history page is about 240 KB.
    const text = 'x'.repeat(LIMITS.messageBytes - 200);
    for (let i = 0; i < 21; i++) {
      const sent = await reader.request('group_open_http_svc.send_group_msg', {
        GroupId,
        Random: i + 1,
        MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }],
      });
      expect(sent.ErrorCode).toBe(0);
      await new Promise((r) => setTimeout(r, 50));
    }
    const page = await reader.request('group_open_http_svc.group_msg_get', { GroupId, ReqMsgNumber: 21 });
    expect(JSON.stringify(page).length).toBeGreaterThan(230_000);
    const before = await service.stats();

    // Stop reading, keep asking.
    (reader.ws as unknown as { _socket: Socket })._socket.pause();
    const request = Buffer.from(
      JSON.stringify({ head: { servcmd: 'group_open_http_svc.group_msg_get', seq: 1 }, body: { GroupId } }),
    );
    const asking = setInterval(() => {
      for (let i = 0; i < 20 && reader.closeCode === null; i++) reader.send(request);
    }, 10);
    const samples: ProcessStats[] = [];
    const started = Date.now();
    try {
      while (reader.closeCode === null && Date.now() - started < 30_000) {
        await new Promise((r) => setTimeout(r, 100));
        const now = await service.stats();
        samples.push(now);
        // Stop before the machine suffers: this is already the failure.
        if (now.rssMB > RSS_CEILING_MB) break;
      }
    } finally {
      clearInterval(asking);
    }
    const peak = Math.max(...samples.map((s) => s.rssMB));
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    await new Promise((r) => setTimeout(r, 500));
    const after = await service.stats();
    console.log(
      `slow reader: service RSS ${before.rssMB} MB before, peak ${peak} MB, ${after.rssMB} MB after; socket closed after ${seconds} s (${reader.closeCode})`,
    );
    expect(peak).toBeLessThan(RSS_CEILING_MB);
    expect(reader.closeCode).not.toBeNull();
    // Nothing of the session is left: no socket, no one online.
    expect(after).toMatchObject({ sockets: 0, users: 0 });

    // Everyone else is still served.
    const other = await RawSocket.login(service.url, 'after-slow');
    expect((await other.request('im_open_status.wshello', {})).ErrorCode).toBe(0);
    await other.close();
  }, 60_000);
});
