import { TimError } from '../errors.ts';
import { asList, asNum, asRecord, asStr, decodeConversation, decodeGroup, decodeMessage } from '../protocol/codec.ts';
import type { Body } from '../transport/frames.ts';
import { EVENT, type Conversation, type Message } from '../types.ts';
import { countsAsUnread } from './conversations.ts';
import { Part } from './core.ts';
import { type SyncStatus } from './conversations.ts';
import { c2cGapRecover, groupGapAction, MESSAGE_PAGE, syncDone } from './messages.ts';

/** Catching up: unread sync by cookie, conversation and group sync, and recovery after a reconnect (spec §4). */
export class Recovery extends Part {
  cookie = '';
  syncStatus: SyncStatus = 'notStarted';
  private readonly gapTimers = new Map<string, ReturnType<typeof setTimeout>>();

  reset(): void {
    this.cookie = '';
    this.syncStatus = 'notStarted';
    for (const timer of this.gapTimers.values()) clearTimeout(timer);
    this.gapTimers.clear();
  }

  /** One-to-one sync by cookie, paged until flag 2 (spec §4). */
  async syncUnread(): Promise<void> {
    const received: Message[] = [];
    for (let page = 0; page < 1000; page++) {
      const body = await this.channel.request('openim.getmsg', {
        Cookie: this.cookie,
        SyncFlag: 0,
        NeedAbstract: 1,
        IsOnlineSync: 0,
        NeedSignaling: 1,
      });
      const firstSync = this.cookie === '';
      this.cookie = asStr(body.Cookie, this.cookie);
      for (const raw of asList(body.MsgList)) {
        const m = decodeMessage(raw, 'C2C', this.me);
        if (m) this.ingest(m, received);
      }
      if (firstSync) {
        for (const raw of asList(body.C2CRemainingUnreadCount)) {
          const item = asRecord(raw);
          const from = asStr(item.From_Account);
          if (from) this.conversation(`C2C${from}`, 'C2C').unreadCount = asNum(item.UnreadCount);
        }
      }
      if (syncDone(asNum(body.SyncFlag, 2))) break;
    }
    if (received.length > 0) this.emit(EVENT.MESSAGE_RECEIVED, received);
    this.changed();
  }

  async syncConversations(): Promise<void> {
    this.syncStatus = 'pending';
    try {
      let start = 0;
      for (let page = 0; page < 1000; page++) {
        const body = await this.channel.request('recentcontact.page_get', {
          From_Account: this.me,
          TimeStamp: 0,
          StartIndex: start,
          TopTimeStamp: 0,
          TopStartIndex: 0,
          OrderType: 1,
          MsgAssistFlags: 4,
          AssistFlags: 15,
        });
        for (const raw of asList(body.SessionItem)) {
          const remote = decodeConversation(raw);
          if (!remote) continue;
          if (remote.type === 'GROUP') this.syncedSeq.set(remote.conversationID, remote.lastMessage.lastSequence);
          const local = this.conversations.get(remote.conversationID);
          if (!local) {
            this.conversations.set(remote.conversationID, remote);
            continue;
          }
          // The service's count and pin state win on sync (spec §4); messages that overtook the
          // answer (pushed after the service counted) are added back; local last message if newer.
          local.unreadCount =
            local.subType === 'AVChatRoom' ? 0 : remote.unreadCount + this.arrivedAfter(local, remote);
          local.isPinned = remote.isPinned;
          local.peerReadTime = remote.peerReadTime;
          if (remote.subType) local.subType = remote.subType;
          if (remote.lastMessage.lastTime >= local.lastMessage.lastTime) local.lastMessage = remote.lastMessage;
        }
        if (asNum(body.CompleteFlag) === 1) break;
        start = asNum(body.StartIndex);
      }
      this.syncStatus = 'resolved';
    } catch (err) {
      this.syncStatus = 'rejected';
      throw err;
    }
    this.changed();
  }

  /** Unread messages held locally that are newer than the service's snapshot of a conversation. */
  arrivedAfter(local: Conversation, remote: Conversation): number {
    const items = this.lists.get(local.conversationID)?.items ?? [];
    const last = remote.lastMessage;
    let at: number;
    if (local.type === 'GROUP') {
      at = items.findIndex((m) => m.sequence > last.lastSequence) - 1;
      if (at === -2) return 0;
    } else {
      at = items.findIndex(
        (m) => m.sequence === last.lastSequence && m.time === last.lastTime && m.from === last.fromAccount,
      );
      if (at < 0) return 0;
    }
    return items.slice(at + 1).filter((m) => countsAsUnread(m, local)).length;
  }

