import { afterEach, describe, expect, it, vi } from 'vitest';
import TIM, { type ChatClient } from '../src/index.ts';
import { ERROR_CODES } from '../src/errors.ts';
import { c2cPush, FakeService, flush } from './fake-service.ts';

const clients: ChatClient[] = [];
const originalNavigator = Object.getOwnPropertyDescriptor(globalThis, 'navigator');
function make(service: FakeService, timing = {}): ChatClient {
  const c = TIM.create({ SDKAppID: 1400000001, proxyServer: 'ws://fake', WebSocket: service.WebSocket, timing });
  clients.push(c);
  return c;
}
async function ready(service: FakeService, userID = 'me'): Promise<ChatClient> {
  const c = make(service);
  const isReady = new Promise((r) => c.on(TIM.EVENT.SDK_READY, r));
  await c.login({ userID, userSig: 'sig' });
  await isReady;
  return c;
}
afterEach(async () => {
  vi.useRealTimers();
  if (originalNavigator) Object.defineProperty(globalThis, 'navigator', originalNavigator);
  for (const c of clients.splice(0)) await c.destroy();
});

describe('client session (spec §4)', () => {
  it('calls before ready fail with the not-ready reason (2999) and an ERROR event; exempt calls pass', async () => {
    const c = make(new FakeService());
    const errors: unknown[] = [];
    c.on(TIM.EVENT.ERROR, (e) => errors.push(e.data));
    await expect(c.getConversationList()).rejects.toMatchObject({ code: ERROR_CODES.SDK_IS_NOT_READY });
    expect(() => c.createTextMessage({ to: 'x', conversationType: 'C2C', payload: { text: 'hi' } })).toThrow(
      expect.objectContaining({ code: ERROR_CODES.SDK_IS_NOT_READY }),
    );
    expect(errors).toHaveLength(2);
    expect(() => c.setLogLevel(1)).not.toThrow();
  });

  it('login reaches SDK_READY; a second login while logged in resolves with repeatLogin', async () => {
    const service = new FakeService();
    const c = await ready(service);
    expect(c.isReady()).toBe(true);
    expect((await c.login({ userID: 'me', userSig: 'sig' })).data.repeatLogin).toBe(true);
    expect(service.count('im_open_status.wslogin')).toBe(1);
  });

  it('a login reply without TinyId fails with 2022, without A2Key with 2023', async () => {
    const s1 = new FakeService();
    s1.replies.set('im_open_status.wslogin', { A2Key: 'a2' });
    await expect(make(s1).login({ userID: 'me', userSig: 's' })).rejects.toMatchObject({ code: ERROR_CODES.NO_TINYID });
    const s2 = new FakeService();
    s2.replies.set('im_open_status.wslogin', { TinyId: '1' });
    await expect(make(s2).login({ userID: 'me', userSig: 's' })).rejects.toMatchObject({ code: ERROR_CODES.NO_A2KEY });
  });

  it('a refused login keeps the service code; a retry within 15 s is a repeat login (2025)', async () => {
    const s = new FakeService();
    s.replies.set('im_open_status.wslogin', { ActionStatus: 'FAIL', ErrorCode: 70001, ErrorInfo: 'expired' });
    const c = make(s);
    await expect(c.login({ userID: 'me', userSig: 's' })).rejects.toMatchObject({ code: 70001 });
    await expect(c.login({ userID: 'me', userSig: 's' })).rejects.toMatchObject({ code: ERROR_CODES.REPEAT_LOGIN });
  });

  it('logout fails when not logged in (2024) and resets state even when the logout call fails', async () => {
    const s = new FakeService();
    await expect(make(s).logout()).rejects.toMatchObject({ code: ERROR_CODES.USER_NOT_LOGGED_IN });
    const c = await ready(s);
    s.replies.set('im_open_status.wslogout', { ActionStatus: 'FAIL', ErrorCode: 90000 });
    const notReady = new Promise((r) => c.on(TIM.EVENT.SDK_NOT_READY, r));
    await c.logout();
    await notReady;
    expect(c.isReady()).toBe(false);
    // As the official SDK: not ready after a logout says so (3005).
    await expect(c.getConversationList()).rejects.toMatchObject({ code: ERROR_CODES.LOGGED_OUT });
  });

  it('§4 force offline: the kick is read inside EventArray as the official SDK reads it (a top-level one is ignored)', async () => {
    const s = new FakeService();
    const c = await ready(s);
    const kicks: unknown[] = [];
    c.on(TIM.EVENT.KICKED_OUT, (e) => kicks.push(e.data));
    const notices = [{ KickoutMsgNotify: { KickType: 2, NewInstInfo: { InstType: 0, InstId: 7 } } }];
    s.last.deliver({
      head: { servcmd: 'im_open_status.stat_forceoffline', seq: 1 },
      body: { C2cNotifyMsgArray: notices },
    });
    await flush();
    expect(kicks).toEqual([]);
    expect(c.isReady()).toBe(true);
    s.last.deliver({
      head: { servcmd: 'im_open_status.stat_forceoffline', seq: 2 },
      body: { EventArray: [{ Event: 9, C2cNotifyMsgArray: notices }] },
    });
    await flush();
    expect(kicks).toEqual([{ type: TIM.TYPES.KICKED_OUT_MULT_DEVICE }]);
    expect(c.isReady()).toBe(false);
  });
});

