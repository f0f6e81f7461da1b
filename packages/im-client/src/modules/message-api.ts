import { asTimError, ERROR_CODES, ignore, nonEmpty, nonEmptyList, paramsInvalid, TimError } from '../errors.ts';
import { asList, asNum, asRecord, asStr, asStrings, communityOfTopic, groupRequest } from '../protocol/wire.ts';
import {
  decodeMessage,
  encodeC2cSend,
  encodeGroupSend,
  type OfflinePushInfo,
  peerReceipt,
  type SendOptions,
} from './message/codec.ts';
import { conversationTypeOf } from './conversation/codec.ts';
import { answeredGroup, GROUP_PROFILE_FILTER } from './group/codec.ts';
import { MESSAGE_TOO_LONG, messageOverLimit } from '../limits.ts';
import { EVENT, type Message, type MessageElement, type Profile } from '../types.ts';
import { countsAsUnread, lastMessageOf } from './conversations.ts';
import { type Core, newer, Part, SYSTEM_CONVERSATION } from './core.ts';
import type { Recovery } from './recovery.ts';
import { keyOf, MESSAGE_PAGE, type MessageList } from './messages.ts';
import type { ModerationModule } from './moderation/moderation.ts';
import { localMessage, MessageEdit } from './message/edit.ts';
import { MessageKinds } from './message/kinds.ts';
import type { UploadPlugin } from './upload/uploader.ts';
import type { Commercial } from './commercial/commercial.ts';
import { AtTips } from './message/at-tips.ts';
import { ok, type Result } from '../result.ts';
import type { Body } from '../transport/frames.ts';

const created = new WeakSet<Message>();
const elementsOf = new WeakMap<Message, MessageElement[]>();

export const MESSAGE_METHODS = ['createTextMessage', 'createCustomMessage', 'createFaceMessage'] as const;

/** The other kinds' calls, answered by `kinds` itself. */
export const KIND_METHODS = [
  'createImageMessage',
  'createAudioMessage',
  'createVideoMessage',
  'createFileMessage',
  'createLocationMessage',
  'createTextAtMessage',
  'createForwardMessage',
  'createMergerMessage',
  'downloadMergerMessage',
] as const;

/** Editing and paging held messages, answered by `edit` itself (gated by the facade; findMessage is not). */
export const EDIT_METHODS = ['modifyMessage', 'getMessageListHopping'] as const;

/** Message calls the facade gates (login and frequency) before they run. */
export const MESSAGE_GATED_METHODS = [
  'sendMessage',
  'resendMessage',
  'revokeMessage',
  'deleteMessage',
  'clearHistoryMessage',
  'getMessageList',
  'setMessageRead',
  'setAllMessageRead',
] as const;

/** Message calls: create, send and resend, revoke, delete, history paging, read marks, image upload. */
export class MessageApi extends Part {
  private readonly recovery: Recovery;
  private readonly myProfile: () => Profile | null;
  readonly moderation: ModerationModule;
  private readonly commercial: Commercial;

  constructor(
    core: Core,
    recovery: Recovery,
    myProfile: () => Profile | null,
    moderation: ModerationModule,
    commercial: Commercial,
  ) {
    super(core);
    this.recovery = recovery;
    this.myProfile = myProfile;
    this.moderation = moderation;
    this.commercial = commercial;
  }

  readonly edit = new MessageEdit(this.core, () => this.moderation);

  private clientSeq = Math.floor(Math.random() * 100_000) * 10_000;

