import type { ChatVipField } from '@live/api-contract';
import type { ChatSession } from '../../chat';
import { chatVipOf } from '../../chat/rules';
import { useClientLoad } from './use-client-load';

export interface MemberRow {
  userID: string;
  role: string;
  joinTime: number;
  nameCard: string;
  muteUntil: number;
  nick: string;
  avatar: string;
  /** From the member's chat profile, written by the platform. */
  vip: ChatVipField | null;
}

/** A group's members (up to 100, the client's page maximum) with nick, avatar and VIP state; only members see them. */
export function useMembers(session: ChatSession, groupID: string, isMember: boolean, version: number) {
  return useClientLoad<MemberRow[]>(
    session,
    async (client) => {
      if (!isMember) return [];
      const { data } = await client.getGroupMemberList({ groupID, count: 100 });
      const ids = data.memberList.map((member) => member.userID);
      const profiles = ids.length > 0 ? (await client.getUserProfile({ userIDList: ids })).data : [];
      const byId = new Map(profiles.map((profile) => [profile.userID, profile]));
      return data.memberList.map((member) => ({
        ...member,
        nick: byId.get(member.userID)?.nick ?? '',
        avatar: byId.get(member.userID)?.avatar ?? '',
        vip: chatVipOf(byId.get(member.userID)?.profileCustomField ?? []),
      }));
    },
    `members:${groupID}:${isMember}:${version}`,
  );
}
