import type { GuestInfo } from '@live/api-contract';
import { when } from 'mobx';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Services } from '../app/services';
import { createRootStore } from '../stores';
import { BRAND, user } from '../stores/test-fixtures';

type Listener = (event: { name: string; data: unknown }) => void;

/** A chat client that records logins and logouts; `fake.failures` are the codes the next logins fail with. */
class FakeClient {
  readonly logins: { userID: string; userSig: string }[] = [];
  logouts = 0;
  private ready = false;
  private readonly listeners = new Map<string, Set<Listener>>();
  readonly options: { SDKAppID: number; joinOnReady?: string[]; proxyServer?: string; WebSocket?: unknown };
  constructor(options: { SDKAppID: number; joinOnReady?: string[] }) {
    this.options = options;
  }
  on(name: string, fn: Listener) {
    if (!this.listeners.has(name)) this.listeners.set(name, new Set());
    this.listeners.get(name)?.add(fn);
  }
  once(name: string, fn: Listener) {
    const wrapped: Listener = (event) => {
      this.listeners.get(name)?.delete(wrapped);
      fn(event);
    };
    this.on(name, wrapped);
  }
  setLogLevel() {}
  isReady() {
    return this.ready;
  }
  async login(who: { userID: string; userSig: string }) {
    this.logins.push(who);
    const code = fake.failures.shift();
    // 2025: this client is logged in already (a repeat login).
    if (code === 2025) this.ready = true;
    if (code) throw Object.assign(new Error(`login failed ${code}`), { code });
    this.ready = true;
    for (const fn of [...(this.listeners.get('sdkStateReady') ?? [])]) fn({ name: 'sdkStateReady', data: {} });
    return { data: {} };
  }
  async logout() {
    this.logouts += 1;
    this.ready = false;
    return { data: {} };
  }
  destroyed = false;
  async destroy() {
    this.destroyed = true;
  }
  /** What getConversationList answers. */
  conversationList: unknown[] = [];
  /** Group names getGroupProfile answers (a group not listed fails), and the group ids it was asked for. */
  readonly groupNames = new Map<string, string>();
  readonly groupProfileCalls: string[] = [];
  async getConversationList() {
    return { data: { conversationList: this.conversationList } };
  }
  async getGroupProfile({ groupID }: { groupID: string }) {
    this.groupProfileCalls.push(groupID);
    const name = this.groupNames.get(groupID);
    if (name === undefined) throw Object.assign(new Error('group profile failed'), { code: 10010 });
    return { data: { group: { groupID, name } } };
  }
  /** Chat profiles getUserProfile answers. */
  readonly userProfiles: { userID: string; nick: string; avatar: string; profileCustomField: unknown[] }[] = [];
  /** Answers the friend requests of `fake.applications`. */
  async getFriendApplicationList() {
    return { data: { friendApplicationList: fake.applications, unreadCount: 0 } };
  }
  /** Answers the join requests of `fake.joinRequests`. */
  async getGroupApplicationList() {
    const list = fake.joinRequests;
    await fake.joinRequestsHeld;
    return { data: { applicationList: list } };
  }
  async getUserProfile({ userIDList }: { userIDList: string[] }) {
    return { data: this.userProfiles.filter((profile) => userIDList.includes(profile.userID)) };
  }
  emit(name: string, data: unknown) {
    for (const fn of [...(this.listeners.get(name) ?? [])]) fn({ name, data });
  }
  /** Profile writes the session made: none, display names are the platform's. */
  readonly profileWrites: unknown[] = [];
  async updateMyProfile(profile: unknown) {
    this.profileWrites.push(profile);
    return { data: {} };
  }
}

const fake = vi.hoisted(() => ({
  clients: [] as unknown[],
  failures: [] as number[],
  applications: [] as { userID: string; type: string }[],
  joinRequests: [] as { groupID: string; applicant: string }[],
  /** While set, join request readings wait for it (an answer still on its way). */
  joinRequestsHeld: null as Promise<void> | null,
}));