describe('client connection (spec §4, §8)', () => {
  it('requests time out after 15 s (2801)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    const s = new FakeService();
    const c = make(s);
    const login = c.login({ userID: 'me', userSig: 's' });
    await vi.advanceTimersByTimeAsync(10);
    await login;
    s.silent.add('group_open_http_svc.get_joined_group_list');
    let outcome: unknown = 'pending';
    c.getGroupList().catch((e) => {
      outcome = e;
    });
    await vi.advanceTimersByTimeAsync(14_900);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(200);
    expect(outcome).toMatchObject({ code: ERROR_CODES.NETWORK_TIMEOUT });
  });

  it('login waits up to 90 s, not 15 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    const s = new FakeService();
    s.silent.add('im_open_status.wslogin');
    const c = make(s);
    let outcome: unknown = 'pending';
    c.login({ userID: 'me', userSig: 's' }).catch((e) => {
      outcome = e;
    });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(70_001);
    expect(outcome).toMatchObject({ code: ERROR_CODES.NETWORK_TIMEOUT });
  });

  it('an idle socket is checked by heartbeat; a heartbeat unanswered in 3 s drops and reconnects', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    const s = new FakeService();
    const c = make(s);
    const states: string[] = [];
    c.on(TIM.EVENT.NET_STATE_CHANGE, (e) => states.push((e.data as { state: string }).state));
    await vi.advanceTimersByTimeAsync(10);
    s.silent.add('heartbeat.alive');
    await vi.advanceTimersByTimeAsync(11_000);
    expect(s.count('heartbeat.alive')).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(s.sockets.length).toBe(2);
    expect(states).toEqual(['connected', 'connecting', 'connected']);
  });

  it('heartbeat code 60002 stops reconnecting and reports disconnected', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    const s = new FakeService();
    s.replies.set('heartbeat.alive', { ActionStatus: 'FAIL', ErrorCode: 60002 });
    const c = make(s);
    const states: string[] = [];
    c.on(TIM.EVENT.NET_STATE_CHANGE, (e) => states.push((e.data as { state: string }).state));
    await vi.advanceTimersByTimeAsync(12_000);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(s.sockets.length).toBe(1);
    expect(states[states.length - 1]).toBe('disconnected');
  });

  it('after 3 failed reconnects it probes the network; offline stops with disconnected', async () => {
    const s = new FakeService();
    const c = make(s, { reconnectDelayMs: 1 });
    const states: string[] = [];
    c.on(TIM.EVENT.NET_STATE_CHANGE, (e) => states.push((e.data as { state: string }).state));
    await flush();
    // Every new socket closes right after opening: short-lived sockets count as failures.
    Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true, writable: true });
    // Each close waits for the client's next socket (under load the 1 ms reconnect may take many turns).
    for (let i = 0; i < 3; i++) {
      const before = s.sockets.length;
      s.last.close();
      await vi.waitFor(() => expect(s.sockets.length).toBe(before + 1), { timeout: 5_000 });
    }
    s.last.close();
    await vi.waitFor(() => expect(states[states.length - 1]).toBe('disconnected'), { timeout: 5_000 });
    await flush(20);
    expect(s.sockets.length).toBe(4);
    expect(states[states.length - 1]).toBe('disconnected');
  });
});

