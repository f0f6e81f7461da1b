import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import TIM, { type ChatClient } from '../src/index.ts';
import { ERROR_CODES } from '../src/errors.ts';
import { probeNetwork } from '../src/transport/probe.ts';
import { FakeService, flush } from './fake-service.ts';
import { until } from './support/server.ts';

// Session notices against a scripted service: heartbeat answers, expired signatures, the network probe.
const clients: ChatClient[] = [];
const servers: Server[] = [];

function make(service: FakeService, timing = {}): ChatClient {
  const c = TIM.create({
    SDKAppID: 1400000001,
    proxyServer: 'ws://127.0.0.1:9',
    WebSocket: service.WebSocket,
    timing,
  });
  clients.push(c);
  return c;
}

async function ready(service: FakeService): Promise<ChatClient> {
  const c = make(service);
  const isReady = new Promise((r) => c.on(TIM.EVENT.SDK_READY, r));
  await c.login({ userID: 'me', userSig: 'sig' });
  await isReady;
  return c;
}

async function listen(handler: Parameters<typeof createServer>[1]): Promise<string> {
  const server = createServer(handler);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/im`;
}

afterEach(async () => {
  vi.useRealTimers();
  for (const c of clients.splice(0)) await c.destroy();
  for (const s of servers.splice(0)) s.closeAllConnections();
  await Promise.all(servers.splice(0).map((s) => new Promise((r) => s.close(r))));
});

describe('heartbeat and session answers (spec §4)', () => {
  it('§4 wshello answered 60002 stops reconnecting and reports disconnected', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    const s = new FakeService();
    s.replies.set('im_open_status.wshello', { ActionStatus: 'FAIL', ErrorCode: 60002 });
    const c = make(s);
    const states: string[] = [];
    c.on(TIM.EVENT.NET_STATE_CHANGE, (e) => states.push((e.data as { state: string }).state));
    const login = c.login({ userID: 'me', userSig: 's' });
    await vi.advanceTimersByTimeAsync(10);
    await login;
    await vi.advanceTimersByTimeAsync(121_000);
    expect(s.count('im_open_status.wshello')).toBe(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(s.sockets.length).toBe(1);
    expect(states.at(-1)).toBe('disconnected');
  });

  it('§4 an expired signature (70001 or 20002) on any call: KICKED_OUT userSigExpired, not ready, a reconnect', async () => {
    for (const code of [70001, 20002]) {
      const s = new FakeService();
      const c = await ready(s);
      const kicked = new Promise((r) => c.on(TIM.EVENT.KICKED_OUT, (e) => r(e.data)));
      s.replies.set('openim.getroammsg', { ActionStatus: 'FAIL', ErrorCode: code, ErrorInfo: 'expired' });
      await expect(c.getMessageList({ conversationID: 'C2Cpeer' })).rejects.toMatchObject({ code });
      expect(await kicked).toEqual({ type: TIM.TYPES.KICKED_OUT_USERSIG_EXPIRED });
      expect(c.isReady()).toBe(false);
      await expect(c.getConversationList()).rejects.toMatchObject({
        code: ERROR_CODES.KICKED_OUT_USERSIG_EXPIRED,
        data: { reason: ERROR_CODES.KICKED_OUT_USERSIG_EXPIRED },
      });
      await flush(20);
      expect(s.sockets.length).toBe(2);
    }
  });

  it('§4 an answer 1002 to any call is the kick it names', async () => {
    const s = new FakeService();
    const c = await ready(s);
    const kicked = new Promise((r) => c.on(TIM.EVENT.KICKED_OUT, (e) => r(e.data)));
    s.replies.set('openim.getroammsg', { ActionStatus: 'FAIL', ErrorCode: 1002, KickType: 2 });
    await expect(c.getMessageList({ conversationID: 'C2Cpeer' })).rejects.toMatchObject({ code: 1002 });
    expect(await kicked).toEqual({ type: TIM.TYPES.KICKED_OUT_MULT_DEVICE });
  });
});

describe('readiness (spec §4)', () => {
  it('§4 SDK_READY only once the conversation and profile sync succeeded; a failed sync is tried again', async () => {
    const s = new FakeService();
    let pageFailures = 1;
    let profileFailures = 2;
    s.replies.set('recentcontact.page_get', () =>
      pageFailures-- > 0 ? { ActionStatus: 'FAIL', ErrorCode: 90000 } : { CompleteFlag: 1, SessionItem: [] },
    );
    const profile = s.replies.get('profile.portrait_get_all');
    s.replies.set('profile.portrait_get_all', (body, head) =>
      profileFailures-- > 0
        ? { ActionStatus: 'FAIL', ErrorCode: 90000 }
        : typeof profile === 'function'
          ? profile(body, head)
          : {},
    );
    const c = make(s, { reconnectDelayMs: 30 });
    let readyEvents = 0;
    c.on(TIM.EVENT.SDK_READY, () => readyEvents++);
    await c.login({ userID: 'me', userSig: 'sig' });
    await flush(10);
    expect(c.isReady()).toBe(false);
    await expect(c.getConversationList()).rejects.toMatchObject({ code: ERROR_CODES.SDK_IS_NOT_READY });
    // Up to 5 s: the retries are timers, late on a loaded machine (CI shares its cores).
    for (let i = 0; i < 250 && !c.isReady(); i++) await new Promise((r) => setTimeout(r, 20));
    expect(c.isReady()).toBe(true);
    expect(readyEvents).toBe(1);
    expect(s.count('recentcontact.page_get')).toBe(2);
    expect(s.count('profile.portrait_get_all')).toBeGreaterThanOrEqual(3);
  });
});

describe('tips for a group not yet local (spec §4)', () => {
  const tipPush = (groupID: string, opType: number) => ({
    head: { servcmd: 'im_open_push.msg_push', seq: 900 + opType },
    body: {
      EventArray: [
        {
          Event: 4,
          GroupTips: [
            {
              GroupId: groupID,
              GroupInfo: { GroupId: groupID },
              From_Account: 'boss',
              MsgRandom: opType,
              MsgTimeStamp: 1_700_000_000,
              MsgBody: { OpType: opType, Operator_Account: 'boss', List_Account: ['me'], MemberNum: 3 },
            },
          ],
        },
      ],
    },
  });

  it('§4 a tip for an unknown group is held while the group is probed, then applied and shown', async () => {
    const s = new FakeService();
    const c = await ready(s);
    s.replies.set('group_open_http_svc.get_group_self_member_info', {
      GroupInfo: [{ GroupId: '@TGS#new', Type: 'Public', Name: 'new', SelfInfo: { Role: 'Member' }, ErrorCode: 0 }],
    });
    const tips: unknown[] = [];
    c.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => tips.push(...(e.data as { payload: unknown }[]).map((m) => m.payload)));
    const lists: { groupID: string; selfInfo: { role: string } }[][] = [];
    c.on(TIM.EVENT.GROUP_LIST_UPDATED, (e) => lists.push(e.data as never));
    s.last.deliver(tipPush('@TGS#new', 4));
    for (let i = 0; i < 50 && tips.length === 0; i++) await flush(2);
    expect(tips).toEqual([expect.objectContaining({ operationType: 4, userIDList: ['me'] })]);
    const role = () => lists.at(-1)?.find((g) => g.groupID === '@TGS#new')?.selfInfo.role;
    // The group list event is throttled to once a second (spec §4).
    for (let i = 0; i < 30 && role() !== 'Admin'; i++) await new Promise((r) => setTimeout(r, 100));
    expect(role()).toBe('Admin');
  });

  it('§4 a tip for a group that stays unknown is dropped after 4 checks', async () => {
    const s = new FakeService();
    const c = await ready(s);
    s.replies.set('group_open_http_svc.get_group_self_member_info', {
      GroupInfo: [{ GroupId: '@TGS#gone', ErrorCode: 10010, ErrorInfo: 'no such group' }],
    });
    const tips: unknown[] = [];
    c.on(TIM.EVENT.MESSAGE_RECEIVED, (e) => tips.push(...(e.data as unknown[])));
    s.last.deliver(tipPush('@TGS#gone', 6));
    await new Promise((r) => setTimeout(r, 5_500));
    expect(s.count('group_open_http_svc.get_group_self_member_info')).toBe(4);
    expect(tips).toEqual([]);
  }, 10_000);
});

describe('network probe (spec §4: a request with a 3 s cap, not navigator.onLine)', () => {
  it('§4 any HTTP answer of the service host is online, even an error status', async () => {
    const url = await listen((_req, res) => res.writeHead(426).end());
    expect(await probeNetwork(url)).toBe(true);
  });

  it('§4 after a probe found no network: disconnected, probed again later, and reconnected once it answers', async () => {
    const free = createServer();
    await new Promise<void>((resolve) => free.listen(0, '127.0.0.1', resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((r) => free.close(r));
    const s = new FakeService();
    const c = TIM.create({
      SDKAppID: 1400000001,
      proxyServer: `ws://127.0.0.1:${port}`,
      WebSocket: s.WebSocket,
      timing: { reconnectDelayMs: 1 },
    });
    clients.push(c);
    const states: string[] = [];
    c.on(TIM.EVENT.NET_STATE_CHANGE, (e) => states.push((e.data as { state: string }).state));
    await flush();
    for (let i = 0; i < 4; i++) {
      s.last.close();
      await flush(20);
    }
    for (let i = 0; i < 50 && states.at(-1) !== 'disconnected'; i++) await flush(5);
    expect(states.at(-1)).toBe('disconnected');
    const sockets = s.sockets.length;
    const back = createServer((_req, res) => res.writeHead(426).end());
    servers.push(back);
    await new Promise<void>((resolve) => back.listen(port, '127.0.0.1', resolve));
    for (let i = 0; i < 80 && s.sockets.length === sockets; i++) await new Promise((r) => setTimeout(r, 100));
    expect(s.sockets.length).toBe(sockets + 1);
    await flush();
    expect(states.at(-1)).toBe('connected');
  }, 15_000);

  it('§4 a host that does not answer within the cap, or refuses, is offline', async () => {
    const url = await listen(() => {});
    const start = Date.now();
    expect(await probeNetwork(url, 300)).toBe(false);
    expect(Date.now() - start).toBeLessThan(2000);
    expect(await probeNetwork('ws://127.0.0.1:9/im')).toBe(false);
  });
});