vi.mock('@live/im-client', () => ({
  default: {
    create: (options: { SDKAppID: number }) => {
      const client = new FakeClient(options);
      fake.clients.push(client);
      return client;
    },
    EVENT: {
      SDK_READY: 'sdkStateReady',
      MESSAGE_RECEIVED: 'onMessageReceived',
      MESSAGE_REVOKED: 'onMessageRevoked',
      MESSAGE_READ_BY_PEER: 'onMessageReadByPeer',
      CONVERSATION_LIST_UPDATED: 'onConversationListUpdated',
      GROUP_LIST_UPDATED: 'onGroupListUpdated',
      KICKED_OUT: 'kickedOut',
      NET_STATE_CHANGE: 'netStateChange',
      FRIEND_APPLICATION_LIST_UPDATED: 'onFriendApplicationListUpdated',
      FRIEND_LIST_UPDATED: 'onFriendListUpdated',
    },
    TYPES: { SNS_APPLICATION_SENT_TO_ME: 'Pendency_Type_ComeIn' },
  },
}));

const { ChatSession } = await import('./session');

function setup(guests: GuestInfo[]) {
  const root = createRootStore({ brand: BRAND, storage: null, document: null });
  const getGuestInfo = vi.fn(async () => guests.shift() as GuestInfo);
  const services = {
    root,
    api: { user: { getGuestInfo } },
    brand: { chat: { sdkAppId: 1400000001 } },
  } as unknown as Pick<Services, 'root' | 'api' | 'brand'>;
  return { root, getGuestInfo, session: new ChatSession(services) };
}

const guest = (userid: string): GuestInfo =>
  ({ userid, txim_sign: `sig-${userid}`, expire_time: Date.now() / 1000 + 3600 }) as GuestInfo;
/** The session's current client (a client per identity and per retry). */
const client = () => fake.clients[fake.clients.length - 1] as FakeClient;
const allLogins = () => (fake.clients as FakeClient[]).flatMap((c) => c.logins);

