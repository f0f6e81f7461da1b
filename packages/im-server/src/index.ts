import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { CommercialConfig } from './commercial.ts';
import { decodeFrame, encodeFrame, type Body } from './frames.ts';
import { confirmAtTips, registerAtTips } from './handlers/at-tips.ts';
import { registerAttributes } from './handlers/attributes.ts';
import { registerC2c } from './handlers/c2c.ts';
import { registerConversations } from './handlers/conversations.ts';
import { registerFiles } from './handlers/files.ts';
import { registerFolders } from './handlers/folders.ts';
import { registerFriends } from './handlers/friends.ts';
import { registerGroups } from './handlers/groups.ts';
import { registerMemberMarks } from './handlers/member-marks.ts';
import { registerMerger } from './handlers/merger.ts';
import { registerSession, type SessionAdmin } from './handlers/session.ts';
import { registerStatus } from './handlers/status.ts';
import { registerTopics } from './handlers/topics.ts';
import { registerExtensions } from './handlers/extensions.ts';
import { groupWire, registerModify } from './handlers/modify.ts';
import { registerReceipts } from './handlers/receipts.ts';
import { DEFAULT_LEXICON, registerLexicon, type Lexicon } from './handlers/lexicon.ts';
import { registerTranslate } from './handlers/translate.ts';
import { dictionaryProvider } from './translate/dictionary.ts';
import type { TranslateProvider } from './translate/provider.ts';
import { CommandBudget } from './flow/command-budget.ts';
import { FrameGate } from './flow/frame-gate.ts';
import { FLOW_LIMITS, LIMIT_ERRORS, LIMITS, type FlowLimits } from './limits.ts';
import { foldName, RESERVED_NAMES } from './names.ts';
import { type GroupMessageEvent, ImError, Service, SYSTEM_ACCOUNT, type Conn } from './service.ts';
import { Store } from './store.ts';
import { groupItem } from './wire.ts';
import { serverApiConn, textSender, type TextAs } from './send-as.ts';

export { type GroupMessageEvent, SYSTEM_ACCOUNT } from './service.ts';
export { FLOW_LIMITS, LIMITS, LIMIT_ERRORS, type FlowLimits } from './limits.ts';
export { PLATFORM_ACTIONS } from './checks.ts';
export type { TextAs } from './send-as.ts';
export { foldName, RESERVED_NAMES } from './names.ts';
export { DEFAULT_LEXICON, MODERATION_SCENES, type Lexicon, type ModerationScene } from './handlers/lexicon.ts';
export { TranslateError, TRANSLATE_ERRORS, type TranslateProvider } from './translate/provider.ts';
export { COMMERCIAL_ABILITIES, type CommercialAbility, type CommercialConfig } from './commercial.ts';
export {
  generateUserSig,
  decodeUserSig,
  verifyUserSig,
  SIG_ERRORS,
  type SigError,
  type UserSigDoc,
  type VerifyOptions,
} from './usersig.ts';

export interface ImServerOptions {
  host?: string;
  port?: number;
  /** SQLite file; ':memory:' keeps nothing. */
  dbPath: string;
  sdkAppId?: number;
  secretKey: string;
  /** Attach to an existing HTTP server instead of listening; sockets are accepted under `path`. */
  server?: Server;
  /** URL path prefix the socket answers on when attached (default: any path). */
  path?: string;
  /** Cap of a live-room long-poll hold in ms (tests shorten it). */
  maxHoldMs?: number;
  /** Words refused in friend request wordings (default none). */
  bannedWords?: readonly string[];
  /** The app's paid abilities (purchase bits): all granted unless one is set false. */
  commercial?: CommercialConfig;
  /**
   * Profile tags only the platform writes (through `admin.setProfileFields`), as the cloud console's per-field
   * write permission "admin only": a user's own profile update naming one is refused (40004). Custom ones (the VIP
   * state), and the nick and avatar where the platform owns display names (the sandbox).
   */
  platformProfileTags?: readonly string[];
  /** The profanity lexicon clients filter outgoing text with (default DEFAULT_LEXICON). */
  lexicon?: Lexicon;
  /** The translation engine (default: the small zh/en/pt dictionary). */
  translator?: TranslateProvider;
  /** Per-socket limits (default FLOW_LIMITS); harnesses that measure throughput raise them. */
  flow?: Partial<FlowLimits>;
  /**
   * Names a user's own nick may not contain (default RESERVED_NAMES), compared folded (foldName): the cloud's
   * moderation word list for profile fields. A nick that is another account's platform-written name is refused too.
   */
  reservedNames?: readonly string[];
  /**
   * The after-send callback (the cloud's Group.CallbackAfterSendMsg): called once for each new group message, after
   * it is stored and pushed (an online-only one: pushed), never for a resend. It must not throw: the message is
   * already sent.
   */
  onGroupMessage?: (event: GroupMessageEvent) => void;
  now?: () => number;
}

