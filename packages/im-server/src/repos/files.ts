import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS upload_kinds (key TEXT PRIMARY KEY, kind INTEGER NOT NULL);
CREATE TABLE IF NOT EXISTS merger_lists (key TEXT PRIMARY KEY, owner TEXT NOT NULL, list TEXT NOT NULL);
`;

/** The kind each presigned upload was asked for (its size limit), and merger message lists uploaded whole. */
export class FilesRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  setKind(key: string, kind: number): void {
    this.run('INSERT INTO upload_kinds (key, kind) VALUES (?, ?)', key, kind);
  }

  kind(key: string): number | undefined {
    return this.get<{ kind: number }>('SELECT kind FROM upload_kinds WHERE key = ?', key)?.kind;
  }

  saveMergerList(key: string, owner: string, list: string): void {
    this.run('INSERT INTO merger_lists (key, owner, list) VALUES (?, ?, ?)', key, owner, list);
  }

  mergerList(key: string): string | undefined {
    return this.get<{ list: string }>('SELECT list FROM merger_lists WHERE key = ?', key)?.list;
  }
}
