import { ERROR_CODES, ignore, TimError, why } from '../errors.ts';
import { asList, asNum, asRecord, asStr, asStrings, communityOfTopic } from '../protocol/wire.ts';
import { decodeMessage, messageId, messageKey } from './message/codec.ts';
import { localMessage, onModifiedPush } from './message/edit.ts';
import { RECEIPT_PUSH } from './receipt/receipt.ts';
import { EXTENSION_PUSH } from './extension/extension.ts';
import type { Body, Frame } from '../transport/frames.ts';
import { EVENT, type Group, type Message } from '../types.ts';
import { countsAsUnread } from './conversations.ts';
import { INTERNAL } from './context.ts';
import { isTopicNotice, TOPIC_NOTICE } from './topic/topic.ts';
import { type Core, Part, SYSTEM_CONVERSATION } from './core.ts';
import type { Recovery } from './recovery.ts';
import type { LiveRooms } from './live-rooms.ts';

/** Probes of an unknown group before its held messages are dropped (spec §4). */
const UNKNOWN_GROUP_CHECKS = 4;

/** Event keys of `msg_push` that modules with their own state handle. */
const MODULE_PUSH_KEYS = ['FriendListMod', 'UserStatusList', 'RecentContactMod'] as const;

/** Frames the service pushes: messages, notices, tips, revocations, kicks and overload pauses. */
export class Pushes extends Part {
  private readonly recovery: Recovery;
  private readonly liveRooms: LiveRooms;

  constructor(core: Core, recovery: Recovery, liveRooms: LiveRooms) {
    super(core);
    this.recovery = recovery;
    this.liveRooms = liveRooms;
    // A signalling notice the one-to-one sync found (recovery.ts) is handled as its push.
    core.internal.on('C2cNotifyMsgArray', (e) => this.onC2cNotify(asRecord(e.data)));
    // A group system notice the sync brought (recovery.ts): read when the login's sync brought it.
    core.internal.on('GroupTips', (e) => this.onGroupTip(...(e.data as [Record<string, unknown>, boolean])));
  }

  /** Messages and tips for groups not known locally, while the group is probed (spec §4). */
  private readonly unknownGroups = new Map<
    string,
    { messages: Message[]; tips: Record<string, unknown>[]; checks: number; timer?: ReturnType<typeof setTimeout> }
  >();

  /** One-to-one pushes held while the reconnect sync is out, so older synced messages come first. */
  private waiting: Message[] | null = null;

  reset(): void {
    for (const held of this.unknownGroups.values()) if (held.timer) clearTimeout(held.timer);
    this.unknownGroups.clear();
    this.waiting = null;
  }

  /** From now on one-to-one pushes wait for `releaseOneToOne()`. */
  holdOneToOne(): void {
    this.waiting ??= [];
  }

  /** Delivers the one-to-one pushes that waited (those the sync already brought are not repeated). */
  releaseOneToOne(): void {
    const waited = this.waiting ?? [];
    this.waiting = null;
    const received: Message[] = [];
    for (const m of waited) this.core.ingest(m, received);
    if (received.length > 0) this.core.emit(EVENT.MESSAGE_RECEIVED, received);
  }

  onPush(frame: Frame): void {
    try {
      switch (frame.head.servcmd) {
        case 'im_open_push.msg_push':
        case 'im_open_push.multi_msg_push_ws':
          this.onMessagePush(frame.body);
          break;
        case 'OverLoadPush.notify2': {
          const cmd = asStr(frame.body.OverLoadServCmd);
          if (!cmd) throw new Error('overload notice without a command');
          this.channel.block(cmd, asNum(frame.body.DelaySecs));
          break;
        }
        case 'im_open_status.stat_forceoffline':
          // As the official SDK reads it: the notice inside EventArray (a top-level one is ignored, as there).
          for (const ev of asList(frame.body.EventArray))
            for (const n of asList(asRecord(ev).C2cNotifyMsgArray)) this.onC2cNotify(asRecord(n));
          break;
        default:
          // A push we do not know, or an answer to a request no longer waiting (timed out). Modules with their own
          // state get their pushes by wire key from msg_push (MODULE_PUSH_KEYS), never by command.
          this.report(`ignored a ${frame.head.servcmd.slice(0, 80)} frame nothing was waiting for`);
      }
    } catch (err) {
      this.report(`malformed ${frame.head.servcmd.slice(0, 80)} push: ${why(err)}`);
    }
  }