export interface ImServer {
  /** ws://host:port of the socket (when it listens itself). */
  url: string;
  port: number;
  /** Drops every socket, as a network cut would. */
  dropConnections(): void;
  /**
   * Serves uploads (PUT to a presigned address) and downloads under `<path>/files/`; returns false for
   * other requests. Call it from the host server's request handler when mounted on it.
   */
  handleHttp(req: IncomingMessage, res: ServerResponse): boolean;
  /** Sends raw bytes as a binary frame to each socket of `user` (fault injection); returns how many got it. */
  sendRaw(user: string, payload: string): number;
  /** Replaces the profanity lexicon (a new version; clients fetch it when theirs expires or at login). */
  setLexicon(lexicon: Lexicon): void;
  /** Open sockets and users online, for health checks (a closed socket leaves nothing behind). */
  stats(): { sockets: number; users: number };
  /** What the platform does through the cloud's server API: groups and messages of the system account. */
  admin: ImAdmin;
  close(): Promise<void>;
}

export interface ImAdmin extends SessionAdmin {
  /**
   * Makes sure the group exists, owned by the system account with this type; one that someone else created under
   * this ID first is dismissed and made again. `readOnly` (default: every type but AVChatRoom, so NOTIFY_ROOM is
   * read only and live rooms are not) mutes all members: only the system account posts there.
   */
  ensureGroup(group: {
    groupID: string;
    type: 'AVChatRoom' | 'ChatRoom' | 'Public' | 'Private';
    name: string;
    readOnly?: boolean;
    /** Who may join a Public group by applying (default NeedPermission). */
    joinOption?: 'FreeAccess' | 'NeedPermission' | 'DisableApply';
  }): Promise<void>;
  /**
   * Sends a custom message (`data` is usually JSON `{Action, Data}`) to a group as the system account. Only this
   * path may send the platform's actions (PLATFORM_ACTIONS: paid gifts, race starts); clients trust them by
   * their sender, SYSTEM_ACCOUNT.
   */
  sendCustomMessage(message: {
    groupID: string;
    data: string;
    description?: string;
  }): Promise<{ sequence: number; time: number }>;
  /**
   * Writes profile fields of a user as the platform: nick and avatar (`Tag_Profile_IM_Nick`, `Tag_Profile_IM_Image`)
   * and custom ones (its own, e.g. the VIP state; '' removes one). The nick becomes the account's platform name,
   * which no other user may take as theirs.
   */
  setProfileFields(userID: string, fields: Record<string, string>): Promise<void>;
  /** setProfileFields for many users in one transaction (the platform's sync of its accounts at start). */
  setProfilesFields(profiles: readonly { userID: string; fields: Record<string, string> }[]): Promise<void>;
  /**
   * Sends a text to a group as one of the app's users (the server API's send_group_msg with From_Account), through
   * the checks the user's own client meets; a live room is joined first. See send-as.ts.
   */
  sendTextAs(message: TextAs): Promise<{ sequence: number; time: number }>;
  /**
   * The newest `count` stored messages of a group (live rooms too: the platform's own record of a room's chat),
   * newest first, as message items of the wire (`From_Account`, `MsgSeq`, `MsgRandom`, `MsgTimeStamp`, `MsgBody`,
   * `From_AccountNick`); revoked ones left out.
   */
  groupHistory(groupID: string, count: number): Promise<Body[]>;
  /**
   * Public groups whose name contains `keyword`, most members first (at most `limit`): what the platform's group
   * search answers from. The cloud's server API gives the same through its group list and group profiles
   * (get_appid_group_list, get_group_info); the web SDK itself finds a group only by its exact ID.
   */
  searchGroups(keyword: string, limit: number): Promise<FoundGroup[]>;
  /** A group's member count (null: no such group): the cloud's get_group_info. */
  groupMemberCount(groupID: string): Promise<number | null>;
  /** Each user's role in the group ('' when not a member): the cloud's get_role_in_group. */
  rolesInGroup(groupID: string, userIDs: string[]): Promise<Record<string, string>>;
  /** Adds users to a group as the app administrator (add_group_member); answers who was added (not already in). */
  addGroupMembers(groupID: string, userIDs: string[]): Promise<{ added: string[] }>;
  /** Removes members from a group as the app administrator (delete_group_member); non-members are skipped. */
  removeGroupMembers(groupID: string, userIDs: string[]): Promise<void>;
}

