import { describe, expect, it } from 'vitest';
import {
  canInvite,
  fanGroupOffer,
  incomingRequests,
  inviteOutcome,
  inviteWaits,
  inviteCandidates,
  isJoinRequestNotice,
  joinWayOf,
  quietGroups,
} from './group-rules';

describe('group growth (messaging spec §3 invite and join options; issue #32)', () => {
  it('§3 invite option: FreeAccess lets every member invite, NeedPermission too but a member’s invitation waits for a manager, DisableInvite nobody', () => {
    const free = { type: 'Public', inviteOption: 'FreeAccess' };
    const managed = { type: 'Public', inviteOption: 'NeedPermission' };
    const closed = { type: 'Private', inviteOption: 'DisableInvite' };
    expect([canInvite(free, 'Member'), canInvite(free, 'Owner'), canInvite(free, '')]).toEqual([true, true, false]);
    expect([canInvite(managed, 'Member'), canInvite(managed, 'Admin'), canInvite(managed, 'Owner')]).toEqual([
      true,
      true,
      true,
    ]);
    expect([inviteWaits(managed, 'Member'), inviteWaits(managed, 'Admin'), inviteWaits(free, 'Member')]).toEqual([
      true,
      false,
      false,
    ]);
    expect([canInvite(closed, 'Owner'), canInvite(closed, 'Member')]).toEqual([false, false]);
  });

  it('§3 NeedPermission: the friends in none of addGroupMember’s lists wait for a manager (issue #32 leftover 1)', () => {
    const none: string[] = [];
    expect(
      inviteOutcome(['a', 'b', 'c'], {
        successUserIDList: none,
        failureUserIDList: none,
        existedUserIDList: ['c'],
        overLimitUserIDList: none,
      }),
    ).toEqual({ added: 0, waiting: 2 });
    expect(
      inviteOutcome(['a'], {
        successUserIDList: ['a'],
        failureUserIDList: none,
        existedUserIDList: none,
        overLimitUserIDList: none,
      }),
    ).toEqual({ added: 1, waiting: 0 });
  });

  it('§3 a live room takes no added members; a community only from its managers', () => {
    expect(canInvite({ type: 'AVChatRoom', inviteOption: 'FreeAccess' }, 'Owner')).toBe(false);
    expect(canInvite({ type: 'Community', inviteOption: 'FreeAccess' }, 'Member')).toBe(false);
    expect(canInvite({ type: 'Community', inviteOption: '' }, 'Admin')).toBe(true);
  });

  it('§3 join options: a found group is joined freely, by application, or not at all; a fan group through following', () => {
    const hit = (group_id: string, join_option: string, joined = false) => ({ group_id, join_option, joined });
    expect(joinWayOf(hit('@TGS#1A', 'FreeAccess'))).toBe('join');
    expect(joinWayOf(hit('@TGS#1A', 'NeedPermission'))).toBe('apply');
    expect(joinWayOf(hit('@TGS#1A', 'DisableApply'))).toBe('closed');
    expect(joinWayOf(hit('fans_1014', 'DisableApply'))).toBe('fans');
    expect(joinWayOf(hit('fans_1014', 'DisableApply', true))).toBe('joined');
  });

  it('counts only the friend requests sent to me (spec §3 friend application type)', () => {
    const list = [
      { type: 'Pendency_Type_ComeIn' },
      { type: 'Pendency_Type_SendOut' },
      { type: 'Pendency_Type_ComeIn' },
    ];
    expect(incomingRequests(list, 'Pendency_Type_ComeIn')).toBe(2);
    expect(incomingRequests([], 'Pendency_Type_ComeIn')).toBe(0);
  });

  it('offers every friend, marking those already in the group', () => {
    const friends = [{ userID: '1' }, { userID: '2' }];
    expect(inviteCandidates(friends, new Set(['2']))).toEqual([
      { userID: '1', member: false },
      { userID: '2', member: true },
    ]);
  });

  it('an invited friend sees the group before its first message: joined groups the conversation list lacks', () => {
    const groups = [
      { groupID: '@TGS#1NEW', type: 'Public' },
      { groupID: '@TGS#1OLD', type: 'Public' },
      { groupID: 'live_1014', type: 'AVChatRoom' },
      { groupID: 'NOTIFY_ROOM', type: 'ChatRoom' },
    ];
    expect(quietGroups(groups, [{ conversationID: 'GROUP@TGS#1OLD' }, { conversationID: 'C2C7' }])).toEqual([
      { groupID: '@TGS#1NEW', type: 'Public' },
    ]);
  });
});

describe('fan group page (issue #32 leftover 4)', () => {
  it('a follower of the anchor is offered the join button; only a non-follower is told to follow first', () => {
    expect(fanGroupOffer({ following: true })).toBe('join');
    expect(fanGroupOffer({ following: false })).toBe('follow');
    expect(fanGroupOffer(null)).toBe('unknown');
  });
});

describe('join requests (messaging spec §4 system notice 1)', () => {
  it('§4 system notice 1: a join request is a notice of the system conversation, of operation 1, of the group asked', () => {
    const notice = (operationType: number, groupID: string, conversationType = '@TIM#SYSTEM') => ({
      conversationType,
      payload: { operationType, groupProfile: { groupID } },
    });
    expect(isJoinRequestNotice(notice(1, 'g1'))).toBe(true);
    expect(isJoinRequestNotice(notice(1, 'g1'), 'g1')).toBe(true);
    expect(isJoinRequestNotice(notice(1, 'g2'), 'g1')).toBe(false);
    // 2 agreed, 3 refused, 4 kicked: not a request waiting for me; a group tip of operation 1 is a join, not a request.
    expect([2, 3, 4].map((op) => isJoinRequestNotice(notice(op, 'g1')))).toEqual([false, false, false]);
    expect(isJoinRequestNotice(notice(1, 'g1', 'GROUP'))).toBe(false);
    expect(isJoinRequestNotice({ conversationType: '@TIM#SYSTEM', payload: null })).toBe(false);
  });
});
