import { randomBytes } from 'node:crypto';
import type { WebSocket } from 'ws';
import { ABILITY_NOT_PURCHASED, canUse, type CommercialAbility, type CommercialConfig } from './commercial.ts';
import { encodeFrame, type Body, type Head } from './frames.ts';
import { LIMITS, type FlowLimits } from './limits.ts';
import { FolderRepo } from './repos/folders.ts';
import { GroupExtrasRepo } from './repos/group-extras.ts';
import { GroupNoticesRepo } from './repos/group-notices.ts';
import { PlatformNameRepo } from './repos/platform-names.ts';
import { GroupRevokeRepo } from './repos/group-revokes.ts';
import { RelationRepo } from './repos/relations.ts';
import { StatusRepo } from './repos/status.ts';
import { TopicRepo } from './repos/topics.ts';
import { ExtensionRepo } from './repos/extensions.ts';
import { ReceiptRepo } from './repos/receipts.ts';
import { VersionRepo } from './repos/versions.ts';
import type { Store } from './store.ts';

/** A refusal answered as `ActionStatus: "FAIL"` with the cloud service's code. */
export class ImError extends Error {
  readonly code: number;
  /** Keys the failing answer carries besides the code (e.g. the current version of a message on a conflict). */
  readonly data: Body;
  constructor(code: number, info: string, data: Body = {}) {
    super(info);
    this.code = code;
    this.data = data;
  }
}

/** One socket: an SDK instance, logged in or not. */
export interface Conn {
  ws: WebSocket;
  instanceId: string;
  /** The SDK's platform (7 web): one instance per platform stays logged in. */
  platform: string;
  /** The SDKAppID the socket's address names, when it names one. */
  appId?: string;
  user: string | null;
  tinyId: string;
  a2: string;
  /** When the signature this session logged in with expires (seconds; 0 unknown): later commands get 70001. */
  sigExpiresAt?: number;
  instId: number;
  /** Host header of the socket's HTTP upgrade, for addresses handed back to the client. */
  host: string;
  closed: boolean;
  /** Cancels of pending long polls held on this socket. */
  holds: Set<() => void>;
  /** Run once when the socket closes (live-room presence leaves with it). */
  onClose: Set<() => void>;
  /** After a re-login with the a2 key: message pushes held back until the instance has caught up. */
  catchingUp?: CatchUp;
}

