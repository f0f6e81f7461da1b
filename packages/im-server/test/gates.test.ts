import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ImServer, SYSTEM_ACCOUNT } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

const text = (words: string): Body[] => [{ MsgType: 'TIMTextElem', MsgContent: { Text: words } }];
const custom = (data: unknown): Body[] => [
  { MsgType: 'TIMCustomElem', MsgContent: { Data: JSON.stringify(data), Desc: '', Ext: '' } },
];
const image: Body[] = [
  { MsgType: 'TIMImageElem', MsgContent: { ImageInfoArray: [{ Type: 1, URL: 'https://img.example/a.png' }] } },
];
const gift = custom({ Action: 'RoomGift', Data: { gift_id: 1, amount: 1314 } });
/** Every pushed item under `key` (GroupMsgArray, GroupMsgModNotifys, ...) a socket received. */
const pushed = (s: RawSocket, key: string): Body[] =>
  s.frames.flatMap((f) => ((f.body.EventArray as Body[] | undefined) ?? []).flatMap((e) => (e[key] as Body[]) ?? []));

// Issue #26: every way a message reaches others passes the gates of a send (handlers/gates.ts), with its codes.
describe('edits, extensions, recalls, online-only and topic messages pass the gates of a send', () => {
  let server: ImServer;
  // The service's clock runs ahead of the wall clock by `skew` ms: slow mode is tested without waiting.
  let skew = 0;
  let owner: RawSocket;
  let member: RawSocket;
  let listener: RawSocket;

  const create = async (Type: string, extra: Body = {}): Promise<string> => {
    const created = await owner.request('group_open_http_svc.create_group', {
      Type,
      Name: 'gates',
      MemberList: [{ Member_Account: 'g-member' }, { Member_Account: 'g-listener' }],
      ...extra,
    });
    expect(created.ErrorCode).toBe(0);
    return String(created.GroupId);
  };
  const send = (s: RawSocket, GroupId: string, Random: number, MsgBody: Body[], extra: Body = {}): Promise<Body> =>
    s.request('group_open_http_svc.send_group_msg', { GroupId, Random, MsgBody, ...extra });
  const edit = (s: RawSocket, GroupId: string, MsgSeq: unknown, MsgBody?: Body[], extra: Body = {}): Promise<Body> =>
    s.request('openim.modify_group_msg', { GroupId, MsgSeq, MsgVersion: 0, MsgBody, ...extra });
  const profile = (GroupId: string, change: Body): Promise<Body> =>
    owner.request('group_open_http_svc.modify_group_base_info', { GroupId, ...change });
  const slowMode = (GroupId: string, seconds: number): Promise<Body> =>
    profile(GroupId, { AppDefinedData: [{ Key: 'slow_mode', Value: seconds ? String(seconds) : '' }] });

  beforeAll(async () => {
    server = await startTestServer({ now: () => Date.now() + skew });
    const login = (user: string): Promise<RawSocket> => RawSocket.login(server.url, user);
    [owner, member, listener] = await Promise.all([login('g-owner'), login('g-member'), login('g-listener')]);
  });
  afterAll(async () => {
    await Promise.all([owner, member, listener].map((s) => s.close()));
    await server.close();
  });

  it("§6 issue #26: a member cannot rewrite the platform's race-start announcement in NOTIFY_ROOM (10007), nor edit in a muted group (10017); listeners get nothing", async () => {
    await server.admin.ensureGroup({ groupID: 'NOTIFY_ROOM', type: 'ChatRoom', name: 'NOTIFY_ROOM' });
    for (const s of [member, listener])
      expect((await s.request('group_open_http_svc.apply_join_group', { GroupId: 'NOTIFY_ROOM' })).ErrorCode).toBe(0);
    const race = { Action: 'RaceStart', Data: { matchid: 7, desc: 'kick-off' } };
    const sent = await server.admin.sendCustomMessage({ groupID: 'NOTIFY_ROOM', data: JSON.stringify(race) });
    const rewrite = await edit(member, 'NOTIFY_ROOM', sent.sequence, custom({ Action: 'RaceStart', Data: 'fake' }));
    expect(rewrite).toMatchObject({ ErrorCode: 10007, ErrorInfo: expect.stringContaining('platform') });
    // Not even the custom data beside it.
    expect((await edit(member, 'NOTIFY_ROOM', sent.sequence, undefined, { CloudCustomData: 'x' })).ErrorCode).toBe(
      10007,
    );
    const history = await listener.request('group_open_http_svc.group_msg_get', { GroupId: 'NOTIFY_ROOM' });
    const stored = (history.RspMsgList as Body[]).find((m) => m.MsgSeq === sent.sequence);
    expect(stored).toMatchObject({ From_Account: SYSTEM_ACCOUNT, MsgBody: custom(race) });
    expect(stored?.MsgVersion ?? 0).toBe(0);

    // Mute-all holds for edits too: a member's own message in a group muted since cannot be edited.
    const group = await create('Public');
    const own = await send(member, group, 1, text('before the mute'));
    expect((await profile(group, { ShutUpAllMember: 'On' })).ErrorCode).toBe(0);
    expect(await edit(member, group, own.MsgSeq, text('after the mute'))).toMatchObject({
      ErrorCode: 10017,
      ErrorInfo: expect.stringContaining('all members are muted'),
    });
    await new Promise((r) => setTimeout(r, 100));
    expect(pushed(listener, 'GroupMsgModNotifys')).toEqual([]);
  });

  it('§5 issue #26: a muted member can neither edit nor extend a message (10017); the mute ends and both work', async () => {
    const group = await create('Public');
    const msg = await send(member, group, 1, text('hello'), { SupportMessageExtension: 1 });
    const mute = (ShutUpTime: number) =>
      owner.request('group_open_http_svc.modify_group_member_info', {
        GroupId: group,
        Member_Account: 'g-member',
        ShutUpTime,
      });
    expect((await mute(600)).ErrorCode).toBe(0);
    expect(await edit(member, group, msg.MsgSeq, text('hello, edited'))).toMatchObject({
      ErrorCode: 10017,
      ErrorInfo: expect.stringContaining('muted'),
    });
    const react = (s: RawSocket) =>
      s.request('openim_msg_ext_http_svc.group_set_key_values', {
        GroupId: group,
        MsgSeq: msg.MsgSeq,
        OperateType: 1,
        ExtensionList: [{ Key: 'like', Value: 'g-member', Seq: 0 }],
      });
    expect((await react(member)).ErrorCode).toBe(10017);
    expect((await mute(0)).ErrorCode).toBe(0);
    expect((await edit(member, group, msg.MsgSeq, text('hello, edited'))).ErrorCode).toBe(0);
    expect((await react(member)).ErrorCode).toBe(0);
  });

  it('§5 issue #26: a blacklisted user cannot edit or extend a message to the blocker (20007); the blocker still can', async () => {
    const key = { From_Account: 'g-member', To_Account: 'g-listener', MsgSeq: 5, MsgRandom: 55 };
    const sent = await member.request('openim.sendmsg', { ...key, MsgBody: text('hi'), SupportMessageExtension: 1 });
    expect(sent.ErrorCode).toBe(0);
    const blocked = await listener.request('sns.black_list_add', { To_Account: ['g-member'] });
    expect(blocked.ErrorCode).toBe(0);
    const c2cEdit = (s: RawSocket, words: string) =>
      s.request('openim.modify_c2c_msg', { ...key, MsgVersion: 0, MsgBody: text(words) });
    expect(await c2cEdit(member, 'hi again')).toMatchObject({
      ErrorCode: 20007,
      ErrorInfo: expect.stringContaining('blacklisted'),
    });
    const extend = (s: RawSocket) =>
      s.request('openim_msg_ext_http_svc.set_key_values', {
        ...key,
        MsgKey: '5_55_0',
        OperateType: 1,
        ExtensionList: [{ Key: 'seen', Value: '1', Seq: 0 }],
      });
    expect((await extend(member)).ErrorCode).toBe(20007);
    expect(pushed(listener, 'C2cMsgModNotifys')).toEqual([]);
    // The blacklist stops the blocked side only.
    expect((await c2cEdit(listener, 'quoted')).ErrorCode).toBe(0);
    expect((await extend(listener)).ErrorCode).toBe(0);
    await listener.request('sns.black_list_delete', { To_Account: ['g-member'] });
  });

  it('§7 issue #26: an edit keeps the elements and their kinds: no text into a gift or a custom element (10004), no custom into a platform action (10007)', async () => {
    const group = await create('Public');
    const words = await send(member, group, 1, text('a plain text'));
    const intoGift = await edit(member, group, words.MsgSeq, gift);
    expect(intoGift).toMatchObject({ ErrorCode: 10004, ErrorInfo: expect.stringContaining('TIMTextElem') });
    expect((await edit(member, group, words.MsgSeq, custom({ note: 'x' }))).ErrorCode).toBe(10004);
    expect((await edit(member, group, words.MsgSeq, [...text('a'), ...text('b')])).ErrorCode).toBe(10004);
    const note = await send(member, group, 2, custom({ note: 'hello' }));
    expect((await edit(member, group, note.MsgSeq, gift)).ErrorCode).toBe(10007);
    expect((await edit(member, group, note.MsgSeq, custom({ note: 'bye' }))).ErrorCode).toBe(0);
    // An image keeps its content (the cloud edits text, custom, location and face only); its custom data changes.
    const photo = await send(member, group, 3, image);
    const moved = [
      { MsgType: 'TIMImageElem', MsgContent: { ImageInfoArray: [{ Type: 1, URL: 'https://evil.example/b.png' }] } },
    ];
    expect((await edit(member, group, photo.MsgSeq, moved, { CloudCustomData: 'caption' })).ErrorCode).toBe(0);
    const history = await listener.request('group_open_http_svc.group_msg_get', { GroupId: group });
    const list = history.RspMsgList as Body[];
    expect(list.find((m) => m.MsgSeq === photo.MsgSeq)).toMatchObject({ MsgBody: image, CloudCustomData: 'caption' });
    expect(list.find((m) => m.MsgSeq === words.MsgSeq)).toMatchObject({ MsgBody: text('a plain text') });
    // The official SDK's edit of an image names no MsgBody: the custom data alone changes.
    const only = await edit(member, group, photo.MsgSeq, undefined, { MsgVersion: 1, CloudCustomData: 'again' });
    expect(only).toMatchObject({ ErrorCode: 0, MsgBody: image, CloudCustomData: 'again' });
  });

  it('§9 issue #26: online-only messages count for slow mode (10023) and are refused under mute-all (10017)', async () => {
    const group = await create('Public');
    expect((await slowMode(group, 10)).ErrorCode).toBe(0);
    const online = { OnlineOnlyFlag: 1 };
    expect((await send(member, group, 1, text('typing...'), online)).ErrorCode).toBe(0);
    skew += 3_000;
    expect(await send(member, group, 2, text('stored'))).toMatchObject({
      ErrorCode: 10023,
      ErrorInfo: expect.stringMatching(/next message in [78] s/),
    });
    expect((await send(member, group, 3, text('typing...'), online)).ErrorCode).toBe(10023);
    skew += 8_000;
    expect((await send(member, group, 4, text('on time'))).ErrorCode).toBe(0);
    // An edit counts as well, and waits its turn.
    skew += 10_000;
    const mine = await send(member, group, 5, text('tyop'));
    expect((await edit(member, group, mine.MsgSeq, text('typo'))).ErrorCode).toBe(10023);
    skew += 10_000;
    expect((await edit(member, group, mine.MsgSeq, text('typo'))).ErrorCode).toBe(0);
    expect((await send(member, group, 6, text('right after the edit'))).ErrorCode).toBe(10023);
    await slowMode(group, 0);
    expect((await profile(group, { ShutUpAllMember: 'On' })).ErrorCode).toBe(0);
    expect((await send(member, group, 7, text('psst'), online)).ErrorCode).toBe(10017);
  });

  it('§9 issue #26: a resend during slow mode gets its stored message back, not 10023', async () => {
    const group = await create('Public');
    await slowMode(group, 30);
    const first = await send(member, group, 42, text('once'), { ClientSeq: 9 });
    expect(first.ErrorCode).toBe(0);
    const again = await send(member, group, 42, text('once'), { ClientSeq: 9 });
    expect(again).toMatchObject({ ErrorCode: 0, MsgSeq: first.MsgSeq, MsgTime: first.MsgTime });
  });

  it("§5 issue #26: topics obey the community's mute-all and slow mode; a topic message counts for the community", async () => {
    const created = await owner.request('million_group_open_http_svc.create_group', {
      Type: 'Community',
      GroupId: '@TGS#_gates',
      Name: 'league',
      SupportTopic: 1,
      MemberList: [{ Member_Account: 'g-member' }],
    });
    expect(created.ErrorCode).toBe(0);
    const community = String(created.GroupId);
    const topic = await owner.request('million_group_open_http_svc.create_topic', {
      GroupId: community,
      TopicName: 'match day',
    });
    const TopicId = String(topic.TopicId);
    const inTopic = (Random: number, words: string) =>
      member.request('million_group_open_http_svc.send_group_msg', {
        GroupId: community,
        TopicId,
        Random,
        MsgBody: text(words),
      });
    expect((await inTopic(1, 'first')).ErrorCode).toBe(0);
    const all = (on: boolean) =>
      owner.request('million_group_open_http_svc.modify_group_base_info', {
        GroupId: community,
        ShutUpAllMember: on ? 'On' : 'Off',
      });
    expect((await all(true)).ErrorCode).toBe(0);
    expect(await inTopic(2, 'muted?')).toMatchObject({ ErrorCode: 10017 });
    expect((await all(false)).ErrorCode).toBe(0);
    const slow = await owner.request('million_group_open_http_svc.modify_group_base_info', {
      GroupId: community,
      AppDefinedData: [{ Key: 'slow_mode', Value: '10' }],
    });
    expect(slow.ErrorCode).toBe(0);
    skew += 20_000;
    expect((await inTopic(3, 'slow one')).ErrorCode).toBe(0);
    expect((await inTopic(4, 'too fast')).ErrorCode).toBe(10023);
    // The topic message counts in the community as a whole.
    const inCommunity = await member.request('million_group_open_http_svc.send_group_msg', {
      GroupId: community,
      Random: 5,
      MsgBody: text('and here'),
    });
    expect(inCommunity.ErrorCode).toBe(10023);
    skew += 10_000;
    expect((await inTopic(6, 'on time')).ErrorCode).toBe(0);
  });

  it("§5 issue #26 recalls: a muted member still withdraws their own message (muting stops sending only); the platform's messages are withdrawn by the platform only", async () => {
    const group = await create('Public');
    const own = await send(member, group, 1, text('oops'));
    await owner.request('group_open_http_svc.modify_group_member_info', {
      GroupId: group,
      Member_Account: 'g-member',
      ShutUpTime: 600,
    });
    const recall = (s: RawSocket, MsgSeq: unknown) =>
      s.request('group_open_http_svc.group_msg_recall', { GroupId: group, MsgSeqList: [{ MsgSeq }] });
    expect(await recall(member, own.MsgSeq)).toMatchObject({ ErrorCode: 0, RecallRetList: [{ RetCode: 0 }] });
    const announced = await server.admin.sendCustomMessage({
      groupID: group,
      data: JSON.stringify({ Action: 'RaceStart', Data: { matchid: 9 } }),
    });
    // Even the group's owner, who may withdraw any member's message.
    expect(await recall(owner, announced.sequence)).toMatchObject({
      ErrorCode: 10007,
      ErrorInfo: expect.stringContaining('platform'),
    });
    expect((await edit(owner, group, announced.sequence, undefined, { CloudCustomData: 'x' })).ErrorCode).toBe(10007);
  });
});
