import type { Conversation, ConversationType, Group, GroupAtInfo, Profile } from '../../types.ts';
import { asList, asNum, asRecord, asStr, remindType } from '../../protocol/wire.ts';
import { atTypesOf } from '../message/at-tips.ts';
import { decodeElement } from '../message/codec.ts';
import { Conv, lastMessageOf } from '../conversations.ts';

/** The conversation codec: recent-contact items <-> public conversations. */

/**
 * A recent-contact item of `recentcontact.page_get` -> public conversation, as the official SDK builds it: a
 * one-to-one last message says whether the peer read it, a group one names the sender's nick and card instead.
 */
export function decodeConversation(raw: unknown, me: string): Conversation | null {
  const s = asRecord(raw);
  const type = asNum(s.Type);
  const last = asRecord(s.LastMsg);
  const first =
    asList(last.MsgBody)
      .map(decodeElement)
      .find((e) => e !== null) ?? null;
  const c2c = type === 1;
  const id = asStr(c2c ? s.To_Account : s.ToAccount);
  if (!id || (!c2c && type !== 2) || /TLS#(NOT_FOUND|ERROR)$/.test(id)) return null;
  const conv = new Conv(c2c ? `C2C${id}` : `GROUP${id}`, c2c ? 'C2C' : 'GROUP', asStr(s.GroupType));
  const time = asNum(s.MsgTimeStamp);
  const from = asStr(c2c ? s.LastC2CMsgFromAccount : s.MsgGroupFromAccount);
  const lastMessage = lastMessageOf({
    time,
    sequence: asNum(s.MsgSeq),
    from,
    type: first?.type ?? null,
    payload: first?.content ?? null,
    cloudCustomData: asStr(last.CloudCustomData),
    isRevoked: asNum(s.LastMsgFlags) === (c2c ? 8 : 2),
    nick: asStr(s.MsgGroupFromNickName),
    nameCard: asStr(s.MsgGroupFromCardName),
    revoker: asStr(asRecord(last.RevokerInfo).Revoker_Account) || null,
    isPeerRead: from === me && time <= asNum(s.C2cPeerReadTime),
  });
  if (!c2c) {
    delete lastMessage.version;
    delete lastMessage.isPeerRead;
  }
  conv.lastMessage = lastMessage;
  conv.unreadCount = asNum(s.UnreadMsgCount);
  conv.isPinned = asNum(s.TopFlags) === 1;
  if (c2c) {
    conv.peerReadTime = asNum(s.C2cPeerReadTime);
    Object.assign(conv.userProfile as Profile, { nick: asStr(s.C2cNick), avatar: asStr(s.C2cImage) });
  } else {
    conv.groupAtInfoList = decodeAtInfoList(id, s.AtInfoList);
    conv.messageRemindType = remindType(asNum(s.MsgFlag));
    Object.assign(conv.groupProfile as Group, { name: asStr(s.GroupNick), avatar: asStr(s.GroupImage) });
  }
  return conv;
}

/** A group's unread @-mentions of this user kept by the service (`AtInfoList`), so they survive being offline. */
export function decodeAtInfoList(groupID: string, raw: unknown): GroupAtInfo[] {
  return asList(raw)
    .map((t) => asRecord(t))
    .map((t) => ({
      from: asStr(t.From_Account),
      groupID,
      messageSequence: asNum(t.AtMsgSeq),
      atTypeArray: atTypesOf(asList(t.AtFlagList).map((f) => asNum(f))),
    }))
    .filter((t) => t.atTypeArray.length > 0);
}

/** The type an ID names (a topic's conversation ID names a group). */
export function conversationTypeOf(conversationID: string): Exclude<ConversationType, 'TOPIC'> | null {
  if (conversationID.startsWith('C2C')) return 'C2C';
  if (conversationID.startsWith('GROUP')) return 'GROUP';
  if (conversationID.startsWith('@TIM#SYSTEM')) return '@TIM#SYSTEM';
  return null;
}
