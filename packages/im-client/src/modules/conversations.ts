import type { Conversation, LastMessage, Message } from '../types.ts';
import { messageForShow } from './message/codec.ts';
import { communityOfTopic } from './topic/topic.ts';

/** Pinned first, then the rest, each newest first; those without a last time go after their group (spec §4). */
export function sortConversations(list: Conversation[]): Conversation[] {
  // Rank 0 pinned with a time, 1 pinned without, 2 the rest with a time, 3 without; the sort is stable.
  const rank = (c: Conversation): number => (c.isPinned ? 0 : 2) + (c.lastMessage.lastTime > 0 ? 0 : 1);
  return [...list].sort(
    (a, b) => rank(a) - rank(b) || (rank(a) % 2 ? 0 : b.lastMessage.lastTime - a.lastMessage.lastTime),
  );
}

/** Whether an incoming message adds to unread (spec §4 unread rules). */
export function countsAsUnread(m: Message, conv: Pick<Conversation, 'subType'>): boolean {
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

export function lastMessageOf(m: Message): LastMessage {
  return {
    lastTime: m.time,
    lastSequence: m.sequence,
    fromAccount: m.from,
    messageForShow: m.isRevoked ? '' : messageForShow(m.type, m.payload),
    type: m.type,
    payload: m.payload,
    isRevoked: m.isRevoked,
    cloudCustomData: m.cloudCustomData,
  };
}

export function emptyConversation(conversationID: string, type: 'C2C' | 'GROUP', subType = ''): Conversation {
  const peer = conversationID.replace(/^C2C|^GROUP/, '');
  return {
    conversationID,
    // A topic's conversation is of type TOPIC, as the official SDK's.
    type: communityOfTopic(peer) ? 'TOPIC' : type,
    subType,
    unreadCount: 0,
    peerReadTime: 0,
    groupAtInfoList: [],
    isPinned: false,
    messageRemindType: '',
    remark: '',
    lastMessage: {
      lastTime: 0,
      lastSequence: 0,
      fromAccount: '',
      messageForShow: '',
      type: null,
      payload: null,
      isRevoked: false,
      cloudCustomData: '',
    },
    ...(type === 'C2C'
      ? { userProfile: { userID: peer, nick: '', avatar: '' } }
      : { groupProfile: { groupID: peer, name: '', avatar: '', type: subType } }),
  };
}

/** Conversation list paging status (spec §4): a rejected sync makes the next request re-sync. */
export type SyncStatus = 'notStarted' | 'pending' | 'resolved' | 'rejected';