  /** Joined groups, paged: normal groups, then communities; a local group the full fetch lacks is dropped (spec §4). */
  async syncGroups(): Promise<void> {
    const seen = new Set<string>();
    for (const cmd of [
      'group_open_http_svc.get_joined_group_list',
      'million_group_open_http_svc.get_joined_group_list',
    ]) {
      let offset = 0;
      for (let page = 0; page < 100; page++) {
        let body: Body;
        try {
          body = await this.channel.request(cmd, {
            Member_Account: this.me,
            Limit: 50,
            Offset: offset,
            SupportTopic: 0,
          });
        } catch (err) {
          // 11000 while paging communities means "unavailable": treat as empty (spec §8).
          if (err instanceof TimError && err.code === 11000) break;
          throw err;
        }
        for (const raw of asList(body.GroupIdList)) {
          const g = decodeGroup(raw);
          if (!g) continue;
          seen.add(g.groupID);
          this.groups.set(g.groupID, { ...this.groups.get(g.groupID), ...g });
          const conv = this.conversations.get(`GROUP${g.groupID}`);
          if (conv) {
            conv.subType = g.type;
            conv.messageRemindType = g.selfInfo.messageRemindType;
          }
        }
        const next = asNum(body.NextOffset, 0);
        if (!next) break;
        offset = next;
      }
    }
    for (const groupID of [...this.groups.keys()])
      if (!seen.has(groupID) && !this.live.has(groupID)) this.groups.delete(groupID);
    this.core.groupThrottle.request();
  }

  newestTimes(): Map<string, number> {
    const out = new Map<string, number>();
    for (const [id, list] of this.lists) {
      const last = list.items[list.items.length - 1];
      if (id.startsWith('C2C') && last) out.set(id, last.time);
    }
    return out;
  }

  /**
   * After a reconnect, a one-to-one conversation whose newest held message is 1..600 s older than the
   * service's last one is topped up from roaming history (spec §4), in case the cookie sync missed any.
   */
  async recoverC2c(newestBefore: Map<string, number>): Promise<void> {
    for (const [convId, localTime] of newestBefore) {
      const remoteTime = this.conversations.get(convId)?.lastMessage.lastTime ?? 0;
      if (!c2cGapRecover(localTime, remoteTime)) continue;
      const list = this.list(convId);
      const newest = list.items[list.items.length - 1];
      if (newest && newest.time >= remoteTime) continue;
      const body = await this.channel.request('openim.getroammsg', {
        Peer_Account: convId.slice(3),
        MaxCnt: MESSAGE_PAGE,
        LastMsgTime: 0,
        MsgKey: '',
        WithRecalledMsg: 1,
        GetDirection: 0,
      });
      const received: Message[] = [];
      for (const raw of asList(body.MsgList)) {
        const m = decodeMessage(raw, 'C2C', this.me);
        if (m && m.time >= localTime) this.ingest(m, received);
      }
      if (received.length > 0) this.emit(EVENT.MESSAGE_RECEIVED, received);
    }
  }

  /** After a reconnect: fetch group messages missed in a gap of 1..299 (spec §4). */
  async recoverGroups(): Promise<void> {
    for (const conv of [...this.conversations.values()]) {
      if (conv.type !== 'GROUP' || conv.subType === 'AVChatRoom') continue;
      await this.fillGroupHoles(conv.conversationID.slice('GROUP'.length), conv.lastMessage.lastSequence);
    }
  }

  /**
   * Fetches the sequences missing between the oldest held message of a group and `remoteSeq`:
   * a gap of 1..299 is fetched, a larger one is left to history paging (spec §4).
   */
  async fillGroupHoles(groupID: string, remoteSeq: number): Promise<void> {
    const sequenced = (this.lists.get(`GROUP${groupID}`)?.items ?? []).filter((m) => m.sequence > 0);
    if (sequenced.length === 0) return;
    const held = new Set(sequenced.map((m) => m.sequence));
    const base = sequenced[0]!.sequence;
    const missing: number[] = [];
    for (let seq = base + 1; seq <= remoteSeq; seq++) if (!held.has(seq)) missing.push(seq);
    if (missing.length === 0 || groupGapAction(base, base + missing.length) !== 'fetchMessages') return;
    const lowest = missing[0]!;
    const received: Message[] = [];
    let upto = missing[missing.length - 1]!;
    while (upto >= lowest) {
      const body = await this.channel.request('group_open_http_svc.group_msg_get', {
        GroupId: groupID,
        ReqMsgSeq: upto,
        ReqMsgNumber: 20,
      });
      const rows = asList(body.RspMsgList)
        .map((r) => decodeMessage(r, 'GROUP', this.me))
        .filter((m): m is Message => m !== null);
      if (rows.length === 0) break;
      for (const m of rows) if (m.sequence >= lowest) this.ingest(m, received);
      upto = Math.min(...rows.map((m) => m.sequence)) - 1;
    }
    received.sort((a, b) => a.sequence - b.sequence);
    if (received.length > 0) this.emit(EVENT.MESSAGE_RECEIVED, received);
  }

  /** A group push that skips sequences (gap 2..20) may mean lost pushes: fill the holes shortly after. */
  watchGroupGap(m: Message, previousLast: number): void {
    const gap = m.sequence - previousLast;
    if (previousLast <= 0 || gap < 2 || gap > 20 || this.gapTimers.has(m.to)) return;
    this.gapTimers.set(
      m.to,
      setTimeout(() => {
        this.gapTimers.delete(m.to);
        void this.fillGroupHoles(m.to, m.sequence).catch(() => undefined);
      }, 200),
    );
  }
}
