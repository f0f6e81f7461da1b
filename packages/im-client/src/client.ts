import { Emitter, Throttle, type Listener } from './emitter.ts';
import { ERROR_CODES, paramsInvalid, TimError } from './errors.ts';
import { emptyConversation, countsAsUnread, lastMessageOf, sortConversations, totalUnread, type SyncStatus } from './modules/conversations.ts';
import { PollPacer } from './modules/live.ts';
import { c2cGapRecover, groupGapAction, ID_WINDOW, MESSAGE_PAGE, MessageList, RecentWindow, SEQ_WINDOW, syncDone } from './modules/messages.ts';
import { decodeProfile, profileUpdateItems } from './modules/profile.ts';
import { kickKind, LoginGuard, Readiness } from './modules/session.ts';
import { checkImage, uploadThroughService, type FileLike, type UploadPlugin } from './modules/upload.ts';
import {
  asList, asNum, asRecord, asStr, conversationTypeOf, decodeConversation, decodeGroup, decodeMessage, encodeC2cSend, encodeGroupSend, messageId,
} from './protocol/codec.ts';
import type { Body, Frame } from './transport/frames.ts';
import { Channel, DEFAULT_TIMING, type SocketFactory, type Timing } from './transport/socket.ts';
import { EVENT, type Conversation, type Group, type Message, type MessageElement, type Profile } from './types.ts';

export interface CreateOptions {
  SDKAppID: number;
  /** Base socket URL replacing the cloud host, e.g. `ws://127.0.0.1:9090`. */
  proxyServer?: string;
  /** Group IDs joined as soon as the client is ready (the host passes NOTIFY_ROOM). */
  joinOnReady?: string[];
  /** WebSocket constructor where no global one exists. */
  WebSocket?: new (url: string) => unknown;
  /** Shorter timeouts for tests. */
  timing?: Partial<Timing>;
}

type Result<T> = Promise<{ code: 0; data: T }>;
const ok = <T>(data: T): { code: 0; data: T } => ({ code: 0, data });

const CLOUD_HOST = 'wss://wss.im.qcloud.com';
const EVENT_THROTTLE_MS = 1000;
/** Identity of the web SDK on the wire, as the service knows it. */
const WEB_SDK_APP_ID = 537048168;
const WEB_SDK_VERSION = '1.7.3';
const SDK_VERSION = '2.27.6';
const GROUP_TYPES = ['Public', 'Private', 'ChatRoom', 'AVChatRoom', 'Community'];
/** Probes of an unknown group before its held messages are dropped (spec §4). */
const UNKNOWN_GROUP_CHECKS = 4;

interface LiveRoom {
  groupID: string;
  key: string;
  startSeq: number;
  anonymous: boolean;
  pacer: PollPacer;
  seqs: RecentWindow<number>;
  ids: RecentWindow<string>;
  timer: ReturnType<typeof setTimeout> | null;
  stopped: boolean;
}

const created = new WeakSet<Message>();
const elementsOf = new WeakMap<Message, MessageElement[]>();
const pendingFiles = new WeakMap<Message, FileLike>();