describe('client connection events (spec §4)', () => {
  it('browser offline drops the socket; online reconnects and logs in again', async () => {
    const handlers = new Map<string, () => void>();
    const g = globalThis as { addEventListener?: unknown; removeEventListener?: unknown };
    g.addEventListener = (name: string, fn: () => void) => handlers.set(name, fn);
    g.removeEventListener = (name: string) => handlers.delete(name);
    try {
      const s = new FakeService();
      const c = await ready(s);
      const states: string[] = [];
      c.on(TIM.EVENT.NET_STATE_CHANGE, (e) => states.push((e.data as { state: string }).state));
      Object.defineProperty(globalThis, 'navigator', { value: { onLine: false }, configurable: true, writable: true });
      handlers.get('offline')?.();
      await flush(30);
      Object.defineProperty(globalThis, 'navigator', { value: { onLine: true }, configurable: true, writable: true });
      handlers.get('online')?.();
      await flush(30);
      expect(states[0]).toBe('connecting');
      expect(states[states.length - 1]).toBe('connected');
      expect(s.count('im_open_status.wslogin')).toBe(2);
      expect(c.isReady()).toBe(true);
    } finally {
      delete g.addEventListener;
      delete g.removeEventListener;
    }
  });

  it('after a reconnect an expired userSig kicks out with userSigExpired', async () => {
    const s = new FakeService();
    const c = await ready(s);
    const kicked = new Promise((r) => c.on(TIM.EVENT.KICKED_OUT, (e) => r(e.data)));
    s.replies.set('im_open_status.wslogin', { ActionStatus: 'FAIL', ErrorCode: 70001, ErrorInfo: 'expired' });
    c.simulateNetworkDrop();
    expect(await kicked).toEqual({ type: TIM.TYPES.KICKED_OUT_USERSIG_EXPIRED });
    expect(c.isReady()).toBe(false);
  });

  it('an overload push pauses the named command for the seconds given (60022)', async () => {
    const s = new FakeService();
    s.replies.set('openim.sendmsg', (b) => ({ MsgTime: 1, MsgSeq: b.MsgSeq as number }));
    const c = await ready(s);
    s.last.deliver({
      head: { servcmd: 'OverLoadPush.notify2', seq: 1 },
      body: { OverLoadServCmd: 'openim.sendmsg', DelaySecs: 1 },
    });
    await flush();
    const m = c.createTextMessage({ to: 'peer', conversationType: 'C2C', payload: { text: 'x' } });
    await expect(c.sendMessage(m)).rejects.toMatchObject({ code: ERROR_CODES.SERVER_OVERLOADED });
    expect(s.count('openim.sendmsg')).toBe(0);
    await new Promise((r) => setTimeout(r, 1050));
    await c.resendMessage(m);
    expect(m.status).toBe('success');
  });

  it('messages for an unknown group are held while it is probed: delivered once known, dropped after 4 checks', async () => {
    const s = new FakeService();
    let known = false;
    s.replies.set('group_open_http_svc.get_group_self_member_info', (b) => {
      const id = (b.GroupIdList as string[])[0];
      return id === 'fresh' || (id === 'late' && known)
        ? { GroupInfo: [{ GroupId: id, Type: 'Public', SelfInfo: { Role: 'Member' } }] }
        : { GroupInfo: [{ GroupId: id, ErrorCode: 10010, ErrorInfo: 'no such group' }] };
    });
    const c = make(s, { tickMs: 20 });
    const isReady = new Promise((r) => c.on(TIM.EVENT.SDK_READY, r));
    await c.login({ userID: 'me', userSig: 's' });
    await isReady;
    const got: string[] = [];
    c.on(TIM.EVENT.MESSAGE_RECEIVED, (e) =>
      got.push(...(e.data as { payload: { text: string } }[]).map((m) => m.payload.text)),
    );
    const push = (group: string, seq: number) =>
      s.last.deliver({
        head: { servcmd: 'im_open_push.msg_push', seq },
        body: {
          EventArray: [
            {
              Event: 3,
              GroupMsgArray: [
                {
                  From_Account: 'x',
                  GroupId: group,
                  MsgSeq: seq,
                  MsgRandom: seq,
                  MsgTimeStamp: 5,
                  MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: `${group}-${seq}` } }],
                },
              ],
            },
          ],
        },
      });
    push('fresh', 1);
    await flush(20);
    expect(got).toEqual(['fresh-1']);
    push('late', 1);
    await new Promise((r) => setTimeout(r, 30));
    known = true;
    await new Promise((r) => setTimeout(r, 60));
    expect(got).toEqual(['fresh-1', 'late-1']);
    push('never', 1);
    await new Promise((r) => setTimeout(r, 200));
    expect(
      s.requests.filter(
        (r) =>
          r.servcmd === 'group_open_http_svc.get_group_self_member_info' &&
          (r.body.GroupIdList as string[])[0] === 'never',
      ),
    ).toHaveLength(4);
    expect(got).toEqual(['fresh-1', 'late-1']);
  });

  it('after a reconnect a one-to-one gap of 1..600 s is topped up from roaming history (spec §4)', async () => {
    const s = new FakeService();
    const c = await ready(s);
    const item = (seq: number, time: number, text: string) => ({
      From_Account: 'peer',
      To_Account: 'me',
      MsgSeq: seq,
      MsgRandom: seq,
      MsgTimeStamp: time,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: text } }],
    });
    s.last.deliver({
      head: { servcmd: 'im_open_push.msg_push', seq: 1 },
      body: { EventArray: [{ Event: 1, C2cMsgArray: [item(1, 1000, 'old')] }] },
    });
    await flush();
    const got: string[] = [];
    c.on(TIM.EVENT.MESSAGE_RECEIVED, (e) =>
      got.push(...(e.data as { payload: { text: string } }[]).map((m) => m.payload.text)),
    );
    // While away, the peer wrote twice; the service lists it, the cookie sync brings nothing.
    s.replies.set('recentcontact.page_get', {
      CompleteFlag: 1,
      SessionItem: [{ Type: 1, To_Account: 'peer', MsgTimeStamp: 1300, MsgSeq: 3, UnreadMsgCount: 3 }],
    });
    s.replies.set('openim.getroammsg', {
      Complete: 1,
      MsgList: [item(1, 1000, 'old'), item(2, 1200, 'missed 1'), item(3, 1300, 'missed 2')],
    });
    c.simulateNetworkDrop();
    await flush(40);
    expect(got).toEqual(['missed 1', 'missed 2']);
    expect(s.count('openim.getroammsg')).toBe(1);
  });

  it('the hello every 120 s; an answer of 1002 means kicked (kind from the answer)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval', 'clearTimeout', 'clearInterval', 'Date'] });
    const s = new FakeService();
    s.replies.set('im_open_status.wshello', { ActionStatus: 'FAIL', ErrorCode: 1002, KickType: 3 });
    const c = make(s);
    const kinds: unknown[] = [];
    c.on(TIM.EVENT.KICKED_OUT, (e) => kinds.push(e.data));
    const login = c.login({ userID: 'me', userSig: 's' });
    await vi.advanceTimersByTimeAsync(10);
    await login;
    await vi.advanceTimersByTimeAsync(119_000);
    expect(s.count('im_open_status.wshello')).toBe(0);
    await vi.advanceTimersByTimeAsync(1_100);
    expect(s.count('im_open_status.wshello')).toBe(1);
    expect(kinds).toEqual([{ type: TIM.TYPES.KICKED_OUT_REST_API }]);
  });
});

