import { Emitter, Throttle } from '../emitter.ts';
import { ERROR_CODES, ignore, TimError } from '../errors.ts';
import { answeredGroup, GROUP_PROFILE_FILTER, mergeGroup, NO_LAST_MESSAGE } from './group/codec.ts';
import { asList, asNum } from '../protocol/wire.ts';
import type { Channel, Timing } from '../transport/socket.ts';
import { DEFAULT_TIMING } from '../transport/socket.ts';
import { EVENT, type Conversation, type ConversationType, type Group, type Message } from '../types.ts';
import { Conv, countsAsUnread, lastMessageOf, sortConversations, totalUnread } from './conversations.ts';
import type { PollPacer } from './live.ts';
import { MessageList, type RecentWindow } from './messages.ts';
import { FrequencyLimiter, Readiness } from './session.ts';
import { INTERNAL, type ModuleContext } from './context.ts';

/** The conversation of group system notices (join requests, invitations, kicks...), as the official SDK's. */
export const SYSTEM_CONVERSATION = '@TIM#SYSTEM';

/** One joined live room and its long-poll state. */
export interface LiveRoom {
  groupID: string;
  key: string;
  /** The join's AVChatRoomKey: the official SDK sends it as BytesKey with the room's attributes and counters. */
  bytesKey: string;
  startSeq: number;
  anonymous: boolean;
  pacer: PollPacer;
  seqs: RecentWindow<number>;
  ids: RecentWindow<string>;
  timer: ReturnType<typeof setTimeout> | null;
  stopped: boolean;
}

/** What the session (the facade) lends the modules. */
export interface SessionHooks {
  me(): string;
  a2(): string;
  tinyId(): string;
  loggedIn(): boolean;
  kicked(wireKind: number): void;
}

/**
 * The client's shared state (conversations, message lists, groups, live rooms) and the few
 * operations every module uses on it: ingesting a message, revoking, counting, throttled events.
 */
export class Core {
  readonly emitter = new Emitter();
  /** The bus modules talk over; see `INTERNAL`. */
  readonly internal = new Emitter();
  readonly readiness = new Readiness();
  readonly limiter = new FrequencyLimiter();
  readonly conversations = new Map<string, Conversation>();
  readonly lists = new Map<string, MessageList>();
  readonly groups = new Groups(this.conversations);
  readonly live = new Map<string, LiveRoom>();
  /** Per group conversation, the last sequence the service's unread count already covered at sync. */
  readonly syncedSeq = new Map<string, number>();
  readonly plugins = new Map<string, unknown>();
  logLevel = 1;
  lastTotal = -1;
  readonly convThrottle: Throttle;
  readonly unreadThrottle: Throttle;
  readonly groupThrottle: Throttle;
  private readonly options: { timing?: Partial<Timing> };
  channel!: Channel;
  hooks!: SessionHooks;

  constructor(options: { timing?: Partial<Timing> }) {
    this.options = options;
    this.convThrottle = new Throttle(() => this.emit(EVENT.CONVERSATION_LIST_UPDATED, this.sortedConversations()));
    this.unreadThrottle = new Throttle(() => {
      const total = totalUnread([...this.conversations.values()]);
      if (total === this.lastTotal) return;
      this.lastTotal = total;
      this.emit(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, total);
    });
    this.groupThrottle = new Throttle(() => this.emit(EVENT.GROUP_LIST_UPDATED, [...this.groups.values()]));
  }

  /**
   * Each group conversation takes its group's messageRemindType, as the official SDK's patchGroupMessageRemindType
   * after every group list fetch (the communities' too): a conversation a message started later gets it only then.
   */
  patchRemindTypes(): void {
    for (const [groupID, g] of this.groups) {
      const conv = this.conversations.get(`GROUP${groupID}`);
      if (conv) conv.messageRemindType = g.selfInfo.messageRemindType;
    }
  }

  get me(): string {
    return this.hooks.me();
  }

  /** The narrow view a module with its own state gets of the session. */
  context(): ModuleContext {
    return {
      request: (servcmd, body, options) => this.channel.request(servcmd, body, options),
      me: () => this.me,
      emit: (name, data) => this.emit(name, data),
      gate: (api) => this.gate(api),
      log: (level, ...args) => this.log(level, ...args),
      internal: this.internal,
    };
  }

  /** Forgets everything of a session (logout, kick). */
  clear(): void {
    this.conversations.clear();
    this.lists.clear();
    this.groups.clear();
    this.syncedSeq.clear();
    this.lastTotal = -1;
    this.convThrottle.cancel();
    this.unreadThrottle.cancel();
    this.groupThrottle.cancel();
    this.internal.emit(INTERNAL.RESET, null);
  }

  emit(name: string, data: unknown): void {
    this.emitter.emit(name, data);
  }

  log(level: number, ...args: unknown[]): void {
    if (level >= this.logLevel && level >= 3) console.warn('[im-client]', ...args);
  }

