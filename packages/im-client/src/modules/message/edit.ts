import { ERROR_CODES, filled, paramsInvalid, TimError } from '../../errors.ts';
import { asList, asNum, asRecord, asStr, communityOfTopic, groupRequest, type Wire } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import { EVENT, type Message, type MessageElement } from '../../types.ts';
import { lastMessageOf } from '../conversations.ts';
import type { Core } from '../core.ts';
import { INTERNAL } from '../context.ts';
import type { ModerationModule } from '../moderation/moderation.ts';
import { decodeElement, decodeMessage, encodeElement, messageKey } from './codec.ts';

/** A hopping page holds at most 15 messages (the official SDK's cap). */
const HOPPING_MAX = 15;
/** Hopped messages not in a conversation's list, kept for findMessage (the most recent ones). */
const HOPPED_KEPT = 1000;

/**
 * A message this client makes (one to send, a group tip or system notice to show): the given fields over those
 * such a message starts with (never read, revoked or modified; no options asked for).
 */
export function localMessage(
  fields: Pick<
    Message,
    'ID' | 'conversationID' | 'conversationType' | 'from' | 'to' | 'time' | 'sequence' | 'random' | 'flow' | 'type'
  > &
    Partial<Message>,
): Message {
  return {
    clientSequence: 0,
    clientTime: fields.time,
    priority: 'Normal',
    payload: {},
    cloudCustomData: '',
    nick: '',
    avatar: '',
    status: 'success',
    isRevoked: false,
    isDeleted: false,
    isRead: true,
    isPeerRead: false,
    isModified: false,
    version: 0,
    needReadReceipt: false,
    isSupportExtension: false,
    readReceiptInfo: {},
    atUserList: [],
    isBroadcastMessage: false,
    isPlaceMessage: 0,
    isResend: false,
    isSystemMessage: false,
    nameCard: '',
    protocol: 'JSON',
    revoker: null,
    senderTinyID: '',
    _onlineOnly: false,
    _control: { excludedFromUnreadCount: false, excludedFromLastMessage: false },
    ...fields,
  };
}

/** The wire's group and topic of a group conversation's `to` (commands outside the group services). */
export function groupWhere(to: string): Wire {
  const community = communityOfTopic(to);
  return community ? { GroupId: community, TopicId: to } : { GroupId: to };
}

/** A held message by its ID. */
export function findHeld(core: Core, conversationID: string, id: string): Message | undefined {
  return core.lists.get(conversationID)?.get(id);
}

/**
 * Applies a version of a message's content (spec §8): only a version greater than the held one changes it.
 * The conversation's last message follows when it is this message. Returns whether it changed.
 */
export function applyVersion(core: Core, m: Message, version: number, body: unknown, cloud: string): boolean {
  const first = asList(body)
    .map(decodeElement)
    .find((e): e is MessageElement => e !== null);
  if (!first || version <= m.version) return false;
  m.version = version;
  m.type = first.type;
  m.payload = first.content;
  m.cloudCustomData = cloud;
  m.isModified = true;
  const conv = core.conversations.get(m.conversationID);
  if (conv && conv.lastMessage.lastSequence === m.sequence && conv.lastMessage.lastTime === m.time) {
    conv.lastMessage = lastMessageOf(m);
    core.changed();
  }
  return true;
}

/** A pushed modification (`C2cMsgModNotifys` or `GroupMsgModNotifys` item) applied to the held message. */
export function onModifiedPush(core: Core, raw: unknown, group: boolean): Message | null {
  const n = asRecord(raw);
  const from = asStr(n.From_Account);
  const to = group ? asStr(n.TopicId) || asStr(n.GroupId) : asStr(n.To_Account);
  const list = core.lists.get(group ? `GROUP${to}` : `C2C${from === core.me ? to : from}`);
  const seq = asNum(n.MsgSeq);
  // By unique key, as the official SDK's; a group's message also by its sequence.
  const m =
    list?.held(messageKey(from, to, asNum(n.MsgRandom), seq, asNum(n.MsgTime))) ??
    (group ? list?.items.find((x) => x.sequence === seq) : undefined);
  return m && applyVersion(core, m, asNum(n.MsgVersion), n.MsgBody, asStr(n.CloudCustomData)) ? m : null;
}

export interface HoppingOptions {
  conversationID: string;
  /** Group: the sequence to start from. */
  sequence?: number;
  /** One-to-one: the time (s) to start from. */
  time?: number;
  /** 0 older (default), 1 newer. */
  direction?: number;
  count?: number;
}

/** modifyMessage, findMessage and getMessageListHopping (spec §7), for the message API. */
export class MessageEdit {
  private readonly core: Core;
  private readonly moderation: () => ModerationModule;

  private readonly hopped = new Map<string, Message>();

  constructor(core: Core, moderation: () => ModerationModule) {
    this.core = core;
    this.moderation = moderation;
    core.internal.on(INTERNAL.RESET, () => this.hopped.clear());
  }

