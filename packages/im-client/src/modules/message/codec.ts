import type { Body } from '../../transport/frames.ts';
import { type Message, type MessageElement, TYPES } from '../../types.ts';
import { asList, asNum, asRecord, asStr, asStrings, type Wire } from '../../protocol/wire.ts';

/** The message codec: public elements and messages <-> the service's wire keys. */

type FieldKind = 's' | 'n';
/**
 * Simple element kinds, both directions: their wire keys in order, `#` before a number's; the public key is the
 * wire key with a lower-case first letter unless named before it (`description:Desc`).
 */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  TIMTextElem: 'Text',
  TIMCustomElem: 'Data description:Desc extension:Ext',
  TIMFaceElem: '#Index Data',
  TIMLocationElem: 'description:Desc #Longitude #Latitude',
  TIMSoundElem: 'Url uuid:UUID #Size #Second #downloadFlag:Download_Flag',
  TIMFileElem: 'fileUrl:Url uuid:UUID FileName #FileSize #downloadFlag:Download_Flag',
  TIMVideoFileElem:
    'VideoUrl VideoUUID VideoFormat #VideoSize #VideoSecond #VideoDownloadFlag ThumbUrl ThumbUUID ThumbFormat #ThumbWidth #ThumbHeight #ThumbSize #ThumbDownloadFlag',
};
/** [public key, wire key, string or number] per simple kind, read from FIELD_KEYS. */
const FIELDS: Readonly<Record<string, readonly (readonly [string, string, FieldKind])[]>> = Object.fromEntries(
  Object.entries(FIELD_KEYS).map(([type, keys]) => [
    type,
    keys.split(' ').map((key) => {
      const [wire, named] = key.replace('#', '').split(':').reverse() as [string, string?];
      return [named ?? wire[0]!.toLowerCase() + wire.slice(1), wire, key[0] === '#' ? 'n' : 's'] as const;
    }),
  ]),
);

const pick = (v: unknown, kind: FieldKind): string | number => (kind === 's' ? asStr(v) : asNum(v));

/**
 * Image sizes: the public list is original, thumbnail (198), large (720), `type` 0, 1, 2 as the official SDK
 * shows them; on the wire `Type` is 1 original, 2 large, 3 thumbnail, in that order.
 */
const WIRE_IMAGE_TYPE = [1, 3, 2];

