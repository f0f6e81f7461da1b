import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS group_at_tips (user TEXT NOT NULL, group_id TEXT NOT NULL, seq INTEGER NOT NULL, random INTEGER NOT NULL, from_acc TEXT NOT NULL, flags INTEGER NOT NULL, PRIMARY KEY (user, group_id, seq));
`;

export interface AtTipRow {
  group_id: string;
  seq: number;
  random: number;
  from_acc: string;
  /** Bit 1 the user was @-mentioned, bit 2 everyone was. */
  flags: number;
}

/** Who was @-mentioned in which group message, until they read it or delete the tip. */
export class AtTipsRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  add(user: string, tip: AtTipRow): void {
    this.run(
      'INSERT OR REPLACE INTO group_at_tips (user, group_id, seq, random, from_acc, flags) VALUES (?, ?, ?, ?, ?, ?)',
      user,
      tip.group_id,
      tip.seq,
      tip.random,
      tip.from_acc,
      tip.flags,
    );
  }

  remove(user: string, groupId: string, seq: number): number {
    return this.run('DELETE FROM group_at_tips WHERE user = ? AND group_id = ? AND seq = ?', user, groupId, seq);
  }
}
