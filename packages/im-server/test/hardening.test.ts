import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS, SYSTEM_ACCOUNT, type ImServer } from '../src/index.ts';
import { startTestServer, until } from './setup.ts';
import { compressionBomb, RawSocket } from './raw-socket.ts';

type Body = Record<string, unknown>;

const text = (t: string): Body[] => [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }];
const action = (Action: string, Data: unknown): Body[] => [
  { MsgType: 'TIMCustomElem', MsgContent: { Data: JSON.stringify({ Action, Data }), Desc: '', Ext: '' } },
];

describe('im-server against hostile input', () => {
  let server: ImServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('a group resend (same sender, Random and ClientSeq) is stored once and answered with the stored message', async () => {
    const owner = await RawSocket.login(server.url, 'dup-owner');
    const created = await owner.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'dups' });
    const GroupId = String(created.GroupId);
    const live = String(
      (await owner.request('group_open_http_svc.create_group', { Type: 'AVChatRoom', Name: 'l' })).GroupId,
    );
    await owner.request('group_open_http_svc.apply_join_group', { GroupId: live });
    for (const group of [GroupId, live]) {
      const send = { GroupId: group, Random: 12345, ClientSeq: 7, MsgBody: text('once') };
      const first = await owner.request('group_open_http_svc.send_group_msg', send);
      const again = await owner.request('group_open_http_svc.send_group_msg', send);
      expect(again).toMatchObject({ ErrorCode: 0, MsgSeq: first.MsgSeq, MsgTime: first.MsgTime });
      const other = await owner.request('group_open_http_svc.send_group_msg', { ...send, ClientSeq: 8 });
      expect(other.MsgSeq).toBe(Number(first.MsgSeq) + 1);
    }
    const history = await owner.request('group_open_http_svc.group_msg_get', { GroupId, ReqMsgNumber: 20 });
    expect((history.RspMsgList as Body[]).map((m) => m.ClientSeq)).toEqual([8, 7]);
    await owner.close();
  });

  it('a compression bomb without login closes only its own socket and inflates no further than the frame cap', async () => {
    const bystander = await RawSocket.login(server.url, 'bomb-bystander');
    const attacker = await RawSocket.open(server.url);
    // 200 MB of zeros deflate to about 200 KB: a frame under the raw cap that inflates 800 times past it.
    const bomb = await compressionBomb(200);
    expect(bomb.length).toBeLessThan(LIMITS.frameBytes);
    const before = process.memoryUsage().rss;
    attacker.send(bomb);
    expect(await attacker.closedWithin(5000)).toBe(1009);
    expect(process.memoryUsage().rss - before).toBeLessThan(64 * 1024 * 1024);
    // A raw frame over the cap closes its socket too.
    const big = await RawSocket.open(server.url);
    big.send(Buffer.alloc(LIMITS.frameBytes + 1, 0x20));
    expect(await big.closedWithin(5000)).toBe(1009);
    const reply = await bystander.request('openim.sendmsg', { To_Account: 'bomb-peer', MsgBody: text('fine') });
    expect(reply.ErrorCode).toBe(0);
    await bystander.close();
  });

  it('an unreadable frame is answered with 60003 and the socket keeps working', async () => {
    const socket = await RawSocket.login(server.url, 'garbage-sender');
    for (const junk of ['not json', '[1,2]', '{"head":7}', 'COMPnot zlib']) socket.send(junk);
    await until(() => socket.frames.filter((f) => f.body.ErrorCode === 60003).length === 4, 5000, '4 refusals');
    expect((await socket.request('im_open_status.wshello', {})).ErrorCode).toBe(0);
    await socket.close();
  });

  it('message bodies, element counts and CloudCustomData over the limits are refused with 80002', async () => {
    const socket = await RawSocket.login(server.url, 'long-writer');
    const send = (body: Body) => socket.request('openim.sendmsg', { To_Account: 'long-reader', ...body });
    expect((await send({ MsgBody: text('x'.repeat(LIMITS.messageBytes)) })).ErrorCode).toBe(80002);
    expect((await send({ MsgBody: text('长'.repeat(4100)) })).ErrorCode).toBe(80002);
    expect((await send({ MsgBody: text('x'), CloudCustomData: 'y'.repeat(LIMITS.messageBytes) })).ErrorCode).toBe(
      80002,
    );
    const many = Array.from({ length: LIMITS.messageElements + 1 }, () => text('e')[0]);
    expect((await send({ MsgBody: many })).ErrorCode).toBe(80002);
    expect((await send({ MsgBody: text('x'.repeat(LIMITS.messageBytes - 100)) })).ErrorCode).toBe(0);
    await socket.close();
  });

  it('account ids longer than 32 bytes are refused and create no user', async () => {
    const long = 'u'.repeat(LIMITS.accountIdBytes + 1);
    const stranger = await RawSocket.open(server.url);
    const login = await stranger.request('im_open_status.wslogin', {}, { identifier: long, usersig: 'x' });
    expect(login.ErrorCode).toBe(70402);
    const socket = await RawSocket.login(server.url, 'id-checker');
    expect((await socket.request('openim.sendmsg', { To_Account: long, MsgBody: text('hi') })).ErrorCode).toBe(20003);
    const group = await socket.request('group_open_http_svc.create_group', {
      Type: 'Public',
      Name: 'ids',
      MemberList: [{ Member_Account: long }],
    });
    expect(group.ErrorCode).toBe(10004);
    const profile = await socket.request('profile.portrait_get_all', { To_Account: [long] });
    expect((profile.UserProfileItem as { ProfileItem: Body[] }[])[0]?.ProfileItem[0]).toMatchObject({ Value: '' });
    expect(
      (await socket.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'g', GroupId: 'g'.repeat(49) }))
        .ErrorCode,
    ).toBe(10015);
    await stranger.close();
    await socket.close();
  });

  it('profiles: a nick over 500 bytes is refused with 40601, unknown tags and a 21st custom field with 40001', async () => {
    const socket = await RawSocket.login(server.url, 'profile-writer');
    const set = (ProfileItem: unknown) => socket.request('profile.portrait_set', { ProfileItem });
    expect((await set([{ Tag: 'Tag_Profile_IM_Nick', Value: 'n'.repeat(501) }])).ErrorCode).toBe(40601);
    expect((await set([{ Tag: 'Tag_Profile_IM_Image', Value: 'h'.repeat(501) }])).ErrorCode).toBe(40601);
    expect((await set([{ Tag: 'Tag_Anything', Value: 'x' }])).ErrorCode).toBe(40001);
    expect((await set([{ Tag: 'Tag_Profile_IM_Nick', Value: { nested: true } }])).ErrorCode).toBe(40001);
    const fields = Array.from({ length: LIMITS.customProfileFields }, (_, i) => ({
      Tag: `Tag_Profile_Custom_f${i}`,
      Value: 'v',
    }));
    expect((await set(fields)).ErrorCode).toBe(0);
    expect((await set([{ Tag: 'Tag_Profile_Custom_more', Value: 'v' }])).ErrorCode).toBe(40001);
    expect((await set([{ Tag: 'Tag_Profile_IM_Nick', Value: '昵'.repeat(166) }])).ErrorCode).toBe(0);
    await socket.close();
  });

  it("the sender's nick and avatar come from its stored profile, never from the frame", async () => {
    const sender = await RawSocket.login(server.url, 'nick-sender');
    await sender.request('profile.portrait_set', {
      ProfileItem: [
        { Tag: 'Tag_Profile_IM_Nick', Value: 'Ann' },
        { Tag: 'Tag_Profile_IM_Image', Value: 'https://img.example/ann.png' },
      ],
    });
    const receiver = await RawSocket.login(server.url, 'nick-receiver');
    const got = (): Body[] =>
      receiver.frames.flatMap((f) =>
        ((f.body.EventArray ?? []) as Body[]).flatMap((e) => [
          ...((e.C2cMsgArray ?? []) as Body[]),
          ...((e.GroupMsgArray ?? []) as Body[]),
        ]),
      );
    const forged = { From_AccountNick: '官方客服', From_AccountHeadurl: 'https://evil.example/badge.png' };
    await sender.request('openim.sendmsg', { To_Account: 'nick-receiver', MsgBody: text('c2c'), ...forged });
    const GroupId = String(
      (
        await sender.request('group_open_http_svc.create_group', {
          Type: 'Public',
          Name: 'nicks',
          MemberList: [{ Member_Account: 'nick-receiver' }],
        })
      ).GroupId,
    );
    await sender.request('group_open_http_svc.send_group_msg', {
      GroupId,
      Random: 1,
      MsgBody: text('group'),
      ...forged,
    });
    await until(() => got().length === 2, 5000, 'both messages');
    for (const m of got())
      expect([m.From_AccountNick, m.From_AccountHeadurl]).toEqual(['Ann', 'https://img.example/ann.png']);
    await sender.close();
    await receiver.close();
  });

  it('only the platform posts in NOTIFY_ROOM; members read it and cannot send race starts anywhere', async () => {
    await server.admin.ensureGroup({ groupID: 'NOTIFY_ROOM', type: 'ChatRoom', name: 'NOTIFY_ROOM' });
    const viewer = await RawSocket.login(server.url, 'notify-viewer');
    expect((await viewer.request('group_open_http_svc.apply_join_group', { GroupId: 'NOTIFY_ROOM' })).ErrorCode).toBe(
      0,
    );
    const plain = await viewer.request('group_open_http_svc.send_group_msg', {
      GroupId: 'NOTIFY_ROOM',
      Random: 1,
      MsgBody: text('hello all'),
    });
    expect(plain.ErrorCode).toBe(10017);
    // A race start is refused even in a group the user owns.
    const own = String(
      (await viewer.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'mine' })).GroupId,
    );
    const race = await viewer.request('group_open_http_svc.send_group_msg', {
      GroupId: own,
      Random: 2,
      MsgBody: action('RaceStart', { desc: 'fake', matchid: 1 }),
    });
    expect(race.ErrorCode).toBe(10007);
    // Nor a match event (a fake goal alert, issue #28).
    const goal = await viewer.request('group_open_http_svc.send_group_msg', {
      GroupId: own,
      Random: 3,
      MsgBody: action('MatchEvent', { kind: 'goal', matchid: 1 }),
    });
    expect(goal.ErrorCode).toBe(10007);
    await server.admin.sendCustomMessage({ groupID: 'NOTIFY_ROOM', data: JSON.stringify({ Action: 'RaceStart' }) });
    await until(
      () =>
        viewer.frames.some(
          (f) => JSON.stringify(f.body).includes('RaceStart') && f.head.servcmd === 'im_open_push.msg_push',
        ),
      5000,
      'the platform broadcast',
    );
    await viewer.close();
  });

  it('a gift in a live room is refused from a user and delivered when the platform sends it', async () => {
    await server.admin.ensureGroup({ groupID: 'live_gift', type: 'AVChatRoom', name: 'gifts' });
    const fan = await RawSocket.login(server.url, 'gift-fan');
    const joined = await fan.request('group_open_http_svc.apply_join_group', { GroupId: 'live_gift' });
    const gift = action('RoomGift', { gift_id: 1, gift_name: 'rocket', amount: 1314, nick_name: 'Fan' });
    const send = (Random: number, MsgBody: Body[]) =>
      fan.request('group_open_http_svc.send_group_msg', { GroupId: 'live_gift', Random, MsgBody });
    expect((await send(3, gift)).ErrorCode).toBe(10007);
    const chat = await send(4, text('gg'));
    expect(chat.ErrorCode).toBe(0);
    const sent = await server.admin.sendCustomMessage({
      groupID: 'live_gift',
      data: String((gift[0]!.MsgContent as Body).Data),
    });
    const polled = await fan.request('group_open_long_polling_http_svc.get_msg', {
      Key: joined.LongPollingKey,
      StartSeq: joined.StartSeq,
    });
    const list = polled.RspMsgList as Body[];
    expect(list.map((m) => [m.From_Account, m.MsgSeq])).toEqual([
      ['gift-fan', Number(chat.MsgSeq)],
      [SYSTEM_ACCOUNT, sent.sequence],
    ]);
    await fan.close();
  });

  it('the platform takes back a group ID someone else created first', async () => {
    const squatter = await RawSocket.login(server.url, 'squatter');
    await squatter.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'mine', GroupId: 'live_squat' });
    await server.admin.ensureGroup({ groupID: 'live_squat', type: 'AVChatRoom', name: 'room' });
    const info = await squatter.request('group_open_http_svc.get_group_public_info', { GroupIdList: ['live_squat'] });
    expect((info.GroupInfo as Body[])[0]).toMatchObject({ Owner_Account: SYSTEM_ACCOUNT, Type: 'AVChatRoom' });
    await squatter.close();
  });

  it('a long-polling key works only in its room, for its user: forged and borrowed keys are refused', async () => {
    await server.admin.ensureGroup({ groupID: 'live_keys', type: 'AVChatRoom', name: 'keys' });
    const alice = await RawSocket.login(server.url, 'key-alice');
    const mallory = await RawSocket.login(server.url, 'key-mallory');
    const joined = await alice.request('group_open_http_svc.apply_join_group', { GroupId: 'live_keys' });
    const key = String(joined.LongPollingKey);
    const poll = (socket: RawSocket, Key: string) =>
      socket.request('group_open_long_polling_http_svc.get_msg', { Key, StartSeq: 1, HoldTime: 0 });
    expect((await poll(alice, key)).ErrorCode).toBe(0);
    expect((await poll(mallory, key)).ErrorCode).toBe(10010);
    // A forged signature (its first character changed, so always another MAC), and the issued one spelled otherwise
    // (base64url's last character has spare bits: a decoder alone would take both).
    const mac = key.slice(key.lastIndexOf('.') + 1);
    const signed = key.slice(0, key.lastIndexOf('.') + 1);
    expect((await poll(alice, `${signed}${mac.startsWith('A') ? 'B' : 'A'}${mac.slice(1)}`)).ErrorCode).toBe(10010);
    const last = mac.slice(-1);
    expect('AQgw').toContain(last);
    const respelled = String.fromCharCode(last.charCodeAt(0) + 1);
    expect(Buffer.from(`${mac.slice(0, -1)}${respelled}`, 'base64url')).toEqual(Buffer.from(mac, 'base64url'));
    expect((await poll(alice, `${signed}${mac.slice(0, -1)}${respelled}`)).ErrorCode).toBe(10010);
    await alice.request('group_open_http_svc.quit_group', { GroupId: 'live_keys' });
    expect((await poll(alice, key)).ErrorCode).toBe(10010);
    await alice.close();
    await mallory.close();
  });

  it('online count: anonymous joins count each socket once and fall back when the sockets close', async () => {
    await server.admin.ensureGroup({ groupID: 'live_count', type: 'AVChatRoom', name: 'count' });
    const counter = await RawSocket.login(server.url, 'count-reader');
    const online = async () =>
      Number(
        (await counter.request('group_open_http_svc.get_online_member_num', { GroupId: 'live_count' })).OnlineMemberNum,
      );
    const join = { GroupId: 'live_count' };
    // One socket joining a thousand times is one viewer.
    const repeater = await RawSocket.open(server.url);
    for (let i = 0; i < 1000; i++)
      repeater.send(
        JSON.stringify({ head: { servcmd: 'group_open_http_noauth_svc.apply_join_group', seq: i }, body: join }),
      );
    await until(() => repeater.frames.length === 1000, 10_000, '1000 join answers');
    expect(await online()).toBe(1);
    const guests = await Promise.all(Array.from({ length: 200 }, () => RawSocket.open(server.url)));
    await Promise.all(guests.map((g) => g.request('group_open_http_noauth_svc.apply_join_group', join)));
    expect(await online()).toBe(201);
    await Promise.all([...guests, repeater].map((g) => g.close()));
    let count = -1;
    for (let tries = 0; tries < 50 && count !== 0; tries++) {
      count = await online();
      if (count !== 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(count).toBe(0);
    await counter.close();
  });
});