/** A group as the platform's search shows it. */
export interface FoundGroup {
  groupID: string;
  name: string;
  avatar: string;
  memberCount: number;
  joinOption: string;
}

/** Starts the local chat service: one WebSocket speaking the cloud IM web protocol. */
export async function startImServer(options: ImServerOptions): Promise<ImServer> {
  const store = new Store(options.dbPath);
  const svc = new Service(store, {
    sdkAppId: options.sdkAppId ?? 1400000001,
    secretKey: options.secretKey,
    maxHoldMs: options.maxHoldMs ?? 90_000,
    now: options.now ?? Date.now,
    path: (options.path ?? '').replace(/\/$/, ''),
    bannedWords: options.bannedWords ?? [],
    commercial: options.commercial ?? {},
    platformProfileTags: options.platformProfileTags ?? [],
    onGroupMessage: options.onGroupMessage,
    flow: { ...FLOW_LIMITS, ...options.flow },
    reservedNames: (options.reservedNames ?? RESERVED_NAMES).map(foldName).filter((name) => name !== ''),
  });
  const session = registerSession(svc);
  registerC2c(svc);
  registerModify(svc);
  registerReceipts(svc);
  registerExtensions(svc);
  registerGroups(svc);
  registerConversations(svc);
  registerFriends(svc);
  registerStatus(svc);
  registerFolders(svc);
  registerAttributes(svc);
  registerMemberMarks(svc);
  // Last: communities answer every group command registered before.
  registerTopics(svc);
  registerTranslate(svc, options.translator ?? dictionaryProvider);
  const setLexicon = registerLexicon(svc, options.lexicon ?? DEFAULT_LEXICON);
  registerMerger(svc);
  registerAtTips(svc);
  const files = registerFiles(svc);

  const ownServer = !options.server;
  const http =
    options.server ??
    createServer((req, res) => {
      if (files(req, res)) return;
      res.writeHead(426, { 'content-type': 'text/plain' }).end('chat service: connect with a WebSocket');
    });
  // One frame per event-loop turn per socket: a read full of frames does not hold up the other sockets.
  const wss = new WebSocketServer({ noServer: true, maxPayload: LIMITS.frameBytes, allowSynchronousEvents: false });
  const sockets = new Set<WebSocket>();
  const onUpgrade = (req: IncomingMessage, socket: import('node:stream').Duplex, head: Buffer): void => {
    if (options.path && !(req.url ?? '').startsWith(options.path)) return;
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  http.on('upgrade', onUpgrade);

  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    sockets.add(ws);
    const params = new URL(req.url ?? '/', 'http://local').searchParams;
    const conn: Conn = {
      ws,
      instanceId: params.get('instanceid') ?? '',
      platform: params.get('platform') ?? '',
      appId: params.get('sdkappid') ?? undefined,
      user: null,
      tinyId: '',
      a2: '',
      instId: 0,
      host: req.headers.host ?? '127.0.0.1',
      closed: false,
      holds: new Set(),
      onClose: new Set(),
    };
    const commands = new CommandBudget(svc.opts.flow);
    const frames = new FrameGate(ws, svc.opts.flow, (data) => void handle(svc, conn, data, commands));
    ws.on('message', (data: Buffer) => {
      frames.receive(Buffer.isBuffer(data) ? data : Buffer.from(data as ArrayBuffer));
    });
    ws.on('close', () => {
      frames.close();
      conn.closed = true;
      sockets.delete(ws);
      svc.detach(conn);
      for (const leave of conn.onClose) leave();
      conn.onClose.clear();
    });
    ws.on('error', () => ws.terminate());
  });

  if (ownServer) {
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject);
      http.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => resolve());
    });
  }
  const addr = http.address() as AddressInfo | null;
  const port = addr?.port ?? 0;
  return {
    url: `ws://${options.host ?? '127.0.0.1'}:${port}${options.path ?? ''}`,
    port,
    handleHttp: files,
    dropConnections() {
      for (const ws of sockets) ws.terminate();
    },
    admin: { ...systemAdmin(svc), kickUser: session.kickUser },
    setLexicon,
    stats: () => ({ sockets: sockets.size, users: svc.online.size }),
    sendRaw(user, payload) {
      const conns = svc.connsOf(user);
      for (const conn of conns) svc.send(conn, Buffer.from(payload, 'utf8'));
      return conns.length;
    },
    async close() {
      http.off('upgrade', onUpgrade);
      for (const ws of sockets) ws.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      if (ownServer) await new Promise<void>((resolve) => http.close(() => resolve()));
      store.close();
    },
  };
}

