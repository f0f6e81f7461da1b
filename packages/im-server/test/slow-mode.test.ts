import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

const text = (groupID: string, random: number, words: string): Body => ({
  GroupId: groupID,
  Random: random,
  MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: words } }],
});

// Slow mode is the group custom field slow_mode (AppDefinedData), as the app sets it with updateGroupProfile.
describe('slow mode enforced by im-server', () => {
  let server: ImServer;
  let owner: RawSocket;
  let member: RawSocket;
  let groupID = '';
  // The service's clock runs ahead of the wall clock by `skew` ms: the test moves time without waiting.
  let skew = 0;

  beforeAll(async () => {
    server = await startTestServer({ now: () => Date.now() + skew });
    owner = await RawSocket.login(server.url, 's-owner');
    member = await RawSocket.login(server.url, 's-member');
    const created = await owner.request('group_open_http_svc.create_group', {
      Type: 'Public',
      Name: 'slow',
      MemberList: [{ Member_Account: 's-member' }],
    });
    groupID = String(created.GroupId);
  });

  afterAll(async () => {
    for (const s of [owner, member]) await s?.close();
    await server?.close();
  });

  it('the group custom field is stored and returned in the profile; only managers set it', async () => {
    const byMember = await member.request('group_open_http_svc.modify_group_base_info', {
      GroupId: groupID,
      AppDefinedData: [{ Key: 'slow_mode', Value: '0' }],
    });
    expect(byMember.ErrorCode).toBe(10007);
    const bad = await owner.request('group_open_http_svc.modify_group_base_info', {
      GroupId: groupID,
      AppDefinedData: [{ Key: 'slow_mode', Value: 'soon' }],
    });
    expect(bad.ErrorCode).toBe(10004);
    expect(String(bad.ErrorInfo)).toContain('slow_mode');
    const set = await owner.request('group_open_http_svc.modify_group_base_info', {
      GroupId: groupID,
      AppDefinedData: [{ Key: 'slow_mode', Value: '10' }],
    });
    expect(set.ErrorCode).toBe(0);
    const profile = await member.request('group_open_http_svc.get_group_self_member_info', { GroupIdList: [groupID] });
    const info = (profile.GroupInfo as Body[])[0];
    expect(info?.AppDefinedData).toEqual([{ Key: 'slow_mode', Value: '10' }]);
  });

  it('§9 slow mode: a member waits the interval between messages (10023), the owner never waits', async () => {
    expect((await member.request('group_open_http_svc.send_group_msg', text(groupID, 1, 'first'))).ErrorCode).toBe(0);
    skew += 8_000;
    const early = await member.request('group_open_http_svc.send_group_msg', text(groupID, 2, 'too early'));
    expect(early.ErrorCode).toBe(10023);
    expect(String(early.ErrorInfo)).toMatch(/next message in [12] s/);
    for (const random of [3, 4])
      expect(
        (await owner.request('group_open_http_svc.send_group_msg', text(groupID, random, 'owner'))).ErrorCode,
      ).toBe(0);
    skew += 2_000;
    expect((await member.request('group_open_http_svc.send_group_msg', text(groupID, 5, 'on time'))).ErrorCode).toBe(0);
    const history = await member.request('group_open_http_svc.group_msg_get', { GroupId: groupID });
    const texts = (history.RspMsgList as Body[]).map((m) => JSON.stringify(m.MsgBody));
    expect(texts.some((t) => t.includes('too early'))).toBe(false);
  });

  it('switching slow mode off lets a member write at once', async () => {
    await owner.request('group_open_http_svc.modify_group_base_info', {
      GroupId: groupID,
      AppDefinedData: [{ Key: 'slow_mode', Value: '' }],
    });
    expect((await member.request('group_open_http_svc.send_group_msg', text(groupID, 6, 'free'))).ErrorCode).toBe(0);
    const profile = await member.request('group_open_http_svc.get_group_self_member_info', { GroupIdList: [groupID] });
    expect((profile.GroupInfo as Body[])[0]?.AppDefinedData).toEqual([]);
  });
});
