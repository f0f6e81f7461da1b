import type { Conversation, ConversationType, GroupAtInfo } from '../../types.ts';
import { asList, asNum, asRecord, asStr } from '../../protocol/wire.ts';
import { atTypesOf } from '../message/at-tips.ts';
import { decodeElement } from '../message/codec.ts';

/** The conversation codec: recent-contact items <-> public conversations. */

/** A recent-contact item of `recentcontact.page_get` -> public conversation. */
export function decodeConversation(raw: unknown): Conversation | null {
  const s = asRecord(raw);
  const type = asNum(s.Type);
  const last = asRecord(s.LastMsg);
  const first =
    asList(last.MsgBody)
      .map(decodeElement)
      .find((e) => e !== null) ?? null;
  const lastMessage = {
    lastTime: asNum(s.MsgTimeStamp),
    lastSequence: asNum(s.MsgSeq),
    fromAccount: type === 1 ? asStr(s.LastC2CMsgFromAccount) : asStr(s.MsgGroupFromAccount),
    messageForShow: asStr(s.MsgShow),
    type: first?.type ?? null,
    payload: first?.content ?? null,
    isRevoked: type === 1 ? asNum(s.LastMsgFlags) === 8 : asNum(s.LastMsgFlags) === 2,
    cloudCustomData: asStr(last.CloudCustomData),
  };
  if (type === 1) {
    const userID = asStr(s.To_Account);
    if (!userID || userID.endsWith('TLS#NOT_FOUND') || userID.endsWith('TLS#ERROR')) return null;
    return {
      conversationID: `C2C${userID}`,
      type: 'C2C',
      subType: '',
      unreadCount: asNum(s.UnreadMsgCount),
      lastMessage,
      peerReadTime: asNum(s.C2cPeerReadTime),
      groupAtInfoList: [],
      isPinned: asNum(s.TopFlags) === 1,
      messageRemindType: '',
      remark: '',
      userProfile: { userID, nick: asStr(s.C2cNick), avatar: asStr(s.C2cImage) },
    };
  }
  if (type === 2) {
    const groupID = asStr(s.ToAccount);
    if (!groupID) return null;
    const subType = asStr(s.GroupType);
    return {
      conversationID: `GROUP${groupID}`,
      type: 'GROUP',
      subType,
      unreadCount: asNum(s.UnreadMsgCount),
      lastMessage,
      peerReadTime: 0,
      groupAtInfoList: decodeAtInfoList(groupID, s.AtInfoList),
      isPinned: asNum(s.TopFlags) === 1,
      messageRemindType: remindType(asNum(s.MsgFlag)),
      remark: '',
      groupProfile: { groupID, name: asStr(s.GroupNick), avatar: asStr(s.GroupImage), type: subType },
    };
  }
  return null;
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

export const REMIND_TYPES = ['AcceptAndNotify', 'Discard', 'AcceptNotNotify'];
/** Wire remind flag (0, 1, 2) -> public remind type. */
export function remindType(flag: number): string {
  return REMIND_TYPES[flag] ?? 'AcceptAndNotify';
}

/** The type an ID names (a topic's conversation ID names a group). */
export function conversationTypeOf(conversationID: string): Exclude<ConversationType, 'TOPIC'> | null {
  if (conversationID.startsWith('C2C')) return 'C2C';
  if (conversationID.startsWith('GROUP')) return 'GROUP';
  if (conversationID.startsWith('@TIM#SYSTEM')) return '@TIM#SYSTEM';
  return null;
}
