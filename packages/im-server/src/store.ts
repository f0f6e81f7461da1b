import { DatabaseSync } from 'node:sqlite';
import { Repo } from './repos/repo.ts';

/** A message element as it travels on the wire. */
export interface WireElem {
  MsgType: string;
  MsgContent: Record<string, unknown>;
}

export interface C2cRow {
  id: number;
  from_acc: string;
  to_acc: string;
  seq: number;
  random: number;
  time: number;
  body: string;
  cloud: string;
  nick: string;
  avatar: string;
  client_time: number;
  revoked: number;
  /** Message control flags: not counted as unread, not shown as the last message. */
  no_unread: number;
  no_last: number;
}

export interface GroupRow {
  id: string;
  type: string;
  name: string;
  owner: string;
  introduction: string;
  notification: string;
  face_url: string;
  create_time: number;
  next_seq: number;
  join_option: string;
  mute_all: number;
  info_seq: number;
}

export interface MemberRow {
  group_id: string;
  user: string;
  role: string;
  join_time: number;
  read_seq: number;
  msg_flag: number;
  name_card: string;
  mute_until: number;
}

export interface GroupMsgRow {
  group_id: string;
  seq: number;
  from_acc: string;
  random: number;
  time: number;
  body: string;
  cloud: string;
  client_seq: number;
  revoked: number;
  nick: string;
  avatar: string;
  no_unread: number;
  no_last: number;
}

export interface ConvStateRow {
  owner: string;
  conv_id: string;
  pinned: number;
  pin_time: number;
  hidden_upto: number;
  cleared_upto: number;
}

export interface ProfileRow {
  id: string;
  tiny_id: number;
  nick: string;
  face_url: string;
  extra: string;
}

/**
 * A group message row `user` may see (two parameters, the user twice): their own, one for every member, or one whose
 * chosen members include them.
 */
