import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../src/errors.ts';
import { Conv, countsAsUnread, sortConversations, totalUnread } from '../src/modules/conversations.ts';
import { POLL_DEFAULT_MS, POLL_FAILURE_MS, PollPacer } from '../src/modules/live.ts';
import {
  c2cGapRecover,
  GROUP_ROAM_PAGE,
  MessageList,
  planGroupFetch,
  RecentWindow,
  syncDone,
} from '../src/modules/messages.ts';
import { profileUpdateItems } from '../src/modules/profile/codec.ts';
import { FrequencyLimiter, kickKind, LoginGuard, Readiness, REPEAT_LOGIN_GUARD_MS } from '../src/modules/session.ts';
import { checkUpload } from '../src/modules/upload/rules.ts';
import { serviceFor } from '../src/protocol/wire.ts';
import { decodeFrame, encodeFrame } from '../src/transport/frames.ts';
import { NetStateTracker, ReconnectMachine } from '../src/transport/reconnect.ts';
import { localMessage } from '../src/modules/message/edit.ts';
import type { Conversation, Message } from '../src/types.ts';

const msg = (over: Partial<Message>): Message =>
  localMessage({
    ID: 'id',
    conversationID: 'C2Cpeer',
    conversationType: 'C2C',
    from: 'peer',
    to: 'me',
    time: 100,
    sequence: 1,
    random: 1,
    clientSequence: 1,
    flow: 'in',
    type: 'TIMTextElem',
    payload: { text: 'x' },
    isRead: false,
    ...over,
  });
const conv = (id: string, over: Partial<Conversation> & { time?: number } = {}): Conversation => {
  const { time = 0, ...rest } = over;
  const c = new Conv(id, id.startsWith('C2C') ? 'C2C' : 'GROUP');
  c.lastMessage.lastTime = time;
  return Object.assign(c, rest);
};

describe('login guard and readiness (spec §4)', () => {
  it('repeat login: a second attempt within 15 s fails with 2025, after 15 s it may proceed', () => {
    const g = new LoginGuard();
    expect(g.decide(0, { userID: 'a', userSig: 's' }, 1).kind).toBe('proceed');
    g.started(0, 'a');
    g.failed();
    const again = g.decide(REPEAT_LOGIN_GUARD_MS, { userID: 'a', userSig: 's' }, 1);
    expect(again.kind === 'reject' && again.error.code).toBe(ERROR_CODES.REPEAT_LOGIN);
    expect(g.decide(REPEAT_LOGIN_GUARD_MS + 1, { userID: 'a', userSig: 's' }, 1).kind).toBe('proceed');
  });

  it('login when already logged in succeeds as a repeat login', () => {
    const g = new LoginGuard();
    g.started(0, 'a');
    g.succeeded();
    expect(g.decide(1, { userID: 'a', userSig: 's' }, 1).kind).toBe('alreadyIn');
  });

  it('login needs SDKAppID (2000), userID (2002) and userSig (2003)', () => {
    const g = new LoginGuard();
    const code = (d: ReturnType<LoginGuard['decide']>) => (d.kind === 'reject' ? d.error.code : 0);
    expect(code(g.decide(0, { userID: 'a', userSig: 's' }, undefined))).toBe(ERROR_CODES.NO_SDKAPPID);
    expect(code(g.decide(0, { userSig: 's' }, 1))).toBe(ERROR_CODES.NO_IDENTIFIER);
    expect(code(g.decide(0, { userID: 'a' }, 1))).toBe(ERROR_CODES.NO_USERSIG);
  });

  it('readiness: ready after login, conversations and profile; exempt calls pass before (spec §4)', () => {
    const r = new Readiness();
    for (const api of [
      'login',
      'logout',
      'destroy',
      'on',
      'off',
      'setLogLevel',
      'joinGroup',
      'quitGroup',
      'registerPlugin',
      'getGroupOnlineMemberCount',
    ])
      expect(r.check(api)).toBeNull();
    expect(r.check('sendMessage')?.code).toBe(ERROR_CODES.SDK_IS_NOT_READY);
    expect(r.mark('loggedIn')).toBe(false);
    expect(r.mark('conversations')).toBe(false);
    expect(r.mark('profile')).toBe(true);
    expect(r.check('sendMessage')).toBeNull();
    r.reset();
    expect(r.ready).toBe(false);
  });

  it('kick kinds: 1 other account, 2 other device, 3 server side', () => {
    expect(kickKind(1)).toEqual({ type: 'multipleAccount', code: ERROR_CODES.KICKED_OUT_MULT_ACCOUNT });
    expect(kickKind(2)).toEqual({ type: 'multipleDevice', code: ERROR_CODES.KICKED_OUT_MULT_DEVICE });
    expect(kickKind(3)).toEqual({ type: 'REST_API_Kick', code: ERROR_CODES.KICKED_OUT_REST_API });
    expect(kickKind(9)).toBeNull();
  });
});