/** Runs the service's own commands as the system account, on a connection that has no socket. */
function systemAdmin(svc: Service): Omit<ImAdmin, keyof SessionAdmin> {
  svc.store.ensureUser(SYSTEM_ACCOUNT);
  const system = serverApiConn(SYSTEM_ACCOUNT);
  const run = async (servcmd: string, body: Body) => {
    const handler = svc.routes.get(servcmd);
    if (!handler) throw new Error(`unknown command ${servcmd}`);
    return handler(system, body, { servcmd });
  };
  const writeProfile = (userID: string, fields: Record<string, string>): void => {
    const user = svc.store.ensureUser(userID);
    const extra = JSON.parse(user.extra) as Record<string, string | number>;
    let { nick, face_url: face } = user;
    for (const [tag, value] of Object.entries(fields)) {
      if (tag === 'Tag_Profile_IM_Nick') {
        nick = value;
        svc.platformNames.set(userID, value);
      } else if (tag === 'Tag_Profile_IM_Image') face = value;
      else if (value === '') delete extra[tag];
      else extra[tag] = value;
    }
    svc.store.updateProfile(userID, nick, face, JSON.stringify(extra));
  };
  return {
    async ensureGroup({ groupID, type, name, readOnly = type !== 'AVChatRoom', joinOption }) {
      const found = svc.store.findGroup(groupID);
      if (found && (found.owner !== SYSTEM_ACCOUNT || found.type !== type))
        await run('group_open_http_svc.destroy_group', { GroupId: groupID });
      const option = joinOption ? { ApplyJoinOption: joinOption } : {};
      if (!svc.store.findGroup(groupID))
        await run('group_open_http_svc.create_group', { Type: type, Name: name, GroupId: groupID, ...option });
      else if (joinOption && svc.store.findGroup(groupID)?.join_option !== joinOption)
        await run('group_open_http_svc.modify_group_base_info', { GroupId: groupID, ...option });
      if (svc.store.findGroup(groupID)?.mute_all !== (readOnly ? 1 : 0))
        await run('group_open_http_svc.modify_group_base_info', {
          GroupId: groupID,
          ShutUpAllMember: readOnly ? 'On' : 'Off',
        });
    },
    async sendCustomMessage({ groupID, data, description = '' }) {
      const sent = await run('group_open_http_svc.send_group_msg', {
        GroupId: groupID,
        Random: randomBytes(4).readUInt32BE(0),
        MsgBody: [{ MsgType: 'TIMCustomElem', MsgContent: { Data: data, Desc: description, Ext: '' } }],
      });
      return { sequence: Number(sent.MsgSeq), time: Number(sent.MsgTime) };
    },
    async setProfileFields(userID, fields) {
      writeProfile(userID, fields);
    },
    async setProfilesFields(profiles) {
      svc.store.transaction(() => {
        for (const { userID, fields } of profiles) writeProfile(userID, fields);
      });
    },
    sendTextAs: textSender(svc),
    async searchGroups(keyword, limit) {
      const text = keyword.trim();
      if (!text) return [];
      return svc.store.searchPublicGroups(text, Math.max(0, Math.floor(limit))).map((g) => ({
        groupID: g.id,
        name: g.name,
        avatar: g.face_url,
        memberCount: g.member_num,
        joinOption: g.join_option,
      }));
    },
    async groupMemberCount(groupID) {
      return svc.store.findGroup(groupID) ? svc.store.memberCount(groupID) : null;
    },
    async rolesInGroup(groupID, userIDs) {
      return Object.fromEntries(userIDs.map((user) => [user, svc.store.member(groupID, user)?.role ?? '']));
    },
    async addGroupMembers(groupID, userIDs) {
      const answer = await run('group_open_http_svc.add_group_member', {
        GroupId: groupID,
        MemberList: userIDs.map((user) => ({ Member_Account: user })),
      });
      const results = (answer.MemberList ?? []) as { Member_Account: string; Result: number }[];
      return { added: results.filter((r) => r.Result === 1).map((r) => r.Member_Account) };
    },
    async removeGroupMembers(groupID, userIDs) {
      await run('group_open_http_svc.delete_group_member', { GroupId: groupID, MemberToDel_Account: userIDs });
    },
    async groupHistory(groupID, count) {
      const group = svc.store.findGroup(groupID);
      if (!group) return [];
      return svc.store
        .groupHistory(group.id, group.next_seq, Math.max(0, Math.floor(count)))
        .filter((row) => !row.revoked)
        .map((row) => groupWire(svc, groupItem(row, group), row));
    },
  };
}