  /** Every frame the client cannot use is reported once, as an ERROR event (never thrown). */
  report(what: string): void {
    this.core.emit(EVENT.ERROR, new TimError(ERROR_CODES.UNCAUGHT_ERROR, what));
  }

  onMessagePush(body: Body): void {
    if (!Array.isArray(body.EventArray)) throw new Error('EventArray is missing');
    const received: Message[] = [];
    const me = this.me;
    let bad = 0;
    for (const rawEvent of body.EventArray) {
      const ev = asRecord(rawEvent);
      // Every pushed message passes here: arrays are read as they are and absent keys skipped, so the common
      // one-message frame allocates nothing but its message.
      if (Array.isArray(ev.C2cMsgArray))
        for (const raw of ev.C2cMsgArray) {
          const m = decodeMessage(raw, 'C2C', me);
          if (!m) bad++;
          else if (this.waiting) this.waiting.push(m);
          else {
            if (!this.conversations.has(m.conversationID)) this.core.askPeerReadTime(m.conversationID);
            this.core.ingest(m, received);
          }
        }
      if (Array.isArray(ev.GroupMsgArray))
        for (const raw of ev.GroupMsgArray) {
          const m = decodeMessage(raw, 'GROUP', me);
          if (!m) bad++;
          // Messages for unknown groups wait for a probe of the group (spec §4).
          else if (!this.groups.has(communityOfTopic(m.to) || m.to) && !this.live.has(m.to))
            this.holdForUnknownGroup(m.to, { message: m });
          // Messages for live rooms we have not joined are ignored (spec §4). A topic's messages (own sequence)
          // are recovered as a group's.
          else if (this.live.has(m.to)) this.core.ingest(m, received);
          else if (this.groups.get(m.to)?.type !== 'AVChatRoom') this.recovery.onGroupMessage(m, received);
        }
      if ('C2cNotifyMsgArray' in ev) for (const raw of asList(ev.C2cNotifyMsgArray)) this.onC2cNotify(asRecord(raw));
      this.onMessageOps(ev);
      // Pushes owned by a module with its own state go to it over the internal bus, by their wire key.
      for (const key of MODULE_PUSH_KEYS)
        if (key in ev) for (const raw of asList(ev[key])) this.core.internal.emit(key, raw);
      if ('GroupTips' in ev)
        for (const raw of asList(ev.GroupTips)) {
          const tip = asRecord(raw);
          const notice = asRecord(asRecord(tip.MsgBody).MsgGroupNewInfo);
          // Read receipts belong to the receipt module, attribute and counter notices to the attribute module.
          if (RECEIPT_PUSH.group in asRecord(tip.MsgBody)) this.core.internal.emit(RECEIPT_PUSH.group, tip);
          else if ('GroupAttrOption' in notice || 'GroupCounterInfo' in asRecord(tip.MsgBody))
            this.core.internal.emit(INTERNAL.GROUP_DATA_NOTICE, tip);
          else if (isTopicNotice(tip)) this.core.internal.emit(TOPIC_NOTICE, tip);
          else if (asNum(ev.Event) === 4) this.onMembershipTip(tip, received);
          else if (asNum(ev.Event) === 12) this.core.internal.emit(INTERNAL.GROUP_AT_TIP, tip);
          else this.onGroupTip(tip);
        }
    }
    if (body.NeedAck !== undefined && this.core.hooks.a2())
      void this.channel.request('openim.ws_msg_push_ack', { SessionData: body.SessionData }).catch(ignore);
    if (received.length > 0) this.core.emit(EVENT.MESSAGE_RECEIVED, received);
    if (bad > 0) throw new Error(`${bad} message item(s) could not be read`);
  }

