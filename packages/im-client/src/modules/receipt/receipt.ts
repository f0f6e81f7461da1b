import { ERROR_CODES, paramsInvalid, TimError } from '../../errors.ts';
import { asList, asNum, asRecord, asStr, groupRequest } from '../../protocol/wire.ts';
import { ok, type Result } from '../../result.ts';
import { EVENT, type Message } from '../../types.ts';
import type { Core } from '../core.ts';
import { messageId } from '../message/codec.ts';
import { findHeld } from '../message/edit.ts';

export const RECEIPT_METHODS = [
  'sendMessageReadReceipt',
  'getMessageReadReceiptList',
  'getGroupMessageReadMemberList',
] as const;

/** Wire keys of the receipt pushes this module takes from the internal bus. */
export const RECEIPT_PUSH = { c2c: 'C2cMsgInfo', group: 'GroupMsgReceiptList' } as const;

/** Read receipt detail: 100 user IDs a page at most (spec §9). */
const DETAIL_MAX = 100;

/** §5 read receipts: the messages of others in `list` that asked for one (sending needs at least one). */
export function receiptsToSend(list: readonly Message[], me: string): Message[] {
  return list.filter((m) => m.from !== me && m.needReadReceipt);
}

/** §5 receipt list: only own messages that asked for receipts. */
export function ownAsking(list: readonly Message[], me: string): Message[] {
  return list.filter((m) => m.from === me && m.needReadReceipt);
}

/** §5 read receipt detail: filter 0 read or 1 unread (else 0); count 100 when not positive or 100 or more. */
export function detailQuery(filter: unknown, count: unknown): { filter: 0 | 1; count: number } {
  const n = typeof count === 'number' && Number.isFinite(count) ? Math.floor(count) : 0;
  return { filter: filter === 1 ? 1 : 0, count: n <= 0 || n >= DETAIL_MAX ? DETAIL_MAX : n };
}

/** Message read receipts (spec §7): send them, read their counts and readers, and the pushed receipts. */
export class ReceiptModule {
  private readonly core: Core;

  constructor(core: Core) {
    this.core = core;
    core.internal.on(RECEIPT_PUSH.c2c, (e) => this.onPeerReceipts(asRecord(e.data)));
    core.internal.on(RECEIPT_PUSH.group, (e) => this.onGroupReceipts(asRecord(e.data)));
  }

  async sendMessageReadReceipt(messageList: Message[]): Result<{}> {
    const first = firstOf('sendMessageReadReceipt', messageList);
    const asked = receiptsToSend(messageList, this.core.me).filter((m) => m.conversationID === first.conversationID);
    if (asked.length === 0) throw new TimError(ERROR_CODES.READ_RECEIPT_MESSAGE_LIST_EMPTY);
    if (first.conversationType === 'C2C')
      await this.core.channel.request('openim.c2c_msg_read_receipt', {
        Peer_Account: first.conversationID.slice(3),
        C2CMsgInfo: asked.map((m) => ({
          From_Account: m.from,
          To_Account: m.to,
          MsgSeq: m.sequence,
          MsgRandom: m.random,
          MsgTime: m.time,
          MsgClientTime: m.clientTime,
        })),
      });
    else
      await this.core.channel.request(
        ...groupRequest('group_msg_receipt', first.to, { MsgSeqList: asked.map((m) => ({ MsgSeq: m.sequence })) }),
      );
    return ok({});
  }

  /** Own messages that asked, with their receipt counts (a group's fetched from the service). */
  async getMessageReadReceiptList(messageList: Message[]): Result<{ messageList: Message[] }> {
    const first = firstOf('getMessageReadReceiptList', messageList);
    const own = ownAsking(messageList, this.core.me);
    if (first.conversationType !== 'GROUP' || own.length === 0) return ok({ messageList: own });
    const body = await this.core.channel.request(
      ...groupRequest('get_group_msg_receipt', first.to, { MsgSeqList: own.map((m) => ({ MsgSeq: m.sequence })) }),
    );
    for (const raw of asList(body.GroupMsgReceiptList)) {
      const r = asRecord(raw);
      if (asNum(r.Code) !== 0) continue;
      for (const m of own.filter((x) => x.sequence === asNum(r.MsgSeq)))
        m.readReceiptInfo = { readCount: asNum(r.ReadNum), unreadCount: asNum(r.UnreadNum) };
    }
    return ok({ messageList: own });
  }

