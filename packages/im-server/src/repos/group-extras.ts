import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS group_attrs (group_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (group_id, key));
CREATE TABLE IF NOT EXISTS group_attr_seq (group_id TEXT PRIMARY KEY, main_seq INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS group_counters (group_id TEXT NOT NULL, key TEXT NOT NULL, value INTEGER NOT NULL, PRIMARY KEY (group_id, key));
CREATE TABLE IF NOT EXISTS group_counter_seq (group_id TEXT PRIMARY KEY, seq INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS member_fields (group_id TEXT NOT NULL, user TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (group_id, user, key));
CREATE TABLE IF NOT EXISTS member_marks (group_id TEXT NOT NULL, user TEXT NOT NULL, mark INTEGER NOT NULL, PRIMARY KEY (group_id, user, mark));
CREATE TABLE IF NOT EXISTS group_fields (group_id TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, PRIMARY KEY (group_id, key));
CREATE TABLE IF NOT EXISTS group_speech (group_id TEXT NOT NULL, user TEXT NOT NULL, time INTEGER NOT NULL, PRIMARY KEY (group_id, user));
CREATE TABLE IF NOT EXISTS group_invite (group_id TEXT PRIMARY KEY, option TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS invite_requests (group_id TEXT NOT NULL, invitee TEXT NOT NULL, inviter TEXT NOT NULL, time INTEGER NOT NULL, auth TEXT NOT NULL, PRIMARY KEY (group_id, invitee));
`;

/** The invite options of the cloud (InviteJoinOption). */
export const INVITE_OPTIONS = ['FreeAccess', 'NeedPermission', 'DisableInvite'] as const;
export type InviteOption = (typeof INVITE_OPTIONS)[number];

/** A group's invite option before anyone set one: a Work group's members invite freely, elsewhere managers do. */
export function defaultInviteOption(type: string): InviteOption {
  return type === 'Private' ? 'FreeAccess' : 'NeedPermission';
}

export interface InviteRequest {
  group_id: string;
  invitee: string;
  inviter: string;
  time: number;
  auth: string;
}

export interface AttrRow {
  key: string;
  value: string;
  seq: number;
}

/**
 * What groups carry beside members and messages: attributes, counters, group and member custom fields, marks, and
 * when each member last spoke (slow mode).
 */
export class GroupExtrasRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  // Attributes: each key has its own sequence; the group's main sequence advances by one per change.

  attrs(groupId: string): AttrRow[] {
    return this.all<AttrRow>('SELECT key, value, seq FROM group_attrs WHERE group_id = ? ORDER BY key', groupId);
  }

  attrMainSeq(groupId: string): number {
    return (
      this.get<{ main_seq: number }>('SELECT main_seq FROM group_attr_seq WHERE group_id = ?', groupId)?.main_seq ?? 0
    );
  }

  /** Advances the main sequence and returns it. */
  nextAttrMainSeq(groupId: string): number {
    this.run(
      'INSERT INTO group_attr_seq (group_id, main_seq) VALUES (?, 1) ON CONFLICT (group_id) DO UPDATE SET main_seq = main_seq + 1',
      groupId,
    );
    return this.attrMainSeq(groupId);
  }

  putAttr(groupId: string, key: string, value: string): number {
    this.run(
      'INSERT INTO group_attrs (group_id, key, value, seq) VALUES (?, ?, ?, 1) ON CONFLICT (group_id, key) DO UPDATE SET value = excluded.value, seq = seq + 1',
      groupId,
      key,
      value,
    );
    return (
      this.get<{ seq: number }>('SELECT seq FROM group_attrs WHERE group_id = ? AND key = ?', groupId, key)?.seq ?? 1
    );
  }

  deleteAttr(groupId: string, key: string): boolean {
    return this.run('DELETE FROM group_attrs WHERE group_id = ? AND key = ?', groupId, key) > 0;
  }

  clearAttrs(groupId: string): void {
    this.run('DELETE FROM group_attrs WHERE group_id = ?', groupId);
  }

  // Counters

  counters(groupId: string): { key: string; value: number }[] {
    return this.all('SELECT key, value FROM group_counters WHERE group_id = ? ORDER BY key', groupId);
  }

  counterSeq(groupId: string): number {
    return this.get<{ seq: number }>('SELECT seq FROM group_counter_seq WHERE group_id = ?', groupId)?.seq ?? 0;
  }

  nextCounterSeq(groupId: string): number {
    this.run(
      'INSERT INTO group_counter_seq (group_id, seq) VALUES (?, 1) ON CONFLICT (group_id) DO UPDATE SET seq = seq + 1',
      groupId,
    );
    return this.counterSeq(groupId);
  }

  putCounter(groupId: string, key: string, value: number): void {
    this.run('INSERT OR REPLACE INTO group_counters (group_id, key, value) VALUES (?, ?, ?)', groupId, key, value);
  }

  // Group custom fields (AppDefinedData)

  groupFields(groupId: string): { key: string; value: string }[] {
    return this.all('SELECT key, value FROM group_fields WHERE group_id = ? ORDER BY key', groupId);
  }

  /** Writes a group custom field; an empty value removes it. */
  setGroupField(groupId: string, key: string, value: string): void {
    if (value === '') this.run('DELETE FROM group_fields WHERE group_id = ? AND key = ?', groupId, key);
    else this.run('INSERT OR REPLACE INTO group_fields (group_id, key, value) VALUES (?, ?, ?)', groupId, key, value);
  }

  // Invite option (InviteJoinOption)

  inviteOption(groupId: string, type: string): InviteOption {
    const row = this.get<{ option: InviteOption }>('SELECT option FROM group_invite WHERE group_id = ?', groupId);
    return row?.option ?? defaultInviteOption(type);
  }

  setInviteOption(groupId: string, option: InviteOption): void {
    this.run('INSERT OR REPLACE INTO group_invite (group_id, option) VALUES (?, ?)', groupId, option);
  }

  // Invitations waiting for a manager (a member's invitation under NeedPermission: pendency type 2)

  /** Records that `inviter` asked to bring `invitee` in; a newer invitation of the same user replaces it. */
  addInviteRequest(groupId: string, inviter: string, invitee: string, time: number, auth: string): void {
    this.run(
      'INSERT OR REPLACE INTO invite_requests (group_id, invitee, inviter, time, auth) VALUES (?, ?, ?, ?, ?)',
      groupId,
      invitee,
      inviter,
      time,
      auth,
    );
  }

  inviteRequest(groupId: string, invitee: string): InviteRequest | undefined {
    return this.get<InviteRequest>(
      'SELECT * FROM invite_requests WHERE group_id = ? AND invitee = ?',
      groupId,
      invitee,
    );
  }

  /** Waiting invitations of the groups `user` owns or administers, oldest first. */
  inviteRequestsFor(user: string): (InviteRequest & { name: string })[] {
    return this.all(
      `SELECT r.*, g.name FROM invite_requests r JOIN groups g ON g.id = r.group_id
       JOIN members m ON m.group_id = r.group_id AND m.user = ? WHERE m.role IN ('Owner', 'Admin') ORDER BY r.time`,
      user,
    );
  }

  closeInviteRequest(groupId: string, invitee: string): void {
    this.run('DELETE FROM invite_requests WHERE group_id = ? AND invitee = ?', groupId, invitee);
  }

  // Member custom fields and marks

  memberFields(groupId: string, user: string): { key: string; value: string }[] {
    return this.all('SELECT key, value FROM member_fields WHERE group_id = ? AND user = ? ORDER BY key', groupId, user);
  }

  setMemberField(groupId: string, user: string, key: string, value: string): void {
    if (value === '')
      this.run('DELETE FROM member_fields WHERE group_id = ? AND user = ? AND key = ?', groupId, user, key);
    else
      this.run(
        'INSERT OR REPLACE INTO member_fields (group_id, user, key, value) VALUES (?, ?, ?, ?)',
        groupId,
        user,
        key,
        value,
      );
  }

  memberMarks(groupId: string, user: string): number[] {
    return this.all<{ mark: number }>(
      'SELECT mark FROM member_marks WHERE group_id = ? AND user = ? ORDER BY mark',
      groupId,
      user,
    ).map((r) => r.mark);
  }

  setMemberMark(groupId: string, user: string, mark: number, on: boolean): void {
    if (on) this.run('INSERT OR IGNORE INTO member_marks (group_id, user, mark) VALUES (?, ?, ?)', groupId, user, mark);
    else this.run('DELETE FROM member_marks WHERE group_id = ? AND user = ? AND mark = ?', groupId, user, mark);
  }

  /** Forgets everything of a dismissed group. */
  // Speech: a message of any kind, a topic message, an edit or an extension; slow mode counts from the last one.

  /** When `user` last spoke in the group or its topics (seconds, 0 never). */
  lastSpoke(groupId: string, user: string): number {
    return (
      this.get<{ time: number }>('SELECT time FROM group_speech WHERE group_id = ? AND user = ?', groupId, user)
        ?.time ?? 0
    );
  }

  spoke(groupId: string, user: string, time: number): void {
    this.run('INSERT OR REPLACE INTO group_speech (group_id, user, time) VALUES (?, ?, ?)', groupId, user, time);
  }

  dropGroup(groupId: string): void {
    for (const table of [
      'group_attrs',
      'group_attr_seq',
      'group_counters',
      'group_counter_seq',
      'member_fields',
      'member_marks',
      'group_fields',
      'group_speech',
      'group_invite',
      'invite_requests',
    ])
      this.run(`DELETE FROM ${table} WHERE group_id = ?`, groupId);
  }
}