  /** Modifications are applied to the held messages; receipts and extension notices go to their modules. */
  onMessageOps(ev: Record<string, unknown>): void {
    // Checked by key first: every pushed message passes here, and few pushes carry modifications.
    if ('C2cMsgModNotifys' in ev || 'GroupMsgModNotifys' in ev) {
      const modified = [
        ...asList(ev.C2cMsgModNotifys).map((raw) => onModifiedPush(this.core, raw, false)),
        ...asList(ev.GroupMsgModNotifys).map((raw) => onModifiedPush(this.core, raw, true)),
      ].filter((m): m is Message => m !== null);
      if (modified.length > 0) this.core.emit(EVENT.MESSAGE_MODIFIED, modified);
    }
    if (RECEIPT_PUSH.c2c in ev) this.core.internal.emit(RECEIPT_PUSH.c2c, ev);
    if (EXTENSION_PUSH in ev) this.core.internal.emit(EXTENSION_PUSH, ev[EXTENSION_PUSH]);
  }

  onC2cNotify(n: Record<string, unknown>): void {
    // A force-offline kick, in whichever push carries it (the official SDK reads every EventArray alike).
    if ('KickoutMsgNotify' in n) {
      const kick = asRecord(n.KickoutMsgNotify);
      if ('KickType' in kick) this.core.hooks.kicked(asNum(kick.KickType));
      return;
    }
    // The peer read up to a time: our messages up to it are peer-read (spec §4).
    const receipt = asRecord(n.C2cReadedReceipt);
    const reader = asStr(receipt.To_Account);
    if (reader) {
      const readTime = asList(receipt.UinPairReadArray).reduce<number>(
        (max, p) => Math.max(max, asNum(asRecord(p).PeerReadTime)),
        0,
      );
      // As the official SDK: the time is kept for the next history page; the conversation's peerReadTime stays
      // what the conversation list said.
      const list = this.core.list(`C2C${reader}`);
      list.peerReadTime = Math.max(list.peerReadTime, readTime);
      this.core.peerRead(`C2C${reader}`, readTime);
    }
    // This user read a conversation on another instance.
    for (const raw of asList(asRecord(n.ReadC2cMsgNotify).UinPairReadArray)) {
      const pair = asRecord(raw);
      const convId = `C2C${asStr(pair.From_Account)}`;
      const time = asNum(pair.LastReadTime);
      const conv = this.conversations.get(convId);
      let left = 0;
      for (const m of this.lists.get(convId)?.items ?? []) {
        if (m.flow === 'in' && m.time <= time) m.isRead = true;
        if (conv && countsAsUnread(m, conv)) left++;
      }
      if (conv) conv.unreadCount = left;
      this.changed();
    }
    const withdraw = asRecord(n.WithdrawC2cMsgNotify);
    const revoked: Message[] = [];
    for (const raw of asList(withdraw.C2cWithdrawInfoArray)) {
      const info = asRecord(raw);
      const from = asStr(info.From_Account);
      const to = asStr(info.To_Account);
      const convId = `C2C${from === this.me ? to : from}`;
      const m = this.lists
        .get(convId)
        ?.held(messageKey(from, to, asNum(info.MsgRandom), asNum(info.MsgSeq), asNum(info.MsgTimeStamp)));
      this.revoke(m, info, revoked);
    }
    if (revoked.length > 0) this.core.emit(EVENT.MESSAGE_REVOKED, revoked);
  }

  /** A pushed revocation: the message is revoked by whom the push names (RevokerInfo), as the official SDK's. */
  revoke(m: Message | undefined, info: Record<string, unknown>, revoked: Message[]): void {
    if (!m || m.isRevoked) return;
    m.revoker = asStr(asRecord(info.RevokerInfo).Revoker_Account) || null;
    if (this.core.markRevoked(m)) revoked.push(m);
  }

