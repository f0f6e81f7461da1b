import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS group_notices (id INTEGER PRIMARY KEY AUTOINCREMENT, user TEXT NOT NULL, group_id TEXT NOT NULL, op_type INTEGER NOT NULL, operator TEXT NOT NULL, random INTEGER NOT NULL, item TEXT NOT NULL);
CREATE INDEX IF NOT EXISTS group_notices_user ON group_notices (user, id);
`;

/** Group system notices kept for their user (as the cloud keeps them) until the user deletes them. */
export class GroupNoticesRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  /** `item` is the notice as pushed (a `GroupTips` entry of event 5). */
  add(user: string, groupId: string, opType: number, operator: string, random: number, item: string): void {
    this.run(
      'INSERT INTO group_notices (user, group_id, op_type, operator, random, item) VALUES (?, ?, ?, ?, ?, ?)',
      user,
      groupId,
      opType,
      operator,
      random,
      item,
    );
  }

  /** The user's notices, oldest first, as pushed. */
  itemsOf(user: string): string[] {
    return this.all<{ item: string }>('SELECT item FROM group_notices WHERE user = ? ORDER BY id', user).map(
      (r) => r.item,
    );
  }

  /** The user's notice of this random (`openim.deletemsg`); returns how many went. */
  remove(user: string, random: number): number {
    return this.run('DELETE FROM group_notices WHERE user = ? AND random = ?', user, random);
  }

  /** Every manager's notices of one operator's operation in a group (an application handled). */
  removeOperation(groupId: string, opType: number, operator: string): void {
    this.run(
      'DELETE FROM group_notices WHERE group_id = ? AND op_type = ? AND operator = ?',
      groupId,
      opType,
      operator,
    );
  }
}
