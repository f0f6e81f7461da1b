import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';
import { inTransaction } from './versions.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS msg_ext_seq (msg TEXT PRIMARY KEY, seq INTEGER NOT NULL DEFAULT 0, clear_seq INTEGER NOT NULL DEFAULT 0);
CREATE TABLE IF NOT EXISTS msg_ext (msg TEXT NOT NULL, key TEXT NOT NULL, value TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (msg, key));
`;

export interface Extension {
  key: string;
  value: string;
  seq: number;
}

/** One key's outcome of a set or delete: 0, or 23001 when the caller's sequence is stale. */
export interface ExtensionResult {
  code: number;
  ext: Extension;
}

/** The cloud's code for a key whose sequence the caller gave is not the stored one (someone changed it first). */
export const EXTENSION_SEQ_CONFLICT = 23001;

/**
 * Message extensions: key-value pairs per message (keys of `versions.ts`), each stamped with the message's global
 * sequence at its last change; a delete keeps the key with an empty value (so the change has a sequence), a clear
 * records the sequence every older key is gone at.
 */
export class ExtensionRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  state(msg: string): { seq: number; clearSeq: number } {
    const row = this.get<{ seq: number; clear_seq: number }>(
      'SELECT seq, clear_seq FROM msg_ext_seq WHERE msg = ?',
      msg,
    );
    return { seq: row?.seq ?? 0, clearSeq: row?.clear_seq ?? 0 };
  }

  /** Live extensions from `startSeq` on, oldest change first. */
  list(msg: string, startSeq = 0): Extension[] {
    return this.all<Extension>(
      "SELECT key, value, seq FROM msg_ext WHERE msg = ? AND seq >= ? AND value != '' ORDER BY seq, key",
      msg,
      startSeq,
    );
  }

  count(msg: string): number {
    return this.get<{ n: number }>("SELECT COUNT(*) AS n FROM msg_ext WHERE msg = ? AND value != ''", msg)?.n ?? 0;
  }

  /**
   * Sets (or with `value` '' deletes) keys in one transaction; a key whose given sequence is not the stored one
   * fails alone. Returns each key's outcome and the message's global sequence after the change.
   */
  change(msg: string, items: Extension[]): { results: ExtensionResult[]; seq: number } {
    return inTransaction(this.db, () => {
      const results: ExtensionResult[] = [];
      for (const item of items) {
        const stored = this.get<Extension>(
          'SELECT key, value, seq FROM msg_ext WHERE msg = ? AND key = ?',
          msg,
          item.key,
        );
        const current = stored && stored.value !== '' ? stored.seq : 0;
        if (item.seq !== 0 && item.seq !== current) {
          results.push({ code: EXTENSION_SEQ_CONFLICT, ext: stored ?? { key: item.key, value: '', seq: 0 } });
          continue;
        }
        const seq = this.bump(msg);
        this.run(
          'INSERT INTO msg_ext (msg, key, value, seq) VALUES (?, ?, ?, ?) ON CONFLICT (msg, key) DO UPDATE SET value = excluded.value, seq = excluded.seq',
          msg,
          item.key,
          item.value,
          seq,
        );
        results.push({ code: 0, ext: { key: item.key, value: item.value, seq } });
      }
      return { results, seq: this.state(msg).seq };
    });
  }

  /** Deletes every key; returns the clear sequence (every key at or before it is gone). */
  clear(msg: string): number {
    return inTransaction(this.db, () => {
      const seq = this.bump(msg);
      this.run('DELETE FROM msg_ext WHERE msg = ?', msg);
      this.run('UPDATE msg_ext_seq SET clear_seq = ? WHERE msg = ?', seq, msg);
      return seq;
    });
  }

  private bump(msg: string): number {
    const row = this.get<{ seq: number }>(
      'INSERT INTO msg_ext_seq (msg, seq) VALUES (?, 1) ON CONFLICT (msg) DO UPDATE SET seq = seq + 1 RETURNING seq',
      msg,
    );
    return row?.seq ?? 1;
  }
}