  createMessage(
    api: string,
    options: {
      to?: unknown;
      conversationType?: unknown;
      priority?: unknown;
      cloudCustomData?: unknown;
      needReadReceipt?: unknown;
      isSupportExtension?: unknown;
      receiverList?: unknown;
    },
    element: MessageElement,
  ): Message {
    this.core.gate(api);
    const to = nonEmpty(api, 'to', options?.to);
    const type = options.conversationType;
    if (type !== 'C2C' && type !== 'GROUP') throw new TimError(ERROR_CODES.MESSAGE_SEND_INVALID_CONVERSATION_TYPE);
    const cloud = options.cloudCustomData ?? '';
    if (typeof cloud !== 'string') throw paramsInvalid(api, 'cloudCustomData must be a string');
    const seq = ++this.clientSeq;
    const random = Math.floor(Math.random() * 4_294_967_295);
    const now = Math.floor(Date.now() / 1000);
    const tinyId = this.core.hooks.tinyId();
    const profile = this.myProfile();
    const receipt = options.needReadReceipt === true;
    const m = localMessage({
      ID: `${tinyId}-${now}-${random}`,
      conversationID: `${type}${to}`,
      conversationType: type,
      from: this.me,
      to,
      time: now,
      // As the official SDK: a one-to-one message's sequence is its client sequence until sent, a group's 0.
      sequence: type === 'C2C' ? seq : 0,
      random,
      clientSequence: seq,
      priority: typeof options.priority === 'string' ? options.priority : 'Normal',
      flow: 'out',
      type: element.type,
      payload: element.content,
      cloudCustomData: cloud,
      nick: profile?.nick ?? '',
      avatar: profile?.avatar ?? '',
      status: 'unSend',
      needReadReceipt: receipt,
      readReceiptInfo: peerReceipt(type, receipt),
      isSupportExtension: options.isSupportExtension === true,
      senderTinyID: tinyId,
      _receivers: asStrings(options.receiverList).slice(0, 50),
    });
    created.add(m);
    elementsOf.set(m, [element]);
    return m;
  }

  createTextMessage(options: {
    to: string;
    conversationType: string;
    payload: { text: string };
    priority?: string;
    cloudCustomData?: string;
    needReadReceipt?: boolean;
    isSupportExtension?: boolean;
    receiverList?: string[];
  }): Message {
    const text = nonEmpty('createTextMessage', 'payload.text', options?.payload?.text);
    return this.createMessage('createTextMessage', options, { type: 'TIMTextElem', content: { text } });
  }

  createCustomMessage(options: {
    to: string;
    conversationType: string;
    payload: { data?: string; description?: string; extension?: string };
    cloudCustomData?: string;
    needReadReceipt?: boolean;
    isSupportExtension?: boolean;
    receiverList?: string[];
  }): Message {
    const p = options?.payload ?? {};
    return this.createMessage('createCustomMessage', options, {
      type: 'TIMCustomElem',
      content: { data: asStr(p.data), description: asStr(p.description), extension: asStr(p.extension) },
    });
  }

  createFaceMessage(options: {
    to: string;
    conversationType: string;
    payload: { index: number; data: string };
    receiverList?: string[];
  }): Message {
    const p = options?.payload;
    if (typeof p?.index !== 'number' || typeof p.data !== 'string')
      throw paramsInvalid('createFaceMessage', 'payload needs a numeric index and a data string');
    return this.createMessage('createFaceMessage', options, {
      type: 'TIMFaceElem',
      content: { index: p.index, data: p.data },
    });
  }

  private readonly atTips = new AtTips(this.core);
  readonly kinds = new MessageKinds({
    createMessage: (api, options, element) => this.createMessage(api, options, element),
    request: (cmd, body) => this.channel.request(cmd, body),
    plugin: () => this.core.plugins.get('tim-upload-plugin') as UploadPlugin | undefined,
    gate: (api) => this.core.gate(api),
  });

  async sendMessage(
    message: Message,
    options: {
      onlineUserOnly?: boolean;
      offlinePushInfo?: OfflinePushInfo;
      messageControlInfo?: {
        excludedFromUnreadCount?: boolean;
        excludedFromLastMessage?: boolean;
        excludedFromContentModeration?: boolean;
      };
    } = {},
  ): Result<{ message: Message }> {
    if (!created.has(message)) throw new TimError(ERROR_CODES.MESSAGE_SEND_NEED_MESSAGE_INSTANCE);
    if (!options?.messageControlInfo?.excludedFromContentModeration)
      this.moderation.checkMessage('sendMessage', message);
    message._onlineOnly = options?.onlineUserOnly === true;
    message._control = {
      excludedFromUnreadCount: options?.messageControlInfo?.excludedFromUnreadCount === true,
      excludedFromLastMessage: options?.messageControlInfo?.excludedFromLastMessage === true,
    };
    return this.deliver(message, {
      offlinePushInfo: options?.offlinePushInfo,
      excludedFromContentModeration: options?.messageControlInfo?.excludedFromContentModeration === true,
    });
  }

