import type { Listener } from './emitter.ts';
import { asTimError, codeOf, ERROR_CODES, ignore, TimError } from './errors.ts';
import { CONVERSATION_METHODS, ConversationApi } from './modules/conversation/conversation-api.ts';
import { Core } from './modules/core.ts';
import { GROUP_GUEST_METHODS, GROUP_METHODS, GroupApi } from './modules/group-api.ts';
import { LiveRooms } from './modules/live-rooms.ts';
import {
  EDIT_METHODS,
  KIND_METHODS,
  MESSAGE_GATED_METHODS,
  MESSAGE_METHODS,
  MessageApi,
} from './modules/message-api.ts';
import type { MessageEdit } from './modules/message/edit.ts';
import type { MessageKinds } from './modules/message/kinds.ts';
import { PROFILE_METHODS, ProfileModule } from './modules/profile/profile.ts';
import { Pushes } from './modules/pushes.ts';
import { Recovery } from './modules/recovery.ts';
import { decodeMessage } from './modules/message/codec.ts';
import { RELATION_METHODS, RelationModule } from './modules/relation/relation.ts';
import { Commercial } from './modules/commercial/commercial.ts';
import { STATUS_METHODS, StatusModule } from './modules/status/status.ts';
import { FOLDER_METHODS, FolderModule } from './modules/conversation/folders.ts';
import { ATTRIBUTE_METHODS, AttributeModule } from './modules/attribute/attribute.ts';
import { MEMBER_METHODS, MemberModule } from './modules/member/member.ts';
import { TOPIC_METHODS, TopicModule } from './modules/topic/topic.ts';
import { RECEIPT_METHODS, ReceiptModule } from './modules/receipt/receipt.ts';
import { EXTENSION_METHODS, ExtensionModule } from './modules/extension/extension.ts';
import { kickKind, LoginGuard } from './modules/session.ts';
import { ModerationModule, type TextCheck } from './modules/moderation/moderation.ts';
import { EXPERIMENTAL_METHODS, ExperimentalModule, isIntlAppId } from './modules/experimental/experimental.ts';
import { TRANSLATE_METHODS, TranslateModule } from './modules/translate/translate.ts';
import { asNum, asStr } from './protocol/wire.ts';
import { cloudHosts, nextHost } from './transport/hosts.ts';
import { probeNetwork } from './transport/probe.ts';
import { Channel, FATAL_HEARTBEAT_CODE, type SocketFactory, type Timing } from './transport/socket.ts';
import type { Body } from './transport/frames.ts';
import { EVENT } from './types.ts';
import { ok, type Result, randomHex } from './result.ts';

export interface CreateOptions {
  SDKAppID: number;
  /** Base socket URL replacing the cloud hosts, e.g. `ws://127.0.0.1:9090`. */
  proxyServer?: string;
  /** An app of the cloud's international site outside the regional ranges (the official SDK's option). */
  oversea?: boolean;
  /** Group IDs joined as soon as the client is ready (the host passes NOTIFY_ROOM). */
  joinOnReady?: string[];
  /** WebSocket constructor where no global one exists. */
  WebSocket?: new (url: string) => unknown;
  /** Shorter timeouts for tests. */
  timing?: Partial<Timing>;
}

/** Identity of the web SDK on the wire, as the service knows it. */
const WEB_SDK_APP_ID = 537048168;
const WEB_SDK_VERSION = '1.7.3';
const SDK_VERSION = '2.27.6';

/** A module's public methods, as the facade exposes them. */
type Methods<M, K extends keyof M> = Pick<M, K>;

/** The facade's public methods: the session's own plus each module's list (built in the constructor). */
export interface ChatClient
  extends
    Methods<MessageApi, (typeof MESSAGE_METHODS)[number]>,
    Methods<MessageApi, (typeof MESSAGE_GATED_METHODS)[number]>,
    Methods<MessageKinds, (typeof KIND_METHODS)[number]>,
    Methods<MessageEdit, (typeof EDIT_METHODS)[number] | 'findMessage'>,
    Methods<GroupApi, (typeof GROUP_METHODS)[number]>,
    Methods<GroupApi, (typeof GROUP_GUEST_METHODS)[number]>,
    Methods<ConversationApi, (typeof CONVERSATION_METHODS)[number] | 'getTotalUnreadMessageCount'>,
    Methods<ProfileModule, (typeof PROFILE_METHODS)[number]>,
    Methods<RelationModule, (typeof RELATION_METHODS)[number]>,
    Methods<StatusModule, (typeof STATUS_METHODS)[number]>,
    Methods<FolderModule, (typeof FOLDER_METHODS)[number]>,
    Methods<AttributeModule, (typeof ATTRIBUTE_METHODS)[number]>,
    Methods<MemberModule, (typeof MEMBER_METHODS)[number]>,
    Methods<TopicModule, (typeof TOPIC_METHODS)[number]>,
    Methods<ReceiptModule, (typeof RECEIPT_METHODS)[number]>,
    Methods<ExtensionModule, (typeof EXTENSION_METHODS)[number]>,
    Methods<TranslateModule, (typeof TRANSLATE_METHODS)[number]>,
    Methods<ExperimentalModule, (typeof EXPERIMENTAL_METHODS)[number]> {}

