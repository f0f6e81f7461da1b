import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

/** One direction of a friendship: `owner` has `friend` in their list. */
export interface FriendRow {
  owner: string;
  friend: string;
  remark: string;
  source: string;
  wording: string;
  add_time: number;
  /** JSON object of the friend's custom fields (Tag_SNS_Custom_*). */
  custom: string;
}

/** A friend request from `from_acc` to `to_acc` waiting for an answer. */
export interface ApplicationRow {
  from_acc: string;
  to_acc: string;
  source: string;
  wording: string;
  remark: string;
  group_name: string;
  add_type: string;
  time: number;
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS friends (owner TEXT NOT NULL, friend TEXT NOT NULL, remark TEXT NOT NULL DEFAULT '', source TEXT NOT NULL DEFAULT '', wording TEXT NOT NULL DEFAULT '', add_time INTEGER NOT NULL, custom TEXT NOT NULL DEFAULT '{}', PRIMARY KEY (owner, friend));
CREATE TABLE IF NOT EXISTS friend_groups (owner TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (owner, name));
CREATE TABLE IF NOT EXISTS friend_group_members (owner TEXT NOT NULL, name TEXT NOT NULL, friend TEXT NOT NULL, PRIMARY KEY (owner, name, friend));
CREATE TABLE IF NOT EXISTS friend_applications (from_acc TEXT NOT NULL, to_acc TEXT NOT NULL, source TEXT NOT NULL DEFAULT '', wording TEXT NOT NULL DEFAULT '', remark TEXT NOT NULL DEFAULT '', group_name TEXT NOT NULL DEFAULT '', add_type TEXT NOT NULL, time INTEGER NOT NULL, PRIMARY KEY (from_acc, to_acc));
CREATE INDEX IF NOT EXISTS friend_applications_to ON friend_applications (to_acc);
CREATE TABLE IF NOT EXISTS friend_application_read (owner TEXT PRIMARY KEY, read_time INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS blacklist (owner TEXT NOT NULL, blocked TEXT NOT NULL, time INTEGER NOT NULL, PRIMARY KEY (owner, blocked));
`;

/** Friends, friend groups, friend requests and blacklists: every row belongs to its owner. */
export class RelationRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  // Friends

  friend(owner: string, friend: string): FriendRow | undefined {
    return this.get<FriendRow>('SELECT * FROM friends WHERE owner = ? AND friend = ?', owner, friend);
  }

  friends(owner: string): FriendRow[] {
    return this.all<FriendRow>('SELECT * FROM friends WHERE owner = ? ORDER BY add_time, rowid', owner);
  }

  friendCount(owner: string): number {
    return this.get<{ n: number }>('SELECT COUNT(*) AS n FROM friends WHERE owner = ?', owner)?.n ?? 0;
  }

  /** Adds `friend` to `owner`'s list (kept as it is when already there); true when added. */
  addFriend(row: FriendRow): boolean {
    return (
      this.run(
        'INSERT OR IGNORE INTO friends (owner, friend, remark, source, wording, add_time, custom) VALUES (?, ?, ?, ?, ?, ?, ?)',
        row.owner,
        row.friend,
        row.remark,
        row.source,
        row.wording,
        row.add_time,
        row.custom,
      ) > 0
    );
  }

  removeFriend(owner: string, friend: string): boolean {
    this.run('DELETE FROM friend_group_members WHERE owner = ? AND friend = ?', owner, friend);
    return this.run('DELETE FROM friends WHERE owner = ? AND friend = ?', owner, friend) > 0;
  }

  updateFriend(owner: string, friend: string, remark: string, custom: string): void {
    this.run('UPDATE friends SET remark = ?, custom = ? WHERE owner = ? AND friend = ?', remark, custom, owner, friend);
  }

  // Friend groups

  friendGroups(owner: string): { name: string; members: string[] }[] {
    return this.all<{ name: string }>('SELECT name FROM friend_groups WHERE owner = ? ORDER BY rowid', owner).map(
      ({ name }) => ({ name, members: this.groupMembers(owner, name) }),
    );
  }

  hasFriendGroup(owner: string, name: string): boolean {
    return this.get('SELECT 1 AS x FROM friend_groups WHERE owner = ? AND name = ?', owner, name) !== undefined;
  }

  friendGroupCount(owner: string): number {
    return this.get<{ n: number }>('SELECT COUNT(*) AS n FROM friend_groups WHERE owner = ?', owner)?.n ?? 0;
  }

  createFriendGroup(owner: string, name: string): void {
    this.run('INSERT INTO friend_groups (owner, name) VALUES (?, ?)', owner, name);
  }

  deleteFriendGroup(owner: string, name: string): void {
    this.run('DELETE FROM friend_group_members WHERE owner = ? AND name = ?', owner, name);
    this.run('DELETE FROM friend_groups WHERE owner = ? AND name = ?', owner, name);
  }

  renameFriendGroup(owner: string, from: string, to: string): void {
    this.run('UPDATE friend_groups SET name = ? WHERE owner = ? AND name = ?', to, owner, from);
    this.run('UPDATE friend_group_members SET name = ? WHERE owner = ? AND name = ?', to, owner, from);
  }

  groupMembers(owner: string, name: string): string[] {
    return this.all<{ friend: string }>(
      'SELECT friend FROM friend_group_members WHERE owner = ? AND name = ? ORDER BY rowid',
      owner,
      name,
    ).map((r) => r.friend);
  }

  groupsOf(owner: string, friend: string): string[] {
    return this.all<{ name: string }>(
      'SELECT name FROM friend_group_members WHERE owner = ? AND friend = ? ORDER BY rowid',
      owner,
      friend,
    ).map((r) => r.name);
  }

  addToFriendGroup(owner: string, name: string, friend: string): void {
    this.run('INSERT OR IGNORE INTO friend_group_members (owner, name, friend) VALUES (?, ?, ?)', owner, name, friend);
  }

  removeFromFriendGroup(owner: string, name: string, friend: string): void {
    this.run('DELETE FROM friend_group_members WHERE owner = ? AND name = ? AND friend = ?', owner, name, friend);
  }

  // Friend requests

  application(from: string, to: string): ApplicationRow | undefined {
    return this.get<ApplicationRow>('SELECT * FROM friend_applications WHERE from_acc = ? AND to_acc = ?', from, to);
  }

  /** A newer request from the same sender replaces the older one. */
  saveApplication(a: ApplicationRow): void {
    this.run(
      'INSERT OR REPLACE INTO friend_applications (from_acc, to_acc, source, wording, remark, group_name, add_type, time) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      a.from_acc,
      a.to_acc,
      a.source,
      a.wording,
      a.remark,
      a.group_name,
      a.add_type,
      a.time,
    );
  }

  deleteApplication(from: string, to: string): boolean {
    return this.run('DELETE FROM friend_applications WHERE from_acc = ? AND to_acc = ?', from, to) > 0;
  }

  /** Requests `user` sent and received, newest first. */
  applicationsOf(user: string): ApplicationRow[] {
    return this.all<ApplicationRow>(
      'SELECT * FROM friend_applications WHERE from_acc = ? OR to_acc = ? ORDER BY time DESC, rowid DESC',
      user,
      user,
    );
  }

  applicationReadTime(owner: string): number {
    return (
      this.get<{ read_time: number }>('SELECT read_time FROM friend_application_read WHERE owner = ?', owner)
        ?.read_time ?? 0
    );
  }

  setApplicationReadTime(owner: string, time: number): void {
    this.run(
      'INSERT INTO friend_application_read (owner, read_time) VALUES (?, ?) ON CONFLICT (owner) DO UPDATE SET read_time = MAX(read_time, excluded.read_time)',
      owner,
      time,
    );
  }

  /** Received requests not seen yet: newer than the last read report. */
  unreadApplications(owner: string): number {
    return (
      this.get<{ n: number }>(
        'SELECT COUNT(*) AS n FROM friend_applications WHERE to_acc = ? AND time > ?',
        owner,
        this.applicationReadTime(owner),
      )?.n ?? 0
    );
  }

  // Blacklist

  isBlocked(owner: string, other: string): boolean {
    return this.get('SELECT 1 AS x FROM blacklist WHERE owner = ? AND blocked = ?', owner, other) !== undefined;
  }

  blacklist(owner: string): { blocked: string; time: number }[] {
    return this.all('SELECT blocked, time FROM blacklist WHERE owner = ? ORDER BY time, rowid', owner);
  }

  block(owner: string, other: string, time: number): boolean {
    return this.run('INSERT OR IGNORE INTO blacklist (owner, blocked, time) VALUES (?, ?, ?)', owner, other, time) > 0;
  }

  unblock(owner: string, other: string): boolean {
    return this.run('DELETE FROM blacklist WHERE owner = ? AND blocked = ?', owner, other) > 0;
  }
}