describe('frequency limits (spec §9, code 2996)', () => {
  it('set all read: 1 call per second; group profile: 20 per second; other calls unlimited', () => {
    const f = new FrequencyLimiter();
    expect(f.allow('setAllMessageRead', 0)).toBe(true);
    expect(f.allow('setAllMessageRead', 999)).toBe(false);
    expect(f.allow('setAllMessageRead', 1000)).toBe(true);
    for (let i = 0; i < 20; i++) expect(f.allow('getGroupProfile', 10)).toBe(true);
    expect(f.allow('getGroupProfile', 10)).toBe(false);
    for (let i = 0; i < 100; i++) expect(f.allow('sendMessage', 10)).toBe(true);
  });
});

describe('connection state machine (spec §4 "Connection")', () => {
  it('up to 3 reconnects, then a network probe', () => {
    const m = new ReconnectMachine();
    expect(m.closed(0)).toEqual({ action: 'reconnect', attempt: 1 });
    expect(m.closed(10)).toEqual({ action: 'reconnect', attempt: 2 });
    expect(m.closed(20)).toEqual({ action: 'reconnect', attempt: 3 });
    expect(m.closed(30)).toEqual({ action: 'probe' });
    expect(m.probed(true)).toEqual({ action: 'reconnect', attempt: 1 });
    expect(m.probed(false)).toEqual({ action: 'probeLater' });
  });

  it('a socket closing within 1 s of opening counts as a failed reconnect; a longer one resets the count', () => {
    const m = new ReconnectMachine();
    m.closed(0);
    m.opened(100);
    expect(m.closed(900)).toEqual({ action: 'reconnect', attempt: 2 });
    m.opened(1000);
    expect(m.closed(2000)).toEqual({ action: 'reconnect', attempt: 1 });
  });

  it('heartbeat code 60002 stops reconnecting', () => {
    const m = new ReconnectMachine();
    m.markFatal();
    expect(m.closed(0)).toEqual({ action: 'stop' });
  });

  it('NET_STATE_CHANGE fires only on change', () => {
    const seen: string[] = [];
    const t = new NetStateTracker((s) => seen.push(s));
    t.set('connecting');
    t.set('connecting');
    t.set('connected');
    t.set('connected');
    t.set('disconnected');
    expect(seen).toEqual(['connecting', 'connected', 'disconnected']);
  });
});

describe('conversations and unread (spec §4)', () => {
  it('order: pinned first, then by last message time, those without time after their group', () => {
    const list = [
      conv('C2Ca', { time: 5 }),
      conv('C2Cb', { time: 9 }),
      conv('C2Cc', { time: 1, isPinned: true }),
      conv('C2Cd'),
      conv('C2Ce', { isPinned: true }),
      conv('C2Cf', { time: 7, isPinned: true }),
    ];
    expect(sortConversations(list).map((c) => c.conversationID)).toEqual([
      'C2Cf',
      'C2Cc',
      'C2Ce',
      'C2Cb',
      'C2Ca',
      'C2Cd',
    ]);
  });

  it('unread: incoming counts; excluded, online-only, read, own and live-room messages do not', () => {
    const c = conv('C2Cpeer');
    expect(countsAsUnread(msg({}), c)).toBe(true);
    expect(countsAsUnread(msg({ flow: 'out' }), c)).toBe(false);
    expect(countsAsUnread(msg({ isRead: true }), c)).toBe(false);
    expect(countsAsUnread(msg({ _onlineOnly: true }), c)).toBe(false);
    expect(
      countsAsUnread(msg({ _control: { excludedFromUnreadCount: true, excludedFromLastMessage: false } }), c),
    ).toBe(false);
    expect(countsAsUnread(msg({}), { subType: 'AVChatRoom' })).toBe(false);
  });

  it('total unread sums non-system conversations whose remind type is unset or accept-and-notify', () => {
    const list = [
      conv('C2Ca', { unreadCount: 2 }),
      conv('GROUPg', { unreadCount: 3, messageRemindType: 'AcceptAndNotify' }),
      conv('GROUPh', { unreadCount: 4, messageRemindType: 'AcceptNotNotify' }),
      conv('GROUPi', { unreadCount: 5, messageRemindType: 'Discard' }),
      { ...conv('@TIM#SYSTEM'), type: '@TIM#SYSTEM' as const, unreadCount: 6 },
    ];
    expect(totalUnread(list)).toBe(5);
  });
});