  async getGroupMessageReadMemberList(options: {
    message: Message;
    filter?: number;
    cursor?: string;
    count?: number;
  }): Result<{
    messageID: string;
    cursor: string;
    isCompleted: boolean;
    readUserIDList: string[];
    unreadUserIDList: string[];
  }> {
    const m = options?.message;
    if (!m || m.conversationType !== 'GROUP')
      throw paramsInvalid('getGroupMessageReadMemberList', 'message must be a group message');
    const { filter, count } = detailQuery(options.filter, options.count);
    const body = await this.core.channel.request(
      ...groupRequest('get_group_msg_receipt_detail', m.to, {
        MsgSeq: m.sequence,
        Flag: filter,
        Cursor: typeof options.cursor === 'string' ? options.cursor : '',
        Num: count,
      }),
    );
    const ids = (key: string, account: string): string[] =>
      asList(body[key])
        .map((x) => asStr(asRecord(x)[account]))
        .filter((id) => id !== '');
    return ok({
      messageID: m.ID,
      cursor: asStr(body.Cursor),
      isCompleted: asNum(body.IsFinish) === 1,
      readUserIDList: filter === 0 ? ids('ReadList', 'Read_Account') : [],
      unreadUserIDList: filter === 1 ? ids('UnreadList', 'Unread_Account') : [],
    });
  }

  /** The peer read own messages that asked (event 16). */
  private onPeerReceipts(ev: Record<string, unknown>): void {
    const reader = asStr(ev.Peer_Account);
    const read: { userID: string; messageID: string; isPeerRead: true }[] = [];
    for (const raw of asList(ev[RECEIPT_PUSH.c2c])) {
      const m = this.heldBy(`C2C${reader}`, raw);
      if (!m) continue;
      m.readReceiptInfo = { ...m.readReceiptInfo, isPeerRead: true };
      read.push({ userID: reader, messageID: m.ID, isPeerRead: true });
    }
    if (read.length > 0) this.core.emit(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, read);
  }

  /** New read and unread counts of own group messages. */
  private onGroupReceipts(tip: Record<string, unknown>): void {
    const groupID = asStr(tip.TopicId) || asStr(tip.GroupId) || asStr(asRecord(tip.GroupInfo).GroupId);
    const counted: { groupID: string; messageID: string; readCount: number; unreadCount: number }[] = [];
    for (const raw of asList(asRecord(tip.MsgBody)[RECEIPT_PUSH.group])) {
      const r = asRecord(raw);
      const m = this.heldBy(`GROUP${groupID}`, r);
      if (!m) continue;
      m.readReceiptInfo = { readCount: asNum(r.ReadNum), unreadCount: asNum(r.UnreadNum) };
      counted.push({ groupID, messageID: m.ID, readCount: asNum(r.ReadNum), unreadCount: asNum(r.UnreadNum) });
    }
    if (counted.length > 0) this.core.emit(EVENT.MESSAGE_READ_RECEIPT_RECEIVED, counted);
  }

  /** The held message a receipt names by its ID's parts (the official SDK's match; only held ones count). */
  private heldBy(conversationID: string, raw: unknown): Message | undefined {
    const r = asRecord(raw);
    return findHeld(this.core, conversationID, messageId(asStr(r.TinyId), asNum(r.MsgClientTime), asNum(r.MsgRandom)));
  }
}

function firstOf(api: string, list: Message[]): Message {
  const first = Array.isArray(list) ? list[0] : undefined;
  if (!first || (first.conversationType !== 'C2C' && first.conversationType !== 'GROUP'))
    throw paramsInvalid(api, 'messageList must list one-to-one or group messages');
  return first;
}