describe('client validation (spec §5, §8)', () => {
  it('message creation: text non-empty (Params validate failed), conversation type (2106), message instance (2105)', async () => {
    const c = await ready(new FakeService());
    expect(() => c.createTextMessage({ to: 'x', conversationType: 'C2C', payload: { text: '' } })).toThrow(
      /Params validate failed/,
    );
    expect(() => c.createTextMessage({ to: 'x', conversationType: 'TOPIC', payload: { text: 'a' } })).toThrow(
      expect.objectContaining({ code: ERROR_CODES.MESSAGE_SEND_INVALID_CONVERSATION_TYPE }),
    );
    await expect(c.sendMessage({ ID: 'fake' } as never)).rejects.toMatchObject({
      code: ERROR_CODES.MESSAGE_SEND_NEED_MESSAGE_INSTANCE,
    });
  });

  it('a failed send marks the message fail; resend sets it back and succeeds', async () => {
    const s = new FakeService();
    const c = await ready(s);
    s.replies.set('openim.sendmsg', { ActionStatus: 'FAIL', ErrorCode: 20003, ErrorInfo: 'bad' });
    const m = c.createTextMessage({ to: 'peer', conversationType: 'C2C', payload: { text: 'hi' } });
    await expect(c.sendMessage(m)).rejects.toMatchObject({ code: 20003 });
    expect(m.status).toBe('fail');
    s.replies.set('openim.sendmsg', { MsgTime: 1000, MsgSeq: m.sequence });
    await c.resendMessage(m);
    expect(m.status).toBe('success');
    expect(m.time).toBe(1000);
  });

  it('online-only messages are not stored and make no conversation', async () => {
    const s = new FakeService();
    const c = await ready(s);
    s.last.deliver({
      head: { servcmd: 'im_open_push.msg_push', seq: 1 },
      body: {
        EventArray: [
          {
            Event: 1,
            C2cMsgArray: [
              {
                From_Account: 'peer',
                To_Account: 'me',
                MsgSeq: 1,
                MsgRandom: 2,
                MsgTimeStamp: 3,
                MsgLifeTime: 0,
                MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'typing' } }],
              },
            ],
          },
        ],
      },
    });
    await flush();
    await expect(c.getConversationProfile('C2Cpeer')).rejects.toMatchObject({
      code: ERROR_CODES.CONVERSATION_NOT_FOUND,
    });
  });

  it('revoke refuses an already revoked message (2110); delete takes successful messages of one conversation, at most 30', async () => {
    const s = new FakeService();
    const c = await ready(s);
    s.replies.set('openim.sendmsg', (b) => ({ MsgTime: 100, MsgSeq: b.MsgSeq as number }));
    const sent = [];
    for (let i = 0; i < 35; i++)
      sent.push(
        (
          await c.sendMessage(
            c.createTextMessage({ to: 'peer', conversationType: 'C2C', payload: { text: String(i) } }),
          )
        ).data.message,
      );
    await c.revokeMessage(sent[0]!);
    await expect(c.revokeMessage(sent[0]!)).rejects.toMatchObject({ code: ERROR_CODES.MESSAGE_REVOKE_FAIL });
    const deleted = await c.deleteMessage(sent);
    expect(deleted.data.messageList).toHaveLength(30);
    await expect(c.deleteMessage([])).rejects.toThrow(/Params validate failed/);
  });

  it('groups: illegal type (2600), illegal community id (2602), Work group join (2601) and role rules (2681-2684)', async () => {
    const s = new FakeService();
    const c = await ready(s);
    await expect(c.createGroup({ type: 'Club', name: 'x' })).rejects.toMatchObject({
      code: ERROR_CODES.ILLEGAL_GROUP_TYPE,
    });
    await expect(c.createGroup({ type: 'Public', name: 'x', groupID: '@TGS#_abc' })).rejects.toMatchObject({
      code: ERROR_CODES.ILLEGAL_GROUP_ID,
    });
    s.replies.set('group_open_http_svc.get_group_self_member_info', (b) => {
      const id = (b.GroupIdList as string[])[0];
      const type = id === 'work' ? 'Private' : id === 'live' ? 'AVChatRoom' : 'Public';
      return { GroupInfo: [{ GroupId: id, Type: type, SelfInfo: { Role: id === 'mine' ? 'Owner' : 'Member' } }] };
    });
    for (const id of ['work', 'live', 'pub', 'mine']) await c.getGroupProfile({ groupID: id });
    await expect(c.joinGroup({ groupID: 'work' })).rejects.toMatchObject({ code: ERROR_CODES.CANNOT_JOIN_WORK });
    await expect(c.dismissGroup('work')).rejects.toMatchObject({ code: ERROR_CODES.CANNOT_DISMISS_WORK });
    await expect(c.setGroupMemberRole({ groupID: 'work', userID: 'u', role: 'Admin' })).rejects.toMatchObject({
      code: ERROR_CODES.CANNOT_SET_MEMBER_ROLE_IN_WORK_AND_AVCHATROOM,
    });
    await expect(c.setGroupMemberRole({ groupID: 'pub', userID: 'u', role: 'Admin' })).rejects.toMatchObject({
      code: ERROR_CODES.NOT_OWNER,
    });
    await expect(c.setGroupMemberRole({ groupID: 'mine', userID: 'u', role: 'Boss' })).rejects.toMatchObject({
      code: ERROR_CODES.INVALID_MEMBER_ROLE,
    });
    await expect(c.setGroupMemberRole({ groupID: 'mine', userID: 'me', role: 'Admin' })).rejects.toMatchObject({
      code: ERROR_CODES.CANNOT_SET_SELF_MEMBER_ROLE,
    });
    await expect(c.setGroupMemberMuteTime({ groupID: 'mine', userID: 'me', muteTime: 60 })).rejects.toMatchObject({
      code: ERROR_CODES.CANNOT_MUTE_SELF,
    });
    await expect(c.changeGroupOwner({ groupID: 'live', newOwnerID: 'u' })).rejects.toMatchObject({
      code: ERROR_CODES.CANNOT_CHANGE_OWNER_IN_AVCHATROOM,
    });
    await expect(c.changeGroupOwner({ groupID: 'pub', newOwnerID: 'me' })).rejects.toMatchObject({
      code: ERROR_CODES.CANNOT_CHANGE_OWNER_TO_SELF,
    });
    await expect(c.addGroupMember({ groupID: 'live', userIDList: ['u'] })).rejects.toMatchObject({
      code: ERROR_CODES.CANNOT_ADD_MEMBER_IN_AVCHATROOM,
    });
    await expect(c.deleteGroupMember({ groupID: 'nope', userIDList: ['u'] })).rejects.toMatchObject({
      code: ERROR_CODES.CANNOT_FIND_GROUP,
    });
    await expect(c.getGroupMemberList({ groupID: 'pub', count: 0 })).rejects.toThrow(
      /Params validate failed.*positive integer/,
    );
    await expect(c.setGroupMemberMuteTime({ groupID: 'pub', userID: 'u', muteTime: -1 })).rejects.toThrow(
      /Params validate failed/,
    );
  });

  it('conversations: invalid id (2503), not found (2500), pin skipped when already in that state', async () => {
    const s = new FakeService();
    s.replies.set('recentcontact.page_get', {
      CompleteFlag: 1,
      SessionItem: [{ Type: 1, To_Account: 'peer', MsgTimeStamp: 5, TopFlags: 1, UnreadMsgCount: 2 }],
    });
    const c = await ready(s);
    await expect(c.getConversationProfile('XYZ')).rejects.toMatchObject({ code: ERROR_CODES.INVALID_CONVERSATION_ID });
    await expect(c.deleteConversation('C2Cnobody')).rejects.toMatchObject({ code: ERROR_CODES.CONVERSATION_NOT_FOUND });
    await c.pinConversation({ conversationID: 'C2Cpeer', isPinned: true });
    expect(s.count('recentcontact.top')).toBe(0);
    expect(c.getTotalUnreadMessageCount()).toBe(2);
  });

  it('official rmLocalAndRemoteConversationList: deleteConversation resolves only what the service deleted (code 0), the rest stays listed, and the deleted ones lose their messages here whatever clearHistoryMessage says', async () => {
    const s = new FakeService();
    s.replies.set('recentcontact.page_get', {
      CompleteFlag: 1,
      SessionItem: [
        { Type: 1, To_Account: 'peer', MsgTimeStamp: 5 },
        { Type: 1, To_Account: 'other', MsgTimeStamp: 4 },
      ],
    });
    s.replies.set('recentcontact.batch_delete', {
      ResultItem: [
        { Type: 1, To_Account: 'peer', ResultCode: 0, ResultInfo: '' },
        { Type: 1, To_Account: 'other', ResultCode: 70001, ResultInfo: 'busy' },
      ],
    });
    const c = await ready(s);
    s.last.deliver(c2cPush('peer', 1, 'hello'));
    await flush();
    expect((await c.getMessageList({ conversationID: 'C2Cpeer' })).data.messageList).toHaveLength(1);
    const deleted = await c.deleteConversation({
      conversationIDList: ['C2Cpeer', 'C2Cother'],
      clearHistoryMessage: false,
    });
    expect(deleted.data).toEqual({ conversationIDList: ['C2Cpeer'] });
    expect((await c.getConversationList()).data.conversationList.map((conv) => conv.conversationID)).toEqual([
      'C2Cother',
    ]);
    // Kept at the service (ClearRamble 0): asked for again, not answered from what was held.
    const fetched = s.count('openim.getroammsg');
    await c.getMessageList({ conversationID: 'C2Cpeer' });
    expect(s.count('openim.getroammsg')).toBe(fetched + 1);
  });

  it('conversation and unread events are throttled to one per second', async () => {
    const s = new FakeService();
    const c = await ready(s);
    const updates: unknown[] = [];
    c.on(TIM.EVENT.CONVERSATION_LIST_UPDATED, (e) => updates.push(e.data));
    await new Promise((r) => setTimeout(r, 1100));
    updates.length = 0;
    for (let i = 0; i < 50; i++) {
      s.last.deliver({
        head: { servcmd: 'im_open_push.msg_push', seq: i },
        body: {
          EventArray: [
            {
              Event: 1,
              C2cMsgArray: [
                {
                  From_Account: 'peer',
                  To_Account: 'me',
                  MsgSeq: i + 1,
                  MsgRandom: i,
                  MsgTimeStamp: 10,
                  MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: String(i) } }],
                },
              ],
            },
          ],
        },
      });
    }
    await flush();
    expect(updates.length).toBeLessThanOrEqual(1);
    await new Promise((r) => setTimeout(r, 1100));
    expect(updates.length).toBeLessThanOrEqual(2);
    expect(c.getTotalUnreadMessageCount()).toBe(50);
  });

  it('profile: getMyProfile after ready, updateMyProfile validates before calling', async () => {
    const s = new FakeService();
    const c = await ready(s);
    expect((await c.getMyProfile()).data.userID).toBe('me');
    await expect(c.updateMyProfile({})).rejects.toMatchObject({ code: ERROR_CODES.UPDATE_PROFILE_NO_KEY });
    expect(s.count('profile.portrait_set')).toBe(0);
  });
});

