/**
 * Who may grow a group and how one joins it (messaging spec §3 invite and join options), and the friend requests
 * waiting for an answer. Pure: the chat service enforces the same rules; these decide what the pages offer.
 */
import { isAnchorFanGroup, NOTIFY_ROOM } from '@live/api-contract';
import { isManager } from './rules';

export const INVITE_OPTIONS = ['FreeAccess', 'NeedPermission', 'DisableInvite'] as const;
export type InviteOption = (typeof INVITE_OPTIONS)[number];

/**
 * Whether I may invite into a group: never in a live room or when invitations are off (DisableInvite); in a
 * community only as owner or admin; otherwise as any member (with NeedPermission a member's invitation waits for
 * a manager, inviteWaits).
 */
export function canInvite(group: { type: string; inviteOption: string }, myRole: string): boolean {
  if (!myRole || group.type === 'AVChatRoom' || group.inviteOption === 'DisableInvite') return false;
  if (group.type === 'Community') return isManager(myRole);
  return true;
}

/** Whether my invitation waits for the owner or an admin to agree (NeedPermission, and I manage nothing). */
export function inviteWaits(group: { type: string; inviteOption: string }, myRole: string): boolean {
  return group.type !== 'Community' && group.inviteOption === 'NeedPermission' && !isManager(myRole);
}

/**
 * What an invitation did: who was added, and how many wait for a manager (the chat service lists them in none of
 * addGroupMember's lists: success, failure, existed, over the limit).
 */
export function inviteOutcome(
  picked: readonly string[],
  result: {
    successUserIDList: string[];
    failureUserIDList: string[];
    existedUserIDList: string[];
    overLimitUserIDList?: string[];
  },
): { added: number; waiting: number } {
  const answered = new Set([
    ...result.successUserIDList,
    ...result.failureUserIDList,
    ...result.existedUserIDList,
    ...(result.overLimitUserIDList ?? []),
  ]);
  return {
    added: result.successUserIDList.length,
    waiting: new Set(picked.filter((id) => !answered.has(id))).size,
  };
}

/** How a user joins a group found by name: already in, a fan group (followers, through the platform), or by its join option. */
export type JoinWay = 'joined' | 'fans' | 'join' | 'apply' | 'closed';

export function joinWayOf(group: { group_id: string; join_option: string; joined: boolean }): JoinWay {
  if (group.joined) return 'joined';
  if (isAnchorFanGroup(group.group_id)) return 'fans';
  if (group.join_option === 'FreeAccess') return 'join';
  if (group.join_option === 'NeedPermission') return 'apply';
  return 'closed';
}

/**
 * What a fan group's page offers a user outside it: the join button to a follower of the anchor, the way to follow
 * them first to anyone else, nothing until the platform said which.
 */
export function fanGroupOffer(info: { following: boolean } | null): 'join' | 'follow' | 'unknown' {
  if (!info) return 'unknown';
  return info.following ? 'join' : 'follow';
}

/** Friend requests sent to me and not answered yet (the badge of the chat tab and the friends page). */
export function incomingRequests(applications: readonly { type: string }[], sentToMe: string): number {
  return applications.filter((application) => application.type === sentToMe).length;
}

/** The friends a picker offers for a group: all of them, those already in it marked. */
export function inviteCandidates<T extends { userID: string }>(
  friends: readonly T[],
  memberIDs: ReadonlySet<string>,
): (T & { member: boolean })[] {
  return friends.map((friend) => ({ ...friend, member: memberIDs.has(friend.userID) }));
}

/**
 * Groups I am in that the conversation list does not hold (no message yet, e.g. just invited: the service lists a
 * group's conversation from its first message), so the group tab shows them too; live rooms and NOTIFY_ROOM are
 * no groups of mine.
 */
export function quietGroups<T extends { groupID: string; type: string }>(
  groups: readonly T[],
  conversations: readonly { conversationID: string }[],
): T[] {
  const listed = new Set(conversations.map((conv) => conv.conversationID));
  return groups.filter(
    (group) => group.type !== 'AVChatRoom' && group.groupID !== NOTIFY_ROOM && !listed.has(`GROUP${group.groupID}`),
  );
}

/**
 * Whether a message is a join request's system notice (messaging spec §4 system notice 1, which the chat service
 * sends the group's owner and admins at once), of `groupID` when given: the waiting requests are read again when
 * one arrives, so they show while a page is open.
 */
export function isJoinRequestNotice(
  message: {
    conversationType: string;
    payload?: { operationType?: unknown; groupProfile?: { groupID?: unknown } } | null;
  },
  groupID?: string,
): boolean {
  if (message.conversationType !== '@TIM#SYSTEM' || message.payload?.operationType !== 1) return false;
  return groupID === undefined || message.payload.groupProfile?.groupID === groupID;
}