  /**
   * Group tips (event 4; spec §4 "Group tips"): 1 join, 2 quit, 3 kicked, 4/5 admin set/cancelled, 6 group profile
   * modified, 7 member info modified. The member count, my role and the profile follow; the tip is shown as a
   * TIMGroupTipElem message, unread and the conversation's last message as the official SDK's. A tip for a group not
   * known locally waits for a probe.
   */
  onMembershipTip(tip: Record<string, unknown>, received: Message[]): void {
    const body = asRecord(tip.MsgBody);
    const groupID = asStr(asRecord(tip.GroupInfo).GroupId) || asStr(tip.GroupId);
    const opType = asNum(body.OpType);
    if (!groupID || !opType) throw new Error('group tip without group or operation');
    const operatorID = asStr(body.Operator_Account);
    // As the official SDK: a tip naming nobody (a profile change) is about its operator.
    const userIDList = 'List_Account' in body ? asStrings(body.List_Account) : [operatorID];
    const group = this.groups.get(groupID);
    if (!group && !this.conversations.has(`GROUP${groupID}`) && opType !== 2 && opType !== 3) {
      this.holdForUnknownGroup(groupID, { tip });
      return;
    }
    // Joins, quits and kicks set the member count (as the official SDK: not the others that carry it); a new count
    // is the conversation list's change, not the group list's.
    if (group && opType < 4 && 'MemberNum' in body && asNum(body.MemberNum) !== group.memberCount) {
      group.memberCount = asNum(body.MemberNum);
      this.changed();
    }
    if (group && (opType === 4 || opType === 5) && userIDList.includes(this.me))
      group.selfInfo.role = opType === 4 ? 'Admin' : 'Member';
    const newGroupProfile = opType === 6 ? decodeGroupChanges(asRecord(body.MsgGroupNewInfo)) : undefined;
    if (group && newGroupProfile) applyGroupChanges(group, newGroupProfile, this.me);
    const memberList = asList(body.MsgMemberInfo).map((raw) => {
      const info = asRecord(raw);
      return { userID: asStr(info.User_Account), muteTime: asNum(info.ShutupTime) };
    });
    if (opType === 2 || opType === 3) {
      this.core.internal.emit(INTERNAL.MEMBERS_LEFT, { groupID, userIDList });
      if (userIDList.includes(this.me)) {
        this.groups.delete(groupID);
        this.conversations.delete(`GROUP${groupID}`);
      }
    }
    // As the official SDK: of the tips, only a profile change tells the group list, and the conversation list
    // (which shows the profile) unless the group has topics.
    if (group && newGroupProfile) {
      this.core.groupThrottle.request();
      if (!group.isSupportTopic) this.changed();
    }
    // A tip that removed me from the group is not shown in its (deleted) conversation.
    if (!this.groups.has(groupID)) return;
    const time = asNum(tip.MsgTimeStamp);
    const random = asNum(tip.MsgRandom);
    const from = asStr(tip.From_Account);
    const m = localMessage({
      ID: messageId(asStr(tip.TinyId), asNum(tip.MsgClientTime, time), random),
      conversationID: `GROUP${groupID}`,
      conversationType: 'GROUP',
      from,
      to: groupID,
      time,
      sequence: 0,
      random,
      flow: from === this.me ? 'out' : 'in',
      type: 'TIMGroupTipElem',
      payload: {
        operationType: opType,
        operatorID,
        userIDList,
        // The count only when the tip carries it, under both names (as the official SDK).
        ...('MemberNum' in body ? { memberNum: asNum(body.MemberNum), memberCount: asNum(body.MemberNum) } : {}),
        groupProfile: { groupID },
        ...(newGroupProfile ? { newGroupProfile } : {}),
        ...(memberList.length > 0 ? { memberList } : {}),
      },
      isRead: false,
    });
    this.core.ingest(m, received);
  }

