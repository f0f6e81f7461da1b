import type { Body } from '../frames.ts';
import { ImError, list, num, requireStr, str, type Service } from '../service.ts';
import type { GroupMsgRow, GroupRow } from '../store.ts';
import { c2cKey } from '../repos/versions.ts';
import { groupTarget, tinyIdOf } from './modify.ts';

/** Read receipt detail: at most 100 user IDs a page (spec §9). */
const DETAIL_PAGE = 100;

function seqList(body: Body): number[] {
  return list(body, 'MsgSeqList')
    .map((x) => (typeof x === 'object' && x !== null ? num(x as Body, 'MsgSeq') : Number(x)))
    .filter((n) => Number.isInteger(n) && n > 0);
}

/**
 * Read receipts (spec §7): a reader acknowledges messages of others that asked for a receipt (`IsNeedReadReceipt`);
 * each reader counts once. The sender is pushed the receipt: one-to-one as event 16 (`C2cMsgInfo`), a group's
 * as a group tip (`GroupMsgReceiptList` with read and unread counts).
 */
export function registerReceipts(svc: Service): void {
  svc.route('openim.c2c_msg_read_receipt', (conn, body) => {
    const reader = conn.user ?? '';
    const peer = requireStr(body, 'Peer_Account');
    const acked: Body[] = [];
    for (const raw of list(body, 'C2CMsgInfo')) {
      if (typeof raw !== 'object' || raw === null) continue;
      const info = raw as Body;
      // Only messages the peer sent to this reader: the frame's accounts are checked against the socket's user.
      if (str(info, 'From_Account') !== peer || str(info, 'To_Account') !== reader) continue;
      const row = svc.store.findC2c(peer, reader, num(info, 'MsgSeq'), num(info, 'MsgRandom'));
      if (!row) continue;
      const key = c2cKey(peer, reader, row.seq, row.random);
      const meta = svc.versions.meta(key);
      if (!meta.need_receipt || !svc.receipts.add(key, reader, svc.nowSeconds())) continue;
      acked.push({
        TinyId: tinyIdOf(svc, peer),
        MsgClientTime: meta.client_time || row.client_time,
        MsgRandom: row.random,
        MsgSeq: row.seq,
        MsgTime: row.time,
        From_Account: peer,
        To_Account: reader,
      });
    }
    if (acked.length > 0)
      svc.pushUser(peer, 'im_open_push.msg_push', {
        EventArray: [{ Event: 16, Peer_Account: reader, C2cMsgInfo: acked }],
      });
    return {};
  });

  /** Who has not read a message: members who were in the group when it was sent, but its sender and readers. */
  const unreadBy = (group: GroupRow, row: GroupMsgRow, readers: Set<string>): string[] =>
    svc.store
      .members(group.id)
      .filter((m) => m.join_time <= row.time && m.user !== row.from_acc && !readers.has(m.user))
      .map((m) => m.user);
  const counts = (group: GroupRow, row: GroupMsgRow, key: string): { read: number; unread: number } => {
    const readers = new Set(svc.receipts.readers(key));
    return { read: readers.size, unread: unreadBy(group, row, readers).length };
  };
  const receiptItem = (group: GroupRow, row: GroupMsgRow, key: string): Body => {
    const { read, unread } = counts(group, row, key);
    return {
      MsgSeq: row.seq,
      TinyId: tinyIdOf(svc, row.from_acc),
      MsgClientTime: svc.versions.meta(key).client_time,
      MsgRandom: row.random,
      ReadNum: read,
      UnreadNum: unread,
      Code: 0,
    };
  };

  svc.route('group_open_http_svc.group_msg_receipt', (conn, body) => {
    const reader = conn.user ?? '';
    const bySender = new Map<string, Body[]>();
    let group: GroupRow | undefined;
    let conversation = '';
    for (const seq of seqList(body)) {
      const target = groupTarget(svc, reader, { ...body, MsgSeq: seq });
      group = target.group;
      conversation = target.row.group_id;
      const { row, key } = target;
      if (row.from_acc === reader || !svc.versions.meta(key).need_receipt) continue;
      if (!svc.receipts.add(key, reader, svc.nowSeconds())) continue;
      bySender.set(row.from_acc, [...(bySender.get(row.from_acc) ?? []), receiptItem(target.group, row, key)]);
    }
    for (const [sender, items] of bySender)
      svc.pushUser(sender, 'im_open_push.msg_push', {
        EventArray: [
          {
            Event: 5,
            GroupTips: [
              {
                // A topic's receipts name the topic where the official SDK looks (its GroupInfo.GroupId).
                GroupId: group?.id,
                GroupInfo: { GroupId: conversation, GroupType: group?.type },
                ...(conversation !== group?.id ? { TopicId: conversation } : {}),
                MsgBody: { GroupMsgReceiptList: items },
              },
            ],
          },
        ],
      });
    return {};
  });

  svc.route('group_open_http_svc.get_group_msg_receipt', (conn, body) => {
    const user = conn.user ?? '';
    return {
      GroupMsgReceiptList: seqList(body).map((seq) => {
        try {
          const { row, key, group } = groupTarget(svc, user, { ...body, MsgSeq: seq });
          if (row.from_acc !== user) throw new ImError(10007, 'only the sender reads the receipts of a message');
          return receiptItem(group, row, key);
        } catch (err) {
          const code = err instanceof ImError ? err.code : 90000;
          return { MsgSeq: seq, Code: code, ReadNum: 0, UnreadNum: 0 };
        }
      }),
    };
  });

  svc.route('group_open_http_svc.get_group_msg_receipt_detail', (conn, body) => {
    const user = conn.user ?? '';
    const { row, key, group } = groupTarget(svc, user, body);
    if (row.from_acc !== user) throw new ImError(10007, 'only the sender reads who read a message');
    const unread = num(body, 'Flag') === 1;
    const count = Math.min(Math.max(1, num(body, 'Num', DETAIL_PAGE)), DETAIL_PAGE);
    const readers = new Set(svc.receipts.readers(key));
    const users = unread ? unreadBy(group, row, readers) : [...readers];
    // The cursor is the offset of the next page, as a string (spec §9 "cursor a string").
    const from = Math.max(0, num(body, 'Cursor'));
    const page = users.slice(from, from + count);
    const done = from + count >= users.length;
    return {
      GroupId: group.id,
      MsgSeq: row.seq,
      Cursor: done ? '' : String(from + count),
      IsFinish: done ? 1 : 0,
      ReadList: unread ? [] : page.map((u) => ({ Read_Account: u })),
      UnreadList: unread ? page.map((u) => ({ Unread_Account: u })) : [],
    };
  });
}
