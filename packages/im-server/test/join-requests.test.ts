import { describe, expect, it } from 'vitest';
import { rawService, type RawSocket } from './raw-socket.ts';

type Body = Record<string, unknown>;

/** The group system notices (event 5) of one operation a socket was pushed for a group. */
function notices(socket: RawSocket, groupID: string, opType: number): Body[] {
  return socket.frames
    .filter((f) => f.head.servcmd === 'im_open_push.msg_push')
    .flatMap((f) => (f.body.EventArray as Body[] | undefined) ?? [])
    .filter((e) => e.Event === 5)
    .flatMap((e) => (e.GroupTips as Body[] | undefined) ?? [])
    .filter((tip) => tip.GroupId === groupID && (tip.MsgBody as Body).OpType === opType);
}

/** A public group the socket's user owns, joined as `joinOption` says; answers its ID. */
async function publicGroup(owner: RawSocket, joinOption: string): Promise<string> {
  const created = await owner.request('group_open_http_svc.create_group', {
    Type: 'Public',
    Name: 'club',
    ApplyJoinOption: joinOption,
  });
  return String(created.GroupId);
}

// Messaging spec §4 system notice 1: a join application to a group that needs approval reaches its managers at once.
describe('join applications: system notice 1 to the owner and admins', () => {
  const service = rawService();

  it.each(['Public', 'Community'])(
    '§4 system notice 1 (%s): every online instance of the owner and of each admin gets the application at once, with the applicant, message and token get_pendency lists; members and the applicant get none',
    async (type) => {
      const p = type === 'Public' ? 'jp' : 'jc';
      // A community's commands go to its own service (as the official SDK sends them).
      const groupService = type === 'Community' ? 'million_group_open_http_svc' : 'group_open_http_svc';
      const owner = await service.login(`${p}-owner`);
      const ownerPhone = await service.login(`${p}-owner`);
      const admin = await service.login(`${p}-admin`);
      const member = await service.login(`${p}-member`);
      const applicant = await service.login(`${p}-applicant`);
      const created = await owner.request(`${groupService}.create_group`, {
        Type: type,
        Name: 'club',
        ApplyJoinOption: 'NeedPermission',
        MemberList: [{ Member_Account: `${p}-admin` }, { Member_Account: `${p}-member` }],
      });
      expect(created.ErrorCode, JSON.stringify(created)).toBe(0);
      const groupID = String(created.GroupId);
      const promoted = await owner.request(`${groupService}.modify_group_member_info`, {
        GroupId: groupID,
        Member_Account: `${p}-admin`,
        Role: 'Admin',
      });
      expect(promoted.ErrorCode).toBe(0);
      const applied = await applicant.request(`${groupService}.apply_join_group`, {
        GroupId: groupID,
        ApplyMsg: 'let me in',
      });
      expect(applied).toMatchObject({ ErrorCode: 0, JoinedStatus: 'WaitAdminApproval' });
      for (const manager of [owner, ownerPhone, admin])
        expect(await manager.until(() => notices(manager, groupID, 1).length === 1, 3000)).toBe(true);

      const pendency = (await owner.request(`${groupService}.get_pendency`, { StartTime: 0, Limit: 20 }))
        .PendencyList as Body[];
      const waiting = pendency.find((a) => a.GroupId === groupID);
      expect(waiting).toMatchObject({ From_Account: `${p}-applicant`, PendencyType: 0, ApplyMsg: 'let me in' });
      for (const manager of [owner, ownerPhone, admin]) {
        const [tip] = notices(manager, groupID, 1);
        expect(tip).toMatchObject({
          GroupInfo: { GroupId: groupID, GroupType: type },
          From_Account: `${p}-applicant`,
          MsgBody: {
            OpType: 1,
            Operator_Account: `${p}-applicant`,
            RemarkInfo: 'let me in',
            Authentication: waiting?.Authentication,
            MsgKey: waiting?.AddTime,
          },
        });
      }
      // A frame after the notices: had a member or the applicant been sent one, it would have arrived by now.
      await member.request('im_open_status.wshello', {});
      await applicant.request('im_open_status.wshello', {});
      expect(notices(member, groupID, 1)).toEqual([]);
      expect(notices(applicant, groupID, 1)).toEqual([]);

      // The owner agrees with the notice's own token: the applicant is told (2) and joins; nobody is asked again.
      const tip = notices(owner, groupID, 1)[0]?.MsgBody as Body;
      const agreed = await owner.request(`${groupService}.handle_apply_join_group`, {
        GroupId: groupID,
        Applicant_Account: tip.Operator_Account,
        HandleMsg: 'Agree',
        Authentication: tip.Authentication,
        MsgKey: tip.MsgKey,
      });
      expect(agreed.ErrorCode).toBe(0);
      expect(await applicant.until(() => notices(applicant, groupID, 2).length === 1, 3000)).toBe(true);
      const left = (await admin.request(`${groupService}.get_pendency`, { StartTime: 0, Limit: 20 }))
        .PendencyList as Body[];
      expect(left.filter((a) => a.GroupId === groupID)).toEqual([]);
    },
  );

  it('§4 system notice 1: a group anyone may join sends no application notice', async () => {
    const owner = await service.login('jf-owner');
    const joiner = await service.login('jf-joiner');
    const groupID = await publicGroup(owner, 'FreeAccess');
    const joined = await joiner.request('group_open_http_svc.apply_join_group', { GroupId: groupID });
    expect(joined).toMatchObject({ ErrorCode: 0, JoinedStatus: 'JoinedSuccess' });
    await owner.request('im_open_status.wshello', {});
    expect(notices(owner, groupID, 1)).toEqual([]);
  });

  it('§4 system notice 1 kept: a manager offline when a user asked to join finds the notice at every sync (getmsg EventArray, event 5) until they delete it or the request is answered', async () => {
    const owner = await service.login('jk-owner');
    const groupID = await publicGroup(owner, 'NeedPermission');
    await owner.close();
    const applicant = await service.login('jk-applicant');
    await applicant.request('group_open_http_svc.apply_join_group', { GroupId: groupID, ApplyMsg: 'hi' });
    const back = await service.login('jk-owner');
    const synced = async (cookie = '') => {
      const body = await back.request('openim.getmsg', { Cookie: cookie, SyncFlag: 0 });
      const tips = ((body.EventArray as Body[] | undefined) ?? [])
        .filter((e) => e.Event === 5)
        .flatMap((e) => e.GroupTips as Body[])
        .filter((tip) => tip.GroupId === groupID);
      return { cookie: String(body.Cookie), tips };
    };
    const first = await synced();
    expect(first.tips).toMatchObject([
      { From_Account: 'jk-applicant', MsgBody: { OpType: 1, Operator_Account: 'jk-applicant', RemarkInfo: 'hi' } },
    ]);
    // A later sync (after a dropped socket) lists it again: the client drops a notice it holds.
    expect((await synced(first.cookie)).tips).toEqual(first.tips);
    const deleted = await back.request('openim.deletemsg', {
      DelMsgList: [{ From_Account: '@TIM#SYSTEM', MsgSeq: 0, MsgRandom: first.tips[0]?.MsgRandom }],
    });
    expect(deleted.DeletedCount).toBe(1);
    expect((await synced()).tips).toEqual([]);
    // Another request, answered: its notice goes for every manager.
    const second = await service.login('jk-second');
    await second.request('group_open_http_svc.apply_join_group', { GroupId: groupID });
    expect((await synced()).tips).toHaveLength(1);
    const answered = await back.request('group_open_http_svc.handle_apply_join_group', {
      GroupId: groupID,
      Applicant_Account: 'jk-second',
      HandleMsg: 'Reject',
    });
    expect(answered.ErrorCode).toBe(0);
    expect((await synced()).tips).toEqual([]);
  });
});