beforeEach(() => {
  fake.clients.length = 0;
  fake.failures.length = 0;
  fake.applications = [];
  fake.joinRequests = [];
  fake.joinRequestsHeld = null;
  vi.stubGlobal('window', { location: { protocol: 'http:', host: 'brand.test' } });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the tab chat session', () => {
  it('messaging §2, §4: logs in as the user with their userSig and joins NOTIFY_ROOM once ready', async () => {
    const { root, session } = setup([]);
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.status === 'ready');
    expect(client().logins).toEqual([{ userID: '7', userSig: 'sig-7' }]);
    expect(client().options.joinOnReady).toEqual(['NOTIFY_ROOM']);
    expect(session.userID).toBe('7');
  });

  it("issue #26: the session never writes the user's chat nick or avatar (the platform owns display names)", async () => {
    const { root, session } = setup([]);
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7', nick_name: '官方客服', avatar: '/a.png' }));
    await when(() => session.status === 'ready');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client().profileWrites).toEqual([]);
  });

  it("issue #28: the socket's state follows the client's net state, so match alerts know when pushes arrive", async () => {
    const { root, session } = setup([]);
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.status === 'ready');
    expect(session.netState).toBe('disconnected');
    client().emit('netStateChange', { state: 'connected' });
    expect(session.netState).toBe('connected');
    client().emit('netStateChange', { state: 'connecting' });
    expect(session.netState).toBe('connecting');
  });

  it('issue #29 chat errors: a kick by another tab is told as such (not a connection failure); retry takes chat back', async () => {
    const { root, session } = setup([]);
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.status === 'ready');
    client().emit('kickedOut', { type: 'multipleAccount' });
    expect(session.status).toBe('failed');
    expect(session.kicked).toBe(true);
    await expect(session.ready()).rejects.toMatchObject({ chatStatus: 'kicked' });
    session.retry();
    await when(() => session.status === 'ready');
    expect(session.kicked).toBe(false);
    expect(allLogins()).toHaveLength(2);
  });

  it('a refreshed userSig of the same user keeps the session: no second login', async () => {
    const { root, session } = setup([]);
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.status === 'ready');
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7-later' }));
    root.user.setUser(user({ id: 8, txim_sign: 'sig-8' }));
    await when(() => session.userID === '8');
    expect(allLogins()).toEqual([
      { userID: '7', userSig: 'sig-7' },
      { userID: '8', userSig: 'sig-8' },
    ]);
  });

  it('spec §8: a guest login error 2025 is tolerated', async () => {
    const { session, getGuestInfo } = setup([guest('g1')]);
    fake.failures.push(2025);
    session.acceptGuest();
    await when(() => session.status === 'ready');
    expect(client().logins).toEqual([{ userID: 'g1', userSig: 'sig-g1' }]);
    expect(getGuestInfo).toHaveBeenCalledTimes(1);
  });

  it('spec §8: any other guest login error fetches the guest info again, then logs in with it', async () => {
    const { session, getGuestInfo } = setup([guest('g1'), guest('g2')]);
    fake.failures.push(70001);
    session.acceptGuest();
    await when(() => session.status === 'ready');
    expect(getGuestInfo).toHaveBeenCalledTimes(2);
    expect(client().logins.map((who) => who.userID)).toEqual(['g1', 'g2']);
  });

  it('logs out with the user, and a view that accepts guests goes on as the guest on a client of its own', async () => {
    const { root, session } = setup([guest('g1')]);
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.status === 'ready');
    const release = session.acceptGuest();
    root.user.reset();
    await when(() => session.status === 'ready' && session.userID === 'g1');
    const [asUser, asGuest] = fake.clients as FakeClient[];
    expect([asUser?.logouts, asUser?.destroyed]).toEqual([1, true]);
    expect(asGuest?.logins).toEqual([{ userID: 'g1', userSig: 'sig-g1' }]);
    release();
    await when(() => session.status === 'off');
    expect([asGuest?.logouts, asGuest?.destroyed]).toEqual([1, true]);
    expect(fake.clients).toHaveLength(2);
  });

  it('issue #29 tabs: the client gets the tab link (one connection per chat user for all tabs) and the brand socket', async () => {
    const { root, session } = setup([]);
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.status === 'ready');
    expect(typeof client().options.WebSocket).toBe('function');
    // No proxy in the brand config: the client goes to the cloud's hosts for the app id.
    expect(client().options.proxyServer).toBeUndefined();
  });

  it('issue #29 chat errors: a user whose chat signature has not arrived waits, connecting, and logs in once it does', async () => {
    const { root, session } = setup([]);
    root.user.setUser(user({ id: 7, txim_sign: '' }));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(session.status).toBe('connecting');
    expect(fake.clients).toHaveLength(0);
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.status === 'ready');
    expect(client().logins).toEqual([{ userID: '7', userSig: 'sig-7' }]);
  });

  it('issue #29 chat errors: a failed login is tried again after a pause (connecting, retrying), never left failed', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { root, session } = setup([]);
      fake.failures.push(2801, 2800);
      root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
      await vi.advanceTimersByTimeAsync(100);
      expect([session.status, session.retrying]).toEqual(['connecting', true]);
      await vi.advanceTimersByTimeAsync(2_000);
      expect([session.status, session.retrying]).toEqual(['connecting', true]);
      await vi.advanceTimersByTimeAsync(5_000);
      expect([session.status, session.retrying]).toEqual(['ready', false]);
      expect(allLogins()).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a group conversation learnt from a push without a name gets its name from the group profile, asked once', async () => {
    const { root, session } = setup([]);
    const pushed = (id: string) => ({ conversationID: `GROUP${id}`, type: 'GROUP', groupProfile: { groupID: id } });
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.status === 'ready');
    client().groupNames.set('@TGS#1', '周末球局');
    client().emit('onConversationListUpdated', [pushed('@TGS#1'), pushed('@TGS#2')]);
    client().emit('onConversationListUpdated', [pushed('@TGS#1'), pushed('@TGS#2')]);
    await when(() => session.groupNames.get('@TGS#1') === '周末球局' && !session.groupNames.has('@TGS#2'));
    expect(client().groupProfileCalls).toEqual(['@TGS#1', '@TGS#2']);
    // A failed read is tried again at the next list update; a known name is not asked again.
    client().groupNames.set('@TGS#2', 'Pelada');
    client().emit('onConversationListUpdated', [pushed('@TGS#1'), pushed('@TGS#2')]);
    await when(() => session.groupNames.get('@TGS#2') === 'Pelada');
    expect(client().groupProfileCalls).toEqual(['@TGS#1', '@TGS#2', '@TGS#2']);
  });

  it('§4 VIP rule and sender names: the chat profiles of the senders on screen give their badge and their nick', async () => {
    const { root, session } = setup([]);
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.status === 'ready');
    const vip = JSON.stringify({ vip_level: 2, vip_date: Math.floor(Date.now() / 1000) + 3600 });
    client().userProfiles.push(
      {
        userID: '8',
        nick: 'Ana',
        avatar: '/a/8.svg',
        profileCustomField: [{ key: 'Tag_Profile_Custom_vip', value: vip }],
      },
      { userID: '9', nick: 'Bia', avatar: '', profileCustomField: [] },
    );
    session.watchVip(['8', '9', '8']);
    await when(() => session.profiles.has('9'));
    expect(session.vipLevel('8')).toBe(2);
    expect(session.vipLevel('9')).toBe(0);
    expect(session.profiles.get('8')).toEqual({ nick: 'Ana', avatar: '/a/8.svg' });
  });

  it('issue #32 badges: friend requests sent to me are counted at login and follow the list, and cleared at logout', async () => {
    const { root, session } = setup([]);
    fake.applications = [
      { userID: '8', type: 'Pendency_Type_ComeIn' },
      { userID: '9', type: 'Pendency_Type_SendOut' },
    ];
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.friendRequests === 1);
    client().emit('onFriendApplicationListUpdated', {
      friendApplicationList: [
        { userID: '8', type: 'Pendency_Type_ComeIn' },
        { userID: '10', type: 'Pendency_Type_ComeIn' },
      ],
      unreadCount: 2,
    });
    expect(session.friendRequests).toBe(2);
    root.user.reset();
    await when(() => session.status === 'off');
    expect(session.friendRequests).toBe(0);
  });

  it('§5 an accepted friend arrives by push after the answer: the friend list event bumps friendsVersion, so the friend views read the list again', async () => {
    const { root, session } = setup([]);
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.status === 'ready');
    const before = session.friendsVersion;
    client().emit('onFriendListUpdated', [{ userID: '8' }]);
    expect(session.friendsVersion).toBe(before + 1);
  });

  it('§4 system notice 1: join requests waiting for me are counted at login, read again when a join request arrives, and cleared at logout', async () => {
    const { root, session } = setup([]);
    fake.joinRequests = [{ groupID: 'g1', applicant: '8' }];
    root.user.setUser(user({ id: 7, txim_sign: 'sig-7' }));
    await when(() => session.joinRequests === 1);
    fake.joinRequests = [...fake.joinRequests, { groupID: 'g1', applicant: '9' }];
    client().emit('onMessageReceived', [
      { conversationType: 'C2C', payload: { text: 'hi' } },
      { conversationType: '@TIM#SYSTEM', payload: { operationType: 1, groupProfile: { groupID: 'g1' } } },
    ]);
    await when(() => session.joinRequests === 2);
    // A reading still on its way at logout never brings the old user's requests back.
    let release = () => undefined as void;
    fake.joinRequestsHeld = new Promise<void>((resolve) => (release = resolve));
    client().emit('onMessageReceived', [
      { conversationType: '@TIM#SYSTEM', payload: { operationType: 1, groupProfile: { groupID: 'g1' } } },
    ]);
    root.user.reset();
    await when(() => session.status === 'off');
    release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(session.joinRequests).toBe(0);
  });

  it('without a user or a view that accepts guests, it stays off and creates no client', async () => {
    const { session } = setup([]);
    await Promise.resolve();
    expect(session.status).toBe('off');
    expect(fake.clients).toHaveLength(0);
  });
});
