import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

// @-mentions of a member who is offline (issue #16): the tip is listed to that member at sync until deleted,
// and the message's mentions come back with its history.
let server: ImServer;
let owner: RawSocket;
const group = 'offline-at-group';
let seq = 0;

beforeAll(async () => {
  server = await startTestServer();
  owner = await RawSocket.login(server.url, 'oat-owner');
  await owner.request('group_open_http_svc.create_group', {
    Type: 'Public',
    Name: 'at',
    GroupId: group,
    MemberList: [{ Member_Account: 'oat-away' }, { Member_Account: 'oat-other' }],
  });
  const sent = await owner.request('group_open_http_svc.send_group_msg', {
    GroupId: group,
    Random: 91,
    MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: '@oat-away' } }],
    GroupAtInfo: [{ GroupAtAllFlag: 0, GroupAt_Account: 'oat-away' }],
  });
  seq = sent.MsgSeq as number;
});

afterAll(async () => {
  await owner.close();
  await server.close();
});

/** What a fresh login of the user is told of its tips in the group: recent contacts, group list, first sync. */
async function tipsAtLogin(user: string): Promise<{ contacts: unknown; groups: unknown; sync: unknown }> {
  const socket = await RawSocket.login(server.url, user);
  try {
    const contacts = await socket.request('recentcontact.page_get', { From_Account: user, StartIndex: 0 });
    const groups = await socket.request('group_open_http_svc.get_joined_group_list', { Member_Account: user });
    const sync = await socket.request('openim.getmsg', { Cookie: '' });
    const item = (list: unknown, key: string) =>
      (list as Record<string, unknown>[]).find((i) => i[key] === group) ?? {};
    return {
      contacts: item(contacts.SessionItem, 'ToAccount').AtInfoList,
      groups: item(groups.GroupIdList, 'GroupId').AtInfoList,
      sync: ((sync.EventArray ?? []) as { GroupTips: { MsgBody: unknown }[] }[]).flatMap((e) =>
        e.GroupTips.map((t) => t.MsgBody),
      ),
    };
  } finally {
    await socket.close();
  }
}

describe('group-at info kept for offline members (spec §3, §7 delete at-tips)', () => {
  it('§3 group-at info: a member mentioned while offline is told at login, and only that member', async () => {
    const tip = { From_Account: 'oat-owner', AtMsgSeq: seq, MsgRandom: 91, AtFlagList: [1] };
    expect(await tipsAtLogin('oat-away')).toEqual({
      contacts: [tip],
      groups: [tip],
      sync: [{ GroupId: group, From_Account: 'oat-owner', MsgSeq: seq, AtFlagList: [1] }],
    });
    expect(await tipsAtLogin('oat-other')).toEqual({ contacts: undefined, groups: undefined, sync: [] });
  });

  it('§3 group-at info: history items carry the message mentions', async () => {
    const reader = await RawSocket.login(server.url, 'oat-other');
    const history = await reader.request('group_open_http_svc.group_msg_get', { GroupId: group, ReqMsgNumber: 5 });
    await reader.close();
    const item = (history.RspMsgList as { MsgSeq: number; GroupAtInfo?: unknown }[]).find((m) => m.MsgSeq === seq);
    expect(item?.GroupAtInfo).toEqual([{ GroupAtAllFlag: 0, GroupAt_Account: 'oat-away' }]);
  });

  it('§7 delete at-tips: a deleted tip is listed at no later login', async () => {
    const away = await RawSocket.login(server.url, 'oat-away');
    const item = { From_Account: 'oat-owner', To_Account: 'oat-away', MsgSeq: seq, MsgRandom: 91, GroupId: group };
    expect((await away.request('openim.deletemsg', { DelMsgList: [item] })).DeletedCount).toBe(1);
    await away.close();
    expect(await tipsAtLogin('oat-away')).toEqual({ contacts: undefined, groups: undefined, sync: [] });
  });

  it('§3 group-at info: a member who left the group since is told of no tip of it', async () => {
    await owner.request('group_open_http_svc.send_group_msg', {
      GroupId: group,
      Random: 92,
      MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: '@oat-other' } }],
      GroupAtInfo: [{ GroupAtAllFlag: 0, GroupAt_Account: 'oat-other' }],
    });
    expect((await tipsAtLogin('oat-other')).sync).toHaveLength(1);
    await owner.request('group_open_http_svc.delete_group_member', {
      GroupId: group,
      MemberToDel_Account: ['oat-other'],
    });
    expect(await tipsAtLogin('oat-other')).toEqual({ contacts: undefined, groups: undefined, sync: [] });
  });
});
