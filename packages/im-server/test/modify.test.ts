import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODIFY_CONFLICT } from '../src/handlers/modify.ts';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;
const text = (t: string): Body[] => [{ MsgType: 'TIMTextElem', MsgContent: { Text: t } }];
const modPushes = (s: RawSocket, key: string): Body[] =>
  s.frames.flatMap((f) => ((f.body.EventArray as Body[] | undefined) ?? []).flatMap((e) => (e[key] as Body[]) ?? []));

describe('message modification', () => {
  let server: ImServer;
  let ann: RawSocket;
  let bob: RawSocket;
  let eve: RawSocket;

  beforeAll(async () => {
    server = await startTestServer();
    const login = (user: string): Promise<RawSocket> => RawSocket.login(server.url, user);
    [ann, bob, eve] = await Promise.all([login('mod-ann'), login('mod-bob'), login('mod-eve')]);
  });
  afterAll(async () => {
    await Promise.all([ann, bob, eve].map((s) => s.close()));
    await server.close();
  });

  it('§8 modify: a newer version replaces the content, is pushed to the peer and shows in history; a stale version is 20027 with the current one', async () => {
    await ann.request('openim.sendmsg', { To_Account: 'mod-bob', MsgSeq: 7, MsgRandom: 70, MsgBody: text('2:0') });
    const key = { From_Account: 'mod-ann', To_Account: 'mod-bob', MsgSeq: 7, MsgRandom: 70 };
    const first = await bob.request('openim.modify_c2c_msg', { ...key, MsgVersion: 0, MsgBody: text('2:1') });
    expect(first).toMatchObject({ ErrorCode: 0, MsgVersion: 1 });
    expect(await ann.until(() => modPushes(ann, 'C2cMsgModNotifys').length === 1, 3000)).toBe(true);
    expect(modPushes(ann, 'C2cMsgModNotifys')[0]).toMatchObject({ MsgVersion: 1, MsgBody: text('2:1') });
    const stale = await ann.request('openim.modify_c2c_msg', { ...key, MsgVersion: 0, MsgBody: text('3:1') });
    expect(stale).toMatchObject({ ErrorCode: MODIFY_CONFLICT, MsgVersion: 1, MsgBody: text('2:1') });
    const history = await ann.request('openim.getroammsg', { Peer_Account: 'mod-bob', MaxCnt: 15 });
    expect((history.MsgList as Body[])[0]).toMatchObject({ MsgBody: text('2:1'), MsgVersion: 1 });
  });

  it('§7 modify: only the conversation parties (group members) reach a message, never in a live room; bad content is refused by name', async () => {
    const key = { From_Account: 'mod-ann', To_Account: 'mod-bob', MsgSeq: 7, MsgRandom: 70, MsgVersion: 1 };
    expect((await eve.request('openim.modify_c2c_msg', { ...key, MsgBody: text('x') })).ErrorCode).toBe(10007);
    const empty = await ann.request('openim.modify_c2c_msg', { ...key, MsgBody: [] });
    expect(empty).toMatchObject({ ErrorCode: 10004, ErrorInfo: expect.stringContaining('MsgBody') });
    const created = await ann.request('group_open_http_svc.create_group', {
      Type: 'Public',
      Name: 'mods',
      MemberList: [{ Member_Account: 'mod-bob' }],
    });
    const GroupId = created.GroupId as string;
    const sent = await ann.request('group_open_http_svc.send_group_msg', { GroupId, Random: 1, MsgBody: text('hi') });
    const change = { GroupId, MsgSeq: sent.MsgSeq, MsgVersion: 0, MsgBody: text('hello') };
    expect((await eve.request('openim.modify_group_msg', change)).ErrorCode).toBe(10007);
    expect(await bob.request('openim.modify_group_msg', change)).toMatchObject({ ErrorCode: 0, MsgVersion: 1 });
    expect(await ann.until(() => modPushes(ann, 'GroupMsgModNotifys').length === 1, 3000)).toBe(true);
    await server.admin.ensureGroup({ groupID: 'live_mod', type: 'AVChatRoom', name: 'live' });
    await ann.request('group_open_http_svc.apply_join_group', { GroupId: 'live_mod' });
    const live = await ann.request('group_open_http_svc.send_group_msg', {
      GroupId: 'live_mod',
      Random: 2,
      MsgBody: text('go'),
    });
    const inLive = { GroupId: 'live_mod', MsgSeq: live.MsgSeq, MsgVersion: 0, MsgBody: text('went') };
    expect(await ann.request('openim.modify_group_msg', inLive)).toMatchObject({
      ErrorCode: 10007,
      ErrorInfo: expect.stringContaining('live-room'),
    });
    const history = await ann.request('group_open_http_svc.group_msg_get', { GroupId, ReqMsgNumber: 5 });
    expect((history.RspMsgList as Body[]).find((m) => m.MsgSeq === sent.MsgSeq)).toMatchObject({
      MsgBody: text('hello'),
      MsgVersion: 1,
    });
  });
});
