import { checkMessage, requireAccount } from '../checks.ts';
import type { Body } from '../frames.ts';
import { LIMIT_ERRORS } from '../limits.ts';
import { ImError, list, num, requireStr, str, type Service } from '../service.ts';
import type { C2cRow } from '../store.ts';
import { c2cKey } from '../repos/versions.ts';
import { pendingAtTipsOf } from './at-tips.ts';
import { keptNoticesOf } from './group-common.ts';
import { requireC2cSpeaker } from './gates.ts';
import { c2cWire } from './modify.ts';

const SYNC_PAGE = 100;
const ROAM_MAX = 20;

/** One-to-one messages: send, unread sync by cookie, roaming history, read marks, revoke. */
export function registerC2c(svc: Service): void {
  svc.route('openim.sendmsg', (conn, body) => {
    const from = conn.user ?? '';
    const to = requireAccount(body.To_Account, 'To_Account', LIMIT_ERRORS.invalidReceiver);
    const { elems, cloud } = checkMessage(body);
    requireC2cSpeaker(svc, from, to);
    // Who sent it is told by the stored profile, never by the frame (no one sends as someone else's nick).
    const sender = svc.store.ensureUser(from);
    const time = svc.nowSeconds();
    const seq = num(body, 'MsgSeq');
    const random = num(body, 'MsgRandom');
    const control = list(body, 'SendMsgControl');
    const row = {
      from_acc: from,
      to_acc: to,
      seq,
      random,
      time,
      body: JSON.stringify(elems),
      cloud,
      nick: sender.nick,
      avatar: sender.face_url,
      client_time: num(body, 'MsgClientTime', time),
      no_unread: control.includes('NoUnread') ? 1 : 0,
      no_last: control.includes('NoLastMsg') ? 1 : 0,
    };
    svc.store.ensureUser(to);
    // MsgLifeTime 0 means online only: pushed, never stored.
    const onlineOnly = body.MsgLifeTime === 0;
    const stored = onlineOnly ? { row: { ...row, id: 0, revoked: 0 }, duplicate: false } : svc.store.insertC2c(row);
    if (!onlineOnly) svc.versions.remember(c2cKey(from, to, seq, random), body, 0);
    // A resend after a lost answer is answered with the stored time and pushed no second time.
    if (!stored.duplicate) {
      const item = { ...c2cWire(svc, stored.row), ...(onlineOnly ? { MsgLifeTime: 0 } : {}) };
      const push = { EventArray: [{ Event: 1, C2cMsgArray: [item] }] };
      svc.pushUser(to, 'im_open_push.msg_push', push);
      if (to !== from) svc.pushUser(from, 'im_open_push.msg_push', push, conn);
    }
    return { MsgTime: stored.row.time, MsgSeq: seq };
  });

  svc.route('openim.getmsg', (conn, body) => {
    const user = conn.user ?? '';
    const cookie = str(body, 'Cookie');
    // The official SDK sets a conversation's unread to its C2CPairUnreadCount entry (C2CRemainingUnreadCount only
    // makes the conversation exist; our client reads UnreadCount there): every sync, a reconnect's too, carries
    // the count the service holds, so unread stays right whatever pushes a cut socket lost.
    const unread = svc.store
      .c2cPeers(user)
      .map(({ peer, last_id }) => ({
        From_Account: peer,
        UnreadCount: svc.store.c2cUnread(user, peer),
        LastMsgTime: svc.store.c2cById(last_id)?.time ?? 0,
      }))
      .filter((p) => p.UnreadCount > 0);
    const counts = { C2CRemainingUnreadCount: unread, C2CPairUnreadCount: unread };
    // Every sync carries the @-tips this instance was not given and the group system notices the user keeps (the
    // official SDK drops a notice it holds already).
    const events = [...list(pendingAtTipsOf(svc, conn), 'EventArray'), ...keptNoticesOf(svc, user)];
    const eventArray = events.length > 0 ? { EventArray: events } : {};
    // First sync of an instance: no backlog, only the unread counts and the @-tips kept while it was offline;
    // later syncs page from here.
    if (cookie === '')
      return {
        Cookie: String(svc.store.lastC2cId()),
        SyncFlag: 2,
        MsgList: [],
        ...counts,
        ...eventArray,
      };
    const after = Number(cookie);
    if (!Number.isInteger(after) || after < 0) throw new ImError(10004, 'Cookie is not a sync cookie');
    const rows = svc.store.c2cSince(user, after, SYNC_PAGE + 1);
    const page = rows.slice(0, SYNC_PAGE);
    const next = page.length > 0 ? page[page.length - 1]!.id : after;
    return {
      Cookie: String(next),
      SyncFlag: rows.length > SYNC_PAGE ? 1 : 2,
      MsgList: page.map((r) => c2cWire(svc, r)),
      ...counts,
      // After a dropped socket: the mentions and notices made while it was down.
      ...eventArray,
    };
  });

  svc.route('openim.getroammsg', (conn, body) => {
    const user = conn.user ?? '';
    const peer = requireStr(body, 'Peer_Account');
    const count = Math.min(Math.max(1, num(body, 'MaxCnt', 15)), ROAM_MAX);
    const cleared = svc.store.clearedUpto(user, `C2C${peer}`);
    const deleted = svc.store.deletedKeys(user, `C2C${peer}`);
    const kept = (r: C2cRow): boolean => r.id > cleared && !deleted.has(`${r.seq}_${r.random}_${r.time}`);
    if (num(body, 'GetDirection') === 1) return roamForward(svc, user, peer, num(body, 'LastMsgTime'), count, kept);
    const last = num(body, 'LastMsgTime', 0) || svc.nowSeconds();
    // MsgKey (seq_random_time of the oldest message the client holds) continues exactly where it stopped.
    const [seq, random] = str(body, 'MsgKey').split('_').map(Number);
    const anchor =
      seq !== undefined && random !== undefined
        ? (svc.store.findC2c(user, peer, seq, random) ?? svc.store.findC2c(peer, user, seq, random))
        : undefined;
    const rows = svc.store
      .c2cHistory(user, peer, anchor ? anchor.id : Number.MAX_SAFE_INTEGER, last, count + 1 + deleted.size)
      .filter(kept);
    const page = rows.slice(0, count);
    const complete = rows.length <= count ? 1 : 0;
    const oldest = page[page.length - 1];
    return {
      Complete: complete,
      MsgCnt: page.length,
      LastMsgTime: oldest ? oldest.time : 0,
      MsgKey: oldest ? `${oldest.seq}_${oldest.random}_${oldest.time}` : '',
      MsgList: page.reverse().map((r) => c2cWire(svc, r)),
    };
  });

  svc.route('openim.msgreaded', (conn, body) => {
    const user = conn.user ?? '';
    const marks = Array.isArray(body.C2CMsgReaded)
      ? list(body, 'C2CMsgReaded')
      : list((body.C2CMsgReaded ?? {}) as Body, 'C2CMsgReadedItem');
    for (const raw of marks) {
      if (typeof raw !== 'object' || raw === null) continue;
      const mark = raw as Body;
      const peer = requireAccount(
        str(mark, 'To_Account') || str(mark, 'Peer_Account'),
        'To_Account',
        LIMIT_ERRORS.invalidReceiver,
      );
      const time = num(mark, 'LastedMsgTime', svc.nowSeconds());
      svc.store.setC2cRead(user, peer, time);
      // The peer learns its messages were read; the reader's other instances mark them read too.
      svc.pushUser(peer, 'im_open_push.msg_push', {
        EventArray: [
          {
            Event: 9,
            C2cNotifyMsgArray: [{ C2cReadedReceipt: { To_Account: user, UinPairReadArray: [{ PeerReadTime: time }] } }],
          },
        ],
      });
      svc.pushUser(
        user,
        'im_open_push.msg_push',
        {
          EventArray: [
            {
              Event: 9,
              C2cNotifyMsgArray: [
                { ReadC2cMsgNotify: { UinPairReadArray: [{ From_Account: peer, LastReadTime: time }] } },
              ],
            },
          ],
        },
        conn,
      );
    }
    return {};
  });

  svc.route('openim.read_all_unread_msg', (conn, body) => {
    const user = conn.user ?? '';
    const now = svc.nowSeconds();
    if (num(body, 'C2CReadAllMsg') === 1)
      for (const { peer } of svc.store.c2cPeers(user)) svc.store.setC2cRead(user, peer, now);
    const results = list(body, 'GroupReadInfo').map((raw) => {
      const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Body;
      const groupId = str(item, 'GroupId');
      if (!svc.store.member(groupId, user))
        return { GroupId: groupId, ErrorCode: 10007, ErrorInfo: 'not a member of the group' };
      svc.store.setReadSeq(groupId, user, num(item, 'MsgSeq'));
      return { GroupId: groupId, ErrorCode: 0, ErrorInfo: '' };
    });
    return { C2CReadAllMsg: num(body, 'C2CReadAllMsg'), GroupReadInfoArray: results };
  });

  svc.route('openim.get_peer_read_time', (conn, body) => {
    const peers = list(body, 'To_Account').filter((p): p is string => typeof p === 'string');
    return { ReadTime: peers.map((p) => svc.store.c2cReadTime(p, conn.user ?? '')) };
  });

  svc.route('openim.delete_c2c_msg_ramble', (conn, body) => {
    const peer = requireStr(body, 'To_Account');
    const keys = list(body, 'MsgKeyList')
      .filter((k): k is string => typeof k === 'string')
      .slice(0, 30);
    if (keys.length === 0) throw new ImError(10004, 'MsgKeyList must list seq_random_time keys');
    svc.store.deleteForUser(conn.user ?? '', `C2C${peer}`, keys);
    return {};
  });

  svc.route('openim.msgwithdraw', (conn, body) => {
    const info = (body.MsgInfo ?? {}) as Body;
    const from = str(info, 'From_Account');
    const to = str(info, 'To_Account');
    if (from !== conn.user) throw new ImError(20026, 'only the sender can revoke a message');
    const row = svc.store.findC2c(from, to, num(info, 'MsgSeq'), num(info, 'MsgRandom'));
    if (!row) throw new ImError(20022, 'message not found');
    if (row.revoked) throw new ImError(20023, 'message already revoked');
    svc.store.revokeC2c(row.id);
    const notice = {
      EventArray: [
        {
          Event: 5,
          C2cNotifyMsgArray: [
            {
              WithdrawC2cMsgNotify: {
                C2cWithdrawInfoArray: [
                  {
                    From_Account: from,
                    To_Account: to,
                    MsgSeq: row.seq,
                    MsgRandom: row.random,
                    MsgTimeStamp: row.time,
                    RevokerInfo: { Revoker_Account: from },
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    svc.pushUser(to, 'im_open_push.msg_push', notice);
    svc.pushUser(from, 'im_open_push.msg_push', notice, conn);
    return {};
  });
}

/**
 * Roaming forwards (GetDirection 1), as the official SDK recovers a conversation after a reconnect: messages at or
 * after `from` (seconds), oldest first. The SDK asks again from the newest time it got until it reaches the time
 * the conversation list showed or Complete is 1, without a MsgKey, so a page always reaches past `from`: else
 * more than a page of messages within one second would be asked for forever.
 */
function roamForward(
  svc: Service,
  user: string,
  peer: string,
  from: number,
  count: number,
  kept: (r: C2cRow) => boolean,
): Body {
  for (let limit = count * 2; ; limit *= 2) {
    const fetched = svc.store.c2cForward(user, peer, from, limit);
    const rows = fetched.filter(kept);
    const size = Math.max(count, rows.filter((r) => r.time === from).length + 1);
    if (rows.length <= size && fetched.length === limit) continue;
    const page = rows.slice(0, size);
    const newest = page[page.length - 1];
    return {
      Complete: rows.length <= size ? 1 : 0,
      MsgCnt: page.length,
      LastMsgTime: newest ? newest.time : 0,
      MsgKey: newest ? `${newest.seq}_${newest.random}_${newest.time}` : '',
      MsgList: page.map((r) => c2cWire(svc, r)),
    };
  }
}
