import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImServer } from '../src/index.ts';
import { GROUP_FULL, GROUP_MEMBER_CAPS, LIMITS } from '../src/limits.ts';
import { RawSocket } from './raw-socket.ts';
import { startTestServer } from './setup.ts';

type Body = Record<string, unknown>;

const members = (prefix: string, from: number, count: number): Body[] =>
  Array.from({ length: count }, (_, i) => ({ Member_Account: `${prefix}${from + i}` }));

// Issue #26: an owner added 20,002 members to a group in 8.3 s, after which every message cost 32 ms.
describe('member caps per group type, as the cloud has them', () => {
  let server: ImServer;
  let owner: RawSocket;
  let joiner: RawSocket;

  beforeAll(async () => {
    server = await startTestServer();
    owner = await RawSocket.login(server.url, 'cap-owner');
    joiner = await RawSocket.login(server.url, 'cap-joiner');
  });
  afterAll(async () => {
    await owner.close();
    await joiner.close();
    await server.close();
  });

  /** A group of `type` holding its cap: the owner and cap - 1 members, added 500 a request. */
  const fullGroup = async (type: string, prefix: string, extra: Body = {}): Promise<string> => {
    const cap = GROUP_MEMBER_CAPS[type]!;
    const created = await owner.request('group_open_http_svc.create_group', {
      Type: type,
      Name: 'full',
      MemberList: members(prefix, 1, LIMITS.accountsPerRequest - 1),
      ...extra,
    });
    const groupID = String(created.GroupId);
    for (let n = LIMITS.accountsPerRequest; n < cap; n += LIMITS.accountsPerRequest) {
      const added = await owner.request('group_open_http_svc.add_group_member', {
        GroupId: groupID,
        MemberList: members(prefix, n, Math.min(LIMITS.accountsPerRequest, cap - n)),
      });
      expect(added.ErrorCode).toBe(0);
    }
    return groupID;
  };
  const count = async (GroupId: string): Promise<unknown> =>
    (await owner.request('group_open_http_svc.get_group_member_info', { GroupId, Limit: 1 })).MemberNum;

  it('the caps: Work, Public and Meeting 6,000, Community 100,000, live rooms none; each profile names its own', async () => {
    expect(GROUP_MEMBER_CAPS).toEqual({ Private: 6000, Public: 6000, ChatRoom: 6000, Community: 100_000 });
    const maxOf = async (Type: string): Promise<unknown> => {
      // A community's commands go to the community service, as the cloud serves them.
      const service = Type === 'Community' ? 'million_group_open_http_svc' : 'group_open_http_svc';
      const created = await owner.request(`${service}.create_group`, {
        Type,
        Name: Type,
        ...(Type === 'Community' ? { GroupId: '@TGS#_caps' } : {}),
      });
      const info = await owner.request(`${service}.get_group_public_info`, {
        GroupIdList: [created.GroupId],
      });
      return (info.GroupInfo as Body[])[0]?.MaxMemberNum;
    };
    expect(await maxOf('Private')).toBe(6000);
    expect(await maxOf('Public')).toBe(6000);
    expect(await maxOf('ChatRoom')).toBe(6000);
    expect(await maxOf('Community')).toBe(100_000);
  });

  it('§5 adding past a Public group’s 6,000 is refused whole with 10014; members already in do not count; 500 accounts a request', async () => {
    const groupID = await fullGroup('Public', 'pub-');
    expect(await count(groupID)).toBe(6000);
    const over = await owner.request('group_open_http_svc.add_group_member', {
      GroupId: groupID,
      MemberList: [...members('pub-', 1, 3), { Member_Account: 'pub-one-more' }],
    });
    expect(over).toMatchObject({ ErrorCode: GROUP_FULL, ErrorInfo: expect.stringContaining('at most 6000') });
    expect(await count(groupID)).toBe(6000);
    const again = await owner.request('group_open_http_svc.add_group_member', {
      GroupId: groupID,
      MemberList: members('pub-', 1, 3),
    });
    expect(again).toMatchObject({ ErrorCode: 0, MemberList: members('pub-', 1, 3).map((m) => ({ ...m, Result: 2 })) });
    const tooMany = await owner.request('group_open_http_svc.add_group_member', {
      GroupId: groupID,
      MemberList: members('pub-', 10_000, LIMITS.accountsPerRequest + 1),
    });
    expect(tooMany.ErrorCode).toBe(10004);
    // One leaves, one more fits.
    await owner.request('group_open_http_svc.delete_group_member', {
      GroupId: groupID,
      MemberToDel_Account: ['pub-1'],
    });
    const fits = await owner.request('group_open_http_svc.add_group_member', {
      GroupId: groupID,
      MemberList: [{ Member_Account: 'pub-one-more' }],
    });
    expect(fits).toMatchObject({ ErrorCode: 0, MemberList: [{ Member_Account: 'pub-one-more', Result: 1 }] });
  });

  it('§5 joining a full Meeting group is refused with 10014; an application to a full Public group waits until there is room', async () => {
    const meeting = await fullGroup('ChatRoom', 'meet-');
    const join = await joiner.request('group_open_http_svc.apply_join_group', { GroupId: meeting });
    expect(join.ErrorCode).toBe(GROUP_FULL);
    expect(await count(meeting)).toBe(6000);

    const club = await fullGroup('Public', 'club-', { ApplyJoinOption: 'NeedPermission' });
    const applied = await joiner.request('group_open_http_svc.apply_join_group', { GroupId: club });
    expect(applied).toMatchObject({ ErrorCode: 0, JoinedStatus: 'WaitAdminApproval' });
    const agree = () =>
      owner.request('group_open_http_svc.handle_apply_join_group', {
        GroupId: club,
        Applicant_Account: 'cap-joiner',
        HandleMsg: 'Agree',
      });
    expect((await agree()).ErrorCode).toBe(GROUP_FULL);
    const pending = await owner.request('group_open_http_svc.get_pendency', {});
    expect((pending.PendencyList as Body[]).map((p) => p.From_Account)).toContain('cap-joiner');
    await owner.request('group_open_http_svc.delete_group_member', { GroupId: club, MemberToDel_Account: ['club-7'] });
    expect((await agree()).ErrorCode).toBe(0);
    expect(await count(club)).toBe(6000);
  });
});