/** Public element content -> wire `MsgContent`. */
export function encodeElement(el: MessageElement): Wire {
  const c = el.content;
  const fields = FIELDS[el.type];
  if (fields)
    return { MsgType: el.type, MsgContent: Object.fromEntries(fields.map(([p, w, k]) => [w, pick(c[p], k)])) };
  switch (el.type) {
    case 'TIMImageElem':
      return {
        MsgType: el.type,
        MsgContent: {
          UUID: asStr(c.uuid),
          ImageFormat: asNum(c.imageFormat, 255),
          ImageInfoArray: asList(c.imageInfoArray)
            .map((raw) => {
              const i = asRecord(raw);
              return {
                Type: WIRE_IMAGE_TYPE[asNum(i.type)] ?? 1,
                Size: asNum(i.size),
                Width: asNum(i.width),
                Height: asNum(i.height),
                URL: asStr(i.url),
              };
            })
            // The official SDK reads sizes by position: original, large, thumbnail.
            .sort((x, y) => x.Type - y.Type),
        },
      };
    case 'TIMRelayElem': {
      const key = asStr(c.downloadKey);
      return {
        MsgType: el.type,
        MsgContent: {
          JsonMsgKey: key,
          PbMsgKey: asStr(c.pbDownloadKey),
          ...(key ? { MsgNum: asNum(c.messageNumber) } : { MsgList: asList(c.messageList).map(encodeRelayItem) }),
          Title: asStr(c.title),
          AbstractList: asStrings(c.abstractList),
          CompatibleText: asStr(c.compatibleText),
          Version: asNum(c.version),
          LayersOverLimit: false,
        },
      };
    }
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
  const fields = FIELDS[type];
  if (fields) {
    // A plain loop: this runs for every pushed message, and builds the keys in the table's order.
    const content: Wire = {};
    for (const [p, w, k] of fields) content[p] = pick(c[w], k);
    // The official SDK's aliases, which apps read.
    if (type === 'TIMSoundElem') content.remoteAudioUrl = content.url;
    if (type === 'TIMVideoFileElem')
      Object.assign(content, {
        remoteVideoUrl: content.videoUrl,
        snapshotUrl: content.thumbUrl,
        snapshotWidth: content.thumbWidth,
        snapshotHeight: content.thumbHeight,
        snapshotSize: content.thumbSize,
      });
    return { type, content };
  }
  switch (type) {
    case 'TIMImageElem':
      return {
        type,
        content: {
          uuid: asStr(c.UUID),
          imageFormat: asNum(c.ImageFormat),
          imageInfoArray: asList(c.ImageInfoArray)
            .map((rawInfo) => {
              const i = asRecord(rawInfo);
              const sizeType = asNum(i.Type, 1);
              return {
                type: Math.max(0, WIRE_IMAGE_TYPE.indexOf(sizeType)),
                sizeType,
                size: asNum(i.Size),
                width: asNum(i.Width),
                height: asNum(i.Height),
                url: asStr(i.URL),
              };
            })
            .sort((x, y) => x.type - y.type),
        },
      };
    case 'TIMRelayElem':
      return {
        type,
        content: {
          downloadKey: asStr(c.JsonMsgKey),
          pbDownloadKey: asStr(c.PbMsgKey),
          messageList: asList(c.MsgList).map(decodeRelayItem),
          title: asStr(c.Title),
          abstractList: asStrings(c.AbstractList),
          compatibleText: asStr(c.CompatibleText),
          messageNumber: asNum(c.MsgNum, asList(c.MsgList).length),
          version: asNum(c.Version),
          layersOverLimit: c.LayersOverLimit === true || c.LayersOverLimit === 1,
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

/** A message inside a merger, public form (the official SDK's): who, when, and its elements. */
export interface RelayItem {
  ID: string;
  from: string;
  messageSender: string;
  time: number;
  messageSequence: number;
  clientSequence: number;
  messageRandom: number;
  clientTime: number;
  cloudCustomData: string;
  nick: string;
  avatar: string;
  messageBody: { type: string; payload: Record<string, unknown> }[];
  messageReceiver: string;
  receiverUserID?: string;
  receiverGroupID?: string;
}

/** A message of this client, or one already inside a merger, as a merger item. */
export function relayItemOf(m: Message | RelayItem): RelayItem {
  if ('messageBody' in m) return m;
  return {
    ID: m.ID,
    from: m.from,
    messageSender: m.from,
    time: m.time,
    messageSequence: m.sequence,
    clientSequence: m.clientSequence,
    messageRandom: m.random,
    clientTime: m.clientTime,
    cloudCustomData: m.cloudCustomData,
    nick: m.nick,
    avatar: m.avatar,
    messageBody: [{ type: m.type, payload: m.payload }],
    messageReceiver: m.to,
    ...(m.conversationType === 'GROUP' ? { receiverGroupID: m.to } : { receiverUserID: m.to }),
  };
}

function encodeRelayItem(raw: unknown): Wire {
  const m = asRecord(raw) as Partial<RelayItem>;
  return {
    From_Account: asStr(m.from),
    SenderId: asStr(m.messageSender, asStr(m.from)),
    MsgTimeStamp: asNum(m.time),
    MsgSeq: asNum(m.messageSequence),
    ClientSeq: asNum(m.clientSequence),
    MsgRandom: asNum(m.messageRandom),
    CloudCustomData: asStr(m.cloudCustomData),
    MsgClientTime: asNum(m.clientTime),
    Id: asStr(m.ID),
    From_AccountNick: asStr(m.nick),
    From_AccountHeadurl: asStr(m.avatar),
    MsgBody: asList(m.messageBody).map((b) => {
      const el = asRecord(b);
      return encodeElement({ type: asStr(el.type), content: asRecord(el.payload) });
    }),
    ...(m.receiverGroupID ? { GroupId: m.receiverGroupID } : { To_Account: asStr(m.receiverUserID) }),
    ReceiverId: asStr(m.messageReceiver),
  };
}

function decodeRelayItem(raw: unknown): RelayItem {
  const m = asRecord(raw);
  const group = asStr(m.GroupId);
  return {
    ID: asStr(m.Id),
    from: asStr(m.From_Account),
    messageSender: asStr(m.SenderId, asStr(m.From_Account)),
    time: asNum(m.MsgTimeStamp),
    messageSequence: asNum(m.MsgSeq),
    clientSequence: asNum(m.ClientSeq),
    messageRandom: asNum(m.MsgRandom),
    clientTime: asNum(m.MsgClientTime),
    cloudCustomData: asStr(m.CloudCustomData),
    nick: asStr(m.From_AccountNick),
    avatar: asStr(m.From_AccountHeadurl),
    messageBody: asList(m.MsgBody)
      .map(decodeElement)
      .filter((e): e is MessageElement => e !== null)
      .map((e) => ({ type: e.type, payload: e.content })),
    messageReceiver: asStr(m.ReceiverId, group || asStr(m.To_Account)),
    ...(group ? { receiverGroupID: group } : { receiverUserID: asStr(m.To_Account) }),
  };
}

/** A merger's message list in wire form (sent inline or uploaded), and back. */
export function encodeRelayList(list: readonly RelayItem[]): Wire[] {
  return list.map(encodeRelayItem);
}

export function decodeRelayList(raw: unknown): RelayItem[] {
  return asList(raw).map(decodeRelayItem);
}

/**
 * Each kind's list text, as the official SDK's for the cloud's Chinese-mainland app IDs (spec §3 messageForShow;
 * its English texts for international app IDs are left out: the app shows its own text for each kind).
 */
const SHOWN: Record<string, string> = {
  TIMImageElem: '图片',
  TIMLocationElem: '位置',
  TIMSoundElem: '语音',
  TIMVideoFileElem: '视频',
  TIMFileElem: '文件',
  TIMCustomElem: '自定义消息',
  TIMGroupTipElem: '群提示消息',
  TIMGroupSystemNoticeElem: '群系统通知',
  TIMFaceElem: '动画表情',
  TIMRelayElem: '聊天记录',
};

/** The list text for a message (spec §3 messageForShow). */
export function messageForShow(type: string | null, payload: Record<string, unknown> | null): string {
  if (!payload) return '';
  if (type === 'TIMTextElem') return asStr(payload.text);
  const shown = SHOWN[type ?? ''];
  return shown ? `[${shown}]` : '';
}

/** A message's ID as the official SDK's: its sender's tiny ID, client time (s) and random, fixed at creation. */
export function messageId(tinyId: string, clientTime: number, random: number): string {
  return `${tinyId}-${clientTime}-${random}`;
}

/** What tells two copies of a message apart: the official SDK's unique key (spec §3). */
export function messageKey(from: string, to: string, random: number, sequence: number, time: number): string {
  return `${from}-${to}-${random}-${sequence}-${time}`;
}

/** A pushed, synced or roamed message item -> public message; null when the item is unusable. */
export function decodeMessage(raw: unknown, conversationType: 'C2C' | 'GROUP', me: string): Message | null {
  const m = asRecord(raw);
  const from = asStr(m.From_Account);
  // A topic's messages belong to the topic's conversation (`GROUP<topicID>`).
  const to =
    conversationType === 'GROUP'
      ? asStr(m.TopicId) || asStr(m.GroupId) || asStr(m.ToGroupId) || asStr(asRecord(m.GroupInfo).GroupId)
      : asStr(m.To_Account);
  if (!from || !to) return null;
  // Only the first readable element is the message's; the others are not decoded.
  let first: MessageElement | null = null;
  for (const el of asList(m.MsgBody)) {
    first = decodeElement(el);
    if (first) break;
  }
  if (!first) return null;
  const sequence = asNum(m.MsgSeq);
  const random = asNum(m.MsgRandom, asNum(m.Random));
  const time = asNum(m.MsgTimeStamp, asNum(m.MsgTime));
  const peer = conversationType === 'GROUP' || from === me ? to : from;
  const needReadReceipt = asNum(m.IsNeedReadReceipt, asNum(m.NeedReadReceipt)) === 1;
  const control = m.SendMsgControl;
  const flagged = Array.isArray(control) && control.length > 0;
  // One literal, keys always in the same order: a spread inside the literal is several times slower.
  // Without the sender's client time (an old message) its time stands in: the ID stays the same on each fetch.
  const clientTime = asNum(m.MsgClientTime, time);
  const message: Message = {
    ID: messageId(asStr(m.TinyId), clientTime, random),
    conversationID: `${conversationType}${peer}`,
    conversationType,
    from,
    to,
    time,
    sequence,
    random,
    clientSequence: asNum(m.ClientSeq, sequence),
    clientTime,
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
    isModified: asNum(m.MsgVersion) > 0,
    version: asNum(m.MsgVersion),
    needReadReceipt,
    isSupportExtension: asNum(m.SupportMessageExtension) === 1,
    // As the official SDK: a one-to-one message asking for a receipt says whether the peer has read it.
    readReceiptInfo: asNum(m.IsPeerRead) === 1 ? { isPeerRead: true } : peerReceipt(conversationType, needReadReceipt),
    // Mentions are rare: the list is read only when present.
    atUserList:
      Array.isArray(m.GroupAtInfo) && m.GroupAtInfo.length > 0
        ? m.GroupAtInfo.map((raw) => {
            const at = asRecord(raw);
            return asNum(at.GroupAtAllFlag) === 1 ? TYPES.MSG_AT_ALL : asStr(at.GroupAt_Account);
          })
        : [],
    isBroadcastMessage: false,
    isPlaceMessage: asNum(m.IsPlaceMsg),
    isResend: false,
    isSystemMessage: asNum(m.IsSystemMsg) === 1,
    nameCard: m.MsgFrom_AccountExtraInfo ? asStr(asRecord(m.MsgFrom_AccountExtraInfo).NameCard) : '',
    protocol: 'JSON',
    revoker: m.RevokerInfo ? asStr(asRecord(m.RevokerInfo).Revoker_Account) || null : null,
    senderTinyID: asStr(m.TinyId),
    _onlineOnly: asNum(m.OnlineOnlyFlag) === 1 || m.MsgLifeTime === 0,
    _control: {
      excludedFromUnreadCount: flagged && control.includes('NoUnread'),
      excludedFromLastMessage: flagged && control.includes('NoLastMsg'),
    },
  };
  return message;
}

/** A new message's receipt state: one-to-one messages asking for a receipt start unread by the peer. */
export const peerReceipt = (type: string, needReadReceipt: boolean): Message['readReceiptInfo'] =>
  type === 'C2C' && needReadReceipt ? { isPeerRead: false } : {};

/** Public message -> `openim.sendmsg` body. */
export function encodeC2cSend(m: Message, elements: MessageElement[], send: SendOptions = {}): Body {
  return {
    From_Account: m.from,
    To_Account: m.to,
    MsgSeq: m.sequence,
    MsgRandom: m.random,
    MsgBody: elements.map(encodeElement),
    CloudCustomData: m.cloudCustomData,
    From_AccountNick: m.nick,
    From_AccountHeadurl: m.avatar,
    OfflinePushInfo: offlinePush(m._onlineOnly ? { ...send.offlinePushInfo, disablePush: true } : send.offlinePushInfo),
    // Online-only messages carry no control flags (as the official SDK sends them).
    ...(m._onlineOnly ? {} : { SendMsgControl: controlFlags(m, send) }),
    MsgClientTime: m.clientTime,
    IsNeedReadReceipt: m.needReadReceipt ? 1 : 0,
    SupportMessageExtension: m.isSupportExtension ? 1 : 0,
    ...(m._onlineOnly ? { MsgLifeTime: 0 } : {}),
  };
}

/** Public message -> `group_open_http_svc.send_group_msg` body. */
export function encodeGroupSend(m: Message, elements: MessageElement[], send: SendOptions = {}): Body {
  return {
    From_Account: m.from,
    GroupId: m.to,
    Random: m.random,
    ClientSeq: m.clientSequence,
    MsgPriority: m.priority,
    MsgBody: elements.map(encodeElement),
    CloudCustomData: m.cloudCustomData,
    OnlineOnlyFlag: m._onlineOnly ? 1 : 0,
    OfflinePushInfo: offlinePush(send.offlinePushInfo),
    GroupAtInfo: m.atUserList.map((id) =>
      id === TYPES.MSG_AT_ALL ? { GroupAtAllFlag: 1 } : { GroupAtAllFlag: 0, GroupAt_Account: id },
    ),
    ...(m._onlineOnly ? {} : { SendMsgControl: controlFlags(m, send) }),
    MsgClientTime: m.clientTime,
    NeedReadReceipt: m.needReadReceipt ? 1 : 0,
    // The chosen members (the first 50, spec §9), as the official SDK sends them; none: the key is left out.
    To_Account: m._receivers?.length ? m._receivers : undefined,
    SupportMessageExtension: m.isSupportExtension ? 1 : 0,
  };
}

function controlFlags(m: Message, send: SendOptions): string[] {
  const out: string[] = [];
  if (m._control.excludedFromUnreadCount) out.push('NoUnread');
  if (m._control.excludedFromLastMessage) out.push('NoLastMsg');
  if (send.excludedFromContentModeration) out.push('NoMsgCheck');
  return out;
}

/** sendMessage's `offlinePushInfo`, as the official SDK takes it. */
export interface OfflinePushInfo {
  disablePush?: boolean;
  disableVoipPush?: boolean;
  title?: string;
  description?: string;
  extension?: string;
  ignoreIOSBadge?: boolean;
  androidOPPOChannelID?: string;
}

/** What sendMessage's options put on the wire beside the message itself. */
export interface SendOptions {
  offlinePushInfo?: OfflinePushInfo;
  excludedFromContentModeration?: boolean;
}

/** `OfflinePushInfo` as the official SDK sends it (its defaults when none is given). */
export function offlinePush(info: OfflinePushInfo = {}): Body {
  const voip = info.disableVoipPush;
  return {
    PushFlag: info.disablePush ? 1 : 0,
    Title: info.title || '',
    Desc: info.description || '',
    Ext: info.extension || '',
    ApnsInfo: { BadgeMode: info.ignoreIOSBadge ? 1 : 0, ...(voip === undefined ? {} : { IsVoipPush: voip ? 0 : 1 }) },
    AndroidInfo: { OPPOChannelID: info.androidOPPOChannelID || '' },
  };
}
