import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS group_at_tips (user TEXT NOT NULL, group_id TEXT NOT NULL, seq INTEGER NOT NULL, random INTEGER NOT NULL, from_acc TEXT NOT NULL, flags INTEGER NOT NULL, PRIMARY KEY (user, group_id, seq));
CREATE TABLE IF NOT EXISTS group_msg_mentions (group_id TEXT NOT NULL, seq INTEGER NOT NULL, mentions TEXT NOT NULL, PRIMARY KEY (group_id, seq));
CREATE TABLE IF NOT EXISTS group_at_tip_deliveries (a2 TEXT NOT NULL, user TEXT NOT NULL, group_id TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (a2, group_id, seq));
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

  /** All the user's tips, oldest first. */
  allTipsOf(user: string): AtTipRow[] {
    return this.all<AtTipRow>(
      'SELECT group_id, seq, random, from_acc, flags FROM group_at_tips WHERE user = ? ORDER BY group_id, seq',
      user,
    );
  }

  /** The user's tips in a group, oldest first. */
  tipsOf(user: string, groupId: string): AtTipRow[] {
    return this.all<AtTipRow>(
      'SELECT group_id, seq, random, from_acc, flags FROM group_at_tips WHERE user = ? AND group_id = ? ORDER BY seq',
      user,
      groupId,
    );
  }

  /** A stored group message's mention list (its wire `GroupAtInfo`, as JSON), served again with its history. */
  rememberMentions(groupId: string, seq: number, mentions: string): void {
    this.run(
      'INSERT OR REPLACE INTO group_msg_mentions (group_id, seq, mentions) VALUES (?, ?, ?)',
      groupId,
      seq,
      mentions,
    );
  }

  mentionsAt(groupId: string, seq: number): string | undefined {
    return this.get<{ mentions: string }>(
      'SELECT mentions FROM group_msg_mentions WHERE group_id = ? AND seq = ?',
      groupId,
      seq,
    )?.mentions;
  }

  /** The user's tips that the instance of session key `a2` was not given yet, oldest first. */
  undeliveredTipsOf(user: string, a2: string): AtTipRow[] {
    return this.all<AtTipRow>(
      `SELECT t.group_id, t.seq, t.random, t.from_acc, t.flags FROM group_at_tips t WHERE t.user = ? AND NOT EXISTS
       (SELECT 1 FROM group_at_tip_deliveries d WHERE d.a2 = ? AND d.group_id = t.group_id AND d.seq = t.seq)
       ORDER BY t.group_id, t.seq`,
      user,
      a2,
    );
  }

  /** The instance of session key `a2` was given the tip (pushed or listed at sync). */
  delivered(a2: string, user: string, groupId: string, seq: number): void {
    this.run(
      `INSERT OR IGNORE INTO group_at_tip_deliveries (a2, user, group_id, seq) SELECT ?, user, group_id, seq
       FROM group_at_tips WHERE user = ? AND group_id = ? AND seq = ?`,
      a2,
      user,
      groupId,
      seq,
    );
  }

  /** The user's tips of a group from `fromSeq` to `toSeq`; returns how many went. */
  remove(user: string, groupId: string, fromSeq: number, toSeq = fromSeq): number {
    this.run(
      'DELETE FROM group_at_tip_deliveries WHERE user = ? AND group_id = ? AND seq BETWEEN ? AND ?',
      user,
      groupId,
      fromSeq,
      toSeq,
    );
    return this.run(
      'DELETE FROM group_at_tips WHERE user = ? AND group_id = ? AND seq BETWEEN ? AND ?',
      user,
      groupId,
      fromSeq,
      toSeq,
    );
  }

  /** Every member's tips of one message (it was revoked). */
  removeMessage(groupId: string, seq: number): void {
    this.run('DELETE FROM group_at_tip_deliveries WHERE group_id = ? AND seq = ?', groupId, seq);
    this.run('DELETE FROM group_at_tips WHERE group_id = ? AND seq = ?', groupId, seq);
  }
}