describe('messages: order, de-dup windows, recovery rules (spec §4, §9)', () => {
  it('a message list keeps (time, sequence) order and each message once', () => {
    const l = new MessageList();
    expect(l.insert(msg({ ID: 'b', time: 2, sequence: 2 }))).toBe(true);
    expect(l.insert(msg({ ID: 'a', time: 1, sequence: 1 }))).toBe(true);
    expect(l.insert(msg({ ID: 'c', time: 2, sequence: 3 }))).toBe(true);
    expect(l.insert(msg({ ID: 'a', time: 1, sequence: 1 }))).toBe(false);
    expect(l.items.map((m) => m.ID)).toEqual(['a', 'b', 'c']);
  });

  it('de-dup windows forget the oldest keys beyond their size (200 sequences, 100 IDs)', () => {
    const w = new RecentWindow<number>(200);
    for (let i = 0; i < 201; i++) w.add(i);
    expect(w.add(200)).toBe(false);
    expect(w.add(1)).toBe(false);
    // 0 was forgotten: it is new again.
    expect(w.add(0)).toBe(true);
  });

  it('group recovery plan: no gap, no request; a gap of 1 is one request', () => {
    expect(planGroupFetch(10, 10, new Set())).toEqual([]);
    expect(planGroupFetch(10, 11, new Set())).toEqual([{ from: 11, to: 11 }]);
  });

  it('group recovery plan: a gap of 1,500 is covered forwards, oldest first, 21 per request, every sequence once', () => {
    const plan = planGroupFetch(100, 1600, new Set());
    expect(GROUP_ROAM_PAGE).toBe(21);
    expect(plan).toHaveLength(Math.ceil(1500 / 21));
    expect(plan[0]).toEqual({ from: 101, to: 121 });
    expect(plan[plan.length - 1]).toEqual({ from: 1592, to: 1600 });
    const covered = plan.flatMap((r) => Array.from({ length: r.to - r.from + 1 }, (_, i) => r.from + i));
    expect(covered).toEqual(Array.from({ length: 1500 }, (_, i) => 101 + i));
    expect(plan.every((r) => r.to - r.from + 1 <= 21)).toBe(true);
  });

  it('group recovery plan: gaps of 300 and more are planned in full, not left to history paging', () => {
    expect(planGroupFetch(0, 299, new Set()).length).toBe(15);
    expect(planGroupFetch(0, 300, new Set()).length).toBe(15);
    expect(planGroupFetch(0, 100_000, new Set()).length).toBe(Math.ceil(100_000 / 21));
  });

  it('group recovery plan: held sequences are skipped at range edges and not asked for again', () => {
    // Held 101..105 and 130; a push of 200 waits ahead of the hole.
    const held = new Set([101, 102, 103, 104, 105, 130, 200]);
    expect(planGroupFetch(100, 200, held)).toEqual([
      { from: 106, to: 126 },
      { from: 127, to: 147 },
      { from: 148, to: 168 },
      { from: 169, to: 189 },
      { from: 190, to: 199 },
    ]);
    expect(planGroupFetch(100, 105, held)).toEqual([]);
  });

  it('one-to-one recovery when the time gap is 1 to 600 s; sync pages until flag 2', () => {
    expect(c2cGapRecover(100, 100)).toBe(false);
    expect(c2cGapRecover(100, 101)).toBe(true);
    expect(c2cGapRecover(100, 700)).toBe(true);
    expect(c2cGapRecover(100, 701)).toBe(false);
    expect([0, 1, 2].map(syncDone)).toEqual([false, false, true]);
  });

  it('live-room polling: 300 ms, 2000 ms after a failure, +2000 ms after 20 empty polls, reset by a message', () => {
    const p = new PollPacer();
    expect(p.onMessages()).toBe(POLL_DEFAULT_MS);
    expect(p.onFailure()).toBe(POLL_FAILURE_MS);
    let last = 0;
    for (let i = 0; i < 19; i++) last = p.onEmpty();
    expect(last).toBe(300);
    expect(p.onEmpty()).toBe(2300);
    expect(p.onMessages()).toBe(300);
  });
});

