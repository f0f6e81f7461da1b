import type { Body } from '../../transport/frames.ts';
import type { Message, MessageElement } from '../../types.ts';
import { asList, asNum, asRecord, asStr, type Wire } from '../../protocol/wire.ts';

/** The message codec: public elements and messages <-> the service's wire keys. */

/** Public element content -> wire `MsgContent`. */
export function encodeElement(el: MessageElement): Wire {
  const c = el.content;
  switch (el.type) {
    case 'TIMTextElem':
      return { MsgType: el.type, MsgContent: { Text: asStr(c.text) } };
    case 'TIMCustomElem':
      return {
        MsgType: el.type,
        MsgContent: { Data: asStr(c.data), Desc: asStr(c.description), Ext: asStr(c.extension) },
      };
    case 'TIMFaceElem':
      return { MsgType: el.type, MsgContent: { Index: asNum(c.index), Data: asStr(c.data) } };
    case 'TIMImageElem':
      return {
        MsgType: el.type,
        MsgContent: {
          UUID: asStr(c.uuid),
          ImageFormat: asNum(c.imageFormat, 255),
          ImageInfoArray: asList(c.imageInfoArray).map((raw) => {
            const i = asRecord(raw);
            return {
              Type: asNum(i.type),
              Size: asNum(i.size),
              Width: asNum(i.width),
              Height: asNum(i.height),
              URL: asStr(i.url),
            };
          }),
        },
      };
    default:
      return { MsgType: el.type, MsgContent: { ...c } };
  }
}

/** Wire element -> public element; unknown kinds pass through with lower-cased keys. */
export function decodeElement(raw: unknown): MessageElement | null {
  const e = asRecord(raw);
  const type = asStr(e.MsgType);
  const c = asRecord(e.MsgContent);
  if (!type) return null;
  switch (type) {
    case 'TIMTextElem':
      return { type, content: { text: asStr(c.Text) } };
    case 'TIMCustomElem':
      return { type, content: { data: asStr(c.Data), description: asStr(c.Desc), extension: asStr(c.Ext) } };
    case 'TIMFaceElem':
      return { type, content: { index: asNum(c.Index), data: asStr(c.Data) } };
    case 'TIMImageElem':
      return {
        type,
        content: {
          uuid: asStr(c.UUID),
          imageFormat: asNum(c.ImageFormat),
          imageInfoArray: asList(c.ImageInfoArray).map((rawInfo) => {
            const i = asRecord(rawInfo);
            return {
              type: asNum(i.Type),
              size: asNum(i.Size),
              width: asNum(i.Width),
              height: asNum(i.Height),
              url: asStr(i.URL),
            };
          }),
        },
      };
    default: {
      // fromEntries defines own keys, so a key such as "__proto__" stays plain data.
      const content: Wire = Object.fromEntries(
        Object.entries(c).map(([k, v]) => [k.charAt(0).toLowerCase() + k.slice(1), v]),
      );
      return { type, content };
    }
  }
}

/** The list text for a message (spec §3 messageForShow). */
export function messageForShow(type: string | null, payload: Record<string, unknown> | null): string {
  switch (type) {
    case 'TIMTextElem':
      return asStr(payload?.text);
    case 'TIMImageElem':
      return '[Image]';
    case 'TIMFaceElem':
      return '[Face]';
    case 'TIMCustomElem':
      return '[Custom]';
    case null:
      return '';
    default:
      return '[Message]';
  }
}

export function messageId(from: string, to: string, sequence: number, random: number, time: number): string {
  return `${from}-${to}-${sequence}-${random}-${time}`;
}

