/**
 * The tab's one chat session (messaging spec §4, host spec §6, §8): it owns the tab's chat client, logs in as the
 * user or, while a view accepts a guest (the live room), with the guest identity; joins NOTIFY_ROOM when ready
 * (the client's joinOnReady); follows the user store, so it logs out with the user and in again with the next
 * one (a client per identity); and lives as long as the tab, so it survives navigation between the live room and
 * the chat pages. The tabs of one chat user share one connection (`tab-link.ts`): a second connection of the same
 * user would kick the first. Loaded only through `chat/index.ts`'s dynamic import: the client never enters a first
 * load.
 */
import type { ChatVipField, GuestInfo } from '@live/api-contract';
import TIM, { type ChatClient, type Conversation, type Group, type Message } from '@live/im-client';
import { action, makeObservable, observable, observableRef, reaction, runInAction } from 'mobx';
import type { Services } from '../app/services';
import { chatAppId, chatLoginFailure, NOTIFY_ROOM } from '../domain/room-chat';
import { shopCardOn } from '../domain/user';
import { incomingRequests, isJoinRequestNotice } from './group-rules';
import {
  type ChatAwayLike,
  chatSocketBase,
  chatVipOf,
  groupsWithoutName,
  retryDelay,
  unreadTotal,
  vipBadgeLevel,
} from './rules';
import { type TabLink, tabLink } from './tab-link';
import { QUIET } from '../domain/request-presets';

export type SessionStatus = 'off' | 'connecting' | 'ready' | 'failed';
/** A join request or a member's invitation waiting for my answer as a group's owner or admin. */
export type JoinRequest = Awaited<ReturnType<ChatClient['getGroupApplicationList']>>['data']['applicationList'][number];
/** The chat socket: pushes (NOTIFY_ROOM's match events) arrive only while it is connected. */
export type NetState = 'connected' | 'connecting' | 'disconnected';

type MessageListener = (messages: Message[]) => void;
type GroupsListener = (groups: Group[]) => void;

/** How long a VIP state read from a chat profile is shown before it is read again. */
const VIP_TTL_MS = 5 * 60_000;

interface Identity {
  key: string;
  isGuest: boolean;
  /** A user whose chat signature has not arrived yet: the session waits for it (a login without one fails). */
  unsigned?: boolean;
}

/** A call made while the session is not ready; the pages name it in the user's language (chatErrorOf). */
export class ChatAway extends Error implements ChatAwayLike {
  readonly chatStatus: string;
  constructor(chatStatus: string) {
    super(`chat is ${chatStatus}`);
    this.chatStatus = chatStatus;
  }
}

export class ChatSession {
  status: SessionStatus = 'off';
  /** The chat user id of the session ('' when off). */
  userID = '';
  isGuest = false;
  /** The failure is a kick: the same account took chat over on another device (or the platform ended it). */
  kicked = false;
  /** A login failed and is tried again shortly (status stays 'connecting'): the views say it is reconnecting. */
  retrying = false;
  /** The socket's state, from the client's NET_STATE_CHANGE (a ready session may be reconnecting). */
  netState: NetState = 'disconnected';
  /** The client's conversation list, in its order (pinned first, newest first). */
  conversations: Conversation[] = [];
  /** Bumped on any conversation or group change, so views re-read what they show. */
  version = 0;
  /** Friend requests sent to me and not answered yet: the chat tab's and the friends page's badge. */
  friendRequests = 0;
  /**
   * Join requests and invitations waiting for me as a group's owner or admin (null until read): the chat tab's badge
   * counts them, the chat list and a group's page show them. One list, read again on a join request's notice.
   */
  joinRequestList: JoinRequest[] | null = null;
  /** The last reading of the join requests failed (the previous list, if any, stays). */
  joinRequestsFailed = false;
  private joinRequestsRead = 0;
  /** Bumped when the client's friend list changes (an accepted request's friend arrives by push after the answer). */
  friendsVersion = 0;
  /** Chat profiles (nick, avatar) of the one-to-one peers in the list and of the senders on screen (watchVip). */
  readonly profiles = new Map<string, { nick: string; avatar: string }>();
  /** Names of the groups in the list whose conversation carries none (learnt from a push), fetched once each. */
  readonly groupNames = new Map<string, string>();
  /** VIP states from chat profiles (the platform writes them), by chat user id; see vipLevel. */
  readonly vips = new Map<string, ChatVipField | null>();
  private readonly vipReadAt = new Map<string, number>();
  readonly TIM = TIM;
  private client: ChatClient | null = null;
  private link: TabLink | null = null;
  private retryTimer: ReturnType<typeof setTimeout> | null = null;
  private failures = 0;
  private guestViews = 0;
  private applied = 'none';
  private queue: Promise<void> = Promise.resolve();
  private readonly messageListeners = new Set<MessageListener>();
  private readonly revokeListeners = new Set<MessageListener>();
  private readonly readListeners = new Set<MessageListener>();
  private readonly groupsListeners = new Set<GroupsListener>();
  private readonly services: Pick<Services, 'root' | 'api' | 'brand'>;