describe('createGroup (issue #29, as the official SDK)', () => {
  it('§5 createGroup: created but its profile refused (10010, 10007) resolves with the group as asked for', async () => {
    for (const code of [10010, 10007]) {
      const s = new FakeService();
      s.replies.set('group_open_http_svc.create_group', { GroupId: '@TGS#2NEW' });
      s.replies.set('group_open_http_svc.get_group_self_member_info', {
        GroupInfo: [{ GroupId: '@TGS#2NEW', ErrorCode: code, ErrorInfo: 'refused' }],
      });
      const c = await ready(s);
      const { group } = (await c.createGroup({ type: 'Public', name: 'derby', introduction: 'sunday' })).data;
      expect(group).toMatchObject({
        groupID: '@TGS#2NEW',
        type: 'Public',
        name: 'derby',
        introduction: 'sunday',
        selfInfo: { role: 'Owner' },
      });
      // Other refusals still reject.
      s.replies.set('group_open_http_svc.get_group_self_member_info', {
        GroupInfo: [{ GroupId: '@TGS#2NEW', ErrorCode: 10004, ErrorInfo: 'bad' }],
      });
      await expect(c.createGroup({ type: 'Public', name: 'derby' })).rejects.toMatchObject({ code: 10004 });
    }
  });
});

