import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS topic_communities (group_id TEXT PRIMARY KEY);
CREATE TABLE IF NOT EXISTS topics (id TEXT PRIMARY KEY, group_id TEXT NOT NULL, name TEXT NOT NULL, face_url TEXT NOT NULL DEFAULT '', introduction TEXT NOT NULL DEFAULT '', notification TEXT NOT NULL DEFAULT '', custom TEXT NOT NULL DEFAULT '', mute_all INTEGER NOT NULL DEFAULT 0, next_seq INTEGER NOT NULL DEFAULT 1, create_time INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS topics_group ON topics (group_id);
CREATE TABLE IF NOT EXISTS topic_reads (topic_id TEXT NOT NULL, user TEXT NOT NULL, read_seq INTEGER NOT NULL, PRIMARY KEY (topic_id, user));
CREATE TABLE IF NOT EXISTS topic_reminds (topic_id TEXT NOT NULL, user TEXT NOT NULL, msg_flag INTEGER NOT NULL, PRIMARY KEY (topic_id, user));
`;

export interface TopicRow {
  id: string;
  group_id: string;
  name: string;
  face_url: string;
  introduction: string;
  notification: string;
  custom: string;
  mute_all: number;
  next_seq: number;
  create_time: number;
}

export type TopicFields = Partial<
  Pick<TopicRow, 'name' | 'face_url' | 'introduction' | 'notification' | 'custom' | 'mute_all'>
>;

/** Topics of communities that support them: profile, message sequence, each member's read sequence and remind type. */
export class TopicRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  supportsTopics(groupId: string): boolean {
    return this.get('SELECT 1 AS x FROM topic_communities WHERE group_id = ?', groupId) !== undefined;
  }

  enableTopics(groupId: string): void {
    this.run('INSERT OR IGNORE INTO topic_communities (group_id) VALUES (?)', groupId);
  }

  topics(groupId: string): TopicRow[] {
    return this.all<TopicRow>('SELECT * FROM topics WHERE group_id = ? ORDER BY create_time, rowid', groupId);
  }

  topic(id: string): TopicRow | undefined {
    return this.get<TopicRow>('SELECT * FROM topics WHERE id = ?', id);
  }

  insert(t: TopicRow): void {
    this.run(
      'INSERT INTO topics (id, group_id, name, face_url, introduction, notification, custom, mute_all, next_seq, create_time) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      t.id,
      t.group_id,
      t.name,
      t.face_url,
      t.introduction,
      t.notification,
      t.custom,
      t.mute_all,
      t.next_seq,
      t.create_time,
    );
  }

  update(id: string, fields: TopicFields): void {
    for (const [col, value] of Object.entries(fields))
      if (value !== undefined) this.run(`UPDATE topics SET ${col} = ? WHERE id = ?`, value, id);
  }

  delete(id: string): void {
    this.run('DELETE FROM topic_reads WHERE topic_id = ?', id);
    this.run('DELETE FROM topic_reminds WHERE topic_id = ?', id);
    this.run('DELETE FROM topics WHERE id = ?', id);
  }

  /** Allocates a topic's next message sequence. */
  nextSeq(id: string): number {
    const row = this.get<{ seq: number }>(
      'UPDATE topics SET next_seq = next_seq + 1 WHERE id = ? RETURNING next_seq - 1 AS seq',
      id,
    );
    if (!row) throw new Error(`topic ${id} vanished`);
    return row.seq;
  }

  readSeq(id: string, user: string): number {
    return (
      this.get<{ read_seq: number }>('SELECT read_seq FROM topic_reads WHERE topic_id = ? AND user = ?', id, user)
        ?.read_seq ?? 0
    );
  }

  setReadSeq(id: string, user: string, seq: number): void {
    this.run(
      'INSERT INTO topic_reads (topic_id, user, read_seq) VALUES (?, ?, ?) ON CONFLICT (topic_id, user) DO UPDATE SET read_seq = MAX(read_seq, excluded.read_seq)',
      id,
      user,
      seq,
    );
  }

  /** A member's remind type of a topic (MSG_FLAGS numbering; 0, accept and notify, until set). */
  remindType(id: string, user: string): number {
    return (
      this.get<{ msg_flag: number }>('SELECT msg_flag FROM topic_reminds WHERE topic_id = ? AND user = ?', id, user)
        ?.msg_flag ?? 0
    );
  }

  setRemindType(id: string, user: string, flag: number): void {
    this.run('INSERT OR REPLACE INTO topic_reminds (topic_id, user, msg_flag) VALUES (?, ?, ?)', id, user, flag);
  }

  dropCommunity(groupId: string): void {
    for (const t of this.topics(groupId)) this.delete(t.id);
    this.run('DELETE FROM topic_communities WHERE group_id = ?', groupId);
  }
}
