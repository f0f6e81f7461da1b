import { describe, expect, it } from 'vitest';
import { rawService } from './raw-socket.ts';

// The stand-in answers only what the cloud answers (issue #29 item 2): one service per group command, the cloud's
// defaults, and every command the official SDK sends in its recovery.
describe('im-server is as strict as the cloud', () => {
  const { login } = rawService();

  it('§6 Community service: a community answers on million_group_open_http_svc only, other groups never there', async () => {
    const owner = await login('svc-owner');
    const community = '@TGS#_svc_club';
    const onGroupService = await owner.request('group_open_http_svc.create_group', {
      Type: 'Community',
      Name: 'club',
      GroupId: community,
    });
    expect(onGroupService.ErrorCode).toBe(10015);
    expect(
      (
        await owner.request('million_group_open_http_svc.create_group', {
          Type: 'Community',
          Name: 'c',
          GroupId: community,
        })
      ).ErrorCode,
    ).toBe(0);
    const publicGroup = String(
      (await owner.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'fans' })).GroupId,
    );
    expect(
      (await owner.request('million_group_open_http_svc.create_group', { Type: 'Public', Name: 'fans' })).ErrorCode,
    ).toBe(10015);

    // The same commands about each group, on the service the official SDK sends them to and on the other one.
    const about = (groupID: string) =>
      [
        ['get_group_self_member_info', { GroupIdList: [groupID] }],
        ['get_group_member_info', { GroupId: groupID, Limit: 15, Offset: 0 }],
        [
          'send_group_msg',
          { GroupId: groupID, Random: 7, MsgBody: [{ MsgType: 'TIMTextElem', MsgContent: { Text: 'hi' } }] },
        ],
        ['group_msg_get', { GroupId: groupID, ReqMsgNumber: 15 }],
        ['modify_group_base_info', { GroupId: groupID, Introduction: 'the club' }],
      ] as const;
    for (const [cmd, body] of about(community)) {
      expect((await owner.request(`group_open_http_svc.${cmd}`, body)).ErrorCode, cmd).toBe(10015);
      expect((await owner.request(`million_group_open_http_svc.${cmd}`, body)).ErrorCode, cmd).toBe(0);
    }
    for (const [cmd, body] of about(publicGroup)) {
      expect((await owner.request(`million_group_open_http_svc.${cmd}`, body)).ErrorCode, cmd).toBe(10015);
      expect((await owner.request(`group_open_http_svc.${cmd}`, body)).ErrorCode, cmd).toBe(0);
    }
    expect((await owner.request('group_open_attr_http_svc.get_group_attr', { GroupId: community })).ErrorCode).toBe(
      10015,
    );
    expect(
      (await owner.request('million_group_open_http_svc.get_group_attr', { GroupId: publicGroup })).ErrorCode,
    ).toBe(10015);
    // Lists that name no group answer on both services, each with its own kind of group.
    const joined = async (service: string) =>
      (
        (await owner.request(`${service}.get_joined_group_list`, { Limit: 50, Offset: 0 })).GroupIdList as {
          GroupId: string;
        }[]
      ).map((g) => g.GroupId);
    expect(await joined('million_group_open_http_svc')).toEqual([community]);
    expect(await joined('group_open_http_svc')).toEqual([publicGroup]);
  });

  it('§5 a Community created without a join option is free to join, as the cloud documents; Public needs approval', async () => {
    const owner = await login('join-owner');
    const fan = await login('join-fan');
    const community = String(
      (await owner.request('million_group_open_http_svc.create_group', { Type: 'Community', Name: 'open club' }))
        .GroupId,
    );
    const publicGroup = String(
      (await owner.request('group_open_http_svc.create_group', { Type: 'Public', Name: 'closed fans' })).GroupId,
    );
    expect(
      await fan.request('million_group_open_http_svc.apply_join_group', { GroupId: community, ApplyMsg: '' }),
    ).toMatchObject({ ErrorCode: 0, JoinedStatus: 'JoinedSuccess' });
    expect(
      await fan.request('group_open_http_svc.apply_join_group', { GroupId: publicGroup, ApplyMsg: '' }),
    ).toMatchObject({ ErrorCode: 0, JoinedStatus: 'WaitAdminApproval' });
    const profile = await fan.request('million_group_open_http_svc.get_group_self_member_info', {
      GroupIdList: [community],
    });
    expect((profile.GroupInfo as { ApplyJoinOption: string }[])[0]?.ApplyJoinOption).toBe('FreeAccess');
  });

  it('§4 recovery: get_group_notify answers the revokes made since a time, page by page, as the official SDK asks', async () => {
    const owner = await login('notify-owner');
    const member = await login('notify-member');
    const groupID = String(
      (
        await owner.request('group_open_http_svc.create_group', {
          Type: 'Public',
          Name: 'revokes',
          MemberList: [{ Member_Account: 'notify-member' }],
        })
      ).GroupId,
    );
    const text = { MsgType: 'TIMTextElem', MsgContent: { Text: 'x' } };
    const seqs: number[] = [];
    for (let i = 0; i < 25; i++)
      seqs.push(
        Number(
          (
            await owner.request('group_open_http_svc.send_group_msg', {
              GroupId: groupID,
              Random: i + 1,
              MsgBody: [text],
            })
          ).MsgSeq,
        ),
      );
    const before = Date.now() * 1000;
    for (const seq of seqs)
      expect(
        (
          await owner.request('group_open_http_svc.group_msg_recall', {
            GroupId: groupID,
            MsgSeqList: [{ MsgSeq: seq }],
          })
        ).ErrorCode,
      ).toBe(0);
    // The joined list says when the group's last revoke was (the SDK's first ask starts there), in microseconds.
    const joined = await member.request('group_open_http_svc.get_joined_group_list', { Limit: 50, Offset: 0 });
    const listed = (joined.GroupIdList as { GroupId: string; LastRecallTime: number }[]).find(
      (g) => g.GroupId === groupID,
    );
    expect(listed?.LastRecallTime).toBeGreaterThanOrEqual(before);
    expect(listed?.LastRecallTime).toBeLessThanOrEqual(Date.now() * 1000);
    // The official SDK's request: NotifyType 1, its last revoke time and now, in microseconds, 20 a page.
    const ask = (beginTime: number) =>
      member.request('group_open_http_svc.get_group_notify', {
        NotifyType: 1,
        GroupId: groupID,
        BeginTime: beginTime,
        EndTime: Date.now() * 1000,
        Limit: 20,
      });
    const first = await ask(0);
    expect(first.ErrorCode).toBe(0);
    const firstList = first.NotifyMsgList as { MsgSeq: number; MsgRandom: number; RevokerInfo: object }[];
    expect(firstList).toHaveLength(20);
    expect(firstList[0]).toMatchObject({
      MsgSeq: seqs[0],
      MsgRandom: 1,
      RevokerInfo: { Revoker_Account: 'notify-owner' },
    });
    expect(first.NextMsgTime).toBeGreaterThanOrEqual(before);
    const second = await ask(Number(first.NextMsgTime));
    const got = new Set([...firstList, ...(second.NotifyMsgList as { MsgSeq: number }[])].map((n) => n.MsgSeq));
    expect([...got].sort((a, b) => a - b)).toEqual(seqs);
    expect(second.NextMsgTime).toBe(0);
    // None after the last one; and only members ask.
    expect(await ask((Date.now() + 1) * 1000)).toMatchObject({ ErrorCode: 0, NotifyMsgList: [], NextMsgTime: 0 });
    const stranger = await login('notify-stranger');
    expect(
      (await stranger.request('group_open_http_svc.get_group_notify', { NotifyType: 1, GroupId: groupID, Limit: 20 }))
        .ErrorCode,
    ).toBe(10007);
  });
});
