import type { Conversation, ConversationType, Group, GroupAtInfo, LastMessage, Message, Profile } from '../types.ts';
import { decodeGroup } from './group/codec.ts';
import { messageForShow } from './message/codec.ts';
import { decodeProfile } from './profile/codec.ts';
import { communityOfTopic } from '../protocol/wire.ts';

/** Pinned first, then the rest, each newest first; those without a last time go after their group (spec §4). */
export function sortConversations(list: Conversation[]): Conversation[] {
  // Rank 0 pinned with a time, 1 pinned without, 2 the rest with a time, 3 without; the sort is stable.
  const rank = (c: Conversation): number => (c.isPinned ? 0 : 2) + (c.lastMessage.lastTime > 0 ? 0 : 1);
  return [...list].sort(
    (a, b) => rank(a) - rank(b) || (rank(a) % 2 ? 0 : b.lastMessage.lastTime - a.lastMessage.lastTime),
  );
}

/** Whether an incoming message adds to unread (spec §4 unread rules). */
export function countsAsUnread(m: Message, conv: { subType: string }): boolean {
  if (conv.subType === 'AVChatRoom') return false;
  if (m.flow === 'out' || m.isRead || m.isDeleted || m.isRevoked) return false;
  if (m._onlineOnly || m._control.excludedFromUnreadCount) return false;
  return true;
}

/** Sum of unread over conversations that are not system or topic and whose remind type is unset or accept-and-notify. */
export function totalUnread(list: Conversation[]): number {
  let sum = 0;
  for (const c of list) {
    if (c.type === '@TIM#SYSTEM' || c.type === 'TOPIC') continue;
    if (c.messageRemindType !== '' && c.messageRemindType !== 'AcceptAndNotify') continue;
    if (c.subType === 'AVChatRoom') continue;
    sum += c.unreadCount;
  }
  return sum;
}

/** What a last message is made of: a message, or what the service's conversation list says of one. */
type LastOf = Pick<Message, 'time' | 'sequence' | 'from' | 'isRevoked' | 'cloudCustomData' | 'nick' | 'nameCard'> &
  Pick<Message, 'isPeerRead' | 'revoker'> & {
    type: string | null;
    payload: Record<string, unknown> | null;
    _onlineOnly?: boolean;
    version?: number;
  };

/** A message as its conversation's last message, as the official SDK's. */
export function lastMessageOf(m: LastOf): LastMessage {
  return {
    lastTime: m.time,
    lastSequence: m.sequence,
    fromAccount: m.from,
    messageForShow: messageForShow(m.type, m.payload),
    type: m.type,
    payload: m.payload,
    isRevoked: m.isRevoked,
    cloudCustomData: m.cloudCustomData,
    onlineOnlyFlag: !!m._onlineOnly,
    nick: m.nick,
    nameCard: m.nameCard,
    version: m.version ?? 0,
    isPeerRead: m.isPeerRead,
    revoker: m.revoker,
  };
}

/**
 * A conversation, field for field as the official SDK's: its `subType` is its group's type, read through (not an
 * own field); a new one-to-one conversation shows a default profile of its peer, a group one a default group.
 */
export class Conv implements Conversation {
  conversationID: string;
  unreadCount = 0;
  type: ConversationType;
  lastMessage = lastMessageOf({
    time: 0,
    sequence: 0,
    from: '',
    type: '',
    payload: null,
    isRevoked: false,
    cloudCustomData: '',
    nick: '',
    nameCard: '',
    isPeerRead: false,
    revoker: null,
  });
  peerReadTime = 0;
  groupAtInfoList: GroupAtInfo[] = [];
  remark = '';
  isPinned = false;
  messageRemindType = '';
  markList: number[] = [];
  customData = '';
  conversationGroupList: string[] = [];
  declare userProfile?: Profile;
  declare groupProfile?: Group;

  constructor(conversationID: string, type: ConversationType, groupType = '') {
    const peer = conversationID.replace(/^C2C|^GROUP/, '');
    this.conversationID = conversationID;
    // A topic's conversation is of type TOPIC, as the official SDK's.
    this.type = communityOfTopic(peer) ? 'TOPIC' : type;
    // The system notices' conversation (@TIM#SYSTEM) has no profile, as the official SDK's.
    if (type === 'C2C') this.userProfile = decodeProfile({ To_Account: peer }) as Profile;
    else if (type === 'GROUP')
      this.groupProfile = { ...(decodeGroup({ GroupId: peer }, '') as Group), type: groupType };
  }

  get subType(): string {
    return this.groupProfile?.type ?? '';
  }
}

/** Conversation list paging status (spec §4): a rejected sync makes the next request re-sync. */
export type SyncStatus = 'notStarted' | 'pending' | 'resolved' | 'rejected';