  async resendMessage(message: Message): Result<{ message: Message }> {
    if (!created.has(message)) throw new TimError(ERROR_CODES.MESSAGE_SEND_NEED_MESSAGE_INSTANCE);
    if (message.status === 'success') return ok({ message });
    return this.deliver(message);
  }

  async deliver(m: Message, send: SendOptions = {}): Result<{ message: Message }> {
    // A topic-supporting community takes messages in its topics only (spec §5).
    if (m.conversationType === 'GROUP' && this.groups.get(m.to)?.isSupportTopic)
      throw new TimError(ERROR_CODES.MESSAGE_SEND_GROUP_WITH_TOPIC_FAIL);
    // A message to chosen members is a paid ability (spec §5), checked before anything is sent.
    if (m._receivers?.length) await this.commercial.require('messageToSpecifiedMembers');
    m.status = 'unSend';
    const list = m._onlineOnly ? null : this.core.list(m.conversationID);
    list?.insert(m);
    try {
      await this.kinds.prepare(m);
      if (m.conversationType === 'GROUP' && this.live.get(m.to) === undefined && (await this.isLiveRoom(m.to)))
        throw new TimError(ERROR_CODES.MESSAGE_SEND_FAIL_NOT_IN_AVCHATROOM);
      const elements = elementsOf.get(m) ?? [];
      const wire = m.conversationType === 'C2C' ? encodeC2cSend(m, elements, send) : encodeGroupSend(m, elements, send);
      // The service's size limits, checked before anything is sent.
      const over = messageOverLimit(wire.MsgBody as unknown[], m.cloudCustomData);
      if (over) throw new TimError(MESSAGE_TOO_LONG, `sendMessage: ${over}`);
      const [servcmd, request]: ReturnType<typeof groupRequest> =
        m.conversationType === 'C2C' ? ['openim.sendmsg', wire] : groupRequest('send_group_msg', m.to, wire);
      const body = await this.channel.request(servcmd, request);
      // The answer's time and sequence re-key the message; its ID stays (the official SDK's).
      list?.remove(m);
      m.time = asNum(body.MsgTime, m.time);
      if (m.conversationType === 'GROUP') m.sequence = asNum(body.MsgSeq, m.sequence);
      m.status = 'success';
      if (list) {
        // Its copy pushed before the answer gives way to the sent message itself.
        const twin = list.held(keyOf(m));
        if (twin) list.remove(twin);
        list.insert(m);
        if (m.conversationType === 'C2C' && !this.conversations.has(m.conversationID))
          this.core.askPeerReadTime(m.conversationID);
        const conv = this.core.conversation(m.conversationID, m.conversationType);
        if (!m._control.excludedFromLastMessage && newer(m, conv)) conv.lastMessage = lastMessageOf(m);
        if (conv.type !== 'TOPIC' && conv.subType !== 'AVChatRoom') this.core.lastMessageMoved();
        this.changed();
        if (m.conversationType === 'GROUP') {
          const released: Message[] = [];
          this.recovery.advance(m.to, released);
          if (released.length > 0) this.core.emit(EVENT.MESSAGE_RECEIVED, released);
        }
      }
      return ok({ message: m });
    } catch (err) {
      m.status = 'fail';
      const e = asTimError(err, ERROR_CODES.MESSAGE_SEND_FAIL);
      throw new TimError(e.code, e.message, { message: m });
    }
  }

  /** A group's newest sequence; a topic's is asked of its community, as the official SDK does. */
  private async newestSequence(groupID: string): Promise<number> {
    const community = communityOfTopic(groupID);
    if (!community) return (this.groups.get(groupID)?.nextMessageSeq ?? 1) - 1;
    const body = await this.channel.request('million_group_open_http_svc.get_topic', {
      GroupId: community,
      TopicIdList: [groupID],
    });
    return asNum(asRecord(asRecord(asList(body.TopicAndSelfInfo)[0]).TopicInfo).NextMsgSeq, 1) - 1;
  }

