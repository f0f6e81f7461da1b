import type { Listener } from './emitter.ts';
import { ERROR_CODES, paramsInvalid, TimError } from './errors.ts';
import { totalUnread } from './modules/conversations.ts';
import { Core } from './modules/core.ts';
import { GroupApi } from './modules/group-api.ts';
import { LiveRooms } from './modules/live-rooms.ts';
import { MessageApi } from './modules/message-api.ts';
import { decodeProfile, profileUpdateItems } from './modules/profile.ts';
import { Pushes } from './modules/pushes.ts';
import { Recovery } from './modules/recovery.ts';
import { kickKind, LoginGuard } from './modules/session.ts';
import { asList, asNum, asRecord, asStr, conversationTypeOf } from './protocol/codec.ts';
import { Channel, type SocketFactory, type Timing } from './transport/socket.ts';
import { EVENT, type Conversation, type Message, type Profile } from './types.ts';
import { ok, type Result, randomHex } from './result.ts';

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

const CLOUD_HOST = 'wss://wss.im.qcloud.com';
/** Identity of the web SDK on the wire, as the service knows it. */
const WEB_SDK_APP_ID = 537048168;
const WEB_SDK_VERSION = '1.7.3';
const SDK_VERSION = '2.27.6';

/**
 * The chat client: the official web SDK's public shape. This facade owns the session (login,
 * readiness, kicks, reconnect) and hands the rest to the modules sharing one core state.
 */
export class ChatClient {
  private readonly sdkAppId: number;
  private readonly options: CreateOptions;
  private readonly core: Core;
  private readonly channel: Channel;
  private readonly recovery: Recovery;
  private readonly pushes: Pushes;
  private readonly liveRooms: LiveRooms;
  private readonly messages: MessageApi;
  private readonly groupApi: GroupApi;
  private readonly guard = new LoginGuard();
  private readonly instanceId = randomHex(16);
  private userSig = '';
  private a2 = '';
  private tinyId = '';
  private instId = 0;
  private helloTimer: ReturnType<typeof setInterval> | null = null;
  /** The service's hello interval from the login answer (spec §9: 120 s by default). */
  private helloSeconds = 120;
  private destroyed = false;
  private readonly onOnline = (): void => this.channel.reconnectNow();
  private readonly onOffline = (): void => this.channel.drop();