function randomHex(bytes: number): string {
  const out = new Uint8Array(bytes);
  crypto.getRandomValues(out);
  return [...out].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The chat client: the official web SDK's public shape over our own transport and modules. */
export class ChatClient {
  private readonly sdkAppId: number;
  private readonly options: CreateOptions;
  private readonly emitter = new Emitter();
  private readonly channel: Channel;
  private readonly guard = new LoginGuard();
  private readonly readiness = new Readiness();
  private readonly instanceId = randomHex(16);
  private userSig = '';
  private a2 = '';
  private tinyId = '';
  private instId = 0;
  private helloTimer: ReturnType<typeof setInterval> | null = null;
  /** The service's hello interval from the login answer (spec §9: 120 s by default). */
  private helloSeconds = 120;
  private cookie = '';
  private syncStatus: SyncStatus = 'notStarted';
  private readonly conversations = new Map<string, Conversation>();
  private readonly lists = new Map<string, MessageList>();
  private readonly groups = new Map<string, Group>();
  private readonly live = new Map<string, LiveRoom>();
  private readonly gapTimers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly unknownGroups = new Map<string, { messages: Message[]; checks: number; timer?: ReturnType<typeof setTimeout> }>();
  /** Per group conversation, the last sequence the service's unread count already covered at sync. */
  private readonly syncedSeq = new Map<string, number>();
  private readonly plugins = new Map<string, unknown>();
  private myProfile: Profile | null = null;
  private clientSeq = Math.floor(Math.random() * 100_000) * 10_000;
  private logLevel = 1;
  private lastTotal = -1;
  private readonly convThrottle: Throttle;
  private readonly unreadThrottle: Throttle;
  private readonly groupThrottle: Throttle;
  private destroyed = false;
  private readonly onOnline = (): void => this.channel.reconnectNow();
  private readonly onOffline = (): void => this.channel.drop();

  constructor(options: CreateOptions) {
    if (typeof options?.SDKAppID !== 'number' || !Number.isFinite(options.SDKAppID)) {
      throw new TimError(ERROR_CODES.NO_SDKAPPID, 'create: SDKAppID must be a number');
    }
    this.sdkAppId = options.SDKAppID;
    this.options = options;
    const timing = { ...DEFAULT_TIMING, ...options.timing };
    const Ctor = (options.WebSocket ?? (globalThis as { WebSocket?: unknown }).WebSocket) as (new (url: string) => unknown) | undefined;
    const createSocket: SocketFactory = (url) => {
      if (!Ctor) throw new Error('no WebSocket available');
      return new Ctor(url) as ReturnType<SocketFactory>;
    };
    this.convThrottle = new Throttle(EVENT_THROTTLE_MS, () => this.emit(EVENT.CONVERSATION_LIST_UPDATED, this.sortedConversations()));
    this.unreadThrottle = new Throttle(EVENT_THROTTLE_MS, () => {
      const total = totalUnread([...this.conversations.values()]);
      if (total === this.lastTotal) return;
      this.lastTotal = total;
      this.emit(EVENT.TOTAL_UNREAD_MESSAGE_COUNT_UPDATED, total);
    });
    this.groupThrottle = new Throttle(EVENT_THROTTLE_MS, () => this.emit(EVENT.GROUP_LIST_UPDATED, [...this.groups.values()]));
    this.channel = new Channel({
      url: () => this.socketUrl(),
      createSocket,
      timing,
      head: () => this.head(),
      onPush: (frame) => this.onPush(frame),
      onReopen: () => void this.onReopen(),
      onNetState: (state) => this.emit(EVENT.NET_STATE_CHANGE, { state }),
      probe: async () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false,
    });
    const g = globalThis as { addEventListener?: (n: string, f: () => void) => void };
    g.addEventListener?.('online', this.onOnline);
    g.addEventListener?.('offline', this.onOffline);
    this.channel.connect();
  }

  // Events and housekeeping

  on(name: string, fn: Listener): void {
    this.emitter.on(name, fn);
  }
  off(name: string, fn: Listener): void {
    this.emitter.off(name, fn);
  }
  once(name: string, fn: Listener): void {
    this.emitter.once(name, fn);
  }
  setLogLevel(level: number): void {
    this.logLevel = level;
  }
  registerPlugin(plugins: Record<string, unknown>): void {
    for (const [name, plugin] of Object.entries(plugins ?? {})) this.plugins.set(name, plugin);
  }
  isReady(): boolean {
    return this.readiness.ready;
  }

  private emit(name: string, data: unknown): void {
    this.emitter.emit(name, data);
  }

  private log(level: number, ...args: unknown[]): void {
    if (level >= this.logLevel && level >= 3) console.warn('[im-client]', ...args);
  }

  /** Rejects calls made before ready with the not-ready reason, and reports it as an ERROR event. */
  private gate(api: string): void {
    const err = this.readiness.check(api);
    if (err) {
      this.emit(EVENT.ERROR, err);
      throw err;
    }
  }

  private socketUrl(): string {
    const base = (this.options.proxyServer ?? CLOUD_HOST).replace(/\/$/, '');
    return `${base}/binfo?sdkappid=${this.sdkAppId}&instanceid=${this.instanceId}&random=${Math.random()}&platform=7&host=unknown&version=-1&sdkversion=${SDK_VERSION}&compress=gzip`;
  }

  private head(): Record<string, unknown> {
    const base = {
      ver: 'v4', platform: 7, websdkappid: WEB_SDK_APP_ID, websdkversion: WEB_SDK_VERSION, status_instid: this.instId,
      sdkappid: this.sdkAppId, contenttype: 'json', reqtime: Math.floor(Date.now() / 1000), sdkability: 0, tjgID: '',
    };
    return this.a2 ? { ...base, a2: this.a2, tinyid: this.tinyId } : { ...base, identifier: this.guard.userID, usersig: this.userSig };
  }

  private get me(): string {
    return this.guard.userID;
  }

  // Session

  async login(options: { userID: string; userSig: string }): Result<{ actionStatus: string; errorCode: number; repeatLogin: boolean }> {
    const decision = this.guard.decide(Date.now(), options ?? {}, this.sdkAppId);
    if (decision.kind === 'alreadyIn') return ok({ actionStatus: 'OK', errorCode: 0, repeatLogin: true });
    if (decision.kind === 'reject') throw decision.error;
    this.guard.started(Date.now(), options.userID);
    this.userSig = options.userSig;
    try {
      await this.wslogin();
    } catch (err) {
      this.guard.failed();
      this.a2 = '';
      throw err instanceof TimError ? err : new TimError(ERROR_CODES.LOGIN_FAILED, String(err));
    }
    this.guard.succeeded();
    this.channel.release();
    this.readiness.mark('loggedIn');
    this.startHello();
    void this.afterLogin();
    return ok({ actionStatus: 'OK', errorCode: 0, repeatLogin: false });
  }

  private async wslogin(): Promise<void> {
    this.a2 = '';
    const body = await this.channel.request('im_open_status.wslogin', { State: 'Online', is_web_uniapp: 0, InstType: 0 }, { timeoutMs: this.timing().loginMs, bypassGate: true });
    if (!asStr(body.TinyId)) throw new TimError(ERROR_CODES.NO_TINYID, 'login: the service returned no tinyID');
    if (!asStr(body.A2Key)) throw new TimError(ERROR_CODES.NO_A2KEY, 'login: the service returned no a2Key');
    this.tinyId = asStr(body.TinyId);
    this.a2 = asStr(body.A2Key);
    this.instId = asNum(body.InstId);
    this.helloSeconds = asNum(body.HelloInterval, 120) || 120;
  }

  private timing(): Timing {
    return { ...DEFAULT_TIMING, ...this.options.timing };
  }

  private async afterLogin(): Promise<void> {
    try {
      await Promise.all([this.syncUnread(), this.syncConversations(), this.syncGroups(), this.loadMyProfile()]);
    } catch (err) {
      if (!this.destroyed) this.log(3, 'sync after login failed', err);
    }
    let becameReady = this.readiness.mark('conversations');
    becameReady = this.readiness.mark('profile') || becameReady;
    if (becameReady) {
      this.emit(EVENT.SDK_READY, {});
      for (const groupID of this.options.joinOnReady ?? []) void this.joinGroup({ groupID }).catch(() => undefined);
    }
  }

  private startHello(): void {
    this.stopHello();
    this.helloTimer = setInterval(() => {
      this.channel.request('im_open_status.wshello', { is_web_uniapp: 0 }).catch((err: TimError) => {
        if (err.code === 1002) this.kicked(asNum(asRecord(err.data.response).KickType, 1));
      });
    }, this.helloSeconds * 1000);
  }

  private stopHello(): void {
    if (this.helloTimer) clearInterval(this.helloTimer);
    this.helloTimer = null;
  }

  async logout(): Result<{}> {
    if (this.guard.state !== 'loggedIn') throw new TimError(ERROR_CODES.USER_NOT_LOGGED_IN, 'logout: not logged in');
    try {
      await this.channel.request('im_open_status.wslogout', { wslogout_type: 0 });
    } catch (err) {
      this.log(3, 'logout request failed; state is reset anyway', err);
    } finally {
      this.resetSession(new TimError(ERROR_CODES.LOGGED_OUT, 'logged out'));
    }
    return ok({});
  }

  private resetSession(reason: TimError): void {
    const wasReady = this.readiness.ready;
    this.guard.reset();
    this.readiness.reset(reason);
    this.channel.hold();
    this.stopHello();
    this.a2 = '';
    this.tinyId = '';
    this.userSig = '';
    this.instId = 0;
    this.cookie = '';
    this.syncStatus = 'notStarted';
    this.conversations.clear();
    this.lists.clear();
    this.groups.clear();
    for (const room of this.live.values()) this.stopPolling(room);
    this.live.clear();
    for (const timer of this.gapTimers.values()) clearTimeout(timer);
    this.gapTimers.clear();
    for (const held of this.unknownGroups.values()) if (held.timer) clearTimeout(held.timer);
    this.unknownGroups.clear();
    this.syncedSeq.clear();
    this.myProfile = null;
    this.lastTotal = -1;
    this.convThrottle.cancel();
    this.unreadThrottle.cancel();
    this.groupThrottle.cancel();
    if (wasReady) this.emit(EVENT.SDK_NOT_READY, {});
  }

  private kicked(wireKind: number): void {
    const kind = kickKind(wireKind);
    if (!kind || this.guard.state !== 'loggedIn') return;
    this.resetSession(new TimError(kind.code, `kicked out: ${kind.type}`));
    this.emit(EVENT.KICKED_OUT, { type: kind.type });
  }

  async destroy(): Promise<void> {
    if (this.destroyed) return;
    if (this.guard.state === 'loggedIn') await this.logout().catch(() => undefined);
    this.destroyed = true;
    const g = globalThis as { removeEventListener?: (n: string, f: () => void) => void };
    g.removeEventListener?.('online', this.onOnline);
    g.removeEventListener?.('offline', this.onOffline);
    for (const room of this.live.values()) this.stopPolling(room);
    this.channel.stop();
    this.emit(EVENT.SDK_DESTROY, {});
    this.emitter.clear();
  }

  /** The socket came back: log in again, then recover what was missed (spec §4). */
  private async onReopen(): Promise<void> {
    const before = this.newestTimes();
    if (this.guard.state !== 'loggedIn') {
      // Anonymous live rooms need no login; resume their polls.
      for (const room of this.live.values()) if (room.anonymous) this.schedulePoll(room, 0);
      return;
    }
    try {
      await this.wslogin();
    } catch (err) {
      const code = err instanceof TimError ? err.code : 0;
      if (code === 70001 || code === 70003 || code === 70009) {
        this.resetSession(new TimError(ERROR_CODES.KICKED_OUT_USERSIG_EXPIRED, 'userSig expired'));
        this.emit(EVENT.KICKED_OUT, { type: 'userSigExpired' });
      } else {
        this.channel.drop();
      }
      return;
    }
    this.channel.release();
    try {
      await this.syncUnread();
      await this.syncConversations();
      await this.recoverC2c(before);
      await this.recoverGroups();
      for (const room of this.live.values()) this.schedulePoll(room, 0);
    } catch (err) {
      this.log(3, 'recovery after reconnect failed', err);
    }
  }

  // Pushes

  private onPush(frame: Frame): void {
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
          for (const n of asList(frame.body.C2cNotifyMsgArray)) {
            const kick = asRecord(asRecord(n).KickoutMsgNotify);
            if ('KickType' in kick) this.kicked(asNum(kick.KickType));
          }
          break;
        default:
          break;
      }
    } catch (err) {
      this.emit(EVENT.ERROR, new TimError(ERROR_CODES.UNCAUGHT_ERROR, `malformed ${frame.head.servcmd} push: ${err instanceof Error ? err.message : String(err)}`));
    }
  }

  private onMessagePush(body: Body): void {
    if (!Array.isArray(body.EventArray)) throw new Error('EventArray is missing');
    const received: Message[] = [];
    let bad = 0;
    for (const rawEvent of body.EventArray) {
      const ev = asRecord(rawEvent);
      const c2c = asList(ev.C2cMsgArray);
      const grp = asList(ev.GroupMsgArray);
      for (const raw of c2c) {
        const m = decodeMessage(raw, 'C2C', this.me);
        if (m) this.ingest(m, received);
        else bad++;
      }
      for (const raw of grp) {
        const m = decodeMessage(raw, 'GROUP', this.me);
        if (!m) bad++;
        // Messages for unknown groups wait for a probe of the group (spec §4).
        else if (!this.groups.has(m.to) && !this.live.has(m.to)) this.holdForUnknownGroup(m);
        // Messages for live rooms we have not joined are ignored (spec §4).
        else if (this.groups.get(m.to)?.type !== 'AVChatRoom' || this.live.has(m.to)) this.ingest(m, received);
      }
      for (const raw of asList(ev.C2cNotifyMsgArray)) this.onC2cNotify(asRecord(raw));
      for (const raw of asList(ev.GroupTips)) {
        const tip = asRecord(raw);
        if (asNum(ev.Event) === 4) this.onMembershipTip(tip, received);
        else this.onGroupTip(tip);
      }
    }
    if (body.NeedAck !== undefined && this.a2) void this.channel.request('openim.ws_msg_push_ack', { SessionData: body.SessionData }).catch(() => undefined);
    if (received.length > 0) this.emit(EVENT.MESSAGE_RECEIVED, received);
    if (bad > 0) throw new Error(`${bad} message item(s) could not be read`);
  }

  private onC2cNotify(n: Record<string, unknown>): void {
    // The peer read up to a time: our messages up to it are peer-read (spec §4).
    const receipt = asRecord(n.C2cReadedReceipt);
    const reader = asStr(receipt.To_Account);
    if (reader) {
      const readTime = Math.max(0, ...asList(receipt.UinPairReadArray).map((p) => asNum(asRecord(p).PeerReadTime)));
      const conv = this.conversations.get(`C2C${reader}`);
      if (conv) conv.peerReadTime = Math.max(conv.peerReadTime, readTime);
      const newlyRead = (this.lists.get(`C2C${reader}`)?.items ?? []).filter((m) => m.flow === 'out' && !m.isPeerRead && m.time <= readTime);
      for (const m of newlyRead) m.isPeerRead = true;
      if (newlyRead.length > 0) this.emit(EVENT.MESSAGE_READ_BY_PEER, newlyRead);
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
      const m = this.lists.get(convId)?.get(messageId(from, to, asNum(info.MsgSeq), asNum(info.MsgRandom), asNum(info.MsgTimeStamp)));
      if (m && this.markRevoked(m)) revoked.push(m);
    }
    if (revoked.length > 0) this.emit(EVENT.MESSAGE_REVOKED, revoked);
  }

  /**
   * Membership tips (event 4; spec §4 "Group tips"): 1 join, 2 quit, 3 kicked, 4/5 admin set/cancelled.
   * The member count follows; the tip is shown as a TIMGroupTipElem message that never counts as unread.
   */
  private onMembershipTip(tip: Record<string, unknown>, received: Message[]): void {
    const body = asRecord(tip.MsgBody);
    const groupID = asStr(asRecord(tip.GroupInfo).GroupId) || asStr(tip.GroupId);
    const opType = asNum(body.OpType);
    if (!groupID || !opType) throw new Error('group tip without group or operation');
    const userIDList = asList(body.List_Account).map((u) => asStr(u));
    const group = this.groups.get(groupID);
    if (group && 'MemberNum' in body) group.memberCount = asNum(body.MemberNum, group.memberCount);
    if ((opType === 2 || opType === 3) && userIDList.includes(this.me)) {
      this.groups.delete(groupID);
      this.conversations.delete(`GROUP${groupID}`);
    }
    if (group) this.groupThrottle.request();
    if (!this.conversations.has(`GROUP${groupID}`)) return;
    const time = asNum(tip.MsgTimeStamp);
    const random = asNum(tip.MsgRandom);
    const from = asStr(tip.From_Account);
    const m: Message = {
      ID: messageId(from, groupID, 0, random, time), conversationID: `GROUP${groupID}`, conversationType: 'GROUP', from, to: groupID, time, sequence: 0, random,
      clientSequence: 0, clientTime: time, priority: 'Normal', flow: from === this.me ? 'out' : 'in', type: 'TIMGroupTipElem',
      payload: { operationType: opType, operatorID: asStr(body.Operator_Account), userIDList, memberNum: asNum(body.MemberNum), groupProfile: { groupID } },
      cloudCustomData: '', nick: '', avatar: '', status: 'success', isRevoked: false, isDeleted: false, isRead: true, isPeerRead: false, isModified: false,
      onlineUserOnly: false, messageControlInfo: { excludedFromUnreadCount: true, excludedFromLastMessage: true },
    };
    this.ingest(m, received);
  }

  /**
   * A message for a group not known locally is held while the group is probed; it is delivered once
   * the group is known and dropped after 4 failed checks (spec §4).
   */
  private holdForUnknownGroup(m: Message): void {
    const held = this.unknownGroups.get(m.to);
    if (held) {
      held.messages.push(m);
      return;
    }
    this.unknownGroups.set(m.to, { messages: [m], checks: 0 });
    void this.probeGroup(m.to);
  }

  private async probeGroup(groupID: string): Promise<void> {
    const held = this.unknownGroups.get(groupID);
    if (!held) return;
    held.checks += 1;
    let known = false;
    try {
      await this.fetchGroup(groupID);
      known = true;
    } catch {
      known = false;
    }
    if (this.unknownGroups.get(groupID) !== held) return;
    if (known) {
      this.unknownGroups.delete(groupID);
      const received: Message[] = [];
      for (const m of held.messages.sort((a, b) => a.sequence - b.sequence)) this.ingest(m, received);
      if (received.length > 0) this.emit(EVENT.MESSAGE_RECEIVED, received);
    } else if (held.checks >= UNKNOWN_GROUP_CHECKS) {
      this.unknownGroups.delete(groupID);
    } else {
      held.timer = setTimeout(() => void this.probeGroup(groupID), this.timing().tickMs);
    }
  }

  /** Group tips and system notices (events 4-6): revocations and dismissal are acted on. */
  private onGroupTip(tip: Record<string, unknown>): void {
    const body = asRecord(tip.MsgBody);
    const groupID = asStr(tip.GroupId) || asStr(asRecord(tip.GroupInfo).GroupId);
    const revoked: Message[] = [];
    for (const raw of asList(body.GroupWithdrawInfoArray)) {
      const info = asRecord(raw);
      const list = this.lists.get(`GROUP${groupID}`);
      const m = list?.items.find((x) => x.sequence === asNum(info.MsgSeq));
      if (m && this.markRevoked(m)) revoked.push(m);
    }
    if (revoked.length > 0) this.emit(EVENT.MESSAGE_REVOKED, revoked);
    const opType = asNum(body.OpType);
    if (opType > 0) this.onSystemNotice(tip, body, groupID, opType);
    // System notices: 4 kicked out and 5 dismissed both remove the local group (spec §4).
    if (asNum(body.OpType) === 5 || asNum(body.OpType) === 4) {
      this.groups.delete(groupID);
      this.conversations.delete(`GROUP${groupID}`);
      const room = this.live.get(groupID);
      if (room) this.stopPolling(room);
      this.live.delete(groupID);
      this.groupThrottle.request();
      this.changed();
    }
  }

  /**
   * A group system notice (spec §4): shown as a TIMGroupSystemNoticeElem message of the system
   * conversation (type 15 is not shown); 2 agreed and 7 invited fetch the group if unknown.
   */
  private onSystemNotice(tip: Record<string, unknown>, body: Record<string, unknown>, groupID: string, opType: number): void {
    if ((opType === 2 || opType === 7) && !this.groups.has(groupID)) void this.fetchGroup(groupID).catch(() => undefined);
    if (opType === 15) return;
    const time = asNum(tip.MsgTimeStamp);
    const random = asNum(tip.MsgRandom);
    const sequence = asNum(tip.MsgSeq);
    const from = asStr(tip.From_Account);
    const m: Message = {
      ID: messageId(from, '@TIM#SYSTEM', sequence, random, time), conversationID: '@TIM#SYSTEM', conversationType: '@TIM#SYSTEM', from, to: this.me, time, sequence, random,
      clientSequence: 0, clientTime: time, priority: 'Normal', flow: 'in', type: 'TIMGroupSystemNoticeElem',
      payload: {
        operationType: opType, operatorID: asStr(body.Operator_Account), groupProfile: { groupID, name: this.groups.get(groupID)?.name ?? '' },
        handleMessage: asStr(body.RemarkInfo), authentication: asStr(body.Authentication), messageKey: asNum(body.MsgKey),
      },
      cloudCustomData: '', nick: '', avatar: '', status: 'success', isRevoked: false, isDeleted: false, isRead: false, isPeerRead: false, isModified: false,
      onlineUserOnly: false, messageControlInfo: { excludedFromUnreadCount: false, excludedFromLastMessage: false },
    };
    this.emit(EVENT.MESSAGE_RECEIVED, [m]);
    this.emit(EVENT.GROUP_SYSTEM_NOTICE_RECEIVED, { message: m, type: opType });
  }

  private markRevoked(m: Message): boolean {
    if (m.isRevoked) return false;
    m.isRevoked = true;
    const conv = this.conversations.get(m.conversationID);
    if (conv) {
      // A revoked unread message no longer counts (spec §4).
      if (m.flow === 'in' && !m.isRead && conv.unreadCount > 0) conv.unreadCount -= 1;
      if (conv.lastMessage.lastSequence === m.sequence && conv.lastMessage.lastTime === m.time) conv.lastMessage = lastMessageOf(m);
      this.changed();
    }
    return true;
  }

  /** Adds a message from the service; false when it was already held (de-dup). */
  private ingest(m: Message, received: Message[]): boolean {
    if (m.onlineUserOnly) {
      // Online-only messages are shown once but neither stored, listed nor counted (spec §4).
      received.push(m);
      return true;
    }
    const conv = this.conversation(m.conversationID, m.conversationType === 'GROUP' ? 'GROUP' : 'C2C');
    if (m.conversationType === 'GROUP') {
      const group = this.groups.get(m.to);
      if (group && !conv.subType) conv.subType = group.type;
    }
    const list = this.list(m.conversationID);
    const previousLast = list.items.length > 0 ? list.items[list.items.length - 1]!.sequence : 0;
    if (!list.insert(m)) return false;
    if (m.conversationType === 'GROUP' && conv.subType !== 'AVChatRoom') this.watchGroupGap(m, previousLast);
    received.push(m);
    if (!m.messageControlInfo.excludedFromLastMessage && newer(m, conv)) conv.lastMessage = lastMessageOf(m);
    const covered = m.conversationType === 'GROUP' && m.sequence <= (this.syncedSeq.get(m.conversationID) ?? 0);
    if (!covered && countsAsUnread(m, conv)) conv.unreadCount += 1;
    this.changed();
    return true;
  }

  private changed(): void {
    this.convThrottle.request();
    this.unreadThrottle.request();
  }

  private conversation(conversationID: string, type: 'C2C' | 'GROUP', subType = ''): Conversation {
    let conv = this.conversations.get(conversationID);
    if (!conv) {
      conv = emptyConversation(conversationID, type, subType);
      this.conversations.set(conversationID, conv);
    }
    return conv;
  }

  private list(conversationID: string): MessageList {
    let list = this.lists.get(conversationID);
    if (!list) {
      list = new MessageList();
      this.lists.set(conversationID, list);
    }
    return list;
  }

  // Sync and recovery

  /** One-to-one sync by cookie, paged until flag 2 (spec §4). */
  private async syncUnread(): Promise<void> {
    const received: Message[] = [];
    for (let page = 0; page < 1000; page++) {
      const body = await this.channel.request('openim.getmsg', { Cookie: this.cookie, SyncFlag: 0, NeedAbstract: 1, IsOnlineSync: 0, NeedSignaling: 1 });
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

  private async syncConversations(): Promise<void> {
    this.syncStatus = 'pending';
    try {
      let start = 0;
      for (let page = 0; page < 1000; page++) {
        const body = await this.channel.request('recentcontact.page_get', {
          From_Account: this.me, TimeStamp: 0, StartIndex: start, TopTimeStamp: 0, TopStartIndex: 0, OrderType: 1, MsgAssistFlags: 4, AssistFlags: 15,
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
          local.unreadCount = local.subType === 'AVChatRoom' ? 0 : remote.unreadCount + this.arrivedAfter(local, remote);
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
  private arrivedAfter(local: Conversation, remote: Conversation): number {
    const items = this.lists.get(local.conversationID)?.items ?? [];
    const last = remote.lastMessage;
    let at: number;
    if (local.type === 'GROUP') {
      at = items.findIndex((m) => m.sequence > last.lastSequence) - 1;
      if (at === -2) return 0;
    } else {
      at = items.findIndex((m) => m.sequence === last.lastSequence && m.time === last.lastTime && m.from === last.fromAccount);
      if (at < 0) return 0;
    }
    return items.slice(at + 1).filter((m) => countsAsUnread(m, local)).length;
  }

  /** Joined groups, paged: normal groups, then communities; a local group the full fetch lacks is dropped (spec §4). */
  private async syncGroups(): Promise<void> {
    const seen = new Set<string>();
    for (const cmd of ['group_open_http_svc.get_joined_group_list', 'million_group_open_http_svc.get_joined_group_list']) {
      let offset = 0;
      for (let page = 0; page < 100; page++) {
        let body: Body;
        try {
          body = await this.channel.request(cmd, { Member_Account: this.me, Limit: 50, Offset: offset, SupportTopic: 0 });
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
    for (const groupID of [...this.groups.keys()]) if (!seen.has(groupID) && !this.live.has(groupID)) this.groups.delete(groupID);
    this.groupThrottle.request();
  }

  private newestTimes(): Map<string, number> {
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
  private async recoverC2c(newestBefore: Map<string, number>): Promise<void> {
    for (const [convId, localTime] of newestBefore) {
      const remoteTime = this.conversations.get(convId)?.lastMessage.lastTime ?? 0;
      if (!c2cGapRecover(localTime, remoteTime)) continue;
      const list = this.list(convId);
      const newest = list.items[list.items.length - 1];
      if (newest && newest.time >= remoteTime) continue;
      const body = await this.channel.request('openim.getroammsg', { Peer_Account: convId.slice(3), MaxCnt: MESSAGE_PAGE, LastMsgTime: 0, MsgKey: '', WithRecalledMsg: 1, GetDirection: 0 });
      const received: Message[] = [];
      for (const raw of asList(body.MsgList)) {
        const m = decodeMessage(raw, 'C2C', this.me);
        if (m && m.time >= localTime) this.ingest(m, received);
      }
      if (received.length > 0) this.emit(EVENT.MESSAGE_RECEIVED, received);
    }
  }

  /** After a reconnect: fetch group messages missed in a gap of 1..299 (spec §4). */
  private async recoverGroups(): Promise<void> {
    for (const conv of [...this.conversations.values()]) {
      if (conv.type !== 'GROUP' || conv.subType === 'AVChatRoom') continue;
      await this.fillGroupHoles(conv.conversationID.slice('GROUP'.length), conv.lastMessage.lastSequence);
    }
  }

  /**
   * Fetches the sequences missing between the oldest held message of a group and `remoteSeq`:
   * a gap of 1..299 is fetched, a larger one is left to history paging (spec §4).
   */
  private async fillGroupHoles(groupID: string, remoteSeq: number): Promise<void> {
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
      const body = await this.channel.request('group_open_http_svc.group_msg_get', { GroupId: groupID, ReqMsgSeq: upto, ReqMsgNumber: 20 });
      const rows = asList(body.RspMsgList).map((r) => decodeMessage(r, 'GROUP', this.me)).filter((m): m is Message => m !== null);
      if (rows.length === 0) break;
      for (const m of rows) if (m.sequence >= lowest) this.ingest(m, received);
      upto = Math.min(...rows.map((m) => m.sequence)) - 1;
    }
    received.sort((a, b) => a.sequence - b.sequence);
    if (received.length > 0) this.emit(EVENT.MESSAGE_RECEIVED, received);
  }

  /** A group push that skips sequences (gap 2..20) may mean lost pushes: fill the holes shortly after. */
  private watchGroupGap(m: Message, previousLast: number): void {
    const gap = m.sequence - previousLast;
    if (previousLast <= 0 || gap < 2 || gap > 20 || this.gapTimers.has(m.to)) return;
    this.gapTimers.set(m.to, setTimeout(() => {
      this.gapTimers.delete(m.to);
      void this.fillGroupHoles(m.to, m.sequence).catch(() => undefined);
    }, 200));
  }

  private async loadMyProfile(): Promise<void> {
    const list = await this.fetchProfiles([this.me]);
    this.myProfile = list[0] ?? null;
  }

  private async fetchProfiles(userIDList: string[]): Promise<Profile[]> {
    const body = await this.channel.request('profile.portrait_get_all', {
      From_Account: this.me, UserItem: userIDList.slice(0, 100).map((id) => ({ To_Account: id, StandardSequence: 0, CustomSequence: 0 })),
    });
    return asList(body.UserProfileItem).map(decodeProfile).filter((p): p is Profile => p !== null);
  }

  // Messages

  private createMessage(api: string, options: { to?: unknown; conversationType?: unknown; priority?: unknown; cloudCustomData?: unknown }, element: MessageElement): Message {
    this.gate(api);
    if (typeof options?.to !== 'string' || options.to === '') throw paramsInvalid(api, 'to must be a non-empty string');
    const type = options.conversationType;
    if (type !== 'C2C' && type !== 'GROUP') throw new TimError(ERROR_CODES.MESSAGE_SEND_INVALID_CONVERSATION_TYPE, `${api}: conversationType must be C2C or GROUP`);
    const cloud = options.cloudCustomData ?? '';
    if (typeof cloud !== 'string') throw paramsInvalid(api, 'cloudCustomData must be a string');
    this.clientSeq += 1;
    const random = Math.floor(Math.random() * 4_294_967_295);
    const now = Math.floor(Date.now() / 1000);
    const m: Message = {
      ID: `${this.tinyId}-${now}-${random}`,
      conversationID: `${type}${options.to}`,
      conversationType: type,
      from: this.me,
      to: options.to,
      time: now,
      sequence: this.clientSeq,
      random,
      clientSequence: this.clientSeq,
      clientTime: now,
      priority: typeof options.priority === 'string' ? options.priority : 'Normal',
      flow: 'out',
      type: element.type,
      payload: element.content,
      cloudCustomData: cloud,
      nick: this.myProfile?.nick ?? '',
      avatar: this.myProfile?.avatar ?? '',
      status: 'unSend',
      isRevoked: false,
      isDeleted: false,
      isRead: true,
      isPeerRead: false,
      isModified: false,
      onlineUserOnly: false,
      messageControlInfo: { excludedFromUnreadCount: false, excludedFromLastMessage: false },
    };
    created.add(m);
    elementsOf.set(m, [element]);
    return m;
  }

  createTextMessage(options: { to: string; conversationType: string; payload: { text: string }; priority?: string; cloudCustomData?: string }): Message {
    const text = options?.payload?.text;
    if (typeof text !== 'string' || text.length === 0) throw paramsInvalid('createTextMessage', 'payload.text must be a non-empty string');
    return this.createMessage('createTextMessage', options, { type: 'TIMTextElem', content: { text } });
  }

  createCustomMessage(options: { to: string; conversationType: string; payload: { data?: string; description?: string; extension?: string }; cloudCustomData?: string }): Message {
    const p = options?.payload ?? {};
    return this.createMessage('createCustomMessage', options, { type: 'TIMCustomElem', content: { data: asStr(p.data), description: asStr(p.description), extension: asStr(p.extension) } });
  }

  createFaceMessage(options: { to: string; conversationType: string; payload: { index: number; data: string } }): Message {
    const p = options?.payload;
    if (typeof p?.index !== 'number' || typeof p.data !== 'string') throw paramsInvalid('createFaceMessage', 'payload needs a numeric index and a data string');
    return this.createMessage('createFaceMessage', options, { type: 'TIMFaceElem', content: { index: p.index, data: p.data } });
  }

  createImageMessage(options: { to: string; conversationType: string; payload: { file: FileLike | { files: FileLike[] } } }): Message {
    const raw = options?.payload?.file as { files?: FileLike[] } | FileLike | undefined;
    const file = raw && 'files' in raw && Array.isArray(raw.files) ? raw.files[0] : (raw as FileLike | undefined);
    checkImage(file);
    const m = this.createMessage('createImageMessage', options, { type: 'TIMImageElem', content: { uuid: randomHex(16), imageFormat: 255, imageInfoArray: [] } });
    pendingFiles.set(m, file as FileLike);
    return m;
  }

  async sendMessage(message: Message, options: { onlineUserOnly?: boolean; messageControlInfo?: { excludedFromUnreadCount?: boolean; excludedFromLastMessage?: boolean } } = {}): Result<{ message: Message }> {
    this.gate('sendMessage');
    if (!created.has(message)) throw new TimError(ERROR_CODES.MESSAGE_SEND_NEED_MESSAGE_INSTANCE, 'sendMessage needs a message made by a create*Message call');
    message.onlineUserOnly = options?.onlineUserOnly === true;
    message.messageControlInfo = {
      excludedFromUnreadCount: options?.messageControlInfo?.excludedFromUnreadCount === true,
      excludedFromLastMessage: options?.messageControlInfo?.excludedFromLastMessage === true,
    };
    return this.deliver(message);
  }

  async resendMessage(message: Message): Result<{ message: Message }> {
    this.gate('resendMessage');
    if (!created.has(message)) throw new TimError(ERROR_CODES.MESSAGE_SEND_NEED_MESSAGE_INSTANCE, 'resendMessage needs a message made by a create*Message call');
    if (message.status === 'success') return ok({ message });
    return this.deliver(message);
  }

  private async deliver(m: Message): Result<{ message: Message }> {
    m.status = 'unSend';
    const oldId = m.ID;
    const list = m.onlineUserOnly ? null : this.list(m.conversationID);
    if (list && !list.has(m.ID)) list.insert(m);
    try {
      const file = pendingFiles.get(m);
      if (file) await this.uploadImage(m, file);
      if (m.conversationType === 'GROUP' && this.live.get(m.to) === undefined && this.groups.get(m.to)?.type === 'AVChatRoom') {
        throw new TimError(ERROR_CODES.MESSAGE_SEND_FAIL, 'sendMessage: not joined to this live room');
      }
      const elements = elementsOf.get(m) ?? [];
      const body = m.conversationType === 'C2C'
        ? await this.channel.request('openim.sendmsg', encodeC2cSend(m, elements))
        : await this.channel.request('group_open_http_svc.send_group_msg', encodeGroupSend(m, elements));
      m.time = asNum(body.MsgTime, m.time);
      if (m.conversationType === 'GROUP') m.sequence = asNum(body.MsgSeq, m.sequence);
      m.status = 'success';
      m.ID = messageId(m.from, m.to, m.sequence, m.random, m.time);
      if (list) {
        const twin = list.get(m.ID);
        if (twin && twin !== m) list.remove(m.ID);
        list.rekey(oldId, m);
        const conv = this.conversation(m.conversationID, m.conversationType === 'GROUP' ? 'GROUP' : 'C2C');
        if (!m.messageControlInfo.excludedFromLastMessage && newer(m, conv)) conv.lastMessage = lastMessageOf(m);
        this.changed();
      }
      return ok({ message: m });
    } catch (err) {
      m.status = 'fail';
      const e = err instanceof TimError ? err : new TimError(ERROR_CODES.MESSAGE_SEND_FAIL, String(err));
      throw new TimError(e.code, e.message, { message: m });
    }
  }

  private async uploadImage(m: Message, file: FileLike): Promise<void> {
    // The host's uploader (its own temporary keys) when registered, else the service's presigned route.
    const plugin = this.plugins.get('tim-upload-plugin') as UploadPlugin | undefined;
    const up = plugin && typeof plugin.uploadFile === 'function'
      ? await plugin.uploadFile(file)
      : await uploadThroughService((cmd, body) => this.channel.request(cmd, body), file);
    if (!up?.url) throw new TimError(ERROR_CODES.MESSAGE_FILE_URL_IS_EMPTY, 'the upload returned no url');
    const info = (type: number) => ({ type, size: up.size ?? file.size, width: up.width ?? 0, height: up.height ?? 0, url: up.url });
    const content = { ...m.payload, imageInfoArray: [info(0), info(1), info(2)] };
    m.payload = content;
    elementsOf.set(m, [{ type: 'TIMImageElem', content }]);
    pendingFiles.delete(m);
  }

  async revokeMessage(message: Message): Result<{ message: Message }> {
    this.gate('revokeMessage');
    if (!created.has(message) && !this.lists.get(message?.conversationID)?.has(message?.ID)) throw paramsInvalid('revokeMessage', 'message must be a message of this client');
    if (message.conversationType === '@TIM#SYSTEM') throw new TimError(ERROR_CODES.MESSAGE_REVOKE_FAIL, 'system messages cannot be revoked');
    if (message.isRevoked) throw new TimError(ERROR_CODES.MESSAGE_REVOKE_FAIL, 'the message is already revoked');
    if (message.conversationType === 'C2C') {
      await this.channel.request('openim.msgwithdraw', { MsgInfo: { From_Account: message.from, To_Account: message.to, MsgTimeStamp: message.time, MsgSeq: message.sequence, MsgRandom: message.random } });
    } else {
      await this.channel.request('group_open_http_svc.group_msg_recall', { GroupId: message.to, MsgSeqList: [{ MsgSeq: message.sequence }] });
    }
    this.markRevoked(message);
    return ok({ message });
  }

  async deleteMessage(messageList: Message[]): Result<{ messageList: Message[] }> {
    this.gate('deleteMessage');
    if (!Array.isArray(messageList) || messageList.length === 0) throw paramsInvalid('deleteMessage', 'messageList must be a non-empty list');
    const first = messageList[0]!;
    if (first.conversationType === '@TIM#SYSTEM') throw new TimError(ERROR_CODES.MESSAGE_DELETE_FAIL, 'system-conversation messages cannot be deleted');
    // Only successfully sent messages of the first message's conversation, at most 30 (spec §5).
    const chosen = messageList.filter((m) => m.conversationID === first.conversationID && m.status === 'success').slice(0, 30);
    // Online-only messages were never stored, so they are not deleted remotely (spec §4).
    const remote = chosen.filter((m) => !m.onlineUserOnly);
    if (remote.length > 0) {
      try {
        if (first.conversationType === 'C2C') {
          await this.channel.request('openim.delete_c2c_msg_ramble', { From_Account: this.me, To_Account: first.conversationID.slice(3), MsgKeyList: remote.map((m) => `${m.sequence}_${m.random}_${m.time}`) });
        } else {
          await this.channel.request('group_open_http_svc.delete_group_ramble_msg_by_seq', { GroupId: first.to, Deleter_Account: this.me, Seqs: remote.map((m) => ({ MsgSeq: m.sequence })) });
        }
      } catch (err) {
        throw new TimError(err instanceof TimError ? err.code : ERROR_CODES.MESSAGE_DELETE_FAIL, err instanceof Error ? err.message : 'delete failed');
      }
    }
    const list = this.lists.get(first.conversationID);
    const conv = this.conversations.get(first.conversationID);
    // Unread counts messages that are unread, not online-only and not deleted (spec §4).
    const unreadGone = conv ? chosen.filter((m) => countsAsUnread(m, conv)).length : 0;
    for (const m of chosen) {
      m.isDeleted = true;
      list?.remove(m.ID);
    }
    if (conv) conv.unreadCount = Math.max(0, conv.unreadCount - unreadGone);
    this.changed();
    return ok({ messageList: chosen });
  }

  /** Clears a conversation's history: local messages go and the list counts as complete (spec §4). */
  async clearHistoryMessage(conversationID: string): Result<{ conversationID: string }> {
    this.gate('clearHistoryMessage');
    const type = typeof conversationID === 'string' ? conversationTypeOf(conversationID) : null;
    if (!type || type === '@TIM#SYSTEM') throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID, 'clearHistoryMessage: invalid conversationID');
    await this.channel.request('recentcontact.clear_msg', type === 'C2C'
      ? { From_Account: this.me, To_Account: conversationID.slice(3), Type: 1 }
      : { From_Account: this.me, ToGroupid: conversationID.slice(5), Type: 2 });
    const list = this.list(conversationID);
    list.clear();
    list.completed = true;
    const conv = this.conversations.get(conversationID);
    if (conv) conv.unreadCount = 0;
    this.changed();
    return ok({ conversationID });
  }

  async getMessageList(options: { conversationID: string; nextReqMessageID?: string }): Result<{ messageList: Message[]; nextReqMessageID: string; isCompleted: boolean }> {
    this.gate('getMessageList');
    const convId = options?.conversationID;
    const type = typeof convId === 'string' ? conversationTypeOf(convId) : null;
    if (!type || type === '@TIM#SYSTEM') throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID, 'getMessageList: invalid conversationID');
    const list = this.list(convId);
    const endOf = (): number => {
      if (!options.nextReqMessageID) return list.items.length;
      const at = list.items.findIndex((m) => m.ID === options.nextReqMessageID);
      return at < 0 ? 0 : at;
    };
    let end = endOf();
    if (end < MESSAGE_PAGE && !list.completed) {
      await this.fetchOlder(convId, type, list);
      end = endOf();
    }
    const start = Math.max(0, end - MESSAGE_PAGE);
    const page = list.items.slice(start, end);
    const isCompleted = start === 0 && list.completed;
    return ok({ messageList: page, nextReqMessageID: isCompleted ? '' : (list.items[start]?.ID ?? ''), isCompleted });
  }

  private async fetchOlder(convId: string, type: 'C2C' | 'GROUP', list: MessageList): Promise<void> {
    const oldest = list.items[0];
    if (type === 'C2C') {
      const body = await this.channel.request('openim.getroammsg', {
        Peer_Account: convId.slice(3), MaxCnt: MESSAGE_PAGE, LastMsgTime: oldest?.time ?? 0,
        MsgKey: oldest ? `${oldest.sequence}_${oldest.random}_${oldest.time}` : '', WithRecalledMsg: 1, GetDirection: 0,
      });
      let added = 0;
      for (const raw of asList(body.MsgList)) {
        const m = decodeMessage(raw, 'C2C', this.me);
        if (m && list.insert(m)) added++;
      }
      // No progress means nothing older exists that we lack.
      list.completed = asNum(body.Complete) === 1 || added === 0;
    } else {
      const conv = this.conversations.get(convId);
      const upto = oldest ? oldest.sequence - 1 : (conv?.lastMessage.lastSequence ?? 0) || (this.groups.get(convId.slice(5))?.nextMessageSeq ?? 1) - 1;
      if (upto < 1) {
        list.completed = true;
        return;
      }
      const body = await this.channel.request('group_open_http_svc.group_msg_get', { GroupId: convId.slice(5), ReqMsgSeq: upto, ReqMsgNumber: MESSAGE_PAGE });
      let added = 0;
      for (const raw of asList(body.RspMsgList)) {
        const m = decodeMessage(raw, 'GROUP', this.me);
        if (m && list.insert(m)) added++;
      }
      list.completed = asNum(body.IsFinished) === 1 || added === 0;
    }
  }

  async setMessageRead(options: { conversationID: string }): Result<{}> {
    this.gate('setMessageRead');
    const convId = options?.conversationID;
    const conv = typeof convId === 'string' ? this.conversations.get(convId) : undefined;
    if (!conv) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND, 'setMessageRead: conversation not found');
    try {
      if (conv.type === 'C2C') {
        await this.channel.request('openim.msgreaded', { C2CMsgReaded: { Cookie: '', C2CMsgReadedItem: [{ To_Account: convId.slice(3), LastedMsgTime: conv.lastMessage.lastTime, Receipt: 1 }] } });
      } else if (conv.subType !== 'AVChatRoom') {
        await this.channel.request('group_open_http_svc.msg_read_report', { GroupId: convId.slice(5), MsgReadedSeq: conv.lastMessage.lastSequence });
      }
    } catch (err) {
      throw err instanceof TimError ? err : new TimError(ERROR_CODES.MESSAGE_UNREAD_ALL_FAIL, String(err));
    }
    for (const m of this.lists.get(convId)?.items ?? []) m.isRead = true;
    conv.unreadCount = 0;
    this.changed();
    return ok({});
  }

  // Conversations

  private sortedConversations(): Conversation[] {
    return sortConversations([...this.conversations.values()].filter((c) => c.lastMessage.lastTime > 0 || c.subType === 'AVChatRoom'));
  }

  async getConversationList(): Result<{ conversationList: Conversation[]; isSyncCompleted: boolean }> {
    this.gate('getConversationList');
    if (this.syncStatus === 'rejected') await this.syncConversations();
    return ok({ conversationList: this.sortedConversations(), isSyncCompleted: this.syncStatus === 'resolved' });
  }

  async getConversationProfile(conversationID: string): Result<{ conversation: Conversation }> {
    this.gate('getConversationProfile');
    const type = typeof conversationID === 'string' ? conversationTypeOf(conversationID) : null;
    if (!type) throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID, 'getConversationProfile: invalid conversationID');
    const conv = this.conversations.get(conversationID);
    if (!conv) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND, 'conversation not found');
    return ok({ conversation: conv });
  }

  getTotalUnreadMessageCount(): number {
    this.gate('getTotalUnreadMessageCount');
    return totalUnread([...this.conversations.values()]);
  }

  async deleteConversation(options: string | { conversationIDList: string[]; clearHistoryMessage?: boolean }): Result<{ conversationIDList: string[] }> {
    this.gate('deleteConversation');
    const ids = typeof options === 'string' ? [options] : options?.conversationIDList;
    if (!Array.isArray(ids) || ids.length === 0) throw paramsInvalid('deleteConversation', 'conversationIDList must be a non-empty list');
    const clear = typeof options === 'string' ? true : options.clearHistoryMessage ?? true;
    if (typeof clear !== 'boolean') throw paramsInvalid('deleteConversation', 'clearHistoryMessage must be a boolean');
    const chosen = ids.slice(0, 100);
    for (const id of chosen) if (typeof id !== 'string' || !conversationTypeOf(id)) throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID, `invalid conversationID ${String(id)}`);
    const known = chosen.filter((id) => this.conversations.has(id));
    if (known.length === 0) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND, 'deleteConversation: no such conversation');
    await this.channel.request('recentcontact.batch_delete', {
      From_Account: this.me,
      ContactItem: known.map((id) => (id.startsWith('C2C') ? { Type: 1, To_Account: id.slice(3) } : { Type: 2, ToGroupid: id.slice(5) })),
      ClearRamble: clear ? 1 : 0,
    });
    for (const id of known) {
      this.conversations.delete(id);
      if (clear) this.lists.delete(id);
    }
    this.changed();
    return ok({ conversationIDList: known });
  }

  async pinConversation(options: { conversationID: string; isPinned: boolean }): Result<{ conversationID: string }> {
    this.gate('pinConversation');
    const conv = this.conversations.get(options?.conversationID);
    if (!conv) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND, 'pinConversation: conversation not found');
    if (typeof options.isPinned !== 'boolean') throw paramsInvalid('pinConversation', 'isPinned must be a boolean');
    if (conv.isPinned === options.isPinned) return ok({ conversationID: conv.conversationID });
    const item = conv.type === 'C2C' ? { Type: 1, To_Account: conv.conversationID.slice(3) } : { Type: 2, ToGroupId: conv.conversationID.slice(5) };
    await this.channel.request('recentcontact.top', { From_Account: this.me, OperationType: options.isPinned ? 1 : 2, RecentContactItem: [item] });
    conv.isPinned = options.isPinned;
    this.convThrottle.request();
    return ok({ conversationID: conv.conversationID });
  }

  // Groups

  async createGroup(options: { type?: string; name: string; groupID?: string; introduction?: string; notification?: string; avatar?: string; joinOption?: string; memberList?: { userID: string }[] }): Result<{ group: Group }> {
    this.gate('createGroup');
    const type = options?.type ?? 'Private';
    if (!GROUP_TYPES.includes(type)) throw new TimError(ERROR_CODES.ILLEGAL_GROUP_TYPE, `createGroup: illegal group type ${type}`);
    if (typeof options.name !== 'string' || options.name === '') throw paramsInvalid('createGroup', 'name must be a non-empty string');
    if (options.groupID !== undefined) {
      const community = options.groupID.startsWith('@TGS#_');
      if (community !== (type === 'Community')) throw new TimError(ERROR_CODES.ILLEGAL_GROUP_ID, 'createGroup: illegal group ID for this type');
    }
    const body: Body = { Type: type, Name: options.name, Owner_Account: this.me, WebPushFlag: 1, FaceUrl: options.avatar ?? '' };
    if (options.groupID) body.GroupId = options.groupID;
    if (options.introduction) body.Introduction = options.introduction;
    if (options.notification) body.Notification = options.notification;
    if (options.joinOption && (type === 'Public' || type === 'Community')) body.ApplyJoinOption = options.joinOption;
    if (type !== 'AVChatRoom' && Array.isArray(options.memberList)) body.MemberList = options.memberList.map((m) => ({ Member_Account: m.userID }));
    const res = await this.channel.request('group_open_http_svc.create_group', body);
    const groupID = asStr(res.GroupId);
    const group = await this.fetchGroup(groupID);
    if (type === 'AVChatRoom') await this.joinGroup({ groupID });
    return ok({ group });
  }

  private async fetchGroup(groupID: string): Promise<Group> {
    const body = await this.channel.request('group_open_http_svc.get_group_self_member_info', { GroupIdList: [groupID] });
    const raw = asList(body.GroupInfo)[0];
    const code = asNum(asRecord(raw).ErrorCode);
    if (code !== 0) throw new TimError(code, asStr(asRecord(raw).ErrorInfo, 'group not found'));
    const g = decodeGroup(raw);
    if (!g) throw new TimError(ERROR_CODES.CANNOT_FIND_GROUP, `group ${groupID} not found`);
    this.groups.set(groupID, g);
    this.groupThrottle.request();
    return g;
  }

  async getGroupList(): Result<{ groupList: Group[] }> {
    this.gate('getGroupList');
    await this.syncGroups();
    return ok({ groupList: [...this.groups.values()] });
  }

  async getGroupProfile(options: { groupID: string }): Result<{ group: Group }> {
    this.gate('getGroupProfile');
    if (typeof options?.groupID !== 'string' || options.groupID === '') throw paramsInvalid('getGroupProfile', 'groupID is required');
    return ok({ group: await this.fetchGroup(options.groupID) });
  }

  async joinGroup(options: { groupID: string; applyMessage?: string }): Result<{ status: string; group?: Group }> {
    if (typeof options?.groupID !== 'string' || options.groupID === '') throw paramsInvalid('joinGroup', 'groupID is required');
    const groupID = options.groupID;
    const known = this.groups.get(groupID);
    if (known?.type === 'Private') throw new TimError(ERROR_CODES.CANNOT_JOIN_WORK, 'joinGroup: a Work group cannot be joined');
    const anonymous = this.guard.state !== 'loggedIn';
    let body: Body;
    try {
      body = anonymous
        ? await this.channel.request('group_open_http_noauth_svc.apply_join_group', { GroupId: groupID }, { bypassGate: true })
        : await this.channel.request('group_open_http_svc.apply_join_group', { GroupId: groupID, ApplyMsg: options.applyMessage ?? '', WebPushFlag: 1 });
    } catch (err) {
      if (anonymous && err instanceof TimError && err.code === 10007) throw new TimError(ERROR_CODES.CANNOT_JOIN_NON_AVCHATROOM_WITHOUT_LOGIN, 'joinGroup: only live rooms can be joined without login');
      throw err;
    }
    const status = asStr(body.JoinedStatus);
    if (status !== 'JoinedSuccess' && status !== 'WaitAdminApproval') throw new TimError(ERROR_CODES.JOIN_GROUP_FAIL, `joinGroup failed: ${status}`);
    if (asNum(body.HugeGroupFlag) === 1) {
      await this.leaveOtherLiveRooms(groupID);
      this.startPolling(groupID, asStr(body.LongPollingKey), asNum(body.StartSeq, 1), anonymous);
      const conv = this.conversation(`GROUP${groupID}`, 'GROUP', 'AVChatRoom');
      conv.subType = 'AVChatRoom';
      conv.unreadCount = 0;
      if (!anonymous) void this.fetchGroup(groupID).catch(() => undefined);
      return ok({ status });
    }
    if (status === 'JoinedSuccess' && !anonymous) return ok({ status, group: await this.fetchGroup(groupID) });
    return ok({ status });
  }

  /** One live room at a time: joining another quits those this user does not own (spec §6). */
  private async leaveOtherLiveRooms(groupID: string): Promise<void> {
    for (const other of [...this.live.keys()]) {
      if (other === groupID || this.groups.get(other)?.ownerID === this.me) continue;
      await this.quitGroup(other).catch(() => undefined);
    }
  }

  /** Open join applications to groups this user owns or administers. */
  async getGroupApplicationList(): Result<{ applicationList: { applicant: string; applicantNick: string; groupID: string; groupName: string; authentication: string; messageKey: number; applicationType: number; userID: string }[] }> {
    this.gate('getGroupApplicationList');
    const body = await this.channel.request('group_open_http_svc.get_pendency', { StartTime: 0, Limit: 20, Handle_Account: this.me });
    const applicationList = asList(body.PendencyList).map(asRecord).filter((a) => asNum(a.Handled) === 0).map((a) => ({
      applicant: asStr(a.From_Account), applicantNick: asStr(a.FromUserNickName), groupID: asStr(a.GroupId), groupName: asStr(a.GroupName),
      authentication: asStr(a.Authentication), messageKey: asNum(a.AddTime), applicationType: asNum(a.PendencyType), userID: asStr(a.To_Account),
    }));
    return ok({ applicationList });
  }

  /** Agrees to or refuses an application, given as a list entry or as its system notice message. */
  async handleGroupApplication(options: { handleAction: 'Agree' | 'Reject'; handleMessage?: string; application?: { applicant: string; groupID: string; authentication: string; messageKey: number }; message?: Message }): Result<{ group?: Group }> {
    this.gate('handleGroupApplication');
    if (options?.handleAction !== 'Agree' && options?.handleAction !== 'Reject') throw paramsInvalid('handleGroupApplication', 'handleAction must be Agree or Reject');
    const p = options.message ? (options.message.payload as { operatorID?: string; groupProfile?: { groupID?: string }; authentication?: string; messageKey?: number }) : undefined;
    const applicant = options.application?.applicant ?? p?.operatorID ?? '';
    const groupID = options.application?.groupID ?? p?.groupProfile?.groupID ?? '';
    if (!applicant || !groupID) throw paramsInvalid('handleGroupApplication', 'an application or its system notice message is required');
    await this.channel.request('group_open_http_svc.handle_apply_join_group', {
      GroupId: groupID, Applicant_Account: applicant, HandleMsg: options.handleAction, ApprovalMsg: options.handleMessage ?? '',
      Authentication: options.application?.authentication ?? p?.authentication ?? '', MsgKey: options.application?.messageKey ?? p?.messageKey ?? 0,
    });
    const group = this.groups.get(groupID);
    return ok(group ? { group } : {});
  }

  async quitGroup(groupID: string): Result<{ groupID: string }> {
    if (typeof groupID !== 'string' || groupID === '') throw paramsInvalid('quitGroup', 'groupID is required');
    const room = this.live.get(groupID);
    if (room?.anonymous) {
      this.stopPolling(room);
      this.live.delete(groupID);
      return ok({ groupID });
    }
    try {
      await this.channel.request('group_open_http_svc.quit_group', { GroupId: groupID });
    } catch (err) {
      if (err instanceof TimError && err.code === 10007) throw new TimError(ERROR_CODES.MEMBER_NOT_IN_GROUP, 'quitGroup: not a member of the group');
      throw err;
    }
    if (room) this.stopPolling(room);
    this.live.delete(groupID);
    this.groups.delete(groupID);
    this.conversations.delete(`GROUP${groupID}`);
    this.groupThrottle.request();
    this.changed();
    return ok({ groupID });
  }

  async dismissGroup(groupID: string): Result<{ groupID: string }> {
    this.gate('dismissGroup');
    if (typeof groupID !== 'string' || groupID === '') throw paramsInvalid('dismissGroup', 'groupID is required');
    if (this.groups.get(groupID)?.type === 'Private') throw new TimError(ERROR_CODES.CANNOT_DISMISS_WORK, 'dismissGroup: a Work group cannot be dismissed');
    await this.channel.request('group_open_http_svc.destroy_group', { GroupId: groupID });
    this.onGroupTip({ GroupId: groupID, MsgBody: { OpType: 5 } });
    return ok({ groupID });
  }

  async changeGroupOwner(options: { groupID: string; newOwnerID: string }): Result<{ group: Group }> {
    this.gate('changeGroupOwner');
    const g = this.groups.get(options?.groupID);
    if (g?.type === 'AVChatRoom') throw new TimError(ERROR_CODES.CANNOT_CHANGE_OWNER_IN_AVCHATROOM, 'changeGroupOwner: not in a live room');
    if (options?.newOwnerID === this.me) throw new TimError(ERROR_CODES.CANNOT_CHANGE_OWNER_TO_SELF, 'changeGroupOwner: cannot transfer to oneself');
    await this.channel.request('group_open_http_svc.change_group_owner', { GroupId: options.groupID, NewOwner_Account: options.newOwnerID });
    return ok({ group: await this.fetchGroup(options.groupID) });
  }

  async getGroupMemberList(options: { groupID: string; count?: number; offset?: number }): Result<{ memberList: { userID: string; role: string; joinTime: number; nameCard: string; muteUntil: number }[]; offset: number }> {
    this.gate('getGroupMemberList');
    const count = Math.min(options?.count ?? 15, 100);
    const offset = options?.offset ?? 0;
    const body = await this.channel.request('group_open_http_svc.get_group_member_info', { GroupId: options.groupID, Limit: count, Offset: offset });
    const memberList = asList(body.MemberList).map((raw) => {
      const m = asRecord(raw);
      return { userID: asStr(m.Member_Account), role: asStr(m.Role), joinTime: asNum(m.JoinTime), nameCard: asStr(m.NameCard), muteUntil: asNum(m.ShutUpUntil) };
    });
    const next = offset + memberList.length;
    return ok({ memberList, offset: next >= asNum(body.MemberNum) ? 0 : next });
  }

  async addGroupMember(options: { groupID: string; userIDList: string[] }): Result<{ successUserIDList: string[]; existedUserIDList: string[]; failureUserIDList: string[] }> {
    this.gate('addGroupMember');
    if (this.groups.get(options?.groupID)?.type === 'AVChatRoom') throw new TimError(ERROR_CODES.CANNOT_ADD_MEMBER_IN_AVCHATROOM, 'addGroupMember: not in a live room');
    if (!Array.isArray(options?.userIDList) || options.userIDList.length === 0) throw paramsInvalid('addGroupMember', 'userIDList must be a non-empty list');
    const body = await this.channel.request('group_open_http_svc.add_group_member', { GroupId: options.groupID, MemberList: options.userIDList.map((id) => ({ Member_Account: id })) });
    const results = asList(body.MemberList).map(asRecord);
    const pick = (r: number) => results.filter((x) => asNum(x.Result) === r).map((x) => asStr(x.Member_Account));
    return ok({ successUserIDList: pick(1), existedUserIDList: pick(2), failureUserIDList: pick(0) });
  }

  async deleteGroupMember(options: { groupID: string; userIDList: string[] }): Result<{ userIDList: string[] }> {
    this.gate('deleteGroupMember');
    if (!this.groups.has(options?.groupID)) throw new TimError(ERROR_CODES.CANNOT_FIND_GROUP, 'deleteGroupMember: cannot find group');
    await this.channel.request('group_open_http_svc.delete_group_member', { GroupId: options.groupID, MemberToDel_Account: options.userIDList });
    return ok({ userIDList: options.userIDList });
  }

  async setGroupMemberRole(options: { groupID: string; userID: string; role: string }): Result<{}> {
    this.gate('setGroupMemberRole');
    const g = this.groups.get(options?.groupID);
    if (!g) throw new TimError(ERROR_CODES.CANNOT_FIND_GROUP, 'setGroupMemberRole: cannot find group');
    if (g.type === 'Private' || g.type === 'AVChatRoom') throw new TimError(ERROR_CODES.CANNOT_SET_MEMBER_ROLE_IN_WORK_AND_AVCHATROOM, 'setGroupMemberRole: not in Work groups or live rooms');
    if (g.selfInfo.role !== 'Owner') throw new TimError(ERROR_CODES.NOT_OWNER, 'setGroupMemberRole: only the owner sets roles');
    const roles = g.type === 'Community' ? ['Admin', 'Member', 'Custom'] : ['Admin', 'Member'];
    if (!roles.includes(options.role)) throw new TimError(ERROR_CODES.INVALID_MEMBER_ROLE, `setGroupMemberRole: role must be one of ${roles.join(', ')}`);
    if (options.userID === this.me) throw new TimError(ERROR_CODES.CANNOT_SET_SELF_MEMBER_ROLE, 'setGroupMemberRole: cannot set one\'s own role');
    await this.channel.request('group_open_http_svc.modify_group_member_info', { GroupId: options.groupID, Member_Account: options.userID, Role: options.role });
    return ok({});
  }

  async setGroupMemberMuteTime(options: { groupID: string; userID: string; muteTime: number }): Result<{}> {
    this.gate('setGroupMemberMuteTime');
    if (options?.userID === this.me) throw new TimError(ERROR_CODES.CANNOT_MUTE_SELF, 'setGroupMemberMuteTime: cannot mute oneself');
    if (typeof options?.muteTime !== 'number' || options.muteTime < 0) throw paramsInvalid('setGroupMemberMuteTime', 'muteTime must be at least 0');
    await this.channel.request('group_open_http_svc.modify_group_member_info', { GroupId: options.groupID, Member_Account: options.userID, ShutUpTime: options.muteTime });
    return ok({});
  }

  async updateGroupProfile(options: { groupID: string; name?: string; introduction?: string; notification?: string; avatar?: string; joinOption?: string; muteAllMembers?: boolean }): Result<{ group: Group }> {
    this.gate('updateGroupProfile');
    const body: Body = { GroupId: options?.groupID };
    if (options.name !== undefined) body.Name = options.name;
    if (options.introduction !== undefined) body.Introduction = options.introduction;
    if (options.notification !== undefined) body.Notification = options.notification;
    if (options.avatar !== undefined) body.FaceUrl = options.avatar;
    if (options.joinOption !== undefined) body.ApplyJoinOption = options.joinOption;
    if (options.muteAllMembers !== undefined) body.ShutUpAllMember = options.muteAllMembers ? 'On' : 'Off';
    await this.channel.request('group_open_http_svc.modify_group_base_info', body);
    return ok({ group: await this.fetchGroup(options.groupID) });
  }

  async setMessageRemindType(options: { groupID: string; messageRemindType: string }): Result<{}> {
    this.gate('setMessageRemindType');
    await this.channel.request('group_open_http_svc.modify_group_member_info', { GroupId: options.groupID, Member_Account: this.me, MsgFlag: options.messageRemindType });
    const conv = this.conversations.get(`GROUP${options.groupID}`);
    if (conv) conv.messageRemindType = options.messageRemindType;
    this.changed();
    return ok({});
  }

  async getGroupOnlineMemberCount(groupID: string): Result<{ memberCount: number }> {
    const body = await this.channel.request('group_open_http_svc.get_online_member_num', { GroupId: groupID }, { bypassGate: this.guard.state !== 'loggedIn' });
    return ok({ memberCount: asNum(body.OnlineMemberNum) });
  }

  // Live rooms: long polling over the socket

  private startPolling(groupID: string, key: string, startSeq: number, anonymous: boolean): void {
    const old = this.live.get(groupID);
    if (old) this.stopPolling(old);
    const room: LiveRoom = { groupID, key, startSeq, anonymous, pacer: new PollPacer(), seqs: new RecentWindow(SEQ_WINDOW), ids: new RecentWindow(ID_WINDOW), timer: null, stopped: false };
    this.live.set(groupID, room);
    this.schedulePoll(room, 0);
  }

  private stopPolling(room: LiveRoom): void {
    room.stopped = true;
    if (room.timer) clearTimeout(room.timer);
    room.timer = null;
  }

  private schedulePoll(room: LiveRoom, delay: number): void {
    if (room.stopped) return;
    if (room.timer) clearTimeout(room.timer);
    room.timer = setTimeout(() => {
      room.timer = null;
      void this.poll(room);
    }, delay);
  }

  private async poll(room: LiveRoom): Promise<void> {
    const cmd = room.anonymous ? 'group_open_long_polling_http_noauth_svc.get_msg' : 'group_open_long_polling_http_svc.get_msg';
    const holdSeconds = 90;
    let body: Body;
    try {
      body = await this.channel.request(cmd, { USP: 1, StartSeq: room.startSeq, HoldTime: holdSeconds, Key: room.key, DownsizeFlag: 0 }, {
        timeoutMs: holdSeconds * 1000 + this.timing().requestMs, bypassGate: room.anonymous,
      });
    } catch (err) {
      if (room.stopped) return;
      if (err instanceof TimError && err.code === 10010) {
        // The key is gone (room dismissed or service restarted): join again, or stop.
        try {
          await this.rejoin(room);
        } catch {
          this.stopPolling(room);
          this.live.delete(room.groupID);
        }
        return;
      }
      this.schedulePoll(room, room.pacer.onFailure());
      return;
    }
    if (room.stopped) return;
    room.key = asStr(body.Key, room.key);
    room.startSeq = Math.max(room.startSeq, asNum(body.NextSeq, room.startSeq));
    const received: Message[] = [];
    for (const raw of asList(body.RspMsgList)) {
      const m = decodeMessage(raw, 'GROUP', this.me);
      if (!m) continue;
      if (!room.seqs.add(m.sequence) || !room.ids.add(m.ID)) continue;
      if (m.from === this.me && this.list(m.conversationID).has(m.ID)) continue;
      this.ingest(m, received);
    }
    if (received.length > 0) {
      this.emit(EVENT.MESSAGE_RECEIVED, received);
      this.schedulePoll(room, room.pacer.onMessages());
    } else {
      this.schedulePoll(room, room.pacer.onEmpty());
    }
  }

  private async rejoin(room: LiveRoom): Promise<void> {
    const body = room.anonymous
      ? await this.channel.request('group_open_http_noauth_svc.apply_join_group', { GroupId: room.groupID }, { bypassGate: true })
      : await this.channel.request('group_open_http_svc.apply_join_group', { GroupId: room.groupID, WebPushFlag: 1 });
    room.key = asStr(body.LongPollingKey);
    this.schedulePoll(room, 0);
  }

  // Profiles

  async getMyProfile(): Result<Profile> {
    this.gate('getMyProfile');
    if (!this.myProfile) await this.loadMyProfile();
    if (!this.myProfile) throw new TimError(ERROR_CODES.UNCAUGHT_ERROR, 'getMyProfile: the service returned no profile');
    return ok(this.myProfile);
  }

  async getUserProfile(options: { userIDList: string[] }): Result<Profile[]> {
    this.gate('getUserProfile');
    if (!Array.isArray(options?.userIDList)) throw paramsInvalid('getUserProfile', 'userIDList must be a list');
    return ok(await this.fetchProfiles(options.userIDList));
  }

  async updateMyProfile(options: Record<string, unknown>): Result<Profile> {
    this.gate('updateMyProfile');
    const items = profileUpdateItems(options);
    await this.channel.request('profile.portrait_set', { From_Account: this.me, ProfileItem: items });
    await this.loadMyProfile();
    if (this.myProfile) this.emit(EVENT.PROFILE_UPDATED, [this.myProfile]);
    return ok(this.myProfile as Profile);
  }

  /** Test hook: cuts the socket as a network drop would. */
  simulateNetworkDrop(): void {
    this.channel.drop();
  }
}

/** Whether `m` is at least as recent as the conversation's last message (same ordering as the lists). */
function newer(m: Message, conv: Conversation): boolean {
  const last = conv.lastMessage;
  if (m.conversationType === 'GROUP' && m.sequence > 0 && last.lastSequence > 0) return m.sequence >= last.lastSequence;
  if (m.time !== last.lastTime) return m.time > last.lastTime;
  return m.from !== last.fromAccount || m.sequence >= last.lastSequence;
}