async function handle(svc: Service, conn: Conn, data: Buffer, commands: CommandBudget): Promise<void> {
  const decoded = decodeFrame(data);
  if (decoded.kind === 'tooLarge') {
    // Only this socket pays for a frame that inflates past the cap.
    conn.ws.close(1009, 'frame too large');
    return;
  }
  if (decoded.kind === 'unreadable') {
    // No seq can be read: the error goes back with an empty head.
    const body = { ActionStatus: 'FAIL', ErrorCode: LIMIT_ERRORS.badFrame, ErrorInfo: decoded.reason };
    svc.send(conn, encodeFrame({ head: {}, body }));
    return;
  }
  const { head, body: request } = decoded.frame;
  const servcmd = typeof head.servcmd === 'string' ? head.servcmd : '';
  let reply: Body;
  try {
    commands.admit(servcmd);
    const handler = svc.routes.get(servcmd);
    if (!handler) throw new ImError(60020, `unknown command ${servcmd}`);
    if (!svc.open.has(servcmd)) {
      if (!conn.user) throw new ImError(70101, 'not logged in');
      if (head.a2 !== undefined && head.a2 !== conn.a2) throw new ImError(70101, 'a2 key does not match this session');
      // A signature that expired on a live connection: the SDKs tell the app and log in again (spec §8).
      if (conn.sigExpiresAt && svc.nowSeconds() >= conn.sigExpiresAt && servcmd !== 'im_open_status.wslogout')
        throw new ImError(70001, 'userSig has expired');
    }
    confirmAtTips(svc, conn);
    reply = { ActionStatus: 'OK', ErrorCode: 0, ErrorInfo: '', ...(await handler(conn, request, head)) };
  } catch (err) {
    const code = err instanceof ImError ? err.code : 90000;
    const info = err instanceof Error ? err.message : 'internal error';
    reply = { ActionStatus: 'FAIL', ErrorCode: code, ErrorInfo: info, ...(err instanceof ImError ? err.data : {}) };
  }
  if (conn.closed) return;
  const answer = encodeFrame({ head: { ...head, a2: undefined, usersig: undefined }, body: reply });
  svc.send(conn, answer);
  commands.answered(answer.length);
  svc.answered(conn, servcmd);
}
