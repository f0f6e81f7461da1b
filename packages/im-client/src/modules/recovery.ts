import { codeOf, ignore } from '../errors.ts';
import { asList, asNum, asRecord, asStr, communityOfTopic, groupRequest, remindType } from '../protocol/wire.ts';
import { addAtTip } from './message/at-tips.ts';
import { decodeMessage } from './message/codec.ts';
import { decodeConversation } from './conversation/codec.ts';
import { decodeGroup, joinedPage, mergeGroup } from './group/codec.ts';
import type { Body } from '../transport/frames.ts';
import { EVENT, type Conversation, type Group, type Message } from '../types.ts';
import { countsAsUnread } from './conversations.ts';
import { INTERNAL } from './context.ts';
import { type Core, Part, SYSTEM_CONVERSATION } from './core.ts';
import { type SyncStatus } from './conversations.ts';
import { c2cGapRecover, MESSAGE_PAGE, planGroupFetch, syncDone } from './messages.ts';
import { TOPIC_LIST, type Topic } from './topic/topic.ts';

/** Catching up: unread sync by cookie, conversation and group sync, and recovery after a reconnect (spec §4). */
export class Recovery extends Part {
  cookie = '';
  syncStatus: SyncStatus = 'notStarted';
  private readonly gapTimers = new Map<string, ReturnType<typeof setTimeout>>();
  /** Per group: every message up to this sequence was delivered (or does not exist for this user). */
  private readonly frontier = new Map<string, number>();
  /** Per group: pushed messages that arrived ahead of a hole, waiting for it to be filled. */
  private readonly ahead = new Map<string, Message[]>();
  private readonly filling = new Map<string, Promise<void>>();

  constructor(core: Core) {
    super(core);
    core.internal.on(INTERNAL.GROUP_KNOWN, (e) => this.knowGroup(e.data as Group));
    core.internal.on(TOPIC_LIST, (e) => this.knowTopics(e.data as Topic[]));
  }

  /** A topic list builds the topics' conversations with the service's unread, as the official SDK's does. */
  private knowTopics(topics: Topic[]): void {
    for (const t of topics) {
      this.core.conversation(`GROUP${t.topicID}`, 'GROUP').unreadCount = t.unreadCount;
      this.knowGroup({ groupID: t.topicID, nextMessageSeq: t.nextMessageSeq } as Group);
    }
    this.changed();
  }

  reset(): void {
    this.cookie = '';
    this.syncStatus = 'notStarted';
    this.frontier.clear();
    this.ahead.clear();
    this.filling.clear();
    for (const timer of this.gapTimers.values()) clearTimeout(timer);
    this.gapTimers.clear();
  }

