import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

// Messaging spec §3: a group's invite option (free access, need permission, disable invite) decides who may add.
describe('invite option (InviteJoinOption) and the platform group search', () => {
  let server: ImServer;
  let owner: RawSocket;
  let member: RawSocket;

  const create = async (body: Body) => String((await owner.request('group_open_http_svc.create_group', body)).GroupId);
  const add = (as: RawSocket, groupID: string, user: string) =>
    as.request('group_open_http_svc.add_group_member', { GroupId: groupID, MemberList: [{ Member_Account: user }] });
  const inviteOption = async (groupID: string) => {
    const answer = await owner.request('group_open_http_svc.get_group_self_member_info', { GroupIdList: [groupID] });
    return (answer.GroupInfo as Body[])[0]?.InviteJoinOption;
  };

  beforeAll(async () => {
    server = await startTestServer();
    owner = await RawSocket.login(server.url, 'i-owner');
    member = await RawSocket.login(server.url, 'i-member');
  });

  afterAll(async () => {
    for (const s of [owner, member]) await s?.close();
    await server?.close();
  });

  it('§3 invite option: a Public group by default lets only its managers add (NeedPermission)', async () => {
    const groupID = await create({
      Type: 'Public',
      Name: 'needs managers',
      MemberList: [{ Member_Account: 'i-member' }],
    });
    expect(await inviteOption(groupID)).toBe('NeedPermission');
    const byOwner = await add(owner, groupID, 'i-friend');
    expect(byOwner.ErrorCode).toBe(0);
    expect(byOwner.MemberList).toEqual([{ Member_Account: 'i-friend', Result: 1 }]);
  });

  it('§3 invite option NeedPermission: a member’s invitation waits for a manager (pendency type 2), who agrees or refuses', async () => {
    const groupID = await create({ Type: 'Public', Name: 'waits', MemberList: [{ Member_Account: 'i-member' }] });
    const byMember = await add(member, groupID, 'i-guest');
    expect(byMember.ErrorCode).toBe(0);
    expect(byMember.MemberList).toEqual([{ Member_Account: 'i-guest', Result: 3 }]);
    expect(await server.admin.rolesInGroup(groupID, ['i-guest'])).toEqual({ 'i-guest': '' });
    expect(((await add(member, groupID, 'i-member')).MemberList as Body[])[0]?.Result).toBe(2);
    const pendency = async (as: RawSocket) =>
      (
        (await as.request('group_open_http_svc.get_pendency', { StartTime: 0, Limit: 20 })).PendencyList as Body[]
      ).filter((p) => p.GroupId === groupID);
    expect(await pendency(member)).toEqual([]);
    const [waiting] = await pendency(owner);
    expect(waiting).toMatchObject({ From_Account: 'i-member', To_Account: 'i-guest', PendencyType: 2, Handled: 0 });
    const handle = (as: RawSocket, invitee: string, action: string) =>
      as.request('group_open_http_svc.handle_invite_join_permission_group', {
        GroupId: groupID,
        Applicant_Account: 'i-member',
        Invited_Account: invitee,
        HandleMsg: action,
        Authentication: waiting?.Authentication,
      });
    expect((await handle(member, 'i-guest', 'Agree')).ErrorCode).toBe(10007);
    expect((await handle(owner, 'i-guest', 'Agree')).ErrorCode).toBe(0);
    expect(await server.admin.rolesInGroup(groupID, ['i-guest'])).toEqual({ 'i-guest': 'Member' });
    expect(await pendency(owner)).toEqual([]);
    expect((await handle(owner, 'i-guest', 'Agree')).ErrorCode).toBe(10004);
    await add(member, groupID, 'i-refused');
    const [second] = await pendency(owner);
    const refused = await owner.request('group_open_http_svc.handle_invite_join_permission_group', {
      GroupId: groupID,
      Applicant_Account: 'i-member',
      Invited_Account: 'i-refused',
      HandleMsg: 'Reject',
      Authentication: second?.Authentication,
    });
    expect(refused.ErrorCode).toBe(0);
    expect(await server.admin.rolesInGroup(groupID, ['i-refused'])).toEqual({ 'i-refused': '' });
    expect(await pendency(owner)).toEqual([]);
  });

  it('§3 invite option: FreeAccess lets every member add; DisableInvite lets nobody, the owner neither', async () => {
    const groupID = await create({
      Type: 'Public',
      Name: 'open doors',
      InviteJoinOption: 'FreeAccess',
      MemberList: [{ Member_Account: 'i-member' }],
    });
    expect(await inviteOption(groupID)).toBe('FreeAccess');
    expect((await add(member, groupID, 'i-second')).ErrorCode).toBe(0);
    const set = await owner.request('group_open_http_svc.modify_group_base_info', {
      GroupId: groupID,
      InviteJoinOption: 'DisableInvite',
    });
    expect(set.ErrorCode).toBe(0);
    expect(await inviteOption(groupID)).toBe('DisableInvite');
    expect((await add(owner, groupID, 'i-third')).ErrorCode).toBe(10007);
    expect((await add(member, groupID, 'i-third')).ErrorCode).toBe(10007);
  });

  it('§3 invite option: a value outside the three is refused, and a member cannot change it in a Public group', async () => {
    expect(
      (
        await owner.request('group_open_http_svc.create_group', {
          Type: 'Public',
          Name: 'x',
          InviteJoinOption: 'Anyone',
        })
      ).ErrorCode,
    ).toBe(10004);
    const groupID = await create({ Type: 'Public', Name: 'kept', MemberList: [{ Member_Account: 'i-member' }] });
    const byMember = await member.request('group_open_http_svc.modify_group_base_info', {
      GroupId: groupID,
      InviteJoinOption: 'FreeAccess',
    });
    expect(byMember.ErrorCode).toBe(10007);
    expect(await inviteOption(groupID)).toBe('NeedPermission');
  });

  it('a Work group lets its members invite by default', async () => {
    const groupID = await create({ Type: 'Private', Name: 'work', MemberList: [{ Member_Account: 'i-member' }] });
    expect(await inviteOption(groupID)).toBe('FreeAccess');
    expect((await add(member, groupID, 'i-colleague')).ErrorCode).toBe(0);
  });

  it('the platform searches Public groups by name, most members first; Work groups and wildcards find nothing', async () => {
    const small = await create({ Type: 'Public', Name: 'Flamengo Fãs' });
    const big = await create({
      Type: 'Public',
      Name: 'flamengo 球迷群',
      MemberList: [{ Member_Account: 'i-member' }],
    });
    await create({ Type: 'Private', Name: 'flamengo work' });
    const found = await server.admin.searchGroups('FLAMENGO', 20);
    expect(found.map((g) => g.groupID)).toEqual([big, small]);
    expect(found[0]).toMatchObject({ name: 'flamengo 球迷群', memberCount: 2, joinOption: 'NeedPermission' });
    expect(await server.admin.searchGroups('%', 20)).toEqual([]);
    expect(await server.admin.searchGroups('   ', 20)).toEqual([]);
    expect(await server.admin.searchGroups('flamengo', 1)).toHaveLength(1);
  });

  it('the platform adds members as the app administrator and reads their roles', async () => {
    await server.admin.ensureGroup({
      groupID: 'fans_9',
      type: 'Public',
      name: 'fans',
      readOnly: false,
      joinOption: 'DisableApply',
    });
    const apply = await member.request('group_open_http_svc.apply_join_group', { GroupId: 'fans_9' });
    expect(apply.ErrorCode).toBe(10007);
    expect(await server.admin.addGroupMembers('fans_9', ['i-member'])).toEqual({ added: ['i-member'] });
    expect(await server.admin.addGroupMembers('fans_9', ['i-member'])).toEqual({ added: [] });
    expect(await server.admin.groupMemberCount('fans_9')).toBe(2);
    expect(await server.admin.groupMemberCount('fans_none')).toBeNull();
    expect(await server.admin.rolesInGroup('fans_9', ['i-member', 'i-owner'])).toEqual({
      'i-member': 'Member',
      'i-owner': '',
    });
  });
});
