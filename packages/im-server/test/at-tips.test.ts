import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atTargets } from '../src/handlers/at-tips.ts';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

// @-mentions in group messages: tips pushed to the mentioned members (event 12) and deleted by openim.deletemsg.
let server: ImServer;
let owner: RawSocket;
let member: RawSocket;
let outsider: RawSocket;

beforeAll(async () => {
  server = await startTestServer();
  owner = await RawSocket.login(server.url, 'at-owner');
  member = await RawSocket.login(server.url, 'at-member');
  outsider = await RawSocket.login(server.url, 'at-outsider');
  await owner.request('group_open_http_svc.create_group', {
    Type: 'Public',
    Name: 'at',
    GroupId: 'at-group',
    MemberList: [{ Member_Account: 'at-member' }],
  });
});

afterAll(async () => {
  await Promise.all([owner.close(), member.close(), outsider.close()]);
  await server.close();
});

const atTips = (socket: RawSocket) =>
  socket.frames
    .flatMap((f) => (f.body.EventArray as { Event: number; GroupTips?: { MsgBody: unknown }[] }[] | undefined) ?? [])
    .filter((e) => e.Event === 12)
    .flatMap((e) => e.GroupTips ?? [])
    .map((t) => t.MsgBody);

describe('group-at info (spec §3, §7 delete at-tips)', () => {
  it('§3 targets: named members at-me (1), everyone at-all (2), both together; never the sender or outsiders', () => {
    const members = ['s', 'a', 'b'];
    const targets = atTargets(
      [{ GroupAtAllFlag: 1 }, { GroupAtAllFlag: 0, GroupAt_Account: 'a' }, { GroupAt_Account: 'x' }],
      members,
      's',
    );
    expect([...targets]).toEqual([
      ['a', 3],
      ['b', 2],
    ]);
  });

  it('§3 a mention is pushed to the member named, with the message sequence and its flags', async () => {
    const sent = await owner.request('group_open_http_svc.send_group_msg', {
      GroupId: 'at-group',
      Random: 77,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: '@at-member' } }],
      GroupAtInfo: [
        { GroupAtAllFlag: 0, GroupAt_Account: 'at-member' },
        { GroupAtAllFlag: 0, GroupAt_Account: 'at-outsider' },
      ],
    });
    expect(await member.until(() => atTips(member).length === 1, 5000)).toBe(true);
    expect(atTips(member)[0]).toEqual({
      GroupId: 'at-group',
      From_Account: 'at-owner',
      MsgSeq: sent.MsgSeq,
      AtFlagList: [1],
    });
    expect(atTips(owner)).toEqual([]);
    expect(atTips(outsider)).toEqual([]);
    // The message itself carries its well-formed mentions, for the receivers' atUserList.
    const pushed = member.frames
      .flatMap((f) => (f.body.EventArray as { GroupMsgArray?: { MsgSeq: number; GroupAtInfo?: unknown }[] }[]) ?? [])
      .flatMap((e) => e.GroupMsgArray ?? [])
      .find((m) => m.MsgSeq === sent.MsgSeq);
    expect(pushed?.GroupAtInfo).toEqual([
      { GroupAtAllFlag: 0, GroupAt_Account: 'at-member' },
      { GroupAtAllFlag: 0, GroupAt_Account: 'at-outsider' },
    ]);
  });

  it('a message with an oversized or malformed mention list is still sent once (the list is cut, not refused)', async () => {
    const junk = [
      7,
      null,
      'x',
      ...Array.from({ length: 600 }, () => ({ GroupAtAllFlag: 0, GroupAt_Account: 'at-member' })),
    ];
    const sent = await owner.request('group_open_http_svc.send_group_msg', {
      GroupId: 'at-group',
      Random: 78,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'many' } }],
      GroupAtInfo: junk,
    });
    expect(sent.ErrorCode).toBe(0);
    expect(
      await member.until(() => atTips(member).some((t) => (t as { MsgSeq: number }).MsgSeq === sent.MsgSeq), 5000),
    ).toBe(true);
  });

  it('§7 deletemsg removes only the caller’s own tips', async () => {
    const seq = (atTips(member)[0] as { MsgSeq: number }).MsgSeq;
    const item = { From_Account: 'at-owner', To_Account: 'at-member', MsgSeq: seq, MsgRandom: 77, GroupId: 'at-group' };
    expect((await outsider.request('openim.deletemsg', { DelMsgList: [item] })).DeletedCount).toBe(0);
    expect((await member.request('openim.deletemsg', { DelMsgList: [item] })).DeletedCount).toBe(1);
    expect((await member.request('openim.deletemsg', { DelMsgList: [item] })).DeletedCount).toBe(0);
  });
});