  /** Rejects calls made before ready with the not-ready reason, and reports it as an ERROR event. */
  gate(api: string): void {
    const err =
      this.readiness.check(api) ??
      (this.limiter.allow(api, Date.now()) ? null : new TimError(ERROR_CODES.OVER_FREQUENCY_LIMIT));
    if (err) {
      this.emit(EVENT.ERROR, err);
      throw err;
    }
  }

  timing(): Timing {
    return { ...DEFAULT_TIMING, ...this.options.timing };
  }

  changed(): void {
    this.convThrottle.request();
    this.unreadThrottle.request();
  }

  /** A friend's remark for a new one-to-one conversation (the relation module answers it). */
  remarkOf: (userID: string) => string | undefined = () => undefined;

  conversation(conversationID: string, type: ConversationType, subType = ''): Conversation {
    let conv = this.conversations.get(conversationID);
    if (!conv) {
      conv = new Conv(conversationID, type, subType);
      if (type === 'C2C') conv.remark = this.remarkOf(conversationID.slice(3)) ?? '';
      else if (type === 'GROUP') conv.groupProfile = this.groups.get(conversationID.slice(5)) ?? conv.groupProfile;
      this.conversations.set(conversationID, conv);
    }
    return conv;
  }

  list(conversationID: string): MessageList {
    let list = this.lists.get(conversationID);
    if (!list) {
      list = new MessageList();
      this.lists.set(conversationID, list);
    }
    return list;
  }

  /** Adds a message from the service; false when it was already held (de-dup). */
  ingest(m: Message, received: Message[]): boolean {
    if (m._onlineOnly) {
      // Online-only messages are shown once but neither stored, listed nor counted (spec §4).
      received.push(m);
      return true;
    }
    // A topic's message is of type GROUP here; its conversation (`GROUP<topicID>`) becomes type TOPIC.
    const conv = this.conversation(m.conversationID, m.conversationType === 'TOPIC' ? 'GROUP' : m.conversationType);
    const list = this.list(m.conversationID);
    if (!list.insert(m)) return false;
    if (conv.subType === 'AVChatRoom') list.keepNewest(LIVE_ROOM_MESSAGES_HELD);
    received.push(m);
    if (!m._control.excludedFromLastMessage && newer(m, conv)) {
      conv.lastMessage = lastMessageOf(m);
      // As the official SDK's: a new last message is copied to the groups, so the group list is told too, and a
      // group's next sequence follows its newest message; a topic's or a live room's message changes neither.
      if (conv.type !== 'TOPIC' && conv.subType !== 'AVChatRoom') {
        const group = conv.type === 'GROUP' && m.sequence ? this.groups.get(m.to) : undefined;
        if (group) group.nextMessageSeq = m.sequence + 1;
        this.lastMessageMoved();
      }
    }
    // A tip (sequence 0) is outside the sequences the sync counted.
    const covered =
      m.conversationType === 'GROUP' && m.sequence > 0 && m.sequence <= (this.syncedSeq.get(m.conversationID) ?? 0);
    if (!covered && countsAsUnread(m, conv)) conv.unreadCount += 1;
    // A topic's conversation is in no list and no total: its message changes neither (as the official SDK).
    if (conv.type !== 'TOPIC') this.changed();
    else this.internal.emit(INTERNAL.TOPIC_MESSAGE, { message: m, unreadCount: conv.unreadCount });
    return true;
  }

  /**
   * As the official SDK at each message sent or received and each conversation page: the groups are ordered by
   * their last message, newest first (those without one keep their order, last), and the group list is told (when
   * there are groups, or `always`).
   */
  lastMessageMoved(always?: boolean): void {
    if (!this.groups.size && !always) return;
    const held = [...this.groups.values()];
    const sorted = [...held].sort((a, b) => +b.lastMessage.lastTime - +a.lastMessage.lastTime);
    // Each message comes here: the groups are put again only when their order changed.
    if (sorted.some((g, i) => g !== held[i])) {
      this.groups.clear();
      for (const g of sorted) this.groups.set(g.groupID, g);
    }
    this.groupThrottle.request();
  }

  markRevoked(m: Message): boolean {
    if (m.isRevoked) return false;
    m.isRevoked = true;
    const conv = this.conversations.get(m.conversationID);
    if (conv) {
      // A revoked unread message no longer counts (spec §4).
      if (m.flow === 'in' && !m.isRead && conv.unreadCount > 0) conv.unreadCount -= 1;
      if (conv.lastMessage.lastSequence === m.sequence && conv.lastMessage.lastTime === m.time)
        conv.lastMessage = lastMessageOf(m);
      this.changed();
    }
    return true;
  }