  /**
   * A message for a group not known locally is held while the group is probed; it is delivered once
   * the group is known and dropped after 4 failed checks (spec §4).
   */
  holdForUnknownGroup(groupID: string, item: { message: Message } | { tip: Record<string, unknown> }): void {
    let held = this.unknownGroups.get(groupID);
    const isNew = !held;
    held ??= { messages: [], tips: [], checks: 0 };
    if ('message' in item) held.messages.push(item.message);
    else held.tips.push(item.tip);
    this.unknownGroups.set(groupID, held);
    if (isNew) void this.probeGroup(groupID);
  }

  async probeGroup(groupID: string): Promise<void> {
    const held = this.unknownGroups.get(groupID);
    if (!held) return;
    held.checks += 1;
    let known = false;
    try {
      await this.core.fetchGroup(groupID);
      known = true;
    } catch {
      known = false;
    }
    if (this.unknownGroups.get(groupID) !== held) return;
    if (known) {
      this.unknownGroups.delete(groupID);
      const received: Message[] = [];
      for (const tip of held.tips) this.onMembershipTip(tip, received);
      for (const m of held.messages.sort((a, b) => a.sequence - b.sequence))
        if (this.live.has(groupID)) this.core.ingest(m, received);
        else this.recovery.onGroupMessage(m, received);
      if (received.length > 0) this.core.emit(EVENT.MESSAGE_RECEIVED, received);
    } else if (held.checks >= UNKNOWN_GROUP_CHECKS) {
      this.unknownGroups.delete(groupID);
    } else {
      held.timer = setTimeout(() => void this.probeGroup(groupID), this.core.timing().tickMs);
    }
  }

  /** Group tips and system notices (events 4-6): revocations and dismissal are acted on. */
  onGroupTip(tip: Record<string, unknown>, read = false): void {
    const body = asRecord(tip.MsgBody);
    const groupID = asStr(tip.GroupId) || asStr(asRecord(tip.GroupInfo).GroupId);
    const revoked: Message[] = [];
    for (const raw of asList(body.GroupWithdrawInfoArray)) {
      const info = asRecord(raw);
      const list = this.lists.get(`GROUP${asStr(info.TopicId) || groupID}`);
      this.revoke(
        list?.items.find((x) => x.sequence === asNum(info.MsgSeq)),
        info,
        revoked,
      );
    }
    if (revoked.length > 0) this.core.emit(EVENT.MESSAGE_REVOKED, revoked);
    const opType = asNum(body.OpType);
    if (opType > 0) this.onSystemNotice(tip, body, groupID, opType, read);
    // System notices 4 kicked out, 5 dismissed, 8 quit (on another device) and 21 banned from the live room remove
    // the local group and stop its polling; the conversation goes for a kick and a live room's (spec §4), the others
    // stay listed as the official SDK's.
    if (opType === 4 || opType === 5 || opType === 8 || opType === 21) {
      this.groups.delete(groupID);
      const room = this.live.get(groupID);
      if (room || opType === 4) this.conversations.delete(`GROUP${groupID}`);
      if (room) this.liveRooms.stopPolling(room);
      this.live.delete(groupID);
      this.core.groupThrottle.request();
      this.changed();
    }
  }