/** Puts `names` of `module` on the facade, bound to the module. */
/**
 * With `gate`, each method first passes the readiness and frequency gate under its own name, a refusal being
 * its rejected promise (the module's methods are all asynchronous and would gate first themselves).
 */
function expose<M extends object, K extends keyof M & string>(
  facade: object,
  module: M,
  names: readonly K[],
  gate?: (api: string) => void,
): void {
  for (const name of names) {
    // A name that is no method fails here, as the facade is built.
    const bound = (module[name] as (...args: unknown[]) => unknown).bind(module);
    const value = gate
      ? (...args: unknown[]) => {
          try {
            gate(name);
          } catch (err) {
            return Promise.reject(err);
          }
          return bound(...args);
        }
      : bound;
    // Not enumerable, like a class's methods (defineProperty's default).
    Object.defineProperty(facade, name, { value });
  }
}

/**
 * The chat client: the official web SDK's public shape. The facade owns the session (login,
 * readiness, kicks, reconnect); every other method comes from a module's method list.
 */
// biome-ignore lint/suspicious/noUnsafeDeclarationMerging: the interface declares the exposed module methods
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
  private readonly profiles: ProfileModule;
  private readonly folders: FolderModule;
  private readonly relation: RelationModule;
  private readonly moderation: ModerationModule;
  private readonly commercial: Commercial;
  private readonly guard = new LoginGuard();
  private readonly instanceId = randomHex(16);
  /** The socket hosts in turn (spec §7), the proxy alone when given; `host` is the current one's index. */
  private readonly hosts: string[];
  private host = -1;
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
      throw new TimError(ERROR_CODES.NO_SDKAPPID);
    }
    this.sdkAppId = options.SDKAppID;
    this.options = options;
    this.hosts = options.proxyServer ? [options.proxyServer] : cloudHosts(options.SDKAppID, options.oversea);
    this.core = new Core(options);
    const Ctor = (options.WebSocket ?? (globalThis as { WebSocket?: unknown }).WebSocket) as
      (new (url: string) => unknown) | undefined;
    const createSocket: SocketFactory = (url) => {
      if (!Ctor) throw new Error('no WebSocket available');
      return new Ctor(url) as ReturnType<SocketFactory>;
    };
    this.channel = new Channel({
      url: () => this.socketUrl((this.host = nextHost(this.hosts, this.host))),
      createSocket,
      timing: this.core.timing(),
      head: () => this.head(),
      onPush: (frame) => this.pushes.onPush(frame),
      onBadFrame: (what) => this.pushes.report(`ignored ${what} from the service`),
      onReopen: () => void this.onReopen(),
      onNetState: (state) => this.core.emit(EVENT.NET_STATE_CHANGE, { state }),
      probe: () => probeNetwork(this.hosts[this.host]!),
      onSessionError: (servcmd, code, body) => this.onSessionError(servcmd, code, body),
    });
    this.core.channel = this.channel;
    this.core.hooks = {
      me: () => this.guard.userID,
      a2: () => this.a2,
      tinyId: () => this.tinyId,
      loggedIn: () => this.guard.state === 'loggedIn',
      kicked: (kind) => this.kicked(kind),
    };
    const ctx = this.core.context();
    this.moderation = new ModerationModule(ctx);
    const commercial = (this.commercial = new Commercial(ctx, this.sdkAppId));
    const checkText: TextCheck = (api, scene, fields, names) => this.moderation.check(api, scene, fields, names);
    this.profiles = new ProfileModule(ctx, checkText);
    this.recovery = new Recovery(this.core);
    this.liveRooms = new LiveRooms(this.core);
    this.pushes = new Pushes(this.core, this.recovery, this.liveRooms);
    this.messages = new MessageApi(
      this.core,
      this.recovery,
      () => this.profiles.myProfile(),
      this.moderation,
      commercial,
    );
    this.groupApi = new GroupApi(
      this.core,
      this.recovery,
      this.liveRooms,
      this.pushes,
      this.moderation,
      commercial,
      this.profiles,
      this.messages,
      isIntlAppId(this.sdkAppId),
    );
    expose(this, this.messages, MESSAGE_METHODS);
    expose(this, this.messages, MESSAGE_GATED_METHODS, ctx.gate);
    expose(this, this.messages.kinds, KIND_METHODS);
    expose(this, this.messages.edit, EDIT_METHODS, ctx.gate);
    expose(this, this.messages.edit, ['findMessage']);
    expose(this, this.groupApi, GROUP_METHODS, ctx.gate);
    expose(this, this.groupApi, GROUP_GUEST_METHODS);
    const conversations = new ConversationApi(this.core, this.recovery, (ids) => this.profiles.fetchProfiles(ids));
    expose(this, conversations, CONVERSATION_METHODS, ctx.gate);
    expose(this, conversations, ['getTotalUnreadMessageCount']);
    expose(this, this.profiles, PROFILE_METHODS, ctx.gate);
    this.relation = new RelationModule(
      ctx,
      () => {
        for (const conv of this.core.conversations.values())
          // As the official SDK: a friend's remark is shown, a former friend's stays.
          if (conv.type === 'C2C') conv.remark = this.relation.remarkOf(conv.conversationID.slice(3)) ?? conv.remark;
        this.core.changed();
      },
      checkText,
    );
    this.core.remarkOf = (userID) => this.relation.remarkOf(userID);
    expose(this, this.relation, RELATION_METHODS, ctx.gate);
    expose(this, new StatusModule(ctx, commercial, checkText), STATUS_METHODS, ctx.gate);
    this.folders = new FolderModule(
      ctx,
      commercial,
      (conversationID, marks) => {
        const conv = this.core.conversations.get(conversationID);
        if (!conv) return;
        Object.assign(conv, marks);
        this.core.changed();
      },
      (conversationID) => this.core.conversations.has(conversationID),
    );
    expose(this, this.folders, FOLDER_METHODS, ctx.gate);
    expose(
      this,
      new AttributeModule(ctx, commercial, (id) => this.core.live.get(id)?.bytesKey),
      ATTRIBUTE_METHODS,
      ctx.gate,
    );
    expose(this, new MemberModule(ctx), MEMBER_METHODS, ctx.gate);
    expose(this, new TopicModule(ctx, commercial, checkText), TOPIC_METHODS, ctx.gate);
    expose(this, new ReceiptModule(this.core), RECEIPT_METHODS, ctx.gate);
    expose(this, new ExtensionModule(ctx, commercial), EXTENSION_METHODS, ctx.gate);
    const identity = () => ({ tinyId: this.tinyId, sdkAppId: this.sdkAppId });
    expose(this, new TranslateModule(ctx, identity), TRANSLATE_METHODS, ctx.gate);
    const experimental = new ExperimentalModule({
      sdkAppId: this.sdkAppId,
      abilitiesEnabled: (mask) => commercial.enabled(mask),
      pollingTimerOf: (groupID) => {
        const timer = this.core.live.get(groupID)?.timer;
        return timer ? Number(timer) : -1;
      },
      timerID: () => this.channel.timerID(),
      request: (servcmd, body) => this.channel.request(servcmd, body),
      sent: (item, type) => {
        const m = decodeMessage({ ...item, From_Account: this.core.me }, type, this.core.me);
        m && this.core.ingest(m, []);
        return m;
      },
    });
    expose(this, experimental, EXPERIMENTAL_METHODS);
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

  private socketUrl(host: number): string {
    const base = this.hosts[host]!.replace(/\/$/, '');
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

  async login(options: {
    userID: string;
    userSig: string;
  }): Result<{ actionStatus: string; errorCode: number; errorInfo?: string; repeatLogin: boolean }> {
    const decision = this.guard.decide(Date.now(), options ?? {}, this.sdkAppId);
    // The official SDK's errorInfo is its fetched table's repeat-login text, '' without the table (messaging.md §8).
    if (decision.kind === 'alreadyIn')
      return ok({ actionStatus: 'OK', errorCode: 0, errorInfo: '', repeatLogin: true });
    if (decision.kind === 'reject') throw decision.error;
    this.guard.started(Date.now(), options.userID);
    this.userSig = options.userSig;
    try {
      await this.wslogin();
    } catch (err) {
      this.guard.failed();
      this.a2 = '';
      throw asTimError(err, ERROR_CODES.LOGIN_FAILED);
    }
    this.guard.succeeded();
    this.channel.release();
    this.core.readiness.mark('loggedIn');
    this.startHello();
    // The official SDK fetches the lexicon only with its profanity filter plugin registered.
    if (this.core.plugins.has('tim-profanity-filter-plugin')) void this.moderation.load();
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
    if (!asStr(body.TinyId)) throw new TimError(ERROR_CODES.NO_TINYID);
    if (!asStr(body.A2Key)) throw new TimError(ERROR_CODES.NO_A2KEY, 'login: the service returned no a2Key');
    this.tinyId = asStr(body.TinyId);
    this.a2 = asStr(body.A2Key);
    this.instId = asNum(body.InstId);
    this.helloSeconds = asNum(body.HelloInterval, 120) || 120;
    this.commercial.loggedIn(body.PurchaseBits);
  }

  /**
   * Spec §4: ready once the conversation and the profile sync succeeded. A part that failed is tried again
   * (after the reconnect delay) while the session lasts; the client stays not ready until then.
   */
  private async afterLogin(): Promise<void> {
    const attempt = (part: 'conversations' | 'profile', sync: () => Promise<unknown>): Promise<void> =>
      sync().then(
        () => {
          if (this.guard.state === 'loggedIn' && this.core.readiness.mark(part)) this.becameReady();
        },
        (err: unknown) => {
          if (this.destroyed || this.guard.state !== 'loggedIn') return;
          this.core.log(3, `${part} sync after login failed; trying again`, err);
          setTimeout(() => void attempt(part, sync), this.core.timing().reconnectDelayMs);
        },
      );
    await Promise.all([
      attempt('conversations', async () => {
        await Promise.all([this.recovery.syncUnread(), this.recovery.syncConversations(), this.recovery.syncGroups()]);
        // Folders, marks and friend remarks decorate the synced conversations; they do not hold readiness back.
        await Promise.all([this.folders.load(), this.relation.loadAtLogin()]).catch((err: unknown) =>
          this.core.log(3, 'decorating the conversations failed', err),
        );
      }),
      attempt('profile', () => this.profiles.loadMyProfile()),
    ]);
  }

  private becameReady(): void {
    this.core.emit(EVENT.SDK_READY, {});
    for (const groupID of this.options.joinOnReady ?? []) void this.groupApi.joinGroup({ groupID }).catch(ignore);
  }

  private startHello(): void {
    this.stopHello();
    this.helloTimer = setInterval(() => {
      this.channel.request('im_open_status.wshello', { is_web_uniapp: 0 }).catch((err: TimError) => {
        if (err.code === FATAL_HEARTBEAT_CODE) this.channel.fatal();
      });
    }, this.helloSeconds * 1000);
  }

  private stopHello(): void {
    if (this.helloTimer) clearInterval(this.helloTimer);
    this.helloTimer = null;
  }

  async logout(): Result<{}> {
    if (this.guard.state !== 'loggedIn') throw new TimError(ERROR_CODES.USER_NOT_LOGGED_IN);
    try {
      await this.channel.request('im_open_status.wslogout', { wslogout_type: 0 });
    } catch (err) {
      this.core.log(3, 'logout request failed; state is reset anyway', err);
    } finally {
      this.resetSession(new TimError(ERROR_CODES.LOGGED_OUT));
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

  /**
   * Spec §4: an answer saying this instance was kicked acts as the kick push; an expired signature (outside the
   * re-login, which falls back to the userSig itself) logs out with the expired-signature notice and reconnects.
   */
  private onSessionError(servcmd: string, code: number, body: Body): void {
    if (code === 1002) this.kicked(asNum(body.KickType, 1));
    else if (servcmd !== 'im_open_status.wslogin' && this.guard.state === 'loggedIn' && this.instId !== 0) {
      this.resetSession(new TimError(ERROR_CODES.KICKED_OUT_USERSIG_EXPIRED));
      this.core.emit(EVENT.KICKED_OUT, { type: 'userSigExpired' });
      this.channel.drop();
    }
  }

  private kicked(wireKind: number): void {
    const kind = kickKind(wireKind);
    if (!kind || this.guard.state !== 'loggedIn') return;
    this.resetSession(new TimError(kind.code));
    this.core.emit(EVENT.KICKED_OUT, { type: kind.type });
  }

  async destroy(): Promise<void> {
    if (this.destroyed) return;
    if (this.guard.state === 'loggedIn') await this.logout().catch(ignore);
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
        if (codeOf(err) === 70001 && this.userSig) return this.wslogin(false);
        throw err;
      });
    } catch (err) {
      const code = codeOf(err);
      if (code === 70001 || code === 70003 || code === 70009) {
        this.resetSession(new TimError(ERROR_CODES.KICKED_OUT_USERSIG_EXPIRED));
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

  /** Test hook: cuts the socket as a network drop would. */
  simulateNetworkDrop(): void {
    this.channel.drop();
  }
}