  /**
   * Deletes group system notices (openim.deletemsg, each by its sequence and random), not waited for, as the
   * official SDK does when their conversation is deleted or cleared or a notice's application is handled; they leave
   * the system conversation's list once the service agrees. All those held when none are named.
   */
  deleteSystemNotices(notices = [...(this.lists.get(SYSTEM_CONVERSATION)?.items ?? [])]): void {
    if (notices[0])
      this.channel
        .request('openim.deletemsg', {
          DelMsgList: notices.map((m) => ({
            From_Account: SYSTEM_CONVERSATION,
            MsgSeq: m.clientSequence,
            MsgRandom: m.random,
          })),
        })
        .then(() => notices.map((m) => this.lists.get(SYSTEM_CONVERSATION)?.remove(m)), ignore);
  }

  /** As the official SDK: a one-to-one conversation a message starts asks the peer's read time, kept for history. */
  askPeerReadTime(conversationID: string): void {
    void this.channel.request('openim.get_peer_read_time', { To_Account: [conversationID.slice(3)] }).then((body) => {
      const list = this.list(conversationID);
      list.peerReadTime = Math.max(list.peerReadTime, asNum(asList(body.ReadTime)[0]));
    }, ignore);
  }

  /**
   * The peer read up to `time` (spec §4): our messages up to it are peer-read (MESSAGE_READ_BY_PEER), and the
   * conversation's last message, as the official SDK marks them after a receipt or a history page.
   */
  peerRead(conversationID: string, time: number): void {
    const read = (this.lists.get(conversationID)?.items ?? []).filter(
      (m) => m.flow === 'out' && !m.isPeerRead && m.time <= time,
    );
    for (const m of read) m.isPeerRead = true;
    if (read.length > 0) this.emit(EVENT.MESSAGE_READ_BY_PEER, read);
    const last = this.conversations.get(conversationID)?.lastMessage;
    if (last?.fromAccount === this.me && !last.isPeerRead && last.lastTime <= time) {
      last.isPeerRead = true;
      this.convThrottle.request();
    }
  }

  sortedConversations(): Conversation[] {
    return sortConversations(
      // Topic conversations are reached by their ID, never listed, nor those without a message, live rooms too
      // (as the official SDK's).
      [...this.conversations.values()].filter((c) => c.type !== 'TOPIC' && c.lastMessage.lastTime > 0),
    );
  }

  async fetchGroup(groupID: string): Promise<Group> {
    const body = await this.channel.request('group_open_http_svc.get_group_self_member_info', {
      GroupIdList: [groupID],
      ResponseFilter: GROUP_PROFILE_FILTER,
    });
    const g = mergeGroup(this.groups.get(groupID), answeredGroup(body, this.me));
    this.groups.set(groupID, g);
    this.internal.emit(INTERNAL.GROUP_KNOWN, g);
    this.groupThrottle.request();
    return g;
  }
}

/**
 * Messages a live room's list holds: a busy room brings a hundred a second for hours and its history is never
 * paged from the service, so older ones are let go (issue #31 item 5: memory stays flat in a busy room).
 */
export const LIVE_ROOM_MESSAGES_HELD = 1000;

/** Whether `m` is at least as recent as the conversation's last message (same ordering as the lists). */
export function newer(m: Message, conv: Conversation): boolean {
  const last = conv.lastMessage;
  if (m.conversationType === 'GROUP' && m.sequence > 0 && last.lastSequence > 0) return m.sequence >= last.lastSequence;
  if (m.time !== last.lastTime) return m.time > last.lastTime;
  // A tip (sequence 0) in the same second is the newer: it arrived after.
  return !m.sequence || m.from !== last.fromAccount || m.sequence >= last.lastSequence;
}

/** Groups by ID: a group's conversation shows the group itself as its profile, as the official SDK's. */
class Groups extends Map<string, Group> {
  private readonly conversations: Map<string, Conversation>;

  constructor(conversations: Map<string, Conversation>) {
    super();
    this.conversations = conversations;
  }

  override set(groupID: string, group: Group): this {
    const conv = () => this.conversations.get(`GROUP${groupID}`);
    if (conv()) conv()!.groupProfile = group;
    // A group's last message is its conversation's (the official SDK copies it at each change of the list).
    Object.defineProperty(group, 'lastMessage', {
      enumerable: true,
      configurable: true,
      get: () => (conv()?.lastMessage.lastTime ? conv()!.lastMessage : NO_LAST_MESSAGE),
      set() {},
    });
    return super.set(groupID, group);
  }
}

/** Base of the message-path modules: they share the conversations, lists and groups the core holds. */
export abstract class Part {
  protected readonly core: Core;

  constructor(core: Core) {
    this.core = core;
  }

  protected get channel(): Channel {
    return this.core.channel;
  }
  protected get conversations(): Map<string, Conversation> {
    return this.core.conversations;
  }
  protected get lists(): Map<string, MessageList> {
    return this.core.lists;
  }
  protected get groups(): Map<string, Group> {
    return this.core.groups;
  }
  protected get live(): Map<string, LiveRoom> {
    return this.core.live;
  }
  protected get me(): string {
    return this.core.me;
  }
  protected changed(): void {
    this.core.changed();
  }
}