interface CatchUp {
  held: Body[];
  answered: Set<string>;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * The requests an SDK instance recovers with after a reconnect. The official SDK compares the conversation list's
 * last message with the newest one it holds and fetches only the gap between them (group_msg_get, getroammsg),
 * then syncs by cookie; a message pushed on the new socket before that comparison hides the gap from it and the
 * gap is never fetched. Its pushes therefore wait until both were answered (or CATCH_UP_MS passed).
 */
const CATCH_UP_COMMANDS = ['recentcontact.page_get', 'openim.getmsg'];
const CATCH_UP_MS = 5000;
const CATCH_UP_SETTLE_MS = 100;

/**
 * The platform's administrator account (the cloud's server API acts as an app administrator). The sandbox sends
 * through `ImServer.admin` as this account; it alone may post in the groups it owns that members only read, and
 * send the platform's custom actions (paid gifts, race starts).
 */
export const SYSTEM_ACCOUNT = 'administrator';

const MSG_PUSH = 'im_open_push.msg_push';

/** How long an a2 session key stays valid for re-login after a reconnect. */
const A2_SECONDS = 7 * 24 * 3600;

export type Handler = (conn: Conn, body: Body, head: Head) => Body | Promise<Body>;

export interface ServiceOptions {
  sdkAppId: number;
  secretKey: string;
  /** Upper bound of a live-room long poll hold, in ms (the protocol asks 90 s). */
  maxHoldMs: number;
  now: () => number;
  /** URL path prefix the service answers under ('' when it owns its server). */
  path: string;
  /** Words refused in friend request wordings (the cloud's content moderation). */
  bannedWords: readonly string[];
  /** The app's paid abilities: all granted unless one is set false. */
  commercial: CommercialConfig;
  /** Custom profile tags only the platform writes; users may read them. */
  platformProfileTags: readonly string[];
  /** What one socket may take of the service: its send queue, frame and command rates. */
  flow: FlowLimits;
  /** Names users may not take as their nick (folded, see names.ts). */
  reservedNames: readonly string[];
  /** Told of each new group message once it is delivered (ImServerOptions.onGroupMessage). */
  onGroupMessage?: (event: GroupMessageEvent) => void;
}

/** A group message as the after-send callback sees it (the cloud's Group.CallbackAfterSendMsg, in short). */
export interface GroupMessageEvent {
  groupID: string;
  /** AVChatRoom, ChatRoom, Public, Private or Community. */
  groupType: string;
  /** The sender's user id (SYSTEM_ACCOUNT for the platform's own messages). */
  from: string;
  /** The MsgType of each element, e.g. ['TIMTextElem']. */
  msgTypes: string[];
}

/** Why a user's last instance went away: it logged out, or its socket closed or was kicked. */
export type Departure = 'logout' | 'offline';

/** Told when a user's first instance logs in (`null`) and when its last one leaves. */
export type PresenceListener = (user: string, departure: Departure | null) => void;

/** Shared state of the service: store, routes, logged-in sockets and push fan-out. */
export class Service {
  readonly store: Store;
  readonly relations: RelationRepo;
  readonly status: StatusRepo;
  readonly folders: FolderRepo;
  readonly groupExtras: GroupExtrasRepo;
  readonly groupNotices: GroupNoticesRepo;
  readonly topics: TopicRepo;
  readonly versions: VersionRepo;
  readonly receipts: ReceiptRepo;
  readonly extensions: ExtensionRepo;
  readonly platformNames: PlatformNameRepo;
  readonly groupRevokes: GroupRevokeRepo;
  readonly opts: ServiceOptions;
  readonly routes = new Map<string, Handler>();
  /** Routes that answer without a login. */
  readonly open = new Set<string>();
  readonly online = new Map<string, Set<Conn>>();
  readonly presence = new Set<PresenceListener>();
  private pushSeq = 1;
  private nextInstId = 1;

  constructor(store: Store, opts: ServiceOptions) {
    this.store = store;
    this.relations = new RelationRepo(store.db);
    this.status = new StatusRepo(store.db);
    this.folders = new FolderRepo(store.db);
    this.groupExtras = new GroupExtrasRepo(store.db);
    this.groupNotices = new GroupNoticesRepo(store.db);
    this.topics = new TopicRepo(store.db);
    this.versions = new VersionRepo(store.db);
    this.receipts = new ReceiptRepo(store.db);
    this.extensions = new ExtensionRepo(store.db);
    this.platformNames = new PlatformNameRepo(store.db);
    this.groupRevokes = new GroupRevokeRepo(store.db);
    this.opts = opts;
  }

  nowSeconds(): number {
    return Math.floor(this.opts.now() / 1000);
  }

  canUse(ability: CommercialAbility): boolean {
    return canUse(this.opts.commercial, ability);
  }

  /** Refuses a command of a paid ability the app's configuration switched off. */
  requireAbility(ability: CommercialAbility): void {
    if (!this.canUse(ability))
      throw new ImError(ABILITY_NOT_PURCHASED, `the app has not purchased the ${ability} ability`);
  }

  route(servcmd: string, handler: Handler, needsLogin = true): void {
    this.routes.set(servcmd, handler);
    if (!needsLogin) this.open.add(servcmd);
  }

  /** Logs a socket in as `user`, keeping `a2` when it re-logs in with its session key. */
  attach(conn: Conn, user: string, a2?: string): void {
    conn.user = user;
    conn.a2 = a2 ?? randomBytes(24).toString('hex');
    // The session key lives no longer than the signature it was given for.
    this.store.saveSession(conn.a2, user, Math.min(this.nowSeconds() + A2_SECONDS, conn.sigExpiresAt || Infinity));
    conn.instId = this.nextInstId++;
    let set = this.online.get(user);
    if (!set) {
      set = new Set();
      this.online.set(user, set);
    }
    set.add(conn);
    if (set.size === 1) for (const listener of this.presence) listener(user, null);
    if (a2) {
      const timer = setTimeout(() => this.releasePushes(conn), CATCH_UP_MS);
      timer.unref();
      conn.catchingUp = { held: [], answered: new Set(), timer };
    }
  }

