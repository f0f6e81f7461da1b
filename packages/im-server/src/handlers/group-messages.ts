import { checkMessage } from '../checks.ts';
import type { Body } from '../frames.ts';
import { groupMessagePush, groupTipPush, newGroupMessage } from '../group-messages.ts';
import { groupKey } from '../repos/versions.ts';
import { ImError, list, num, requireStr, type Service } from '../service.ts';
import type { GroupMsgRow, GroupRow } from '../store.ts';
import { groupItem } from '../wire.ts';
import { dropAtTips, dropAtTipsOfMessage, groupAtInfoOf, recordAtTips, storedAtInfoOf } from './at-tips.ts';
import { requireGroupSpeaker, requireOwnPlatformMessage, spokeInGroup } from './gates.ts';
import { groupOr404, isAdmin, pushToMembers, roleOf } from './group-common.ts';
import { LIVE_BACKLOG, type LiveRooms } from './live-rooms.ts';
import { groupWire } from './modify.ts';

/** Revoke notices per get_group_notify page (the official SDK asks for 20). */
const NOTIFY_PAGE = 20;

/** Chosen receivers of one group message (spec §9). */
const RECEIVERS_MAX = 50;

/** Group messages: send (live rooms feed their long polls), history, deletion for oneself, read marks, recall. */
export function registerGroupMessages(svc: Service, rooms: LiveRooms): void {
  const revokes = svc.groupRevokes;

  svc.route('group_open_http_svc.send_group_msg', (conn, body) => {
    const from = conn.user ?? '';
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    const { elems, cloud } = checkMessage(body);
    const onlineOnly = num(body, 'OnlineOnlyFlag') === 1;
    const stored = !onlineOnly || g.type === 'AVChatRoom';
    const random = num(body, 'Random');
    const clientSeq = num(body, 'ClientSeq');
    // A resend after a lost answer gets the stored message back and is delivered no second time (a message
    // with neither Random nor ClientSeq has no identity to match); it was admitted when it was first sent.
    const resent =
      stored && (random !== 0 || clientSeq !== 0)
        ? svc.store.findGroupResend(g.id, from, random, clientSeq)
        : undefined;
    if (resent) return { MsgTime: resent.time, MsgSeq: resent.seq };
    requireGroupSpeaker(svc, g, from, { elems });
    const receivers = chosenReceivers(svc, g, body);
    const row = newGroupMessage(svc, g.id, from, body, { elems, cloud });
    // A live room's window is loaded before this message is stored, so it is added to it once.
    const liveRoom = g.type === 'AVChatRoom' ? rooms.room(g) : null;
    if (stored) {
      row.seq = svc.store.nextGroupSeq(g.id);
      svc.store.insertGroupMsg(row);
      svc.versions.remember(groupKey(g.id, row.seq), body, num(body, 'MsgClientTime'));
      if (g.type === 'AVChatRoom') svc.store.dropGroupMsgsBefore(g.id, row.seq - LIVE_BACKLOG + 1);
      else svc.store.setReadSeq(g.id, from, row.seq);
      svc.store.setGroupMsgReceivers(g.id, row.seq, receivers);
    }
    const item = {
      ...groupWire(svc, groupItem(row, g, onlineOnly), row),
      ...groupAtInfoOf(body),
      ...(receivers.length > 0 ? { To_Account: receivers } : {}),
    };
    if (liveRoom) {
      liveRoom.add(row.seq, { ...item, Event: 3 });
    } else if (receivers.length > 0) {
      // Only the chosen members get it, and the sender's other devices.
      for (const user of new Set([from, ...receivers]))
        svc.pushUser(user, 'im_open_push.msg_push', groupMessagePush([item]), conn);
    } else {
      pushToMembers(svc, g.id, groupMessagePush([item]), conn);
      if (stored) recordAtTips(svc, g, row, body);
    }
    // Online-only messages count too: slow mode limits what reaches the members, stored or not.
    spokeInGroup(svc, g, from);
    const msgTypes = elems.map((elem) => String(elem.MsgType));
    svc.opts.onGroupMessage?.({ groupID: g.id, groupType: g.type, from, msgTypes });
    return { MsgTime: row.time, MsgSeq: row.seq };
  });

  svc.route('group_open_http_svc.group_msg_get', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (!svc.store.member(g.id, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    // Live rooms serve their window by long polling only; their history is a commercial ability left off.
    if (g.type === 'AVChatRoom') return { GroupId: g.id, IsFinished: 1, RspMsgList: [] };
    const upto = num(body, 'ReqMsgSeq', g.next_seq - 1) || g.next_seq - 1;
    const count = Math.min(Math.max(1, num(body, 'ReqMsgNumber', 15)), 21);
    const me = conn.user ?? '';
    const cleared = svc.store.clearedUpto(me, `GROUP${g.id}`);
    const deleted = svc.store.deletedKeys(me, `GROUP${g.id}`);
    // Messages for chosen members this user is not one of are skipped and named in InvisibleMsgSeq (newest first,
    // as RspMsgList), as the cloud answers them; the page still holds `count` messages the user sees.
    const hidden = svc.store.hiddenGroupSeqs(g.id, me);
    const rows: GroupMsgRow[] = [];
    const invisible: number[] = [];
    // The oldest message the page went through: the history is finished when it is the first after a clear.
    let last: GroupMsgRow | undefined;
    for (const r of svc.store.groupHistory(g.id, upto, count + deleted.size + hidden.size)) {
      if (rows.length === count || r.seq <= cleared) break;
      last = r;
      if (deleted.has(String(r.seq))) continue;
      if (hidden.has(r.seq)) invisible.push(r.seq);
      else rows.push(r);
    }
    return {
      GroupId: g.id,
      IsFinished: !last || last.seq <= cleared + 1 ? 1 : 0,
      RspMsgList: rows.map((r) => {
        const receivers = svc.store.groupMsgReceivers(g.id, r.seq);
        return {
          ...groupWire(svc, groupItem(r, g), r),
          ...storedAtInfoOf(svc, g.id, r.seq),
          ...(receivers.length > 0 ? { To_Account: receivers } : {}),
        };
      }),
      ...(invisible.length > 0 ? { InvisibleMsgSeq: invisible } : {}),
    };
  });

  // The revokes a member missed while offline (NotifyType 1): the official SDK asks for them after each reconnect
  // from its last ask, page by page (NextMsgTime 0 when no more), and revokes them locally. Its times are
  // microseconds (1000 x its clock); revokes are kept by the millisecond. Its clock runs up to a second behind the
  // service's (it takes the login's whole-second TimeStamp for the service's time), so the page runs to now: an
  // EndTime taken to the letter would hide the last second's revokes, and the next ask starts after them.
  svc.route('group_open_http_svc.get_group_notify', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (!svc.store.member(g.id, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    if (num(body, 'NotifyType', 1) !== 1) throw new ImError(10004, 'NotifyType 1 (revoked messages) is the only one');
    const begin = Math.max(0, Math.floor((Number(body.BeginTime) || 0) / 1000));
    const end = Math.max(Math.floor((Number(body.EndTime) || 0) / 1000), svc.opts.now());
    const limit = Math.min(Math.max(1, num(body, 'Limit', NOTIFY_PAGE)), NOTIFY_PAGE);
    const rows = revokes.between(g.id, begin, end, limit + 1);
    const more = rows[limit];
    return {
      NotifyMsgList: rows.slice(0, limit).map((r) => ({
        MsgSeq: r.seq,
        MsgRandom: r.random,
        RevokerInfo: { Revoker_Account: r.revoker },
      })),
      // A page of revokes made in one millisecond must still move on.
      NextMsgTime: more ? Math.max(more.time_ms, begin + 1) * 1000 : 0,
    };
  });

  svc.route('group_open_http_svc.delete_group_ramble_msg_by_seq', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (!svc.store.member(g.id, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    const seqs = list(body, 'Seqs')
      .map((x) => (typeof x === 'object' && x !== null ? num(x as Body, 'MsgSeq') : Number(x)))
      .filter((n) => Number.isInteger(n) && n > 0)
      .slice(0, 30);
    if (seqs.length === 0) throw new ImError(10004, 'Seqs must list message sequences');
    svc.store.deleteForUser(conn.user ?? '', `GROUP${g.id}`, seqs.map(String));
    for (const seq of seqs) dropAtTips(svc, conn.user ?? '', g.id, seq);
    return {};
  });

  svc.route('group_open_http_svc.msg_read_report', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    if (!svc.store.member(g.id, conn.user ?? '')) throw new ImError(10007, 'not a member of the group');
    svc.store.setReadSeq(g.id, conn.user ?? '', num(body, 'MsgReadedSeq'));
    return {};
  });

  svc.route('group_open_http_svc.group_msg_recall', (conn, body) => {
    const g = groupOr404(svc, requireStr(body, 'GroupId'));
    const role = roleOf(svc, g, conn.user ?? '');
    if (!role) throw new ImError(10007, 'not a member of the group');
    const seqs = list(body, 'MsgSeqList').map((x) =>
      typeof x === 'object' && x !== null ? num(x as Body, 'MsgSeq') : Number(x),
    );
    const revoked: Body[] = [];
    for (const seq of seqs) {
      const m = svc.store.groupMsg(g.id, seq);
      if (!m) continue;
      if (m.from_acc !== conn.user && !isAdmin(role))
        throw new ImError(10007, 'only the sender or an admin can revoke');
      requireOwnPlatformMessage(conn.user ?? '', m.from_acc);
      dropAtTipsOfMessage(svc, g.id, seq);
      if (svc.store.revokeGroupMsg(g.id, seq)) {
        revoked.push({
          MsgSeq: seq,
          MsgRandom: m.random,
          MsgTimeStamp: m.time,
          From_Account: m.from_acc,
          // Who revoked it (the sender or an admin): the official SDK sets the message's revoker from it.
          RevokerInfo: { Revoker_Account: conn.user },
        });
        revokes.record({ group_id: g.id, seq, random: m.random, time_ms: svc.opts.now(), revoker: conn.user ?? '' });
      }
    }
    // Revocations travel as event 5 whose body lists the withdrawn messages.
    const notice = groupTipPush(svc, g, 5, conn.user ?? '', {
      GroupWithdrawInfoArray: revoked.map((r) => ({ ...r, GroupId: g.id })),
    });
    pushToMembers(svc, g.id, notice, conn);
    return { RecallRetList: revoked.map((r) => ({ MsgSeq: r.MsgSeq, RetCode: 0 })) };
  });
}

/**
 * send_group_msg's `To_Account`: the chosen members a message is for (spec §5 receiverList: at most 50 members of
 * the group, a paid ability); none given: every member.
 */
function chosenReceivers(svc: Service, g: GroupRow, body: Body): string[] {
  const raw = body.To_Account;
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length === 0 || raw.some((u) => typeof u !== 'string' || u === ''))
    throw new ImError(10004, 'To_Account must list the user IDs of members');
  if (raw.length > RECEIVERS_MAX) throw new ImError(10004, `To_Account lists at most ${RECEIVERS_MAX} members`);
  svc.requireAbility('messageToSpecifiedMembers');
  const users = [...new Set(raw as string[])];
  const outsiders = users.filter((u) => !svc.store.member(g.id, u));
  if (outsiders.length > 0) throw new ImError(10004, `To_Account: ${outsiders.join(', ')} not in the group`);
  return users;
}
