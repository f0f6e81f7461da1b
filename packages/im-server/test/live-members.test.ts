import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { LIVE_MEMBERS_PAGE } from '../src/handlers/live-rooms.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

// The live-room member list the official SDK asks for getGroupMemberList on an AVChatRoom (issue #29):
// group_open_avchatroom_http_svc.get_members {GroupId, Timestamp, Mark}, answered as the cloud's REST API documents
// it: {MemberList: [{Member_Account, JoinTime, NickName, Avatar}], NextTimestamp}.
describe('live-room member list (get_members)', () => {
  let clock = Date.now();
  let server: ImServer;
  let noAbility: ImServer;
  const sockets: RawSocket[] = [];
  const login = async (s: ImServer, user: string) => {
    const socket = await RawSocket.login(s.url, user);
    sockets.push(socket);
    return socket;
  };

  beforeAll(async () => {
    server = await startTestServer({ now: () => clock });
    noAbility = await startTestServer({ now: () => clock, commercial: { liveRoomMemberList: false } });
  });
  afterAll(async () => {
    await Promise.all(sockets.map((s) => s.close()));
    await server.close();
    await noAbility.close();
  });

  it('lists the online members latest first with their nick and avatar, keeps those with the Mark asked, and refuses other groups', async () => {
    const owner = await login(server, 'lm-owner');
    const GroupId = String(
      (await owner.request('group_open_http_svc.create_group', { Type: 'AVChatRoom', Name: 'live' })).GroupId,
    );
    await owner.request('group_open_http_svc.apply_join_group', { GroupId });
    await server.admin.setProfileFields('lm-fan', {
      Tag_Profile_IM_Nick: 'Fan',
      Tag_Profile_IM_Image: 'https://a/fan.png',
    });
    clock += 1000;
    const fan = await login(server, 'lm-fan');
    await fan.request('group_open_http_svc.apply_join_group', { GroupId });
    const listed = await fan.request('group_open_avchatroom_http_svc.get_members', { GroupId, Timestamp: 0 });
    expect(listed.ErrorCode).toBe(0);
    expect(listed.NextTimestamp).toBe(0);
    expect(listed.MemberList).toEqual([
      { Member_Account: 'lm-fan', JoinTime: Math.floor(clock / 1000), NickName: 'Fan', Avatar: 'https://a/fan.png' },
      expect.objectContaining({ Member_Account: 'lm-owner', NickName: '', Avatar: '' }),
    ]);
    await owner.request('group_open_avchatroom_http_svc.modify_user_info', {
      GroupId,
      CommandType: 1,
      MemberList: [{ Member_Account: 'lm-fan', Marks: [1000] }],
    });
    const marked = await fan.request('group_open_avchatroom_http_svc.get_members', {
      GroupId,
      Timestamp: 0,
      Mark: 1000,
    });
    expect((marked.MemberList as { Member_Account: string }[]).map((m) => m.Member_Account)).toEqual(['lm-fan']);
    const pub = String(
      (await owner.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'pub' })).GroupId,
    );
    expect((await owner.request('group_open_avchatroom_http_svc.get_members', { GroupId: pub })).ErrorCode).toBe(10007);
  });

  it(`pages ${LIVE_MEMBERS_PAGE} members at a time: NextTimestamp is the next request's Timestamp, 0 on the last page`, async () => {
    const owner = await login(server, 'lp-owner');
    const GroupId = String(
      (await owner.request('group_open_http_svc.create_group', { Type: 'AVChatRoom', Name: 'big' })).GroupId,
    );
    for (let i = 0; i < LIVE_MEMBERS_PAGE + 5; i++) {
      clock += 1;
      const viewer = await login(server, `lp-${i}`);
      await viewer.request('group_open_http_svc.apply_join_group', { GroupId });
    }
    const first = await owner.request('group_open_avchatroom_http_svc.get_members', { GroupId, Timestamp: 0 });
    expect(first.MemberList).toHaveLength(LIVE_MEMBERS_PAGE);
    expect(first.NextTimestamp).not.toBe(0);
    const rest = await owner.request('group_open_avchatroom_http_svc.get_members', {
      GroupId,
      Timestamp: first.NextTimestamp,
    });
    expect(rest.MemberList).toHaveLength(5);
    expect(rest.NextTimestamp).toBe(0);
    const seen = [...(first.MemberList as object[]), ...(rest.MemberList as object[])].map(
      (m) => (m as { Member_Account: string }).Member_Account,
    );
    expect(new Set(seen).size).toBe(LIVE_MEMBERS_PAGE + 5);
    expect(seen[0]).toBe(`lp-${LIVE_MEMBERS_PAGE + 4}`);
  }, 60_000);

  it('without the live-room member list ability the latest 30 online members are listed', async () => {
    const owner = await login(noAbility, 'ln-owner');
    const GroupId = String(
      (await owner.request('group_open_http_svc.create_group', { Type: 'AVChatRoom', Name: 'live' })).GroupId,
    );
    for (let i = 0; i < 32; i++) {
      clock += 1;
      const viewer = await login(noAbility, `ln-${i}`);
      await viewer.request('group_open_http_svc.apply_join_group', { GroupId });
    }
    const listed = await owner.request('group_open_avchatroom_http_svc.get_members', { GroupId, Timestamp: 0 });
    expect(listed.MemberList).toHaveLength(30);
    expect(listed.NextTimestamp).toBe(0);
  }, 30_000);
});