  constructor(services: Pick<Services, 'root' | 'api' | 'brand'>) {
    this.services = services;
    makeObservable<ChatSession, 'guestViews' | 'setConversations'>(this, {
      status: observable,
      kicked: observable,
      retrying: observable,
      userID: observable,
      isGuest: observable,
      netState: observable,
      conversations: observableRef,
      version: observable,
      friendRequests: observable,
      joinRequestList: observableRef,
      joinRequestsFailed: observable,
      friendsVersion: observable,
      profiles: observable,
      groupNames: observable,
      vips: observable,
      guestViews: observable,
      acceptGuest: action,
      setConversations: action,
    });
    reaction(
      () => this.wanted().key,
      () => this.follow(),
      { fireImmediately: true },
    );
  }

  /** How many join requests wait for my answer (the menu's badge). */
  get joinRequests(): number {
    return this.joinRequestList?.length ?? 0;
  }

  /** Unread of the conversations that count (messaging spec §4), shown on the menu and the list. */
  get totalUnread(): number {
    return unreadTotal(this.conversations);
  }

  /**
   * The VIP level the badge of a chat user shows (0 none): the signed-in user's from their platform info (fresh
   * right after a purchase), anyone else's from their chat profile, read through watchVip.
   */
  vipLevel(userID: string, nowMs = Date.now()): number {
    const me = this.services.root.user.info;
    if (me && String(me.id) === userID) return vipBadgeLevel(me, nowMs);
    return vipBadgeLevel(this.vips.get(userID), nowMs);
  }

  /**
   * Whether a chat user's used shop card is on (issue #32): the avatar frame or the room line effect; like the VIP
   * badge, mine from my platform info, anyone else's from their chat profile (watchVip reads both).
   */
  cardOn(userID: string, card: 'avatar_frame' | 'chat_effect', nowMs = Date.now()): boolean {
    const me = this.services.root.user.info;
    if (me && String(me.id) === userID) return shopCardOn(me[`${card}_until`], nowMs);
    return shopCardOn(this.vips.get(userID)?.[card], nowMs);
  }

  /** Reads the VIP state of the users a view shows, each at most once per VIP_TTL_MS. */
  watchVip(userIDs: readonly string[]): void {
    const client = this.client;
    const now = Date.now();
    const due = [...new Set(userIDs)].filter((userID) => {
      const readAt = this.vipReadAt.get(userID);
      return userID !== '' && userID !== this.userID && (readAt === undefined || now - readAt >= VIP_TTL_MS);
    });
    if (!client || this.status !== 'ready' || due.length === 0) return;
    for (const userID of due) this.vipReadAt.set(userID, now);
    void client.getUserProfile({ userIDList: due }).then(
      ({ data }) =>
        runInAction(() => {
          for (const profile of data) {
            this.vips.set(profile.userID, chatVipOf(profile.profileCustomField));
            this.profiles.set(profile.userID, { nick: profile.nick, avatar: profile.avatar });
          }
        }),
      () => {
        for (const userID of due) this.vipReadAt.delete(userID);
      },
    );
  }

  /** Tries the current identity again after a failure (a kick, a lost service). */
  retry(): void {
    this.failures = 0;
    this.applied = 'retry';
    this.follow();
  }