describe('validation (spec §5)', () => {
  it('profile update: empty options give no-key 2722; bad values give invalid-param 2721 with tips', () => {
    expect(() => profileUpdateItems({})).toThrow(expect.objectContaining({ code: ERROR_CODES.UPDATE_PROFILE_NO_KEY }));
    expect(() => profileUpdateItems({ nick: 'x'.repeat(501) })).toThrow(/at most 500 bytes, it is 501/);
    expect(() => profileUpdateItems({ gender: 'robot' })).toThrow(
      expect.objectContaining({ code: ERROR_CODES.UPDATE_PROFILE_INVALID_PARAM }),
    );
    expect(() => profileUpdateItems({ birthday: '1990' })).toThrow(/birthday must be a number/);
    expect(() => profileUpdateItems({ messageSettings: 2 })).toThrow(/0 or 1/);
    expect(() => profileUpdateItems({ colour: 'red' })).toThrow(/unknown key colour/);
    expect(() => profileUpdateItems({ profileCustomField: [{ key: 'Tag_Other', value: 'x' }] })).toThrow(
      /Tag_Profile_Custom/,
    );
    expect(() => profileUpdateItems({ profileCustomField: [{ key: 'Tag_Profile_Custom_x', value: 1 }] })).toThrow(
      /must be a string/,
    );
    expect(
      profileUpdateItems({ nick: 'Ann', profileCustomField: [{ key: 'Tag_Profile_Custom_team', value: 'red' }] }),
    ).toEqual([
      { Tag: 'Tag_Profile_IM_Nick', Value: 'Ann' },
      { Tag: 'Tag_Profile_Custom_team', Value: 'red' },
    ]);
  });

  it('image upload checks: a file is needed (2251), of an allowed type (2252), at most 20 MB (2253)', () => {
    expect(() => checkUpload('image', undefined)).toThrow(
      expect.objectContaining({ code: ERROR_CODES.MESSAGE_IMAGE_SELECT_FILE_FIRST }),
    );
    expect(() => checkUpload('image', { name: 'a.tiff', size: 1 })).toThrow(
      expect.objectContaining({ code: ERROR_CODES.MESSAGE_IMAGE_TYPES_LIMIT }),
    );
    expect(() => checkUpload('image', { name: 'a.png', size: 21 * 1024 * 1024 })).toThrow(
      expect.objectContaining({ code: ERROR_CODES.MESSAGE_IMAGE_SIZE_LIMIT }),
    );
    expect(() => checkUpload('image', { name: 'a.PNG', size: 10 })).not.toThrow();
  });
});

describe('frames', () => {
  it('round-trips a frame and never throws on garbage', async () => {
    const frame = { head: { servcmd: 'heartbeat.alive', seq: 7 }, body: { a: 1 } };
    expect(await decodeFrame(encodeFrame(frame))).toEqual(frame);
    expect(await decodeFrame(new TextEncoder().encode('not json'))).toBeNull();
    expect(await decodeFrame(new TextEncoder().encode('{"head":1}'))).toBeNull();
    expect(await decodeFrame(new Uint8Array([0x43, 0x4f, 0x4d, 0x50, 1, 2, 3]))).toBeNull();
  });

  it('inflates COMP-prefixed (zlib) frames', async () => {
    const { deflateSync } = await import('node:zlib');
    const json = JSON.stringify({ head: { servcmd: 'x.y', seq: 1 }, body: { ok: true } });
    const packed = Buffer.concat([Buffer.from('COMP'), deflateSync(Buffer.from(json))]);
    expect(await decodeFrame(new Uint8Array(packed))).toEqual({ head: { servcmd: 'x.y', seq: 1 }, body: { ok: true } });
  });
});

describe('community service (issue #29, as the official SDK routes)', () => {
  it('§6 Community service: group and attribute commands about a community go to million_group_open_http_svc', () => {
    const million = 'million_group_open_http_svc';
    expect(serviceFor('group_open_http_svc.get_group_member_info', { GroupId: '@TGS#_club' })).toBe(
      `${million}.get_group_member_info`,
    );
    expect(serviceFor('group_open_attr_http_svc.get_group_attr', { GroupId: '@TGS#_club' })).toBe(
      `${million}.get_group_attr`,
    );
    expect(serviceFor('group_open_http_svc.get_group_info', { GroupIdList: ['@TGS#_club', 'g2'] })).toBe(
      `${million}.get_group_info`,
    );
    expect(serviceFor('group_open_http_svc.create_group', { Type: 'Community', Name: 'c' })).toBe(
      `${million}.create_group`,
    );
    // A topic's id, other groups and other services keep theirs.
    expect(serviceFor('group_open_http_svc.send_group_msg', { GroupId: '@TGS#_club@TOPIC#_t' })).toBe(
      'group_open_http_svc.send_group_msg',
    );
    expect(serviceFor('group_open_http_svc.quit_group', { GroupId: '@TGS#2abc' })).toBe(
      'group_open_http_svc.quit_group',
    );
    expect(serviceFor('openim.sendmsg', { GroupId: '@TGS#_club' })).toBe('openim.sendmsg');
  });
});