  /** Whether a group is a live room: known here, else asked of the service (as the official SDK does). */
  /**
   * As the official SDK's guard: a group not held is asked for its profile first, and a group the service does
   * not know (or lets us not see) rejects the send with the service's code, nothing sent.
   */
  private async isLiveRoom(groupID: string): Promise<boolean> {
    const known = this.groups.get(groupID);
    if (known || communityOfTopic(groupID)) return known?.type === 'AVChatRoom';
    const body = await this.channel.request('group_open_http_svc.get_group_self_member_info', {
      GroupIdList: [groupID],
      ResponseFilter: GROUP_PROFILE_FILTER,
    });
    return answeredGroup(body, this.me).type === 'AVChatRoom';
  }

  async revokeMessage(message: Message): Result<{ message: Message }> {
    // Any message object, as the official SDK takes it: the service decides who may revoke what.
    nonEmpty('revokeMessage', 'message.ID', message?.ID);
    if (message.conversationType === SYSTEM_CONVERSATION || message.isRevoked)
      throw new TimError(ERROR_CODES.MESSAGE_REVOKE_FAIL);
    if (message.conversationType === 'C2C') {
      await this.channel.request('openim.msgwithdraw', {
        MsgInfo: {
          From_Account: message.from,
          To_Account: message.to,
          MsgTimeStamp: message.time,
          MsgSeq: message.sequence,
          MsgRandom: message.random,
        },
      });
    } else {
      await this.channel.request(
        ...groupRequest('group_msg_recall', message.to, { MsgSeqList: [{ MsgSeq: message.sequence }] }),
      );
    }
    this.core.markRevoked(message);
    return ok({ message });
  }

  async deleteMessage(messageList: Message[]): Result<{ messageList: Message[] }> {
    nonEmptyList('deleteMessage', 'messageList', messageList);
    const first = messageList[0]!;
    if (first.conversationType === SYSTEM_CONVERSATION)
      throw new TimError(ERROR_CODES.CANNOT_DELETE_GROUP_SYSTEM_NOTICE);
    // Only successfully sent messages of the first message's conversation, at most 30 (spec §5).
    const chosen = messageList
      .filter((m) => m.conversationID === first.conversationID && m.status === 'success')
      .slice(0, 30);
    // Online-only messages were never stored, so they are not deleted remotely (spec §4).
    const remote = chosen.filter((m) => !m._onlineOnly);
    if (remote.length > 0) {
      try {
        if (first.conversationType === 'C2C') {
          await this.channel.request('openim.delete_c2c_msg_ramble', {
            From_Account: this.me,
            To_Account: first.conversationID.slice(3),
            MsgKeyList: remote.map((m) => `${m.sequence}_${m.random}_${m.time}`),
          });
        } else {
          await this.channel.request('group_open_http_svc.delete_group_ramble_msg_by_seq', {
            GroupId: first.to,
            Deleter_Account: this.me,
            Seqs: remote.map((m) => ({ MsgSeq: m.sequence })),
          });
        }
      } catch (err) {
        throw asTimError(err, ERROR_CODES.MESSAGE_DELETE_FAIL);
      }
    }
    const list = this.lists.get(first.conversationID);
    const conv = this.conversations.get(first.conversationID);
    // Unread counts messages that are unread, not online-only and not deleted (spec §4).
    const unreadGone = conv ? chosen.filter((m) => countsAsUnread(m, conv)).length : 0;
    for (const m of chosen) {
      m.isDeleted = true;
      list?.remove(m);
    }
    if (conv) conv.unreadCount = Math.max(0, conv.unreadCount - unreadGone);
    this.changed();
    return ok({ messageList: chosen });
  }