  /** A view that shows chat to visitors too (the live room) lets the session log in as the guest meanwhile. */
  acceptGuest(): () => void {
    this.guestViews += 1;
    let released = false;
    return action(() => {
      if (released) return;
      released = true;
      this.guestViews -= 1;
    });
  }

  /** Who the session should be: the logged-in user, else the guest while a view accepts one, else nobody. */
  private wanted(): Identity {
    const { root } = this.services;
    const user = root.user.isLoggedIn ? root.user.info : null;
    // The platform signs anew on every user info refresh: a fresh userSig of the same user is no reason to log
    // in again (it would drop every open chat view), only the user or a first signature is.
    if (user)
      return { key: `user:${user.id}:${user.txim_sign ? 'signed' : ''}`, isGuest: false, unsigned: !user.txim_sign };
    return this.guestViews > 0 ? { key: 'guest', isGuest: true } : { key: 'none', isGuest: false };
  }

  /** Moves to the wanted identity, one change at a time (a logout finishes before the next login). */
  private follow(): void {
    this.queue = this.queue.then(() => this.apply()).catch(() => undefined);
  }

  private async apply(): Promise<void> {
    const target = this.wanted();
    if (target.key === this.applied) return;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    this.retryTimer = null;
    if (this.client && this.applied !== 'none') {
      await this.client.logout().catch(() => undefined);
      this.setOff();
    }
    this.dropClient();
    this.applied = target.key;
    if (target.key === 'none') return;
    const appId = chatAppId(this.services.brand.chat.sdkAppId, this.services.root.config.config?.im_sdkappid);
    if (appId === null) {
      runInAction(() => (this.status = 'failed'));
      return;
    }
    runInAction(() => {
      this.status = 'connecting';
      this.kicked = false;
      this.isGuest = target.isGuest;
    });
    if (target.unsigned) return;
    try {
      const who = await this.identity(target.isGuest, false);
      const client = await this.clientFor(appId, who.userID);
      const userID = await this.login(client, who, target.isGuest);
      await this.waitReady(client);
      this.failures = 0;
      runInAction(() => {
        this.userID = userID;
        this.status = 'ready';
        this.retrying = false;
      });
      // The user's chat nick and avatar are the platform's: the sandbox writes them, the service refuses ours.
      this.refresh();
      // A guest has no friends; a user's waiting requests show on the chat tab from the start.
      if (!target.isGuest) {
        void client.getFriendApplicationList().then(
          ({ data }) => this.setRequests(data.friendApplicationList),
          () => undefined,
        );
        this.readJoinRequests();
      }
    } catch {
      if (this.applied === target.key) this.retryLater(target.key);
    }
  }