  constructor(options: CreateOptions) {
    if (typeof options?.SDKAppID !== 'number' || !Number.isFinite(options.SDKAppID)) {
      throw new TimError(ERROR_CODES.NO_SDKAPPID, 'create: SDKAppID must be a number');
    }
    this.sdkAppId = options.SDKAppID;
    this.options = options;
    this.core = new Core(options);
    const Ctor = (options.WebSocket ?? (globalThis as { WebSocket?: unknown }).WebSocket) as
      (new (url: string) => unknown) | undefined;
    const createSocket: SocketFactory = (url) => {
      if (!Ctor) throw new Error('no WebSocket available');
      return new Ctor(url) as ReturnType<SocketFactory>;
    };
    this.channel = new Channel({
      url: () => this.socketUrl(),
      createSocket,
      timing: this.core.timing(),
      head: () => this.head(),
      onPush: (frame) => this.pushes.onPush(frame),
      onBadFrame: (what) => this.pushes.report(`ignored ${what} from the service`),
      onReopen: () => void this.onReopen(),
      onNetState: (state) => this.core.emit(EVENT.NET_STATE_CHANGE, { state }),
      probe: async () => (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine !== false,
    });
    this.core.channel = this.channel;
    this.core.hooks = {
      me: () => this.guard.userID,
      a2: () => this.a2,
      tinyId: () => this.tinyId,
      loggedIn: () => this.guard.state === 'loggedIn',
      kicked: (kind) => this.kicked(kind),
    };
    this.recovery = new Recovery(this.core);
    this.pushes = new Pushes(this.core);
    this.liveRooms = new LiveRooms(this.core);
    this.messages = new MessageApi(this.core);
    this.groupApi = new GroupApi(this.core);
    this.core.parts = {
      recovery: this.recovery,
      pushes: this.pushes,
      liveRooms: this.liveRooms,
      messages: this.messages,
      groupApi: this.groupApi,
    };
    const g = globalThis as { addEventListener?: (n: string, f: () => void) => void };
    g.addEventListener?.('online', this.onOnline);
    g.addEventListener?.('offline', this.onOffline);
    this.channel.connect();
  }

  on(name: string, fn: Listener): void {
    this.core.emitter.on(name, fn);
  }

  off(name: string, fn: Listener): void {
    this.core.emitter.off(name, fn);
  }

  once(name: string, fn: Listener): void {
    this.core.emitter.once(name, fn);
  }

  setLogLevel(level: number): void {
    this.core.logLevel = level;
  }

  registerPlugin(plugins: Record<string, unknown>): void {
    for (const [name, plugin] of Object.entries(plugins ?? {})) this.core.plugins.set(name, plugin);
  }

  isReady(): boolean {
    return this.core.readiness.ready;
  }

  private socketUrl(): string {
    const base = (this.options.proxyServer ?? CLOUD_HOST).replace(/\/$/, '');
    return `${base}/binfo?sdkappid=${this.sdkAppId}&instanceid=${this.instanceId}&random=${Math.random()}&platform=7&host=unknown&version=-1&sdkversion=${SDK_VERSION}&compress=gzip`;
  }

  private head(): Record<string, unknown> {
    const base = {
      ver: 'v4',
      platform: 7,
      websdkappid: WEB_SDK_APP_ID,
      websdkversion: WEB_SDK_VERSION,
      status_instid: this.instId,
      sdkappid: this.sdkAppId,
      contenttype: 'json',
      reqtime: Math.floor(Date.now() / 1000),
      sdkability: 0,
      tjgID: '',
    };
    return this.a2
      ? { ...base, a2: this.a2, tinyid: this.tinyId }
      : { ...base, identifier: this.guard.userID, usersig: this.userSig };
  }

  private get me(): string {
    return this.guard.userID;
  }

  async login(options: {
    userID: string;
    userSig: string;
  }): Result<{ actionStatus: string; errorCode: number; repeatLogin: boolean }> {
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
    this.core.readiness.mark('loggedIn');
    this.startHello();
    void this.afterLogin();
    return ok({ actionStatus: 'OK', errorCode: 0, repeatLogin: false });
  }

  /** Logs the socket in: with the userSig, or after a reconnect with the a2 session key as the official SDK does. */
  private async wslogin(withA2 = false): Promise<void> {
    if (!withA2) this.a2 = '';
    const body = await this.channel.request(
      'im_open_status.wslogin',
      { State: 'Online', is_web_uniapp: 0, InstType: 0 },
      { timeoutMs: this.core.timing().loginMs, bypassGate: true },
    );
    if (!asStr(body.TinyId)) throw new TimError(ERROR_CODES.NO_TINYID, 'login: the service returned no tinyID');
    if (!asStr(body.A2Key)) throw new TimError(ERROR_CODES.NO_A2KEY, 'login: the service returned no a2Key');
    this.tinyId = asStr(body.TinyId);
    this.a2 = asStr(body.A2Key);
    this.instId = asNum(body.InstId);
    this.helloSeconds = asNum(body.HelloInterval, 120) || 120;
  }

  private async afterLogin(): Promise<void> {
    try {
      await Promise.all([
        this.recovery.syncUnread(),
        this.recovery.syncConversations(),
        this.recovery.syncGroups(),
        this.loadMyProfile(),
      ]);
    } catch (err) {
      if (!this.destroyed) this.core.log(3, 'sync after login failed', err);
    }
    let becameReady = this.core.readiness.mark('conversations');
    becameReady = this.core.readiness.mark('profile') || becameReady;
    if (becameReady) {
      this.core.emit(EVENT.SDK_READY, {});
      for (const groupID of this.options.joinOnReady ?? [])
        void this.groupApi.joinGroup({ groupID }).catch(() => undefined);
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
      this.core.log(3, 'logout request failed; state is reset anyway', err);
    } finally {
      this.resetSession(new TimError(ERROR_CODES.LOGGED_OUT, 'logged out'));
    }
    return ok({});
  }

  private resetSession(reason: TimError): void {
    const wasReady = this.core.readiness.ready;
    this.guard.reset();
    this.core.readiness.reset(reason);
    this.channel.hold();
    this.stopHello();
    this.a2 = '';
    this.tinyId = '';
    this.userSig = '';
    this.instId = 0;
    this.recovery.reset();
    this.pushes.reset();
    this.liveRooms.stopAll();
    this.core.clear();
    if (wasReady) this.core.emit(EVENT.SDK_NOT_READY, {});
  }

  private kicked(wireKind: number): void {
    const kind = kickKind(wireKind);
    if (!kind || this.guard.state !== 'loggedIn') return;
    this.resetSession(new TimError(kind.code, `kicked out: ${kind.type}`));
    this.core.emit(EVENT.KICKED_OUT, { type: kind.type });
  }

  async destroy(): Promise<void> {
    if (this.destroyed) return;
    if (this.guard.state === 'loggedIn') await this.logout().catch(() => undefined);
    this.destroyed = true;
    const g = globalThis as { removeEventListener?: (n: string, f: () => void) => void };
    g.removeEventListener?.('online', this.onOnline);
    g.removeEventListener?.('offline', this.onOffline);
    this.liveRooms.stopAll();
    this.channel.stop();
    this.core.emit(EVENT.SDK_DESTROY, {});
    this.core.emitter.clear();
  }

  /** The socket came back: log in again, then recover what was missed (spec §4). */
  private async onReopen(): Promise<void> {
    const before = this.recovery.newestTimes();
    if (this.guard.state !== 'loggedIn') {
      // Anonymous live rooms need no login; resume their polls.
      for (const room of this.core.live.values()) if (room.anonymous) this.liveRooms.schedulePoll(room, 0);
      return;
    }
    // Pushes that overtake the sync of what was missed wait for it, so messages arrive in order.
    this.pushes.holdOneToOne();
    try {
      // The session key first; a service that no longer knows it (70001) gets the userSig.
      await this.wslogin(true).catch((err: unknown) => {
        if (err instanceof TimError && err.code === 70001 && this.userSig) return this.wslogin(false);
        throw err;
      });
    } catch (err) {
      const code = err instanceof TimError ? err.code : 0;
      if (code === 70001 || code === 70003 || code === 70009) {
        this.resetSession(new TimError(ERROR_CODES.KICKED_OUT_USERSIG_EXPIRED, 'userSig expired'));
        this.core.emit(EVENT.KICKED_OUT, { type: 'userSigExpired' });
      } else {
        this.channel.drop();
      }
      this.pushes.releaseOneToOne();
      return;
    }
    this.channel.release();
    try {
      await this.recovery.syncUnread().finally(() => this.pushes.releaseOneToOne());
      await this.recovery.syncConversations();
      await this.recovery.recoverC2c(before);
      await this.recovery.syncGroups();
      await this.recovery.recoverGroups();
      for (const room of this.core.live.values()) this.liveRooms.schedulePoll(room, 0);
    } catch (err) {
      this.core.log(3, 'recovery after reconnect failed', err);
    }
  }

  private async loadMyProfile(): Promise<void> {
    const list = await this.fetchProfiles([this.me]);
    this.core.myProfile = list[0] ?? null;
  }

  private async fetchProfiles(userIDList: string[]): Promise<Profile[]> {
    const body = await this.channel.request('profile.portrait_get_all', {
      From_Account: this.me,
      UserItem: userIDList.slice(0, 100).map((id) => ({ To_Account: id, StandardSequence: 0, CustomSequence: 0 })),
    });
    return asList(body.UserProfileItem)
      .map(decodeProfile)
      .filter((p): p is Profile => p !== null);
  }

  async getConversationList(): Result<{ conversationList: Conversation[]; isSyncCompleted: boolean }> {
    this.core.gate('getConversationList');
    if (this.recovery.syncStatus === 'rejected') await this.recovery.syncConversations();
    return ok({
      conversationList: this.core.sortedConversations(),
      isSyncCompleted: this.recovery.syncStatus === 'resolved',
    });
  }

  async getConversationProfile(conversationID: string): Result<{ conversation: Conversation }> {
    this.core.gate('getConversationProfile');
    const type = typeof conversationID === 'string' ? conversationTypeOf(conversationID) : null;
    if (!type)
      throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID, 'getConversationProfile: invalid conversationID');
    const conv = this.core.conversations.get(conversationID);
    if (!conv) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND, 'conversation not found');
    return ok({ conversation: conv });
  }

  getTotalUnreadMessageCount(): number {
    this.core.gate('getTotalUnreadMessageCount');
    return totalUnread([...this.core.conversations.values()]);
  }

  async deleteConversation(
    options: string | { conversationIDList: string[]; clearHistoryMessage?: boolean },
  ): Result<{ conversationIDList: string[] }> {
    this.core.gate('deleteConversation');
    const ids = typeof options === 'string' ? [options] : options?.conversationIDList;
    if (!Array.isArray(ids) || ids.length === 0)
      throw paramsInvalid('deleteConversation', 'conversationIDList must be a non-empty list');
    const clear = typeof options === 'string' ? true : (options.clearHistoryMessage ?? true);
    if (typeof clear !== 'boolean') throw paramsInvalid('deleteConversation', 'clearHistoryMessage must be a boolean');
    const chosen = ids.slice(0, 100);
    for (const id of chosen)
      if (typeof id !== 'string' || !conversationTypeOf(id))
        throw new TimError(ERROR_CODES.INVALID_CONVERSATION_ID, `invalid conversationID ${String(id)}`);
    const known = chosen.filter((id) => this.core.conversations.has(id));
    if (known.length === 0)
      throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND, 'deleteConversation: no such conversation');
    await this.channel.request('recentcontact.batch_delete', {
      From_Account: this.me,
      ContactItem: known.map((id) =>
        id.startsWith('C2C') ? { Type: 1, To_Account: id.slice(3) } : { Type: 2, ToGroupid: id.slice(5) },
      ),
      ClearRamble: clear ? 1 : 0,
    });
    for (const id of known) {
      this.core.conversations.delete(id);
      if (clear) this.core.lists.delete(id);
    }
    this.core.changed();
    return ok({ conversationIDList: known });
  }

  async pinConversation(options: { conversationID: string; isPinned: boolean }): Result<{ conversationID: string }> {
    this.core.gate('pinConversation');
    const conv = this.core.conversations.get(options?.conversationID);
    if (!conv) throw new TimError(ERROR_CODES.CONVERSATION_NOT_FOUND, 'pinConversation: conversation not found');
    if (typeof options.isPinned !== 'boolean') throw paramsInvalid('pinConversation', 'isPinned must be a boolean');
    if (conv.isPinned === options.isPinned) return ok({ conversationID: conv.conversationID });
    const item =
      conv.type === 'C2C'
        ? { Type: 1, To_Account: conv.conversationID.slice(3) }
        : { Type: 2, ToGroupId: conv.conversationID.slice(5) };
    await this.channel.request('recentcontact.top', {
      From_Account: this.me,
      OperationType: options.isPinned ? 1 : 2,
      RecentContactItem: [item],
    });
    conv.isPinned = options.isPinned;
    this.core.convThrottle.request();
    return ok({ conversationID: conv.conversationID });
  }

  async getMyProfile(): Result<Profile> {
    this.core.gate('getMyProfile');
    if (!this.core.myProfile) await this.loadMyProfile();
    if (!this.core.myProfile)
      throw new TimError(ERROR_CODES.UNCAUGHT_ERROR, 'getMyProfile: the service returned no profile');
    return ok(this.core.myProfile);
  }

  async getUserProfile(options: { userIDList: string[] }): Result<Profile[]> {
    this.core.gate('getUserProfile');
    if (!Array.isArray(options?.userIDList)) throw paramsInvalid('getUserProfile', 'userIDList must be a list');
    return ok(await this.fetchProfiles(options.userIDList));
  }

  async updateMyProfile(options: Record<string, unknown>): Result<Profile> {
    this.core.gate('updateMyProfile');
    const items = profileUpdateItems(options);
    await this.channel.request('profile.portrait_set', { From_Account: this.me, ProfileItem: items });
    await this.loadMyProfile();
    if (this.core.myProfile) this.core.emit(EVENT.PROFILE_UPDATED, [this.core.myProfile]);
    return ok(this.core.myProfile as Profile);
  }

  /** Test hook: cuts the socket as a network drop would. */
  simulateNetworkDrop(): void {
    this.channel.drop();
  }

  // Messages (modules/message-api.ts)

  createTextMessage(options: Parameters<MessageApi['createTextMessage']>[0]): Message {
    return this.messages.createTextMessage(options);
  }
  createCustomMessage(options: Parameters<MessageApi['createCustomMessage']>[0]): Message {
    return this.messages.createCustomMessage(options);
  }
  createFaceMessage(options: Parameters<MessageApi['createFaceMessage']>[0]): Message {
    return this.messages.createFaceMessage(options);
  }
  createImageMessage(options: Parameters<MessageApi['createImageMessage']>[0]): Message {
    return this.messages.createImageMessage(options);
  }
  sendMessage(
    message: Message,
    options?: Parameters<MessageApi['sendMessage']>[1],
  ): ReturnType<MessageApi['sendMessage']> {
    return this.messages.sendMessage(message, options);
  }
  resendMessage(message: Message): ReturnType<MessageApi['resendMessage']> {
    return this.messages.resendMessage(message);
  }
  revokeMessage(message: Message): ReturnType<MessageApi['revokeMessage']> {
    return this.messages.revokeMessage(message);
  }
  deleteMessage(messageList: Message[]): ReturnType<MessageApi['deleteMessage']> {
    return this.messages.deleteMessage(messageList);
  }
  clearHistoryMessage(conversationID: string): ReturnType<MessageApi['clearHistoryMessage']> {
    return this.messages.clearHistoryMessage(conversationID);
  }
  getMessageList(options: Parameters<MessageApi['getMessageList']>[0]): ReturnType<MessageApi['getMessageList']> {
    return this.messages.getMessageList(options);
  }
  setMessageRead(options: Parameters<MessageApi['setMessageRead']>[0]): ReturnType<MessageApi['setMessageRead']> {
    return this.messages.setMessageRead(options);
  }
  setAllMessageRead(
    options?: Parameters<MessageApi['setAllMessageRead']>[0],
  ): ReturnType<MessageApi['setAllMessageRead']> {
    return this.messages.setAllMessageRead(options);
  }

  // Groups (modules/group-api.ts)

  createGroup(options: Parameters<GroupApi['createGroup']>[0]): ReturnType<GroupApi['createGroup']> {
    return this.groupApi.createGroup(options);
  }
  getGroupList(): ReturnType<GroupApi['getGroupList']> {
    return this.groupApi.getGroupList();
  }
  getGroupProfile(options: Parameters<GroupApi['getGroupProfile']>[0]): ReturnType<GroupApi['getGroupProfile']> {
    return this.groupApi.getGroupProfile(options);
  }
  joinGroup(options: Parameters<GroupApi['joinGroup']>[0]): ReturnType<GroupApi['joinGroup']> {
    return this.groupApi.joinGroup(options);
  }
  quitGroup(groupID: string): ReturnType<GroupApi['quitGroup']> {
    return this.groupApi.quitGroup(groupID);
  }
  dismissGroup(groupID: string): ReturnType<GroupApi['dismissGroup']> {
    return this.groupApi.dismissGroup(groupID);
  }
  changeGroupOwner(options: Parameters<GroupApi['changeGroupOwner']>[0]): ReturnType<GroupApi['changeGroupOwner']> {
    return this.groupApi.changeGroupOwner(options);
  }
  getGroupMemberList(
    options: Parameters<GroupApi['getGroupMemberList']>[0],
  ): ReturnType<GroupApi['getGroupMemberList']> {
    return this.groupApi.getGroupMemberList(options);
  }
  addGroupMember(options: Parameters<GroupApi['addGroupMember']>[0]): ReturnType<GroupApi['addGroupMember']> {
    return this.groupApi.addGroupMember(options);
  }
  deleteGroupMember(options: Parameters<GroupApi['deleteGroupMember']>[0]): ReturnType<GroupApi['deleteGroupMember']> {
    return this.groupApi.deleteGroupMember(options);
  }
  setGroupMemberRole(
    options: Parameters<GroupApi['setGroupMemberRole']>[0],
  ): ReturnType<GroupApi['setGroupMemberRole']> {
    return this.groupApi.setGroupMemberRole(options);
  }
  setGroupMemberMuteTime(
    options: Parameters<GroupApi['setGroupMemberMuteTime']>[0],
  ): ReturnType<GroupApi['setGroupMemberMuteTime']> {
    return this.groupApi.setGroupMemberMuteTime(options);
  }
  updateGroupProfile(
    options: Parameters<GroupApi['updateGroupProfile']>[0],
  ): ReturnType<GroupApi['updateGroupProfile']> {
    return this.groupApi.updateGroupProfile(options);
  }
  setMessageRemindType(
    options: Parameters<GroupApi['setMessageRemindType']>[0],
  ): ReturnType<GroupApi['setMessageRemindType']> {
    return this.groupApi.setMessageRemindType(options);
  }
  getGroupOnlineMemberCount(groupID: string): ReturnType<GroupApi['getGroupOnlineMemberCount']> {
    return this.groupApi.getGroupOnlineMemberCount(groupID);
  }
  getGroupMemberProfile(
    options: Parameters<GroupApi['getGroupMemberProfile']>[0],
  ): ReturnType<GroupApi['getGroupMemberProfile']> {
    return this.groupApi.getGroupMemberProfile(options);
  }
  setGroupMemberNameCard(
    options: Parameters<GroupApi['setGroupMemberNameCard']>[0],
  ): ReturnType<GroupApi['setGroupMemberNameCard']> {
    return this.groupApi.setGroupMemberNameCard(options);
  }
  getGroupApplicationList(): ReturnType<GroupApi['getGroupApplicationList']> {
    return this.groupApi.getGroupApplicationList();
  }
  handleGroupApplication(
    options: Parameters<GroupApi['handleGroupApplication']>[0],
  ): ReturnType<GroupApi['handleGroupApplication']> {
    return this.groupApi.handleGroupApplication(options);
  }
}
