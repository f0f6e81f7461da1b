import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FLOW_LIMITS, LIMIT_ERRORS, LIMITS, type ImServer } from '../src/index.ts';
import { TokenBucket } from '../src/flow/token-bucket.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

describe('TokenBucket', () => {
  it('gives its burst at once, then its rate; an after-the-fact charge is owed and waited out', () => {
    const bucket = new TokenBucket(10, 3, 0);
    expect([bucket.take(0), bucket.take(0), bucket.take(0), bucket.take(0)]).toEqual([true, true, true, false]);
    expect(bucket.msUntilToken(0)).toBe(100);
    expect(bucket.take(100)).toBe(true);
    expect(bucket.take(100)).toBe(false);
    // Idle time refills up to the burst, not beyond.
    expect(bucket.msUntilToken(10_000)).toBe(0);
    expect([1, 2, 3, 4].map(() => bucket.take(10_000))).toEqual([true, true, true, false]);
    // A charge larger than the burst owes at most a burst.
    bucket.charge(10_000, 50);
    expect(bucket.msUntilToken(10_000)).toBe(400);
    expect(bucket.take(10_399)).toBe(false);
    expect(bucket.take(10_400)).toBe(true);
  });
});

// Issue #26: per-socket frame and command rates, answered with the cloud's over-frequency code.
describe('per-socket limits', () => {
  let server: ImServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  const burst = (socket: RawSocket, n: number, servcmd: string, body: Body): Promise<Body[]> =>
    Promise.all(Array.from({ length: n }, () => socket.request(servcmd, body)));
  const codes = (answers: Body[]): number[] => answers.map((a) => Number(a.ErrorCode));

  it('commands past the burst are answered 60018 (every one answered), heartbeats never; later ones run again', async () => {
    const socket = await RawSocket.login(server.url, 'flow-commands');
    const answers = codes(
      await burst(socket, FLOW_LIMITS.commandBurst + 60, 'profile.portrait_get_all', { To_Account: ['flow-commands'] }),
    );
    expect(answers.length).toBe(FLOW_LIMITS.commandBurst + 60);
    expect(answers.filter((c) => c === 0).length).toBeGreaterThanOrEqual(FLOW_LIMITS.commandBurst - 1);
    expect(answers.filter((c) => c === LIMIT_ERRORS.overFrequency).length).toBeGreaterThan(20);
    expect(answers.every((c) => c === 0 || c === LIMIT_ERRORS.overFrequency)).toBe(true);
    expect(codes(await burst(socket, 20, 'im_open_status.wshello', {}))).toEqual(Array(20).fill(0));
    await new Promise((r) => setTimeout(r, 1000));
    expect((await socket.request('profile.portrait_get_all', { To_Account: ['flow-commands'] })).ErrorCode).toBe(0);
    await socket.close();
  });

  it('a socket that is not logged in and a guest login have the same limits', async () => {
    const anonymous = await RawSocket.open(server.url);
    const guest = await RawSocket.login(server.url, 'guest_0123456789abcdef');
    for (const socket of [anonymous, guest]) {
      const answers = codes(await burst(socket, FLOW_LIMITS.commandBurst + 60, 'openim.authkey', {}));
      expect(answers.filter((c) => c === LIMIT_ERRORS.overFrequency).length).toBeGreaterThan(20);
      await socket.close();
    }
  });

  it('an answer costs one more command per 16 KB: big history pages run out the burst sooner', async () => {
    const reader = await RawSocket.login(server.url, 'flow-history');
    const GroupId = String(
      (await reader.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'pages' })).GroupId,
    );
    const text = 'y'.repeat(LIMITS.messageBytes - 200);
    for (let i = 0; i < 21; i++)
      await reader.request('group_open_http_svc.send_group_msg', {
        GroupId,
        Random: i + 1,
        MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }],
      });
    await new Promise((r) => setTimeout(r, 2000));
    // One at a time, so each answer is charged before the next command is admitted.
    const answered: number[] = [];
    for (let i = 0; i < 12; i++)
      answered.push(
        Number((await reader.request('group_open_http_svc.group_msg_get', { GroupId, ReqMsgNumber: 21 })).ErrorCode),
      );
    const served = answered.filter((c) => c === 0).length;
    // About 240 KB a page: 1 + 15 commands each, so a burst of 100 serves 6 or 7 pages, not 12.
    expect(served).toBeGreaterThanOrEqual(5);
    expect(served).toBeLessThanOrEqual(8);
    expect(answered.slice(served).every((c) => c === LIMIT_ERRORS.overFrequency)).toBe(true);
    await reader.close();
  });

  it('frames past the frame rate wait unread, in order, while another socket is served at once', async () => {
    const flooding = await RawSocket.login(server.url, 'flow-frames');
    const other = await RawSocket.login(server.url, 'flow-frames-other');
    const extra = FLOW_LIMITS.framesPerSecond;
    const started = Date.now();
    const all = burst(flooding, FLOW_LIMITS.frameBurst + extra, 'heartbeat.alive', {});
    await new Promise((r) => setTimeout(r, 50));
    const asked = Date.now();
    expect((await other.request('im_open_status.wshello', {})).ErrorCode).toBe(0);
    expect(Date.now() - asked).toBeLessThan(250);
    expect(codes(await all).every((c) => c === 0)).toBe(true);
    // The frames past the burst came in at the frame rate: about a second for `extra` of them.
    expect(Date.now() - started).toBeGreaterThan(((extra * 1000) / FLOW_LIMITS.framesPerSecond) * 0.8);
    const seqs = flooding.frames.map((f) => Number(f.head.seq));
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    await flooding.close();
    await other.close();
  });

  it('a closed socket leaves nothing behind', async () => {
    const before = server.stats();
    const sockets = await Promise.all(
      Array.from({ length: 10 }, (_, i) => RawSocket.login(server.url, `flow-leave-${i}`)),
    );
    expect(server.stats().sockets).toBe(before.sockets + 10);
    for (const socket of sockets) await socket.close();
    await new Promise((r) => setTimeout(r, 50));
    expect(server.stats()).toEqual(before);
  });
});