  async modifyMessage(message: Message): Result<{ message: Message }> {
    if (!message || message.status !== 'success' || !['C2C', 'GROUP'].includes(message.conversationType))
      throw paramsInvalid('modifyMessage', 'message must be a sent one-to-one or group message');
    const fail = (code: number, why?: string): TimError => new TimError(code, why, { message });
    const group = message.conversationType === 'GROUP' ? message.to : '';
    if (this.core.live.has(group) || this.core.groups.get(group)?.type === 'AVChatRoom')
      throw fail(ERROR_CODES.MESSAGE_MODIFY_DISABLED_IN_AVCHATROOM);
    try {
      this.moderation().checkMessage('modifyMessage', message);
    } catch (err) {
      throw err instanceof TimError ? new TimError(err.code, err.message, { message }) : err;
    }
    const change = {
      MsgSeq: message.sequence,
      MsgVersion: message.version,
      MsgBody: [encodeElement({ type: message.type, content: message.payload })],
      CloudCustomData: message.cloudCustomData,
    };
    let answer: Wire;
    try {
      answer =
        message.conversationType === 'C2C'
          ? await this.core.channel.request('openim.modify_c2c_msg', {
              From_Account: message.from,
              To_Account: message.to,
              MsgRandom: message.random,
              MsgTime: message.time,
              ...change,
            })
          : await this.core.channel.request('openim.modify_group_msg', { ...groupWhere(message.to), ...change });
    } catch (err) {
      if (!(err instanceof TimError)) throw err;
      // A conflict carries the service's current version, which replaces the local copy (spec §8).
      if (err.code !== 20027) throw fail(err.code, err.message);
      const now = asRecord(asRecord(err.data).response);
      this.apply(message, asNum(now.MsgVersion), now.MsgBody, asStr(now.CloudCustomData));
      throw fail(ERROR_CODES.MESSAGE_MODIFY_CONFLICT);
    }
    this.apply(message, asNum(answer.MsgVersion), answer.MsgBody, asStr(answer.CloudCustomData));
    return ok({ message });
  }

  /** Applies a version to `message` and to the held copy when they differ; MESSAGE_MODIFIED when it changed. */
  private apply(message: Message, version: number, body: unknown, cloud: string): void {
    const held = findHeld(this.core, message.conversationID, message.ID);
    const changed = [held, message].filter(
      (m, i, all): m is Message => !!m && all.indexOf(m) === i && applyVersion(this.core, m, version, body, cloud),
    );
    if (changed.length > 0) this.core.emit(EVENT.MESSAGE_MODIFIED, [held ?? message]);
  }

  /** A message this client holds, by ID; null when none. */
  findMessage(messageID: string): Message | null {
    if (!filled(messageID)) return null;
    for (const list of this.core.lists.values()) {
      const m = list.get(messageID);
      if (m) return m;
    }
    return this.hopped.get(messageID) ?? null;
  }

  /**
   * History from a point in both directions (spec §7 roaming with direction): one-to-one from a time, asking one
   * more than wanted and dropping the edge message when more remain; a group from a sequence, newer pages asked
   * up to `sequence + count - 1`. The messages are not put in the conversation's list (its paging stays whole); those
   * not held are kept aside for findMessage.
   */
  async getMessageListHopping(options: HoppingOptions): Result<{
    messageList: Message[];
    isCompleted: boolean;
    nextMessageTime?: number | '';
    nextMessageSeq?: number | '';
  }> {
    const convId = options?.conversationID;
    const direction = options?.direction === 1 ? 1 : 0;
    const wanted = options?.count;
    const count = typeof wanted === 'number' && wanted > 0 && wanted <= HOPPING_MAX ? Math.floor(wanted) : HOPPING_MAX;
    if (typeof convId === 'string' && convId.startsWith('C2C') && convId.length > 3) {
      const body = await this.core.channel.request('openim.getroammsg', {
        Peer_Account: convId.slice(3),
        MaxCnt: count + 1,
        LastMsgTime: asNum(options.time),
        MsgKey: '',
        WithRecalledMsg: 1,
        GetDirection: direction,
      });
      const list = this.decode(body.MsgList, 'C2C');
      const complete = asNum(body.Complete) === 1;
      if (!complete) direction === 1 ? list.pop() : list.shift();
      return ok({ messageList: list, isCompleted: complete, nextMessageTime: complete ? '' : asNum(body.LastMsgTime) });
    }
    if (typeof convId === 'string' && convId.startsWith('GROUP') && convId.length > 5) {
      const sequence = asNum(options.sequence);
      if (sequence < 1) throw paramsInvalid('getMessageListHopping', 'sequence must be a positive number');
      const body = await this.core.channel.request(
        ...groupRequest('group_msg_get', convId.slice(5), {
          ReqMsgSeq: direction === 1 ? sequence + count - 1 : sequence,
          ReqMsgNumber: count,
          WithRecalledMsg: 1,
        }),
      );
      const remote = this.decode(body.RspMsgList, 'GROUP');
      if (asNum(body.IsFinished) === 2 || remote.length === 0)
        return ok({ messageList: [], isCompleted: true, nextMessageSeq: '' });
      const newest = remote[remote.length - 1]!.sequence;
      const oldest = remote[0]!.sequence;
      if (direction === 1) {
        const messageList = remote.filter((m) => m.sequence >= sequence);
        const done = messageList.length === 0 && newest < sequence;
        return ok({ messageList, isCompleted: done, nextMessageSeq: done ? '' : newest + 1 });
      }
      const next = oldest - 1;
      return ok({ messageList: remote, isCompleted: next === 0, nextMessageSeq: next === 0 ? '' : next });
    }
    throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID);
  }

  private keep(m: Message): Message {
    const known = this.hopped.get(m.ID);
    if (known) return known;
    this.hopped.set(m.ID, m);
    if (this.hopped.size > HOPPED_KEPT) this.hopped.delete(this.hopped.keys().next().value as string);
    return m;
  }

  /** Wire items -> messages, oldest first; held copies are returned so they stay one object. */
  private decode(items: unknown, type: 'C2C' | 'GROUP'): Message[] {
    return asList(items)
      .map((raw) => decodeMessage(raw, type, this.core.me))
      .filter((m): m is Message => m !== null)
      .map((m) => findHeld(this.core, m.conversationID, m.ID) ?? this.keep(m))
      .sort((a, b) => (type === 'GROUP' ? a.sequence - b.sequence : a.time - b.time));
  }
}