  /**
   * A failed login (the network, the service, a stale guest) is tried again after a growing pause, the views
   * showing that chat is reconnecting: a connection failure is never a final state users must get out of.
   */
  private retryLater(key: string): void {
    const delay = retryDelay(this.failures);
    this.failures += 1;
    runInAction(() => (this.retrying = true));
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.applied !== key) return;
      this.applied = 'retry';
      this.follow();
    }, delay);
  }

  /** Ends the client of the previous identity and its tab link (another tab may then lead). */
  private dropClient(): void {
    const client = this.client;
    this.client = null;
    if (client) void client.destroy().catch(() => undefined);
    this.link?.close();
    this.link = null;
  }

  private setOff(): void {
    runInAction(() => {
      this.status = 'off';
      this.userID = '';
      this.conversations = [];
      this.friendRequests = 0;
      this.joinRequestList = null;
      this.joinRequestsFailed = false;
    });
    // A reading still on its way belongs to the identity that left.
    this.joinRequestsRead += 1;
  }

  private async clientFor(appId: number, userID: string): Promise<ChatClient> {
    if (this.client) return this.client;
    const link = tabLink(`${this.services.brand.storeKey}:${appId}:${userID}`);
    this.link = link;
    await link?.ready;
    const proxyServer = chatSocketBase(this.services.brand.chat.proxyServer, window.location);
    const client = TIM.create({
      SDKAppID: appId,
      ...(proxyServer ? { proxyServer } : {}),
      ...(link ? { WebSocket: link.WebSocket } : {}),
      joinOnReady: [NOTIFY_ROOM],
    });
    client.setLogLevel(4);
    client.on(TIM.EVENT.MESSAGE_RECEIVED, (event) => {
      this.tell(this.messageListeners, event.data);
      // A join request's system notice (messaging spec §4 notice 1): the waiting count is read again.
      if (Array.isArray(event.data) && (event.data as Message[]).some((message) => isJoinRequestNotice(message)))
        this.readJoinRequests();
    });
    client.on(TIM.EVENT.MESSAGE_REVOKED, (event) => this.tell(this.revokeListeners, event.data));
    client.on(TIM.EVENT.MESSAGE_READ_BY_PEER, (event) => this.tell(this.readListeners, event.data));
    client.on(TIM.EVENT.CONVERSATION_LIST_UPDATED, (event) => this.setConversations(event.data as Conversation[]));
    client.on(TIM.EVENT.GROUP_LIST_UPDATED, (event) => {
      runInAction(() => (this.version += 1));
      const groups = Array.isArray(event.data) ? (event.data as Group[]) : [];
      for (const listener of this.groupsListeners) listener(groups);
    });
    client.on(TIM.EVENT.FRIEND_LIST_UPDATED, () => runInAction(() => (this.friendsVersion += 1)));
    client.on(TIM.EVENT.FRIEND_APPLICATION_LIST_UPDATED, (event) =>
      this.setRequests((event.data as { friendApplicationList?: { type: string }[] }).friendApplicationList ?? []),
    );
    client.on(TIM.EVENT.NET_STATE_CHANGE, (event) => {
      const state = (event.data as { state?: NetState } | undefined)?.state;
      if (state) runInAction(() => (this.netState = state));
    });
    client.on(TIM.EVENT.SDK_READY, () => {
      if (this.applied !== 'none') runInAction(() => (this.status = 'ready'));
    });
    client.on(TIM.EVENT.KICKED_OUT, () => {
      // Another device took this account over: stay out until the identity changes or the user retries.
      runInAction(() => {
        this.status = 'failed';
        this.kicked = true;
      });
    });
    this.client = client;
    return client;
  }

  private tell(listeners: Set<MessageListener>, data: unknown): void {
    const messages = Array.isArray(data) ? (data as Message[]) : [];
    if (messages.length > 0) for (const listener of listeners) listener(messages);
  }

  private setConversations(list: Conversation[]): void {
    // The client updates its objects in place: copies make every change visible to observers (subType is an
    // accessor, as the official SDK's: a spread leaves it out).
    this.conversations = list.map((conv) => ({ ...conv, subType: conv.subType, lastMessage: { ...conv.lastMessage } }));
    this.version += 1;
    const unknown = list
      .filter((conv) => conv.type === 'C2C' && !conv.userProfile?.nick)
      .map((conv) => conv.conversationID.slice(3))
      .filter((userID) => !this.profiles.has(userID));
    if (unknown.length > 0) void this.loadProfiles(unknown);
    const nameless = groupsWithoutName(list, new Set(this.groupNames.keys()));
    if (nameless.length > 0) void this.loadGroupNames(nameless);
  }

  private setRequests(applications: readonly { type: string }[]): void {
    runInAction(() => (this.friendRequests = incomingRequests(applications, TIM.TYPES.SNS_APPLICATION_SENT_TO_ME)));
  }

  private async loadGroupNames(groupIDs: string[]): Promise<void> {
    const client = this.client;
    if (!client) return;
    // Marked first (no name yet), so a list update while this runs does not ask again.
    runInAction(() => {
      for (const groupID of groupIDs) this.groupNames.set(groupID, '');
    });
    await Promise.all(
      groupIDs.map((groupID) =>
        client.getGroupProfile({ groupID }).then(
          ({ data }) => runInAction(() => this.groupNames.set(groupID, data.group.name)),
          // Asked again at the next list update.
          () => runInAction(() => this.groupNames.delete(groupID)),
        ),
      ),
    );
  }

  private async loadProfiles(userIDList: string[]): Promise<void> {
    const client = this.client;
    if (!client) return;
    // Marked first, so a list update while this runs does not ask again.
    runInAction(() => {
      for (const userID of userIDList) this.profiles.set(userID, { nick: '', avatar: '' });
    });
    const { data } = await client.getUserProfile({ userIDList }).catch(() => ({ data: [] }));
    runInAction(() => {
      for (const profile of data) this.profiles.set(profile.userID, { nick: profile.nick, avatar: profile.avatar });
    });
  }

  /** Who logs in: the user with their signature, or the guest (new guest credentials when `refetch`). */
  private async identity(isGuest: boolean, refetch: boolean): Promise<{ userID: string; userSig: string }> {
    const { root, api } = this.services;
    if (isGuest) {
      if (refetch) root.guest.invalidate();
      const guest: GuestInfo | null = await root.guest.ensure(() => api.user.getGuestInfo({ device_id: '', ...QUIET }));
      if (!guest) throw new Error('no guest chat identity');
      return { userID: guest.userid, userSig: guest.txim_sign };
    }
    const user = root.user.info;
    if (!user) throw new Error('no user');
    return { userID: String(user.id), userSig: user.txim_sign ?? '' };
  }

  /** Logs in; a guest's 2025 is tolerated and any other guest failure fetches new guest credentials once. */
  private async login(
    client: ChatClient,
    who: { userID: string; userSig: string },
    isGuest: boolean,
    refetched = false,
  ): Promise<string> {
    try {
      await client.login(who);
    } catch (error) {
      const decision = chatLoginFailure(isGuest, (error as { code?: number }).code);
      if (decision === 'tolerate') return who.userID;
      if (decision === 'refetchGuest' && !refetched)
        return this.login(client, await this.identity(isGuest, true), isGuest, true);
      throw error;
    }
    return who.userID;
  }

  private waitReady(client: ChatClient): Promise<void> {
    if (client.isReady()) return Promise.resolve();
    return new Promise((resolve) => client.once(TIM.EVENT.SDK_READY, () => resolve()));
  }

  /** Re-reads the join requests waiting for my answer (at login, on a join request's notice, after answering one). */
  readJoinRequests(): void {
    const client = this.client;
    if (!client || this.isGuest) return;
    // Only the newest reading counts: an older answer arriving late would show requests already answered.
    const reading = ++this.joinRequestsRead;
    void client.getGroupApplicationList().then(
      ({ data }) =>
        reading === this.joinRequestsRead &&
        runInAction(() => {
          this.joinRequestList = data.applicationList;
          this.joinRequestsFailed = false;
        }),
      () => reading === this.joinRequestsRead && runInAction(() => (this.joinRequestsFailed = true)),
    );
  }

  /** Re-reads the conversation list (after a local change the client reports through its throttled event). */
  refresh(): void {
    const client = this.client;
    if (!client || this.status !== 'ready') return;
    void client
      .getConversationList()
      .then(({ data }) => this.setConversations(data.conversationList))
      .catch(() => undefined);
  }

  /** The client once the session is ready; rejects when it is off or failed. */
  async ready(): Promise<ChatClient> {
    await this.queue;
    if (this.status !== 'ready' || !this.client) throw new ChatAway(this.kicked ? 'kicked' : this.status);
    return this.client;
  }

  onMessages(listener: MessageListener): () => void {
    return this.listen(this.messageListeners, listener);
  }

  onRevoked(listener: MessageListener): () => void {
    return this.listen(this.revokeListeners, listener);
  }

  onReadByPeer(listener: MessageListener): () => void {
    return this.listen(this.readListeners, listener);
  }

  /** The client's groups each time they change (membership tips move member counts; throttled by the client). */
  onGroups(listener: GroupsListener): () => void {
    return this.listen(this.groupsListeners, listener);
  }

  private listen<T>(set: Set<T>, listener: T): () => void {
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }
}

let session: ChatSession | null = null;

/** The tab's session, created on first use. */
export function chatSession(services: Pick<Services, 'root' | 'api' | 'brand'>): ChatSession {
  session ??= new ChatSession(services);
  return session;
}
