import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS msg_receipts (msg TEXT NOT NULL, reader TEXT NOT NULL, time INTEGER NOT NULL, PRIMARY KEY (msg, reader));
`;

/** Read receipts: who sent one for which message (keys of `versions.ts`). */
export class ReceiptRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  /** Records a receipt; false when this reader had already sent one (sent once, counted once). */
  add(msg: string, reader: string, time: number): boolean {
    return this.run('INSERT OR IGNORE INTO msg_receipts (msg, reader, time) VALUES (?, ?, ?)', msg, reader, time) > 0;
  }

  readers(msg: string): string[] {
    return this.all<{ reader: string }>('SELECT reader FROM msg_receipts WHERE msg = ? ORDER BY time, reader', msg).map(
      (r) => r.reader,
    );
  }

  hasRead(msg: string, reader: string): boolean {
    return this.get('SELECT 1 AS x FROM msg_receipts WHERE msg = ? AND reader = ?', msg, reader) !== undefined;
  }
}
