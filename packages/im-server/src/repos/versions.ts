import type { DatabaseSync } from 'node:sqlite';
import type { Body } from '../frames.ts';
import type { C2cRow, GroupMsgRow } from '../store.ts';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS msg_meta (msg TEXT PRIMARY KEY, version INTEGER NOT NULL DEFAULT 0, need_receipt INTEGER NOT NULL DEFAULT 0, support_ext INTEGER NOT NULL DEFAULT 0, client_time INTEGER NOT NULL DEFAULT 0);
`;

export interface MetaRow {
  msg: string;
  version: number;
  need_receipt: number;
  support_ext: number;
  client_time: number;
}

/** A stored message's key: one-to-one by sender, receiver, sequence and random; a group or topic message by sequence. */
export const c2cKey = (from: string, to: string, seq: number, random: number): string =>
  `C2C|${from}|${to}|${seq}|${random}`;
export const groupKey = (conversationId: string, seq: number): string => `GROUP|${conversationId}|${seq}`;

/** What a message asked for when sent (read receipt, extensions) and its version, raised by each modification. */
export class VersionRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  meta(msg: string): MetaRow {
    return (
      this.get<MetaRow>('SELECT * FROM msg_meta WHERE msg = ?', msg) ?? {
        msg,
        version: 0,
        need_receipt: 0,
        support_ext: 0,
        client_time: 0,
      }
    );
  }

  /** Remembers a new message's options; nothing is stored for a message that asked for none. */
  remember(msg: string, body: Body, clientTime: number): void {
    const needReceipt = body.IsNeedReadReceipt === 1 || body.NeedReadReceipt === 1 ? 1 : 0;
    const supportExt = body.SupportMessageExtension === 1 ? 1 : 0;
    if (!needReceipt && !supportExt && !clientTime) return;
    this.run(
      'INSERT OR IGNORE INTO msg_meta (msg, need_receipt, support_ext, client_time) VALUES (?, ?, ?, ?)',
      msg,
      needReceipt,
      supportExt,
      clientTime,
    );
  }

  /** Replaces a one-to-one message's content and raises its version, in one transaction. */
  modifyC2c(row: C2cRow, body: string, cloud: string): number {
    return this.modify(c2cKey(row.from_acc, row.to_acc, row.seq, row.random), () =>
      this.run('UPDATE c2c_msgs SET body = ?, cloud = ? WHERE id = ?', body, cloud, row.id),
    );
  }

  modifyGroup(row: GroupMsgRow, body: string, cloud: string): number {
    return this.modify(groupKey(row.group_id, row.seq), () =>
      this.run(
        'UPDATE group_msgs SET body = ?, cloud = ? WHERE group_id = ? AND seq = ?',
        body,
        cloud,
        row.group_id,
        row.seq,
      ),
    );
  }

  private modify(msg: string, write: () => void): number {
    return inTransaction(this.db, () => {
      write();
      const row = this.get<{ version: number }>(
        'INSERT INTO msg_meta (msg, version) VALUES (?, 1) ON CONFLICT (msg) DO UPDATE SET version = version + 1 RETURNING version',
        msg,
      );
      return row?.version ?? 1;
    });
  }

  /** The wire keys a message item carries for its options and version (the official SDK's names). */
  wire(msg: string): Body {
    const m = this.meta(msg);
    return {
      MsgVersion: m.version,
      ...(m.need_receipt ? { IsNeedReadReceipt: 1, NeedReadReceipt: 1 } : {}),
      ...(m.support_ext ? { SupportMessageExtension: 1 } : {}),
      ...(m.client_time ? { MsgClientTime: m.client_time } : {}),
    };
  }
}

/** Runs `work` in one SQLite transaction: all of its writes or none. */
export function inTransaction<T>(db: DatabaseSync, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const out = work();
    db.exec('COMMIT');
    return out;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}