const VISIBLE_TO = `(from_acc = ? OR NOT EXISTS (SELECT 1 FROM group_msg_receivers r WHERE r.group_id = group_msgs.group_id AND r.seq = group_msgs.seq) OR EXISTS (SELECT 1 FROM group_msg_receivers r WHERE r.group_id = group_msgs.group_id AND r.seq = group_msgs.seq AND r.user = ?))`;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS users (id TEXT PRIMARY KEY, tiny_id INTEGER NOT NULL, nick TEXT NOT NULL DEFAULT '', face_url TEXT NOT NULL DEFAULT '', extra TEXT NOT NULL DEFAULT '{}');
CREATE TABLE IF NOT EXISTS c2c_msgs (id INTEGER PRIMARY KEY AUTOINCREMENT, from_acc TEXT NOT NULL, to_acc TEXT NOT NULL, seq INTEGER NOT NULL, random INTEGER NOT NULL, time INTEGER NOT NULL, body TEXT NOT NULL, cloud TEXT NOT NULL DEFAULT '', nick TEXT NOT NULL DEFAULT '', avatar TEXT NOT NULL DEFAULT '', client_time INTEGER NOT NULL DEFAULT 0, revoked INTEGER NOT NULL DEFAULT 0, no_unread INTEGER NOT NULL DEFAULT 0, no_last INTEGER NOT NULL DEFAULT 0);
CREATE INDEX IF NOT EXISTS c2c_to ON c2c_msgs (to_acc, id);
CREATE INDEX IF NOT EXISTS c2c_from ON c2c_msgs (from_acc, id);
CREATE UNIQUE INDEX IF NOT EXISTS c2c_key ON c2c_msgs (from_acc, to_acc, random, seq);
CREATE TABLE IF NOT EXISTS c2c_read (owner TEXT NOT NULL, peer TEXT NOT NULL, read_time INTEGER NOT NULL, PRIMARY KEY (owner, peer));
CREATE TABLE IF NOT EXISTS conv_state (owner TEXT NOT NULL, conv_id TEXT NOT NULL, pinned INTEGER NOT NULL DEFAULT 0, pin_time INTEGER NOT NULL DEFAULT 0, hidden_upto INTEGER NOT NULL DEFAULT 0, cleared_upto INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (owner, conv_id));
CREATE TABLE IF NOT EXISTS files (key TEXT PRIMARY KEY, owner TEXT NOT NULL, type TEXT NOT NULL DEFAULT '', data BLOB);
CREATE TABLE IF NOT EXISTS applications (group_id TEXT NOT NULL, applicant TEXT NOT NULL, message TEXT NOT NULL DEFAULT '', time INTEGER NOT NULL, auth TEXT NOT NULL, handled INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (group_id, applicant));
CREATE TABLE IF NOT EXISTS sessions (a2 TEXT PRIMARY KEY, user TEXT NOT NULL, expires INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS deleted_msgs (owner TEXT NOT NULL, conv_id TEXT NOT NULL, msg_key TEXT NOT NULL, PRIMARY KEY (owner, conv_id, msg_key));
CREATE TABLE IF NOT EXISTS groups (id TEXT PRIMARY KEY, type TEXT NOT NULL, name TEXT NOT NULL, owner TEXT NOT NULL, introduction TEXT NOT NULL DEFAULT '', notification TEXT NOT NULL DEFAULT '', face_url TEXT NOT NULL DEFAULT '', create_time INTEGER NOT NULL, next_seq INTEGER NOT NULL DEFAULT 1, join_option TEXT NOT NULL DEFAULT 'FreeAccess', mute_all INTEGER NOT NULL DEFAULT 0, info_seq INTEGER NOT NULL DEFAULT 1);
CREATE TABLE IF NOT EXISTS members (group_id TEXT NOT NULL, user TEXT NOT NULL, role TEXT NOT NULL, join_time INTEGER NOT NULL, read_seq INTEGER NOT NULL DEFAULT 0, msg_flag INTEGER NOT NULL DEFAULT 0, name_card TEXT NOT NULL DEFAULT '', mute_until INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (group_id, user));
CREATE INDEX IF NOT EXISTS members_user ON members (user);
CREATE INDEX IF NOT EXISTS users_tiny_id ON users (tiny_id);
CREATE TABLE IF NOT EXISTS group_msgs (group_id TEXT NOT NULL, seq INTEGER NOT NULL, from_acc TEXT NOT NULL, random INTEGER NOT NULL, time INTEGER NOT NULL, body TEXT NOT NULL, cloud TEXT NOT NULL DEFAULT '', client_seq INTEGER NOT NULL DEFAULT 0, revoked INTEGER NOT NULL DEFAULT 0, nick TEXT NOT NULL DEFAULT '', avatar TEXT NOT NULL DEFAULT '', no_unread INTEGER NOT NULL DEFAULT 0, no_last INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (group_id, seq));
CREATE INDEX IF NOT EXISTS group_msgs_resend ON group_msgs (group_id, from_acc, random, client_seq);
CREATE TABLE IF NOT EXISTS group_msg_receivers (group_id TEXT NOT NULL, seq INTEGER NOT NULL, user TEXT NOT NULL, PRIMARY KEY (group_id, seq, user));
`;

/** Opens the service's SQLite file (WAL: readers never wait for the writer). */
function openDatabase(path: string): DatabaseSync {
  const db = new DatabaseSync(path);
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;');
  return db;
}

/** SQLite repositories of the chat service (node:sqlite, no native addon); newer areas have their own in repos/. */
export class Store extends Repo {
  constructor(path: string) {
    super(openDatabase(path), SCHEMA);
  }

  close(): void {
    this.db.close();
  }

  // Users and profiles

  ensureUser(id: string): ProfileRow {
    const found = this.get<ProfileRow>('SELECT * FROM users WHERE id = ?', id);
    if (found) return found;
    const next =
      this.get<{ n: number }>('SELECT COALESCE(MAX(tiny_id), 1441150000000) + 1 AS n FROM users')?.n ?? 1441150000001;
    this.run('INSERT INTO users (id, tiny_id) VALUES (?, ?)', id, next);
    return { id, tiny_id: next, nick: '', face_url: '', extra: '{}' };
  }

  findUser(id: string): ProfileRow | undefined {
    return this.get<ProfileRow>('SELECT * FROM users WHERE id = ?', id);
  }

  updateProfile(id: string, nick: string, faceUrl: string, extra: string): void {
    this.ensureUser(id);
    this.run('UPDATE users SET nick = ?, face_url = ?, extra = ? WHERE id = ?', nick, faceUrl, extra, id);
  }

  // One-to-one messages

  /** Stores a message once; a resend of the same (from, to, random, seq) returns the stored row as a duplicate. */
  insertC2c(m: Omit<C2cRow, 'id' | 'revoked'>): { row: C2cRow; duplicate: boolean } {
    const dup = this.get<C2cRow>(
      'SELECT * FROM c2c_msgs WHERE from_acc = ? AND to_acc = ? AND random = ? AND seq = ?',
      m.from_acc,
      m.to_acc,
      m.random,
      m.seq,
    );
    if (dup) return { row: dup, duplicate: true };
    const info = this.stmt(
      'INSERT INTO c2c_msgs (from_acc, to_acc, seq, random, time, body, cloud, nick, avatar, client_time, no_unread, no_last) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ).run(
      m.from_acc,
      m.to_acc,
      m.seq,
      m.random,
      m.time,
      m.body,
      m.cloud,
      m.nick,
      m.avatar,
      m.client_time,
      m.no_unread,
      m.no_last,
    );
    return { row: { ...m, id: Number(info.lastInsertRowid), revoked: 0 }, duplicate: false };
  }

  /** Messages to or from `user` after the sync cookie `afterId`, oldest first. */
  c2cSince(user: string, afterId: number, limit: number): C2cRow[] {
    return this.all<C2cRow>(
      'SELECT * FROM c2c_msgs WHERE id > ? AND (to_acc = ? OR from_acc = ?) ORDER BY id LIMIT ?',
      afterId,
      user,
      user,
      limit,
    );
  }

  lastC2cId(): number {
    return this.get<{ n: number }>('SELECT COALESCE(MAX(id), 0) AS n FROM c2c_msgs')?.n ?? 0;
  }

  /** History between two users, newest first, before message id `beforeId` and at or before `beforeTime`. */
  c2cHistory(user: string, peer: string, beforeId: number, beforeTime: number, limit: number): C2cRow[] {
    return this.all<C2cRow>(
      'SELECT * FROM c2c_msgs WHERE ((from_acc = ? AND to_acc = ?) OR (from_acc = ? AND to_acc = ?)) AND id < ? AND time <= ? ORDER BY id DESC LIMIT ?',
      user,
      peer,
      peer,
      user,
      beforeId,
      beforeTime,
      limit,
    );
  }

  /** History between two users from `fromTime` (seconds) on, oldest first. */
  c2cForward(user: string, peer: string, fromTime: number, limit: number): C2cRow[] {
    return this.all<C2cRow>(
      'SELECT * FROM c2c_msgs WHERE ((from_acc = ? AND to_acc = ?) OR (from_acc = ? AND to_acc = ?)) AND time >= ? ORDER BY time, id LIMIT ?',
      user,
      peer,
      peer,
      user,
      fromTime,
      limit,
    );
  }

  findC2c(from: string, to: string, seq: number, random: number): C2cRow | undefined {
    return this.get<C2cRow>(
      'SELECT * FROM c2c_msgs WHERE from_acc = ? AND to_acc = ? AND seq = ? AND random = ?',
      from,
      to,
      seq,
      random,
    );
  }

  revokeC2c(id: number): void {
    this.run('UPDATE c2c_msgs SET revoked = 1 WHERE id = ?', id);
  }

  /** Per peer: the last message id between `user` and that peer, and the last one shown as last message. */
  c2cPeers(user: string): { peer: string; last_id: number; shown_id: number | null }[] {
    return this.all(
      'SELECT CASE WHEN from_acc = ? THEN to_acc ELSE from_acc END AS peer, MAX(id) AS last_id, MAX(CASE WHEN no_last = 0 THEN id END) AS shown_id FROM c2c_msgs WHERE from_acc = ? OR to_acc = ? GROUP BY peer',
      user,
      user,
      user,
    );
  }

  c2cById(id: number): C2cRow | undefined {
    return this.get<C2cRow>('SELECT * FROM c2c_msgs WHERE id = ?', id);
  }

  c2cUnread(user: string, peer: string): number {
    const readTime = this.c2cReadTime(user, peer);
    return (
      this.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM c2c_msgs WHERE to_acc = ? AND from_acc = ? AND time > ? AND revoked = 0 AND no_unread = 0',
        user,
        peer,
        readTime,
      )?.n ?? 0
    );
  }

  c2cReadTime(user: string, peer: string): number {
    return (
      this.get<{ read_time: number }>('SELECT read_time FROM c2c_read WHERE owner = ? AND peer = ?', user, peer)
        ?.read_time ?? 0
    );
  }

  setC2cRead(user: string, peer: string, time: number): void {
    this.run(
      'INSERT INTO c2c_read (owner, peer, read_time) VALUES (?, ?, ?) ON CONFLICT (owner, peer) DO UPDATE SET read_time = MAX(read_time, excluded.read_time)',
      user,
      peer,
      time,
    );
  }

  // Conversation state

  convState(owner: string, convId: string): ConvStateRow | undefined {
    return this.get<ConvStateRow>('SELECT * FROM conv_state WHERE owner = ? AND conv_id = ?', owner, convId);
  }

  setPinned(owner: string, convId: string, pinned: boolean, time: number): void {
    this.run(
      'INSERT INTO conv_state (owner, conv_id, pinned, pin_time) VALUES (?, ?, ?, ?) ON CONFLICT (owner, conv_id) DO UPDATE SET pinned = excluded.pinned, pin_time = excluded.pin_time',
      owner,
      convId,
      pinned ? 1 : 0,
      time,
    );
  }

  /** History up to `upto` (message id one-to-one, sequence in groups) is gone for `owner`. */
  clearHistory(owner: string, convId: string, upto: number): void {
    this.run(
      'INSERT INTO conv_state (owner, conv_id, cleared_upto) VALUES (?, ?, ?) ON CONFLICT (owner, conv_id) DO UPDATE SET cleared_upto = excluded.cleared_upto',
      owner,
      convId,
      upto,
    );
  }

  clearedUpto(owner: string, convId: string): number {
    return this.convState(owner, convId)?.cleared_upto ?? 0;
  }

  deleteForUser(owner: string, convId: string, keys: string[]): void {
    for (const key of keys)
      this.run('INSERT OR IGNORE INTO deleted_msgs (owner, conv_id, msg_key) VALUES (?, ?, ?)', owner, convId, key);
  }

  deletedKeys(owner: string, convId: string): Set<string> {
    return new Set(
      this.all<{ msg_key: string }>(
        'SELECT msg_key FROM deleted_msgs WHERE owner = ? AND conv_id = ?',
        owner,
        convId,
      ).map((r) => r.msg_key),
    );
  }

  hideConversation(owner: string, convId: string, upto: number): void {
    this.run(
      'INSERT INTO conv_state (owner, conv_id, hidden_upto) VALUES (?, ?, ?) ON CONFLICT (owner, conv_id) DO UPDATE SET hidden_upto = excluded.hidden_upto, pinned = 0',
      owner,
      convId,
      upto,
    );
  }

  // Login sessions: an a2 key lets an instance log in again after a reconnect without its userSig

  saveSession(a2: string, user: string, expires: number): void {
    this.run('INSERT OR REPLACE INTO sessions (a2, user, expires) VALUES (?, ?, ?)', a2, user, expires);
  }

  sessionUser(a2: string, now: number): string | undefined {
    return this.get<{ user: string }>('SELECT user FROM sessions WHERE a2 = ? AND expires > ?', a2, now)?.user;
  }

  /** When a session key expires (seconds; 0 when unknown). */
  sessionExpiry(a2: string): number {
    return this.get<{ expires: number }>('SELECT expires FROM sessions WHERE a2 = ?', a2)?.expires ?? 0;
  }

  dropSession(a2: string): void {
    this.run('DELETE FROM sessions WHERE a2 = ?', a2);
  }

  // Join applications of groups that need permission

  addApplication(groupId: string, applicant: string, message: string, time: number, auth: string): void {
    this.run(
      'INSERT INTO applications (group_id, applicant, message, time, auth) VALUES (?, ?, ?, ?, ?) ON CONFLICT (group_id, applicant) DO UPDATE SET message = excluded.message, time = excluded.time, auth = excluded.auth, handled = 0',
      groupId,
      applicant,
      message,
      time,
      auth,
    );
  }

  /** Open applications to groups `user` owns or administers. */
  applicationsFor(user: string): {
    group_id: string;
    applicant: string;
    message: string;
    time: number;
    auth: string;
    name: string;
    type: string;
  }[] {
    return this.all(
      "SELECT a.*, g.name, g.type FROM applications a JOIN groups g ON g.id = a.group_id JOIN members m ON m.group_id = a.group_id AND m.user = ? WHERE m.role IN ('Owner', 'Admin') AND a.handled = 0 ORDER BY a.time",
      user,
    );
  }

  application(groupId: string, applicant: string): { auth: string; handled: number } | undefined {
    return this.get('SELECT auth, handled FROM applications WHERE group_id = ? AND applicant = ?', groupId, applicant);
  }

  closeApplication(groupId: string, applicant: string): void {
    this.run('UPDATE applications SET handled = 1 WHERE group_id = ? AND applicant = ?', groupId, applicant);
  }

  // Uploaded files (the presigned upload route)

  reserveFile(key: string, owner: string): void {
    this.run('INSERT INTO files (key, owner) VALUES (?, ?)', key, owner);
  }

  putFile(key: string, type: string, data: Uint8Array): boolean {
    return (
      Number(
        this.stmt('UPDATE files SET type = ?, data = ? WHERE key = ? AND data IS NULL').run(type, data, key).changes,
      ) > 0
    );
  }

  getFile(key: string): { type: string; data: Uint8Array } | undefined {
    const row = this.stmt('SELECT type, data FROM files WHERE key = ? AND data IS NOT NULL').get(key) as
      { type: string; data: Uint8Array } | undefined;
    return row;
  }

  // Groups

  insertGroup(g: GroupRow): void {
    this.run(
      'INSERT INTO groups (id, type, name, owner, introduction, notification, face_url, create_time, next_seq, join_option, mute_all, info_seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      g.id,
      g.type,
      g.name,
      g.owner,
      g.introduction,
      g.notification,
      g.face_url,
      g.create_time,
      g.next_seq,
      g.join_option,
      g.mute_all,
      g.info_seq,
    );
  }

  findGroup(id: string): GroupRow | undefined {
    return this.get<GroupRow>('SELECT * FROM groups WHERE id = ?', id);
  }

  deleteGroup(id: string): void {
    this.run('DELETE FROM groups WHERE id = ?', id);
    this.run('DELETE FROM members WHERE group_id = ?', id);
    this.run('DELETE FROM group_msgs WHERE group_id = ?', id);
  }

  setGroupOwner(id: string, owner: string): void {
    this.run('UPDATE groups SET owner = ? WHERE id = ?', owner, id);
  }

  updateGroupInfo(
    id: string,
    fields: {
      name?: string;
      introduction?: string;
      notification?: string;
      face_url?: string;
      join_option?: string;
      mute_all?: number;
    },
  ): void {
    for (const [col, value] of Object.entries(fields)) {
      if (value !== undefined)
        this.run(`UPDATE groups SET ${col} = ?, info_seq = info_seq + 1 WHERE id = ?`, value, id);
    }
  }

  /** Allocates the next message sequence of a group. */
  nextGroupSeq(id: string): number {
    const row = this.get<{ next_seq: number }>(
      'UPDATE groups SET next_seq = next_seq + 1 WHERE id = ? RETURNING next_seq - 1 AS next_seq',
      id,
    );
    if (!row) throw new Error(`group ${id} vanished`);
    return row.next_seq;
  }

  addMember(m: MemberRow): boolean {
    return (
      this.run(
        'INSERT OR IGNORE INTO members (group_id, user, role, join_time, read_seq, msg_flag, name_card, mute_until) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
        m.group_id,
        m.user,
        m.role,
        m.join_time,
        m.read_seq,
        m.msg_flag,
        m.name_card,
        m.mute_until,
      ) > 0
    );
  }

  removeMember(groupId: string, user: string): boolean {
    return this.run('DELETE FROM members WHERE group_id = ? AND user = ?', groupId, user) > 0;
  }

  member(groupId: string, user: string): MemberRow | undefined {
    return this.get<MemberRow>('SELECT * FROM members WHERE group_id = ? AND user = ?', groupId, user);
  }

  members(groupId: string, limit = 1_000_000, offset = 0): MemberRow[] {
    return this.all<MemberRow>(
      'SELECT * FROM members WHERE group_id = ? ORDER BY join_time, rowid LIMIT ? OFFSET ?',
      groupId,
      limit,
      offset,
    );
  }

  /** The members' accounts in no particular order (a push fan-out: no sort, read from the key alone). */
  memberUsers(groupId: string): string[] {
    return this.all<{ user: string }>('SELECT user FROM members WHERE group_id = ?', groupId).map((m) => m.user);
  }

  /** Whether the group has more than `n` members (reads at most n + 1 keys, however large the group). */
  hasMoreMembersThan(groupId: string, n: number): boolean {
    return this.get('SELECT 1 AS x FROM members WHERE group_id = ? LIMIT 1 OFFSET ?', groupId, n) !== undefined;
  }

  memberCount(groupId: string): number {
    return this.get<{ n: number }>('SELECT COUNT(*) AS n FROM members WHERE group_id = ?', groupId)?.n ?? 0;
  }

  setMemberRole(groupId: string, user: string, role: string): void {
    this.run('UPDATE members SET role = ? WHERE group_id = ? AND user = ?', role, groupId, user);
  }

  updateMember(
    groupId: string,
    user: string,
    fields: { name_card?: string; mute_until?: number; msg_flag?: number },
  ): void {
    for (const [col, value] of Object.entries(fields)) {
      if (value !== undefined)
        this.run(`UPDATE members SET ${col} = ? WHERE group_id = ? AND user = ?`, value, groupId, user);
    }
  }

  setReadSeq(groupId: string, user: string, seq: number): void {
    this.run('UPDATE members SET read_seq = MAX(read_seq, ?) WHERE group_id = ? AND user = ?', seq, groupId, user);
  }

  /** Public groups whose name contains `keyword` (case-insensitive for Latin letters), most members first. */
  searchPublicGroups(keyword: string, limit: number): (GroupRow & { member_num: number })[] {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return this.all(
      "SELECT g.*, (SELECT COUNT(*) FROM members m WHERE m.group_id = g.id) AS member_num FROM groups g WHERE g.type = 'Public' AND g.name LIKE ? ESCAPE '\\' ORDER BY member_num DESC, g.create_time DESC, g.id LIMIT ?",
      like,
      limit,
    );
  }

  joinedGroups(user: string): (GroupRow & { role: string; join_time: number; read_seq: number; msg_flag: number })[] {
    return this.all(
      'SELECT g.*, m.role, m.join_time, m.read_seq, m.msg_flag FROM groups g JOIN members m ON m.group_id = g.id WHERE m.user = ? ORDER BY g.create_time, g.id',
      user,
    );
  }

  insertGroupMsg(m: GroupMsgRow): void {
    this.run(
      'INSERT INTO group_msgs (group_id, seq, from_acc, random, time, body, cloud, client_seq, revoked, nick, avatar, no_unread, no_last) VALUES (?, ?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)',
      m.group_id,
      m.seq,
      m.from_acc,
      m.random,
      m.time,
      m.body,
      m.cloud,
      m.client_seq,
      m.nick,
      m.avatar,
      m.no_unread,
      m.no_last,
    );
  }

  /** The stored message a resend repeats: same sender, group, Random and ClientSeq. */
  findGroupResend(groupId: string, from: string, random: number, clientSeq: number): GroupMsgRow | undefined {
    return this.get<GroupMsgRow>(
      'SELECT * FROM group_msgs WHERE group_id = ? AND from_acc = ? AND random = ? AND client_seq = ?',
      groupId,
      from,
      random,
      clientSeq,
    );
  }

  /** Forgets a group's messages older than `seq` (live rooms keep only their polling window). */
  dropGroupMsgsBefore(groupId: string, seq: number): void {
    this.run('DELETE FROM group_msgs WHERE group_id = ? AND seq < ?', groupId, seq);
  }

  groupMsg(groupId: string, seq: number): GroupMsgRow | undefined {
    return this.get<GroupMsgRow>('SELECT * FROM group_msgs WHERE group_id = ? AND seq = ?', groupId, seq);
  }

  lastGroupMsg(groupId: string): GroupMsgRow | undefined {
    return this.get<GroupMsgRow>('SELECT * FROM group_msgs WHERE group_id = ? ORDER BY seq DESC LIMIT 1', groupId);
  }

  /** The last message of a group that may be shown as its conversation's last message. */
  /** The newest group message `user` sees in the conversation list (not excluded from it, not hidden from them). */
  lastShownGroupMsg(groupId: string, user: string): GroupMsgRow | undefined {
    return this.get<GroupMsgRow>(
      `SELECT * FROM group_msgs WHERE group_id = ? AND no_last = 0 AND ${VISIBLE_TO} ORDER BY seq DESC LIMIT 1`,
      groupId,
      user,
      user,
    );
  }

  /** A group message for chosen members only (spec §5 receiverList): the others neither get it nor see it. */
  setGroupMsgReceivers(groupId: string, seq: number, users: string[]): void {
    for (const user of users)
      this.run('INSERT OR IGNORE INTO group_msg_receivers (group_id, seq, user) VALUES (?, ?, ?)', groupId, seq, user);
  }

  /** The group's messages for chosen members that `user` neither sent nor is one of. */
  hiddenGroupSeqs(groupId: string, user: string): Set<number> {
    const rows = this.all<{ seq: number }>(
      'SELECT r.seq AS seq FROM group_msg_receivers r JOIN group_msgs m ON m.group_id = r.group_id AND m.seq = r.seq WHERE r.group_id = ? AND m.from_acc != ? GROUP BY r.seq HAVING SUM(r.user = ?) = 0',
      groupId,
      user,
      user,
    );
    return new Set(rows.map((r) => r.seq));
  }

  /** The chosen members of a group message; empty when it is for every member. */
  groupMsgReceivers(groupId: string, seq: number): string[] {
    return this.all<{ user: string }>(
      'SELECT user FROM group_msg_receivers WHERE group_id = ? AND seq = ? ORDER BY rowid',
      groupId,
      seq,
    ).map((r) => r.user);
  }

  groupHistory(groupId: string, uptoSeq: number, limit: number): GroupMsgRow[] {
    return this.all<GroupMsgRow>(
      'SELECT * FROM group_msgs WHERE group_id = ? AND seq <= ? ORDER BY seq DESC LIMIT ?',
      groupId,
      uptoSeq,
      limit,
    );
  }

  groupUnread(groupId: string, user: string, readSeq: number): number {
    return (
      this.get<{ n: number }>(
        `SELECT COUNT(*) AS n FROM group_msgs WHERE group_id = ? AND seq > ? AND from_acc != ? AND revoked = 0 AND no_unread = 0 AND ${VISIBLE_TO}`,
        groupId,
        readSeq,
        user,
        user,
        user,
      )?.n ?? 0
    );
  }

  revokeGroupMsg(groupId: string, seq: number): boolean {
    return (
      this.run('UPDATE group_msgs SET revoked = 1 WHERE group_id = ? AND seq = ? AND revoked = 0', groupId, seq) > 0
    );
  }

  transaction<T>(fn: () => T): T {
    this.db.exec('BEGIN');
    try {
      const out = fn();
      this.db.exec('COMMIT');
      return out;
    } catch (err) {
      this.db.exec('ROLLBACK');
      throw err;
    }
  }
}