describe('conversation folders (issue #29, as the official SDK)', () => {
  it('§3 folders: every page of get_contact_group is read (CompleteFlag 0 asks from NextStartIndex)', async () => {
    const s = new FakeService();
    s.replies.set('im_open_status.wslogin', { A2Key: 'a2', TinyId: '1', InstId: 1, PurchaseBits: '10000000000' });
    s.replies.set('recentcontact.get_contact_group', (body) =>
      body.StartIndex === 0
        ? { CompleteFlag: 0, NextStartIndex: 1, GroupItem: [{ GroupId: '1', GroupName: 'mates' }], ContactItem: [] }
        : { CompleteFlag: 1, GroupItem: [{ GroupId: '2', GroupName: 'work' }], ContactItem: [] },
    );
    const c = await ready(s);
    expect((await c.getConversationGroupList()).data).toEqual(['mates', 'work']);
    expect(s.count('recentcontact.get_contact_group')).toBe(2);
  });
});

describe('what the official SDK sends at login (issue #29, tim-js-sdk 2.27.6)', () => {
  it('ProfanityFilterModule.init: the lexicon (get_local_words) is fetched at login only with tim-profanity-filter-plugin registered', async () => {
    const without = new FakeService();
    await ready(without);
    await flush();
    expect(without.count('im_msg_audit_mgr.get_local_words')).toBe(0);
    const withPlugin = new FakeService();
    const c = make(withPlugin);
    c.registerPlugin({ 'tim-profanity-filter-plugin': class {} });
    await c.login({ userID: 'me', userSig: 'sig' });
    await flush();
    expect(withPlugin.requests.filter((r) => r.servcmd === 'im_msg_audit_mgr.get_local_words')).toMatchObject([
      { body: { uint64_version: 0, str_device_id: '', uint64_start_index: 0 } },
    ]);
  });

  it("CommercialConfigModule: the login answer's PurchaseBits hold at once, fetch_imsdk_purchase_bitsv2 goes out with the SDKAppID at the check a second after the login, and a call never fetches them", async () => {
    const s = new FakeService();
    s.replies.set('im_open_status.wslogin', { A2Key: 'a2', TinyId: '1', InstId: 1, PurchaseBits: '10000000000' });
    s.replies.set('recentcontact.get_contact_group', { CompleteFlag: 1, GroupItem: [], ContactItem: [] });
    s.replies.set('im_sdk_config_mgr.fetch_imsdk_purchase_bitsv2', {
      int32_error_code: 0,
      str_purchase_bits: '10000000000',
      uint32_expired_time: 3600,
    });
    const c = await ready(s);
    expect((await c.getConversationGroupList()).code).toBe(0);
    // Not bought (userStatus, bit 7): refused from the bits held, nothing fetched.
    await expect(c.getUserStatus({ userIDList: ['x'] })).rejects.toMatchObject({
      code: ERROR_CODES.CANNOT_USE_COMMERCIAL_ABILITY,
    });
    expect(s.count('im_sdk_config_mgr.fetch_imsdk_purchase_bitsv2')).toBe(0);
    await new Promise((r) => setTimeout(r, 1100));
    expect(s.requests.filter((r) => r.servcmd === 'im_sdk_config_mgr.fetch_imsdk_purchase_bitsv2')).toMatchObject([
      { body: { uint32_sdkappid: 1400000001 } },
    ]);
  });

  it("getRemoteConvGroupList: get_contact_group's StartTime is the time in seconds", async () => {
    const s = new FakeService();
    s.replies.set('recentcontact.get_contact_group', { CompleteFlag: 1, GroupItem: [], ContactItem: [] });
    await ready(s);
    await flush();
    const [asked] = s.requests.filter((r) => r.servcmd === 'recentcontact.get_contact_group');
    expect(Math.abs(Number(asked?.body.StartTime) - Date.now() / 1000)).toBeLessThan(5);
  });
});