  /** One-to-one sync by cookie, paged until flag 2 (spec §4). */
  async syncUnread(): Promise<void> {
    const received: Message[] = [];
    const login = this.cookie === '';
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
        // Signalling (event 10, e.g. a revoke notice sent while offline) is a notice, not a message (spec §4).
        const signal = asRecord(asList(asRecord(raw).EventArray)[0]);
        if (asNum(signal.Event) === 10)
          this.core.internal.emit('C2cNotifyMsgArray', asList(signal.C2cNotifyMsgArray)[0]);
        else {
          const m = decodeMessage(raw, 'C2C', this.me);
          if (m) this.core.ingest(m, received);
        }
      }
      // Group system notices the service keeps (a join request made while this manager was offline), as the
      // official SDK takes them from the sync: read at login (every page), new after a reconnect.
      let notices = false;
      for (const ev of asList(body.EventArray))
        if (asNum(asRecord(ev).Event) === 5)
          for (const tip of asList(asRecord(ev).GroupTips)) {
            this.core.internal.emit('GroupTips', [tip, login]);
            notices = login;
          }
      if (firstSync) {
        // As the official SDK reads them: the unread of a pair from C2CPairUnreadCount (entries above 0);
        // C2CRemainingUnreadCount only makes the conversation exist.
        for (const raw of asList(body.C2CPairUnreadCount)) {
          const item = asRecord(raw);
          const from = asStr(item.From_Account);
          if (from && asNum(item.UnreadCount) > 0)
            this.core.conversation(`C2C${from}`, 'C2C').unreadCount = asNum(item.UnreadCount);
        }
        for (const raw of asList(body.C2CRemainingUnreadCount)) {
          const from = asStr(asRecord(raw).From_Account);
          if (from) this.core.conversation(`C2C${from}`, 'C2C');
        }
      }
      if (syncDone(asNum(body.SyncFlag, 2))) {
        // As the official SDK's _clearGroupSystemNotice when the login's last page brought notices: the join-request
        // notices (1) of requests already handled are deleted (a notice names its group in `to`).
        if (notices)
          this.pendencies('group_open_http_svc').then(
            (handled) =>
              this.core.deleteSystemNotices(
                this.core
                  .list(SYSTEM_CONVERSATION)
                  .items.filter(
                    (m) =>
                      m.payload.operationType === 1 &&
                      handled.some(
                        (a) => asNum(a.Handled) && a.From_Account === m.payload.operatorID && a.GroupId === m.to,
                      ),
                  ),
              ),
            ignore,
          );
        break;
      }
    }
    if (received.length > 0) this.core.emit(EVENT.MESSAGE_RECEIVED, received);
    this.changed();
  }

  /** Every page of the join applications this user may handle (`get_pendency` of `service`), oldest first. */
  async pendencies(service: string): Promise<Record<string, unknown>[]> {
    const items: Record<string, unknown>[] = [];
    let start = 0;
    for (let page = 0; page < 1000; page++) {
      const body = await this.channel.request(`${service}.get_pendency`, {
        StartTime: start,
        Limit: 20,
        Handle_Account: this.me,
      });
      items.push(...asList(body.PendencyList).map(asRecord));
      start = asNum(body.NextStartTime);
      if (start === 0) break;
    }
    return items;
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
          const remote = decodeConversation(raw, this.me);
          if (!remote) continue;
          if (remote.type === 'GROUP') this.core.syncedSeq.set(remote.conversationID, remote.lastMessage.lastSequence);
          const local = this.conversations.get(remote.conversationID);
          if (!local) {
            this.conversations.set(remote.conversationID, remote);
            remote.groupProfile = this.groups.get(remote.conversationID.slice(5)) ?? remote.groupProfile;
            continue;
          }
          // The service's count and pin state win on sync (spec §4); messages that overtook the
          // answer (pushed after the service counted) are added back; local last message if newer.
          local.unreadCount =
            local.subType === 'AVChatRoom' ? 0 : remote.unreadCount + this.arrivedAfter(local, remote);
          local.isPinned = remote.isPinned;
          local.peerReadTime = remote.peerReadTime;
          // The service lists every unread tip: one it lacks was read or deleted on another device.
          const tips = local.groupAtInfoList.filter((t) =>
            remote.groupAtInfoList.some((r) => r.messageSequence === t.messageSequence),
          );
          for (const tip of remote.groupAtInfoList) addAtTip(tips, tip);
          local.groupAtInfoList = tips;
          if (remote.subType && !local.subType) local.groupProfile = remote.groupProfile;
          if (remote.lastMessage.lastTime >= local.lastMessage.lastTime) local.lastMessage = remote.lastMessage;
        }
        if (asNum(body.CompleteFlag) === 1) break;
        start = asNum(body.StartIndex);
      }
      // One-to-one remind types, read after the list as the official SDK does (an answer missing changes nothing).
      const mutes = await this.channel
        .request('openim.get_c2c_peer_mute_notifications', { UpdateSeq: 0 })
        .catch(() => ({}) as Body);
      for (const raw of asList(mutes.MuteNotificationsList)) {
        const item = asRecord(raw);
        const conv = this.conversations.get(`C2C${asStr(item.UserId)}`);
        if (conv) conv.messageRemindType = remindType(asNum(item.MuteFlag));
      }
      this.syncStatus = 'resolved';
      this.core.lastMessageMoved();
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

  /**
   * Joined groups, paged: normal groups, then communities; a local group the full fetch lacks is dropped (spec §4).
   * With `topics`, the communities with topics alone, added to those held (the official SDK's getJoinedCommunityList).
   */
  async syncGroups(topics?: boolean): Promise<void> {
    const seen = new Set<string>();
    const million = 'million_group_open_http_svc.get_joined_group_list';
    for (const cmd of topics ? [million] : ['group_open_http_svc.get_joined_group_list', million]) {
      let offset = 0;
      for (let page = 0; page < 100; page++) {
        let body: Body;
        try {
          body = await this.channel.request(cmd, joinedPage(this.me, offset, topics ? 1 : 0));
        } catch (err) {
          // 11000 while paging communities means "unavailable": treat as empty (spec §8).
          if (codeOf(err) === 11000) break;
          throw err;
        }
        for (const raw of asList(body.GroupIdList)) {
          const g = decodeGroup(raw, this.me);
          if (!g) continue;
          seen.add(g.groupID);
          this.groups.set(g.groupID, mergeGroup(this.groups.get(g.groupID), g));
          this.knowGroup(g);
        }
        const next = asNum(body.NextOffset, 0);
        if (!next) break;
        offset = next;
      }
    }
    for (const groupID of [...this.groups.keys()])
      if (!topics && !seen.has(groupID) && !this.live.has(groupID)) this.groups.delete(groupID);
    this.core.patchRemindTypes();
    // Ordered as the official SDK orders them once it holds both the joined list and the conversations.
    this.core.lastMessageMoved(true);
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
      const list = this.core.list(convId);
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
        if (m && m.time >= localTime) this.core.ingest(m, received);
      }
      if (received.length > 0) this.core.emit(EVENT.MESSAGE_RECEIVED, received);
    }
  }

  /** After a reconnect: every group, and every topic we hold messages of, is caught up to its last sequence. */
  async recoverGroups(): Promise<void> {
    for (const g of [...this.groups.values()]) {
      if (g.type === 'AVChatRoom') continue;
      await this.catchUp(g.groupID);
    }
    // A topic's newest sequence is in no list the resync read: its newest message tells it.
    for (const id of [...this.frontier.keys()])
      if (communityOfTopic(id)) await this.fill(id, (await this.fetchGroupRange(id, 0, 1))[0]?.sequence ?? 0);
  }

  /** The newest sequence of a group the service has told us about. */
  private remoteSeq(groupID: string): number {
    const conv = this.conversations.get(`GROUP${groupID}`);
    return Math.max(conv?.lastMessage.lastSequence ?? 0, (this.groups.get(groupID)?.nextMessageSeq ?? 1) - 1);
  }

  /** Fills every hole of a group up to the service's last sequence; rejects when the service cannot be reached. */
  async catchUp(groupID: string): Promise<void> {
    // Live rooms are read by long polling, not by sequence.
    if (this.conversations.get(`GROUP${groupID}`)?.subType === 'AVChatRoom') return;
    const frontier = this.frontier.get(groupID);
    const upto = this.remoteSeq(groupID);
    if (frontier === undefined) {
      if (upto > 0) this.frontier.set(groupID, upto);
      return;
    }
    if (upto > frontier || (this.ahead.get(groupID)?.length ?? 0) > 0) await this.fill(groupID, upto);
  }

  /** A group became known (joined list, profile fetch): messages before its next sequence are history. */
  knowGroup(g: Group): void {
    if (g.type !== 'AVChatRoom' && !this.frontier.has(g.groupID) && g.nextMessageSeq > 0)
      this.frontier.set(g.groupID, g.nextMessageSeq - 1);
  }

  /**
   * A pushed group message: delivered at once when it follows what was delivered; one that arrives
   * ahead of a hole waits until the hole is filled, so every message is delivered once and in order.
   */
  onGroupMessage(m: Message, received: Message[]): void {
    const frontier = this.frontier.get(m.to);
    if (m.sequence <= 0 || m._onlineOnly || frontier === undefined || m.sequence <= frontier + 1) {
      this.core.ingest(m, received);
      if (frontier === undefined && m.sequence > 0 && !m._onlineOnly) this.frontier.set(m.to, m.sequence);
      else this.advance(m.to, received);
      return;
    }
    const ahead = this.ahead.get(m.to) ?? [];
    ahead.push(m);
    this.ahead.set(m.to, ahead);
    this.scheduleFill(m.to, 0);
  }

  /**
   * Moves the frontier over held messages (our own sent ones count as delivered) and releases waiting ones that
   * are now in order.
   */
  advance(groupID: string, received: Message[]): void {
    let frontier = this.frontier.get(groupID);
    if (frontier === undefined) return;
    const items = this.lists.get(`GROUP${groupID}`)?.items ?? [];
    const held = new Set<number>();
    for (let i = items.length - 1; i >= 0; i--) {
      const seq = items[i]!.sequence;
      if (seq > 0 && seq <= frontier) break;
      held.add(seq);
    }
    const ahead = (this.ahead.get(groupID) ?? []).sort((a, b) => a.sequence - b.sequence);
    for (;;) {
      const next = ahead[0];
      if (next && next.sequence <= frontier + 1) {
        ahead.shift();
        this.core.ingest(next, received);
        frontier = Math.max(frontier, next.sequence);
      } else if (held.has(frontier + 1)) {
        frontier += 1;
      } else break;
    }
    this.frontier.set(groupID, frontier);
    if (ahead.length === 0) this.ahead.delete(groupID);
  }

  private scheduleFill(groupID: string, delay: number): void {
    if (this.gapTimers.has(groupID)) return;
    this.gapTimers.set(
      groupID,
      setTimeout(() => {
        this.gapTimers.delete(groupID);
        // A fill that fails (network) is tried again while messages wait; a reconnect also retries.
        this.fill(groupID, this.remoteSeq(groupID)).catch(() => {
          if (this.ahead.has(groupID) && this.core.hooks.loggedIn())
            this.scheduleFill(groupID, this.core.timing().tickMs);
        });
      }, delay),
    );
  }

  /** Fills are serialised per group so two never fetch the same range. */
  private fill(groupID: string, upto: number): Promise<void> {
    const run = (this.filling.get(groupID) ?? Promise.resolve()).catch(ignore).then(() => this.fillNow(groupID, upto));
    this.filling.set(groupID, run);
    void run.then(
      () => this.filling.get(groupID) === run && this.filling.delete(groupID),
      () => this.filling.get(groupID) === run && this.filling.delete(groupID),
    );
    return run;
  }

  /**
   * Fetches the sequences missing after the frontier, oldest range first (21 per request, spec §9), and
   * delivers them in order; waiting pushes newer than the hole follow. A sequence the service does not
   * return within a fetched range does not exist for this user (deleted, cleared) and is passed over.
   * A range that comes back empty makes one probe of the service's newest sequence, so a bogus far-ahead
   * sequence costs one request, not a walk to it.
   */
  private async fillNow(groupID: string, remoteUpto: number): Promise<void> {
    const convId = `GROUP${groupID}`;
    let ceiling = Number.POSITIVE_INFINITY;
    for (;;) {
      const frontier = this.frontier.get(groupID);
      if (frontier === undefined || this.groups.get(groupID)?.type === 'AVChatRoom') return;
      const ahead = this.ahead.get(groupID) ?? [];
      const newestAhead = ahead.reduce((max, m) => Math.max(max, m.sequence), 0);
      const upto = Math.min(ceiling, Math.max(remoteUpto, newestAhead - 1));
      const held = new Set(ahead.map((m) => m.sequence));
      for (const m of this.lists.get(convId)?.items ?? []) if (m.sequence > frontier) held.add(m.sequence);
      const range = planGroupFetch(frontier, upto, held, 1)[0];
      const received: Message[] = [];
      if (!range) {
        // Messages beyond the service's newest sequence have nothing to wait for.
        if (Number.isFinite(ceiling)) this.frontier.set(groupID, Math.max(frontier, newestAhead - 1));
        this.advance(groupID, received);
        if (received.length > 0) this.core.emit(EVENT.MESSAGE_RECEIVED, received);
        return;
      }
      const rows = await this.fetchGroupRange(groupID, range.to, range.to - range.from + 1);
      // The frontier may have moved while the request was out (a logout resets it).
      if (this.frontier.get(groupID) !== frontier) continue;
      for (const m of rows) if (m.sequence >= range.from) this.core.ingest(m, received);
      this.frontier.set(groupID, range.to);
      this.advance(groupID, received);
      if (received.length > 0) this.core.emit(EVENT.MESSAGE_RECEIVED, received);
      if (rows.length === 0 && !Number.isFinite(ceiling)) {
        const newest = await this.fetchGroupRange(groupID, upto, 1);
        ceiling = Math.max(range.to, newest[0]?.sequence ?? 0);
      }
    }
  }

  /** Messages of a group or topic up to `upto` (0: the newest; at most `count`), oldest first. */
  private async fetchGroupRange(groupID: string, upto: number, count: number): Promise<Message[]> {
    const body = await this.channel.request(
      ...groupRequest('group_msg_get', groupID, { ReqMsgSeq: upto, ReqMsgNumber: count }),
    );
    return asList(body.RspMsgList)
      .map((r) => decodeMessage(r, 'GROUP', this.me))
      .filter((m): m is Message => m !== null && m.to === groupID && m.sequence > 0 && (!upto || m.sequence <= upto))
      .sort((a, b) => a.sequence - b.sequence);
  }
}