describe('the cleanup after a login sync that brought notices (spec §4, tim-js-sdk 2.27.6 _clearGroupSystemNotice)', () => {
  const notice = (applicant: string, random: number) => ({
    GroupId: 'g1',
    GroupInfo: { GroupId: 'g1', GroupType: 'Public' },
    From_Account: applicant,
    MsgSeq: random,
    MsgRandom: random,
    MsgTimeStamp: 1_700_000_000,
    MsgBody: { OpType: 1, Operator_Account: applicant },
  });

  it("§4 system notice 1: after the login's sync brought notices, every page of the groups' applications is read and the notices of those handled (Handled not 0) are deleted; the others stay", async () => {
    const s = new FakeService();
    s.replies.set('openim.getmsg', {
      Cookie: '1',
      SyncFlag: 2,
      MsgList: [],
      EventArray: [{ Event: 5, GroupTips: [notice('done', 11), notice('open', 12), notice('elsewhere', 13)] }],
    });
    const pending = (from: string, handled: number, group = 'g1') => ({
      GroupId: group,
      From_Account: from,
      Handled: handled,
    });
    s.replies.set('group_open_http_svc.get_pendency', (b) =>
      b.StartTime === 0
        ? { PendencyList: [pending('open', 0), pending('elsewhere', 1, 'g2')], NextStartTime: 5 }
        : { PendencyList: [pending('done', 1)], NextStartTime: 0 },
    );
    const c = await ready(s);
    await until(() => s.count('openim.deletemsg') === 1, 2000, 'the deletion');
    expect(s.requests.filter((r) => /get_pendency/.test(r.servcmd)).map((r) => [r.servcmd, r.body])).toEqual([
      ['group_open_http_svc.get_pendency', { StartTime: 0, Limit: 20, Handle_Account: 'me' }],
      ['group_open_http_svc.get_pendency', { StartTime: 5, Limit: 20, Handle_Account: 'me' }],
    ]);
    expect(s.requests.find((r) => r.servcmd === 'openim.deletemsg')?.body).toEqual({
      DelMsgList: [{ From_Account: '@TIM#SYSTEM', MsgSeq: 11, MsgRandom: 11 }],
    });
    await flush();
    const left = (await c.getMessageList({ conversationID: '@TIM#SYSTEM' })).data.messageList;
    expect(left.map((m) => m.payload.operatorID)).toEqual(['open', 'elsewhere']);
  });

  it('§4 a login sync without notices reads no applications', async () => {
    const s = new FakeService();
    await ready(s);
    await flush();
    expect(s.count('group_open_http_svc.get_pendency')).toBe(0);
  });
});
