import type { Body } from './frames.ts';
import { GROUP_MEMBER_CAPS } from './limits.ts';
import type { C2cRow, GroupMsgRow, GroupRow, MemberRow } from './store.ts';

/** Wire shapes the service answers with (the cloud service's REST-style keys). */

export function parseBody(json: string): unknown[] {
  try {
    const v: unknown = JSON.parse(json);
    return Array.isArray(v) ? v : [];
  } catch {
    return [];
  }
}

/** Message control flags back on the wire (`SendMsgControl`). */
export function controlOf(m: { no_unread: number; no_last: number }): Body {
  const flags = [...(m.no_unread ? ['NoUnread'] : []), ...(m.no_last ? ['NoLastMsg'] : [])];
  return flags.length > 0 ? { SendMsgControl: flags } : {};
}

export function c2cItem(m: C2cRow): Body {
  return {
    From_Account: m.from_acc,
    To_Account: m.to_acc,
    MsgSeq: m.seq,
    MsgRandom: m.random,
    MsgTimeStamp: m.time,
    MsgClientTime: m.client_time,
    MsgBody: parseBody(m.body),
    CloudCustomData: m.cloud,
    From_AccountNick: m.nick,
    From_AccountHeadurl: m.avatar,
    MsgKey: `${m.seq}_${m.random}_${m.time}`,
    MsgFlagBits: m.revoked ? 8 : 0,
    ...controlOf(m),
    ...(m.revoked ? { IsRevoked: 1 } : {}),
  };
}

export function groupItem(m: GroupMsgRow, g: Pick<GroupRow, 'id' | 'type'>, onlineOnly = false): Body {
  return {
    From_Account: m.from_acc,
    GroupId: g.id,
    ToGroupId: g.id,
    MsgSeq: m.seq,
    MsgRandom: m.random,
    Random: m.random,
    MsgTimeStamp: m.time,
    MsgBody: parseBody(m.body),
    CloudCustomData: m.cloud,
    ClientSeq: m.client_seq,
    MsgPriority: 'Normal',
    From_AccountNick: m.nick,
    From_AccountHeadurl: m.avatar,
    OnlineOnlyFlag: onlineOnly ? 1 : 0,
    IsPlaceMsg: 0,
    IsSystemMsg: 0,
    GroupInfo: { GroupId: g.id, GroupType: g.type },
    ...controlOf(m),
    ...(m.revoked ? { IsRevoked: 1 } : {}),
  };
}

/** The short text a conversation list shows for a last message. */
export function messageForShow(body: unknown[]): string {
  const first = body[0] as { MsgType?: string; MsgContent?: { Text?: string } } | undefined;
  if (!first) return '';
  switch (first.MsgType) {
    case 'TIMTextElem':
      return String(first.MsgContent?.Text ?? '');
    case 'TIMImageElem':
      return '[Image]';
    case 'TIMFaceElem':
      return '[Face]';
    case 'TIMCustomElem':
      return '[Custom]';
    case 'TIMSoundElem':
      return '[Voice]';
    case 'TIMVideoFileElem':
      return '[Video]';
    case 'TIMFileElem':
      return '[File]';
    case 'TIMLocationElem':
      return '[Location]';
    case 'TIMRelayElem':
      return '[Chat Record]';
    default:
      return '[Message]';
  }
}

export function groupInfo(g: GroupRow, memberNum: number, inviteOption: string, self?: MemberRow): Body {
  return {
    GroupId: g.id,
    Type: g.type,
    Name: g.name,
    Introduction: g.introduction,
    Notification: g.notification,
    FaceUrl: g.face_url,
    Owner_Account: g.owner,
    CreateTime: g.create_time,
    InfoSeq: g.info_seq,
    LastInfoTime: g.create_time,
    LastMsgTime: 0,
    NextMsgSeq: g.next_seq,
    MemberNum: memberNum,
    MaxMemberNum: GROUP_MEMBER_CAPS[g.type] ?? 100000,
    ApplyJoinOption: g.join_option,
    InviteJoinOption: inviteOption,
    ShutUpAllMember: g.mute_all ? 'On' : 'Off',
    ErrorCode: 0,
    ...(self
      ? {
          SelfInfo: {
            Role: self.role,
            JoinTime: self.join_time,
            MsgFlag: msgFlagName(self.msg_flag),
            MsgSeq: self.read_seq,
            NameCard: self.name_card,
          },
          MemberInfo: {
            Role: self.role,
            JoinTime: self.join_time,
            MsgFlag: msgFlagName(self.msg_flag),
            MsgSeq: self.read_seq,
            NameCard: self.name_card,
          },
        }
      : {}),
  };
}

export function memberInfo(m: MemberRow): Body {
  return {
    Member_Account: m.user,
    Role: m.role,
    JoinTime: m.join_time,
    NameCard: m.name_card,
    ShutUpUntil: m.mute_until,
    MsgSeq: m.read_seq,
    MsgFlag: m.msg_flag,
  };
}

/** Wire message remind flags: 0 accept and notify, 1 discard, 2 accept without notice. */
export const MSG_FLAGS: Record<string, number> = { AcceptAndNotify: 0, Discard: 1, AcceptNotNotify: 2 };

/**
 * A group's own remind type is named on the wire, as the cloud does: the official SDK keeps SelfInfo.MsgFlag as
 * the conversation's messageRemindType and counts into the total unread only "" or "AcceptAndNotify".
 */
export function msgFlagName(flag: number): string {
  return Object.keys(MSG_FLAGS).find((name) => MSG_FLAGS[name] === flag) ?? 'AcceptAndNotify';
}