  /** Clears a conversation's history: local messages go and the list counts as complete (spec §4). */
  async clearHistoryMessage(conversationID: string): Result<{ conversationID: string }> {
    const type = typeof conversationID === 'string' ? conversationTypeOf(conversationID) : null;
    if (!type) throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID);
    if (type === SYSTEM_CONVERSATION) {
      // The notices are deleted at the service, the call resolving at once (the official SDK's).
      this.core.deleteSystemNotices();
      return ok({ conversationID });
    }
    await this.channel.request(
      'recentcontact.clear_msg',
      type === 'C2C'
        ? { From_Account: this.me, To_Account: conversationID.slice(3), Type: 1 }
        : { From_Account: this.me, ToGroupid: conversationID.slice(5), Type: 2 },
    );
    const list = this.core.list(conversationID);
    list.clear();
    list.completed = true;
    const conv = this.conversations.get(conversationID);
    if (conv) conv.unreadCount = 0;
    this.changed();
    return ok({ conversationID });
  }

  async getMessageList(options: {
    conversationID: string;
    nextReqMessageID?: string;
    count?: number;
  }): Result<{ messageList: Message[]; nextReqMessageID: string; isCompleted: boolean }> {
    const convId = options?.conversationID;
    const type = typeof convId === 'string' ? conversationTypeOf(convId) : null;
    if (!type) throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID);
    // A group's history is complete only without holes: missed messages are fetched first (spec §4).
    if (type === 'GROUP') await this.recovery.catchUp(convId.slice(5));
    const list = this.core.list(convId);
    const endOf = (): number => {
      if (!options.nextReqMessageID) return list.items.length;
      const at = list.items.findIndex((m) => m.ID === options.nextReqMessageID);
      return at < 0 ? 0 : at;
    };
    // Spec §9: a page is `count` messages, at most 15 (15 when not given), as in the official SDK.
    const count = options.count;
    const size =
      typeof count === 'number' && Number.isInteger(count) && count > 0 ? Math.min(count, MESSAGE_PAGE) : MESSAGE_PAGE;
    // The system notices are held here only: the service keeps no history of them.
    if (type === SYSTEM_CONVERSATION) list.completed = true;
    let end = endOf();
    if (end <= size && !list.completed && type !== SYSTEM_CONVERSATION) {
      await this.fetchOlder(convId, type, list);
      // As the official SDK: a page that needed history is everything held up to its end, whatever the count.
      end = endOf();
      const isCompleted = list.completed;
      return ok({
        messageList: list.items.slice(0, end),
        nextReqMessageID: isCompleted ? '' : (list.items[0]?.ID ?? ''),
        isCompleted,
      });
    }
    const start = Math.max(0, end - size);
    const page = list.items.slice(start, end);
    const isCompleted = start === 0 && list.completed;
    return ok({ messageList: page, nextReqMessageID: isCompleted ? '' : (list.items[start]?.ID ?? ''), isCompleted });
  }

  async fetchOlder(convId: string, type: 'C2C' | 'GROUP', list: MessageList): Promise<void> {
    const oldest = list.items[0];
    let body: Body;
    if (type === 'C2C') {
      body = await this.channel.request('openim.getroammsg', {
        Peer_Account: convId.slice(3),
        MaxCnt: MESSAGE_PAGE,
        LastMsgTime: oldest?.time ?? 0,
        MsgKey: oldest ? `${oldest.sequence}_${oldest.random}_${oldest.time}` : '',
        WithRecalledMsg: 1,
        GetDirection: 0,
      });
    } else {
      const conv = this.conversations.get(convId);
      const upto = oldest
        ? oldest.sequence - 1
        : (conv?.lastMessage.lastSequence ?? 0) || (await this.newestSequence(convId.slice(5)));
      if (upto < 1) {
        list.completed = true;
        return;
      }
      body = await this.channel.request(
        ...groupRequest('group_msg_get', convId.slice(5), { ReqMsgSeq: upto, ReqMsgNumber: MESSAGE_PAGE }),
      );
    }
    // One-to-one answers MsgList and Complete, a group RspMsgList and IsFinished.
    let added = 0;
    for (const raw of asList(body.MsgList ?? body.RspMsgList)) {
      const m = decodeMessage(raw, type, this.me);
      if (m && list.insert(m)) added++;
    }
    // No progress means nothing older exists that we lack.
    list.completed = asNum(body.Complete ?? body.IsFinished) === 1 || added === 0;
    if (type === 'C2C') void this.peerReadOf(convId, list).catch(ignore);
  }

  /**
   * After a one-to-one page, as the official SDK: the peer's read time (the conversation list's, else asked of the
   * service while it is none) marks our messages up to it peer-read.
   */
  private async peerReadOf(convId: string, list: MessageList): Promise<void> {
    const time =
      list.peerReadTime ||
      this.conversations.get(convId)?.peerReadTime ||
      (list.peerReadTime = asNum(
        asList(
          (await this.channel.request('openim.get_peer_read_time', { To_Account: [convId.slice(3)] })).ReadTime,
        )[0],
      ));
    this.core.peerRead(convId, time);
  }

  async setMessageRead(options: { conversationID: string }): Result<{}> {
    const convId = options?.conversationID;
    const conv = typeof convId === 'string' ? this.conversations.get(convId) : undefined;
    if (!conv) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND);
    if (conv.type === SYSTEM_CONVERSATION) {
      // Read locally only: the service keeps no read mark of notices (the official SDK's).
      if (conv.unreadCount > 0) {
        conv.unreadCount = 0;
        this.core.convThrottle.request();
      }
      return ok({});
    }
    try {
      if (conv.type === 'C2C') {
        await this.channel.request('openim.msgreaded', {
          C2CMsgReaded: {
            Cookie: '',
            C2CMsgReadedItem: [{ To_Account: convId.slice(3), LastedMsgTime: conv.lastMessage.lastTime, Receipt: 1 }],
          },
        });
      } else if (conv.subType !== 'AVChatRoom') {
        await this.channel.request(
          ...groupRequest('msg_read_report', convId.slice(5), { MsgReadedSeq: conv.lastMessage.lastSequence }),
        );
        // Reading deletes the @-mention tips; ones the service kept come back on a later read.
        await this.atTips.clear(conv).catch(ignore);
      }
    } catch (err) {
      throw asTimError(err, ERROR_CODES.MESSAGE_UNREAD_ALL_FAIL);
    }
    for (const m of this.lists.get(convId)?.items ?? []) m.isRead = true;
    conv.unreadCount = 0;
    this.changed();
    return ok({});
  }

  /** Marks everything read: scope readAllMessage (default), readAllC2CMessage or readAllGroupMessage (spec §7). */
  async setAllMessageRead(options: { scope?: string } = {}): Result<{}> {
    const scope = options?.scope ?? 'readAllMessage';
    if (!['readAllMessage', 'readAllC2CMessage', 'readAllGroupMessage'].includes(scope))
      throw paramsInvalid('setAllMessageRead', `unknown scope ${scope}`);
    const c2c = scope !== 'readAllGroupMessage';
    const groups =
      scope !== 'readAllC2CMessage'
        ? [...this.conversations.values()].filter(
            (c) => c.type === 'GROUP' && c.subType !== 'AVChatRoom' && c.unreadCount > 0,
          )
        : [];
    const c2cUnread = c2c && [...this.conversations.values()].some((c) => c.type === 'C2C' && c.unreadCount > 0);
    if (!c2cUnread && groups.length === 0) return ok({});
    // Groups the service refuses (ErrorCode per group) are read here all the same, and the call resolves, as the
    // official SDK does.
    await this.channel.request('openim.read_all_unread_msg', {
      C2CReadAllMsg: c2cUnread ? 1 : 0,
      GroupReadInfo: groups.map((c) => ({ GroupId: c.conversationID.slice(5), MsgSeq: c.lastMessage.lastSequence })),
    });
    for (const conv of this.conversations.values()) {
      if (!(conv.type === 'C2C' ? c2cUnread : groups.includes(conv))) continue;
      conv.unreadCount = 0;
      for (const m of this.lists.get(conv.conversationID)?.items ?? []) m.isRead = true;
    }
    this.changed();
    return ok({});
  }
}