  /**
   * A group system notice (spec §4): shown as a TIMGroupSystemNoticeElem message of the system
   * conversation (type 15 is not shown); 2 agreed and 7 invited fetch the group if unknown.
   */
  onSystemNotice(
    tip: Record<string, unknown>,
    body: Record<string, unknown>,
    groupID: string,
    opType: number,
    read: boolean,
  ): void {
    if ((opType === 2 || opType === 7) && !this.groups.has(groupID)) void this.core.fetchGroup(groupID).catch(ignore);
    const group = this.groups.get(groupID);
    // 9/10: I was made or unmade an admin; 20: my remind type changed on another device.
    if (group && (opType === 9 || opType === 10)) group.selfInfo.role = opType === 9 ? 'Admin' : 'Member';
    if (opType === 20) {
      const remind = asStr(body.MsgFlag);
      if (group) group.selfInfo.messageRemindType = remind;
      const conv = this.conversations.get(`GROUP${groupID}`);
      if (conv) conv.messageRemindType = remind;
      this.changed();
    }
    if (group && opType >= 8) this.core.groupThrottle.request();
    if (opType === 15) return;
    const time = asNum(tip.MsgTimeStamp);
    const random = asNum(tip.MsgRandom);
    const sequence = asNum(tip.MsgSeq);
    const from = asStr(tip.From_Account);
    const m = localMessage({
      // As the official SDK's: a notice the system sent has the system's tiny ID.
      ID: messageId(
        from === SYSTEM_CONVERSATION ? '144115198244471703' : asStr(tip.TinyId),
        asNum(tip.MsgClientTime, time),
        random,
      ),
      conversationID: '@TIM#SYSTEM',
      conversationType: '@TIM#SYSTEM',
      from,
      to: groupID,
      time,
      sequence,
      random,
      // What deleting the notice names it by (openim.deletemsg's MsgSeq).
      clientSequence: sequence,
      flow: 'in',
      type: 'TIMGroupSystemNoticeElem',
      payload: { ...systemNoticeContent(body), groupProfile: { groupID } },
      isRead: read,
      isSystemMessage: true,
    });
    // A notice is a message of the system conversation: listed, counted unread, read with getMessageList. One the
    // login's sync brought is read and received silently, as the official SDK's.
    const received: Message[] = [];
    if (this.core.ingest(m, received) && !read) this.core.emit(EVENT.MESSAGE_RECEIVED, received);
    // Their conversation is not listed, as the official SDK drops it once its conversation list is synced
    // (_diffAndDeleteConversation: recentcontact never lists it); a live notice lists it.
    if (read) this.conversations.delete(SYSTEM_CONVERSATION);
  }
}

/** A notice's names on the wire -> its public ones; the official SDK drops the member list (`MsgMemberExtraInfo`). */
const NOTICE_NAMES: Record<string, string> = {
  OpType: 'operationType',
  Operator_Account: 'operatorID',
  RemarkInfo: 'handleMessage',
  MsgKey: 'messageKey',
  MsgMemberExtraInfo: '',
};

/**
 * A system notice's content as the official SDK shows it: every field its MsgBody carries, in the public names
 * (a field it does not know by name keeps its wire name, first letter lower-cased).
 */
export function systemNoticeContent(body: Record<string, unknown>): Record<string, unknown> {
  const content: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const name = NOTICE_NAMES[key] ?? key[0]!.toLowerCase() + key.slice(1);
    if (name) content[name] = value;
  }
  return content;
}

/** Tip 6's `MsgGroupNewInfo` in the public names of a group profile (`newGroupProfile`). */
export function decodeGroupChanges(info: Record<string, unknown>): Record<string, string | boolean> {
  const names: Record<string, string> = {
    GroupName: 'groupName',
    GroupIntroduction: 'introduction',
    GroupNotification: 'notification',
    GroupFaceUrl: 'avatar',
    Owner_Account: 'ownerID',
  };
  const changes: Record<string, string | boolean> = {};
  for (const [wire, name] of Object.entries(names)) if (typeof info[wire] === 'string') changes[name] = info[wire];
  if ('ShutupAll' in info) changes.muteAllMembers = asNum(info.ShutupAll) === 1;
  return changes;
}

/** Applies tip 6 to the local group: profile fields, and the owner's and my role when the owner changed. */
export function applyGroupChanges(group: Group, changes: Record<string, string | boolean>, me: string): void {
  for (const [name, value] of Object.entries(changes)) {
    if (name === 'ownerID') {
      if (group.ownerID === me) group.selfInfo.role = 'Member';
      if (value === me) group.selfInfo.role = 'Owner';
    }
    // As the official SDK: each change under its own name, the group name as `name`.
    Object.assign(group, { [name === 'groupName' ? 'name' : name]: value });
  }
}
