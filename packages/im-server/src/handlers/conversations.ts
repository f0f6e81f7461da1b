import type { Body } from '../frames.ts';
import { requireAccount } from '../checks.ts';
import { atInfoListOf, dropAtTips } from './at-tips.ts';
import { LIMIT_ERRORS, LIMITS, utf8Bytes } from '../limits.ts';
import { ImError, list, num, str, type Service } from '../service.ts';
import { messageForShow, parseBody } from '../wire.ts';

const PAGE = 100;

interface Item {
  convId: string;
  pinned: boolean;
  pinTime: number;
  time: number;
  wire: Body;
}

/** The recent-contact list: paged, pinned first then by last message time; pin, delete. */
export function registerConversations(svc: Service): void {
  const items = (user: string): Item[] => {
    const out: Item[] = [];
    for (const { peer, last_id, shown_id } of svc.store.c2cPeers(user)) {
      const convId = `C2C${peer}`;
      const state = svc.store.convState(user, convId);
      if ((state && state.hidden_upto >= last_id) || shown_id === null) continue;
      const m = svc.store.c2cById(shown_id);
      if (!m) continue;
      const body = parseBody(m.body);
      out.push({
        convId,
        pinned: state?.pinned === 1,
        pinTime: state?.pin_time ?? 0,
        time: m.time,
        wire: {
          Type: 1,
          To_Account: peer,
          MsgTimeStamp: m.time,
          MsgSeq: m.seq,
          MsgRandom: m.random,
          LastC2CMsgFromAccount: m.from_acc,
          MsgShow: m.revoked ? '' : messageForShow(body),
          LastMsg: { MsgBody: m.revoked ? [] : body, CloudCustomData: m.cloud },
          LastMsgFlags: m.revoked ? 8 : 0,
          UnreadMsgCount: svc.store.c2cUnread(user, peer),
          C2cPeerReadTime: svc.store.c2cReadTime(peer, user),
          TopFlags: state?.pinned ?? 0,
          C2cNick: svc.store.findUser(peer)?.nick ?? '',
          C2cImage: svc.store.findUser(peer)?.face_url ?? '',
        },
      });
    }
    for (const g of svc.store.joinedGroups(user)) {
      if (g.type === 'AVChatRoom') continue;
      const convId = `GROUP${g.id}`;
      const state = svc.store.convState(user, convId);
      const m = svc.store.lastShownGroupMsg(g.id, user);
      const newest = svc.store.lastGroupMsg(g.id);
      if (!m || !newest || (state && state.hidden_upto >= newest.seq)) continue;
      const body = parseBody(m.body);
      out.push({
        convId,
        pinned: state?.pinned === 1,
        pinTime: state?.pin_time ?? 0,
        time: m.time,
        wire: {
          Type: 2,
          ToAccount: g.id,
          MsgTimeStamp: m.time,
          MsgSeq: m.seq,
          MsgRandom: m.random,
          MsgGroupFromAccount: m.from_acc,
          // As the cloud: the sender's nick and group name card beside the last message.
          MsgGroupFromNickName: svc.store.findUser(m.from_acc)?.nick ?? '',
          MsgGroupFromCardName: svc.store.member(g.id, m.from_acc)?.name_card ?? '',
          MsgShow: m.revoked ? '' : messageForShow(body),
          LastMsg: { MsgBody: m.revoked ? [] : body, CloudCustomData: m.cloud },
          LastMsgFlags: m.revoked ? 2 : 0,
          UnreadMsgCount: svc.store.groupUnread(g.id, user, g.read_seq),
          MsgGroupReadedSeq: g.read_seq,
          TopFlags: state?.pinned ?? 0,
          GroupNick: g.name,
          GroupImage: g.face_url,
          GroupType: g.type,
          MsgFlag: g.msg_flag,
          ...atInfoListOf(svc, user, g.id),
        },
      });
    }
    const pinned = out.filter((i) => i.pinned).sort((a, b) => b.time - a.time);
    const rest = out.filter((i) => !i.pinned).sort((a, b) => b.time - a.time);
    return [...pinned, ...rest];
  };

  svc.route('recentcontact.page_get', (conn, body) => {
    const all = items(conn.user ?? '');
    const start = num(body, 'StartIndex');
    const page = all.slice(start, start + PAGE);
    const done = start + PAGE >= all.length;
    return {
      CompleteFlag: done ? 1 : 0,
      SessionItem: page.map((i) => i.wire),
      TimeStamp: 0,
      StartIndex: done ? 0 : start + PAGE,
      TopTimeStamp: 0,
      TopStartIndex: 0,
    };
  });

  svc.route('recentcontact.top', (conn, body) => {
    const op = num(body, 'OperationType');
    if (op !== 1 && op !== 2) throw new ImError(10004, 'OperationType must be 1 (pin) or 2 (unpin)');
    for (const raw of list(body, 'RecentContactItem')) {
      if (typeof raw !== 'object' || raw === null) continue;
      const item = raw as Body;
      // Only a conversation that can exist is pinned: a UserID, or a group ID within its limit.
      const groupId = str(item, 'ToGroupId') || str(item, 'GroupId');
      if (num(item, 'Type') === 2 && utf8Bytes(groupId) > LIMITS.groupIdBytes)
        throw new ImError(LIMIT_ERRORS.groupIdInvalid, `GroupId is longer than ${LIMITS.groupIdBytes} bytes`);
      const convId =
        num(item, 'Type') === 2
          ? `GROUP${groupId}`
          : `C2C${requireAccount(item.To_Account, 'To_Account', LIMIT_ERRORS.invalidReceiver)}`;
      svc.store.setPinned(conn.user ?? '', convId, op === 1, svc.nowSeconds());
    }
    return {};
  });

  svc.route('recentcontact.clear_msg', (conn, body) => {
    const user = conn.user ?? '';
    // Cleared messages are also read: nothing of them stays unread.
    if (num(body, 'Type', 1) === 2) {
      const groupId = str(body, 'ToGroupid');
      const last = svc.store.lastGroupMsg(groupId)?.seq ?? 0;
      svc.store.clearHistory(user, `GROUP${groupId}`, last);
      svc.store.setReadSeq(groupId, user, last);
      dropAtTips(svc, user, groupId, 0, last);
    } else {
      const peer = str(body, 'To_Account');
      const lastId = svc.store.c2cPeers(user).find((p) => p.peer === peer)?.last_id ?? 0;
      svc.store.clearHistory(user, `C2C${peer}`, lastId);
      svc.store.setC2cRead(user, peer, svc.store.c2cById(lastId)?.time ?? 0);
    }
    return {};
  });

  svc.route('recentcontact.batch_delete', (conn, body) => {
    const user = conn.user ?? '';
    const clear = num(body, 'ClearRamble') === 1;
    const results = list(body, 'ContactItem')
      .slice(0, 100)
      .map((raw) => {
        const item = (typeof raw === 'object' && raw !== null ? raw : {}) as Body;
        if (num(item, 'Type') === 2) {
          const groupId = str(item, 'ToGroupid');
          const last = svc.store.lastGroupMsg(groupId)?.seq ?? 0;
          // A deleted conversation leaves nothing unread behind.
          svc.store.hideConversation(user, `GROUP${groupId}`, last);
          svc.store.setReadSeq(groupId, user, last);
          dropAtTips(svc, user, groupId, 0, last);
          if (clear) svc.store.clearHistory(user, `GROUP${groupId}`, last);
          return { Type: 2, ToGroupid: groupId, ResultCode: 0, ResultInfo: '' };
        }
        const peer = str(item, 'To_Account');
        const last = svc.store.c2cPeers(user).find((p) => p.peer === peer)?.last_id ?? 0;
        svc.store.hideConversation(user, `C2C${peer}`, last);
        svc.store.setC2cRead(user, peer, svc.store.c2cById(last)?.time ?? 0);
        if (clear) svc.store.clearHistory(user, `C2C${peer}`, last);
        return { Type: 1, To_Account: peer, ResultCode: 0, ResultInfo: '' };
      });
    return { ResultItem: results };
  });
}
