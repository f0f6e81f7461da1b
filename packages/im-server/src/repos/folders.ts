import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS conv_folders (id INTEGER PRIMARY KEY AUTOINCREMENT, owner TEXT NOT NULL, name TEXT NOT NULL, UNIQUE (owner, name));
CREATE TABLE IF NOT EXISTS conv_folder_items (folder_id INTEGER NOT NULL, conv_id TEXT NOT NULL, PRIMARY KEY (folder_id, conv_id));
CREATE TABLE IF NOT EXISTS conv_marks (owner TEXT NOT NULL, conv_id TEXT NOT NULL, marks TEXT NOT NULL DEFAULT '', custom TEXT NOT NULL DEFAULT '', PRIMARY KEY (owner, conv_id));
`;

export interface FolderRow {
  id: number;
  owner: string;
  name: string;
}

/** A conversation's marks (64 bits as a 0/1 string, bit 0 last) and custom data. */
export interface MarkRow {
  conv_id: string;
  marks: string;
  custom: string;
}

/** Conversation folders, marks and custom data: each row is its owner's own. */
export class FolderRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  folders(owner: string): FolderRow[] {
    return this.all<FolderRow>('SELECT * FROM conv_folders WHERE owner = ? ORDER BY id', owner);
  }

  folder(owner: string, name: string): FolderRow | undefined {
    return this.get<FolderRow>('SELECT * FROM conv_folders WHERE owner = ? AND name = ?', owner, name);
  }

  createFolder(owner: string, name: string): FolderRow {
    this.run('INSERT INTO conv_folders (owner, name) VALUES (?, ?)', owner, name);
    const row = this.folder(owner, name);
    if (!row) throw new Error(`folder ${name} vanished`);
    return row;
  }

  deleteFolder(folder: FolderRow): void {
    this.run('DELETE FROM conv_folder_items WHERE folder_id = ?', folder.id);
    this.run('DELETE FROM conv_folders WHERE id = ?', folder.id);
  }

  renameFolder(folder: FolderRow, name: string): void {
    this.run('UPDATE conv_folders SET name = ? WHERE id = ?', name, folder.id);
  }

  addToFolder(folder: FolderRow, convId: string): void {
    this.run('INSERT OR IGNORE INTO conv_folder_items (folder_id, conv_id) VALUES (?, ?)', folder.id, convId);
  }

  removeFromFolder(folder: FolderRow, convId: string): void {
    this.run('DELETE FROM conv_folder_items WHERE folder_id = ? AND conv_id = ?', folder.id, convId);
  }

  /** Per conversation of `owner` in a folder or marked: its folder ids, marks and custom data. */
  contacts(owner: string): { conv_id: string; folders: number[]; marks: string; custom: string }[] {
    const byConv = new Map<string, { conv_id: string; folders: number[]; marks: string; custom: string }>();
    const entry = (convId: string) => {
      let e = byConv.get(convId);
      if (!e) {
        e = { conv_id: convId, folders: [], marks: '', custom: '' };
        byConv.set(convId, e);
      }
      return e;
    };
    for (const m of this.all<MarkRow>('SELECT conv_id, marks, custom FROM conv_marks WHERE owner = ?', owner))
      Object.assign(entry(m.conv_id), { marks: m.marks, custom: m.custom });
    for (const i of this.all<{ folder_id: number; conv_id: string }>(
      'SELECT i.folder_id, i.conv_id FROM conv_folder_items i JOIN conv_folders f ON f.id = i.folder_id WHERE f.owner = ? ORDER BY f.id',
      owner,
    ))
      entry(i.conv_id).folders.push(i.folder_id);
    return [...byConv.values()];
  }

  mark(owner: string, convId: string): MarkRow {
    return (
      this.get<MarkRow>(
        'SELECT conv_id, marks, custom FROM conv_marks WHERE owner = ? AND conv_id = ?',
        owner,
        convId,
      ) ?? {
        conv_id: convId,
        marks: '',
        custom: '',
      }
    );
  }

  saveMark(owner: string, row: MarkRow): void {
    this.run(
      'INSERT INTO conv_marks (owner, conv_id, marks, custom) VALUES (?, ?, ?, ?) ON CONFLICT (owner, conv_id) DO UPDATE SET marks = excluded.marks, custom = excluded.custom',
      owner,
      row.conv_id,
      row.marks,
      row.custom,
    );
  }
}