/** A pushed, synced or roamed message item -> public message; null when the item is unusable. */
export function decodeMessage(raw: unknown, conversationType: 'C2C' | 'GROUP', me: string): Message | null {
  const m = asRecord(raw);
  const from = asStr(m.From_Account);
  const groupId = asStr(m.GroupId) || asStr(m.ToGroupId) || asStr(asRecord(m.GroupInfo).GroupId);
  const to = conversationType === 'GROUP' ? groupId : asStr(m.To_Account);
  const elements = asList(m.MsgBody)
    .map(decodeElement)
    .filter((e): e is MessageElement => e !== null);
  const first = elements[0];
  if (!from || !to || !first) return null;
  const sequence = asNum(m.MsgSeq);
  const random = asNum(m.MsgRandom, asNum(m.Random));
  const time = asNum(m.MsgTimeStamp, asNum(m.MsgTime));
  const peer = conversationType === 'GROUP' ? groupId : from === me ? to : from;
  const control = asList(m.SendMsgControl);
  return {
    ID: messageId(from, to, sequence, random, time),
    conversationID: `${conversationType}${peer}`,
    conversationType,
    from,
    to,
    time,
    sequence,
    random,
    clientSequence: asNum(m.ClientSeq, sequence),
    clientTime: asNum(m.MsgClientTime, time),
    priority: asStr(m.MsgPriority, 'Normal'),
    flow: from === me ? 'out' : 'in',
    type: first.type,
    payload: first.content,
    cloudCustomData: asStr(m.CloudCustomData),
    nick: asStr(m.From_AccountNick),
    avatar: asStr(m.From_AccountHeadurl),
    status: 'success',
    isRevoked: asNum(m.IsRevoked) === 1 || asNum(m.MsgFlagBits) === 8,
    isDeleted: false,
    isRead: from === me,
    isPeerRead: false,
    isModified: false,
    onlineUserOnly: asNum(m.OnlineOnlyFlag) === 1 || m.MsgLifeTime === 0,
    messageControlInfo: {
      excludedFromUnreadCount: control.includes('NoUnread'),
      excludedFromLastMessage: control.includes('NoLastMsg'),
    },
  };
}

/** Public message -> `openim.sendmsg` body. */
export function encodeC2cSend(m: Message, elements: MessageElement[]): Body {
  return {
    From_Account: m.from,
    To_Account: m.to,
    MsgSeq: m.sequence,
    MsgRandom: m.random,
    MsgBody: elements.map(encodeElement),
    CloudCustomData: m.cloudCustomData,
    From_AccountNick: m.nick,
    From_AccountHeadurl: m.avatar,
    OfflinePushInfo: {
      PushFlag: 0,
      Title: '',
      Desc: '',
      Ext: '',
      ApnsInfo: { BadgeMode: 0 },
      AndroidInfo: { OPPOChannelID: '' },
    },
    SendMsgControl: controlFlags(m),
    MsgClientTime: m.clientTime,
    IsNeedReadReceipt: 0,
    SupportMessageExtension: 0,
    ...(m.onlineUserOnly ? { MsgLifeTime: 0 } : {}),
  };
}

/** Public message -> `group_open_http_svc.send_group_msg` body. */
export function encodeGroupSend(m: Message, elements: MessageElement[]): Body {
  return {
    From_Account: m.from,
    GroupId: m.to,
    Random: m.random,
    ClientSeq: m.clientSequence,
    MsgPriority: m.priority,
    MsgBody: elements.map(encodeElement),
    CloudCustomData: m.cloudCustomData,
    OnlineOnlyFlag: m.onlineUserOnly ? 1 : 0,
    OfflinePushInfo: {
      PushFlag: 0,
      Title: '',
      Desc: '',
      Ext: '',
      ApnsInfo: { BadgeMode: 0 },
      AndroidInfo: { OPPOChannelID: '' },
    },
    GroupAtInfo: [],
    SendMsgControl: controlFlags(m),
    MsgClientTime: m.clientTime,
    NeedReadReceipt: 0,
    SupportMessageExtension: 0,
  };
}

function controlFlags(m: Message): string[] {
  const out: string[] = [];
  if (m.messageControlInfo.excludedFromUnreadCount) out.push('NoUnread');
  if (m.messageControlInfo.excludedFromLastMessage) out.push('NoLastMsg');
  return out;
}
