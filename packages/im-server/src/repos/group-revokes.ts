import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS group_revokes (group_id TEXT NOT NULL, seq INTEGER NOT NULL, random INTEGER NOT NULL, time_ms INTEGER NOT NULL, revoker TEXT NOT NULL, PRIMARY KEY (group_id, seq));
CREATE INDEX IF NOT EXISTS group_revokes_time ON group_revokes (group_id, time_ms);
`;

export interface GroupRevokeRow {
  group_id: string;
  seq: number;
  random: number;
  /** When the message was revoked, in milliseconds (get_group_notify pages by it). */
  time_ms: number;
  revoker: string;
}

/** When each group message was revoked and by whom: the notices get_group_notify answers after a reconnect. */
export class GroupRevokeRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  record(row: GroupRevokeRow): void {
    this.run(
      'INSERT OR IGNORE INTO group_revokes (group_id, seq, random, time_ms, revoker) VALUES (?, ?, ?, ?, ?)',
      row.group_id,
      row.seq,
      row.random,
      row.time_ms,
      row.revoker,
    );
  }

  /** When the group's last message was revoked (ms; 0 when none was). */
  lastTime(groupId: string): number {
    return (
      this.get<{ t: number | null }>('SELECT MAX(time_ms) AS t FROM group_revokes WHERE group_id = ?', groupId)?.t ?? 0
    );
  }

  /** Up to `limit` revokes of the group made from `from` to `to` (ms, both included), oldest first. */
  between(groupId: string, from: number, to: number, limit: number): GroupRevokeRow[] {
    return this.all<GroupRevokeRow>(
      'SELECT * FROM group_revokes WHERE group_id = ? AND time_ms >= ? AND time_ms <= ? ORDER BY time_ms, seq LIMIT ?',
      groupId,
      from,
      to,
      limit,
    );
  }
}
