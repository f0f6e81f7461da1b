import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS live_bans (group_id TEXT NOT NULL, user TEXT NOT NULL, until INTEGER NOT NULL, PRIMARY KEY (group_id, user));
`;

/** Live-room bans (ban_group_member): until when (seconds) a user may not join a room again; kept across restarts. */
export class LiveBanRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  /** Until when the user is banned from the room (0 when never banned); a past time means the ban is over. */
  bannedUntil(groupId: string, user: string): number {
    return (
      this.get<{ until: number }>('SELECT until FROM live_bans WHERE group_id = ? AND user = ?', groupId, user)
        ?.until ?? 0
    );
  }

  /** A new ban replaces the previous one, as the cloud does: the last duration set counts. */
  ban(groupId: string, user: string, until: number): void {
    this.run('INSERT OR REPLACE INTO live_bans (group_id, user, until) VALUES (?, ?, ?)', groupId, user, until);
  }

  dropGroup(groupId: string): void {
    this.run('DELETE FROM live_bans WHERE group_id = ?', groupId);
  }
}