describe('live-room online count on a clock', () => {
  it('a socket that joined and stopped polling leaves the count after the hold time plus 30 s', async () => {
    let clock = Date.now();
    const server = await startTestServer({ now: () => clock, maxHoldMs: 1000 });
    await server.admin.ensureGroup({ groupID: 'live_idle', type: 'AVChatRoom', name: 'idle' });
    const counter = await RawSocket.login(server.url, 'idle-reader');
    const online = async () =>
      Number(
        (await counter.request('group_open_http_svc.get_online_member_num', { GroupId: 'live_idle' })).OnlineMemberNum,
      );
    const idle = await RawSocket.open(server.url);
    const joined = await idle.request('group_open_http_noauth_svc.apply_join_group', { GroupId: 'live_idle' });
    clock += 20_000;
    expect(await online()).toBe(1);
    // A poll keeps it in the room; silence past the window takes it out though its socket stays open.
    await idle.request('group_open_long_polling_http_noauth_svc.get_msg', { Key: joined.LongPollingKey, HoldTime: 0 });
    clock += 30_000;
    expect(await online()).toBe(1);
    clock += 1001;
    expect(await online()).toBe(0);
    await idle.close();
    await counter.close();
    await server.close();
  });
});

describe('live rooms across a service restart', () => {
  const dir = mkdtempSync(join(tmpdir(), 'im-live-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('a poll with its old Key and StartSeq after a restart gets every message exactly once', async () => {
    const dbPath = join(dir, 'chat.sqlite');
    let server = await startTestServer({ dbPath });
    const port = server.port;
    await server.admin.ensureGroup({ groupID: 'live_restart', type: 'AVChatRoom', name: 'restart' });
    const say = (t: string) =>
      server.admin.sendCustomMessage({ groupID: 'live_restart', data: JSON.stringify({ Action: 'Say', Data: t }) });
    const guest = await RawSocket.open(server.url);
    const joined = await guest.request('group_open_http_noauth_svc.apply_join_group', { GroupId: 'live_restart' });
    const key = String(joined.LongPollingKey);
    await say('a');
    await say('b');
    const first = await guest.request('group_open_long_polling_http_noauth_svc.get_msg', {
      Key: key,
      StartSeq: joined.StartSeq,
    });
    expect((first.RspMsgList as Body[]).length).toBe(2);

    await server.close();
    server = await startTestServer({ dbPath, port });
    await say('c');
    await say('d');
    const again = await RawSocket.open(server.url);
    const poll = (StartSeq: unknown) =>
      again.request('group_open_long_polling_http_noauth_svc.get_msg', { Key: key, StartSeq, HoldTime: 0 });
    const data = (list: unknown) =>
      (list as { MsgBody: { MsgContent: { Data: string } }[] }[]).map(
        (m) => JSON.parse(m.MsgBody[0]!.MsgContent.Data).Data,
      );
    const resumed = await poll(first.NextSeq);
    expect(data(resumed.RspMsgList)).toEqual(['c', 'd']);
    expect(data((await poll(joined.StartSeq)).RspMsgList)).toEqual(['a', 'b', 'c', 'd']);
    expect(data((await poll(resumed.NextSeq)).RspMsgList)).toEqual([]);
    await guest.close();
    await again.close();
    await server.close();
  });

  it("a message polled after a restart names the same sender's TinyId, MsgClientTime and MsgRandom as before it (the official SDK's message ID, deduplicated by it)", async () => {
    const dbPath = join(dir, 'ids.sqlite');
    let server = await startTestServer({ dbPath });
    const port = server.port;
    await server.admin.ensureGroup({ groupID: 'live_ids', type: 'AVChatRoom', name: 'ids' });
    const speaker = await RawSocket.login(server.url, 'live-ids-speaker');
    await speaker.request('group_open_http_svc.apply_join_group', { GroupId: 'live_ids' });
    await speaker.request('group_open_http_svc.send_group_msg', {
      GroupId: 'live_ids',
      Random: 77,
      MsgClientTime: 1_800_000_000,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'hi' } }],
    });
    const guest = await RawSocket.open(server.url);
    const joined = await guest.request('group_open_http_noauth_svc.apply_join_group', { GroupId: 'live_ids' });
    const poll = (socket: RawSocket) =>
      socket.request('group_open_long_polling_http_noauth_svc.get_msg', {
        Key: joined.LongPollingKey,
        StartSeq: 1,
        HoldTime: 0,
      });
    const idOf = (answer: Body) => (answer.RspMsgList as Body[]).map((m) => [m.TinyId, m.MsgClientTime, m.MsgRandom]);
    const before = idOf(await poll(guest));
    expect(before).toEqual([[expect.stringMatching(/^\d+$/), 1_800_000_000, 77]]);
    await speaker.close();
    await guest.close();
    await server.close();
    server = await startTestServer({ dbPath, port });
    const again = await RawSocket.open(server.url);
    expect(idOf(await poll(again))).toEqual(before);
    await again.close();
    await server.close();
  });
});