  /** Told after each answer: a re-logged-in instance gets its held pushes once it asked what it missed. */
  answered(conn: Conn, servcmd: string): void {
    const catchUp = conn.catchingUp;
    if (!catchUp || !CATCH_UP_COMMANDS.includes(servcmd)) return;
    catchUp.answered.add(servcmd);
    if (catchUp.answered.size < CATCH_UP_COMMANDS.length) return;
    // A moment later, so the answers reach the SDK in frames of their own before the pushes: it handles the
    // recovered messages in promise callbacks, which run only after every frame of one network read.
    clearTimeout(catchUp.timer);
    catchUp.timer = setTimeout(() => this.releasePushes(conn), CATCH_UP_SETTLE_MS);
    catchUp.timer.unref();
  }

  private releasePushes(conn: Conn): void {
    const catchUp = conn.catchingUp;
    if (!catchUp) return;
    conn.catchingUp = undefined;
    clearTimeout(catchUp.timer);
    for (const body of catchUp.held) this.push(conn, MSG_PUSH, body);
  }

  detach(conn: Conn, departure: Departure = 'offline'): void {
    const user = conn.user;
    if (user) {
      const set = this.online.get(user);
      const had = set?.delete(conn) ?? false;
      if (set && set.size === 0) {
        this.online.delete(user);
        if (had) for (const listener of this.presence) listener(user, departure);
      }
    }
    conn.user = null;
    if (conn.catchingUp) clearTimeout(conn.catchingUp.timer);
    conn.catchingUp = undefined;
    for (const cancel of conn.holds) cancel();
    conn.holds.clear();
  }

  connsOf(user: string): Conn[] {
    return [...(this.online.get(user) ?? [])];
  }

  /** Sends a server-initiated frame (push) to one socket. */
  push(conn: Conn, servcmd: string, body: Body): void {
    if (conn.closed) return;
    if (conn.catchingUp && servcmd === MSG_PUSH) {
      conn.catchingUp.held.push(body);
      return;
    }
    const head: Head = { servcmd, seq: this.pushSeq++, ver: 'v4', platform: 7, sdkappid: this.opts.sdkAppId };
    this.send(conn, encodeFrame({ head, body: { ActionStatus: 'OK', ErrorCode: 0, ErrorInfo: '', ...body } }));
  }

  /**
   * Writes one frame to a socket. A socket whose unsent frames would pass the send queue cap is cut instead: a
   * client that stops reading must not hold the service's memory (issue #26). A frame alone may be larger.
   */
  send(conn: Conn, frame: Buffer): void {
    if (conn.closed) return;
    const queued = conn.ws.bufferedAmount;
    if (queued > 0 && queued + frame.length > this.opts.flow.sendQueueBytes) {
      conn.closed = true;
      conn.ws.terminate();
      return;
    }
    conn.ws.send(frame, { binary: true });
  }

  pushUser(user: string, servcmd: string, body: Body, except?: Conn): void {
    for (const conn of this.connsOf(user)) if (conn !== except) this.push(conn, servcmd, body);
  }
}

export function str(body: Body, key: string, fallback = ''): string {
  const v = body[key];
  return typeof v === 'string' ? v : fallback;
}

/** Protocol numbers (sequences, randoms, times in seconds, counts) are 32-bit. */
const MAX_WIRE_NUMBER = 0xffffffff;

/**
 * A whole number of the body, or `fallback` when missing, not a number or beyond 32 bits: larger ones would be
 * stored as 64-bit integers that node:sqlite cannot read back, breaking every later read of that row.
 */
export function num(body: Body, key: string, fallback = 0): number {
  const v = body[key];
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) && Math.abs(n) <= MAX_WIRE_NUMBER ? Math.trunc(n) : fallback;
}

/** A list of the body ([] when missing); longer than LIMITS.accountsPerRequest is refused (10004). */
export function list(body: Body, key: string): unknown[] {
  const v = body[key];
  if (!Array.isArray(v)) return [];
  if (v.length > LIMITS.accountsPerRequest)
    throw new ImError(10004, `${key} lists ${v.length} entries, at most ${LIMITS.accountsPerRequest}`);
  return v;
}

export function requireStr(body: Body, key: string): string {
  const v = body[key];
  if (typeof v !== 'string' || v === '') throw new ImError(10004, `${key} is required`);
  return v;
}
