import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS custom_status (user TEXT PRIMARY KEY, text TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS status_subscriptions (subscriber TEXT NOT NULL, target TEXT NOT NULL, PRIMARY KEY (subscriber, target));
CREATE INDEX IF NOT EXISTS status_subscriptions_target ON status_subscriptions (target);
CREATE TABLE IF NOT EXISTS c2c_mute (user TEXT NOT NULL, peer TEXT NOT NULL, flag INTEGER NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (user, peer));
`;

/** Users' custom statuses, who follows whose status, and each user's remind type of one-to-one peers. */
export class StatusRepo extends Repo {
  constructor(db: DatabaseSync) {
    super(db, SCHEMA);
  }

  customStatus(user: string): string {
    return this.get<{ text: string }>('SELECT text FROM custom_status WHERE user = ?', user)?.text ?? '';
  }

  setCustomStatus(user: string, text: string): void {
    if (text === '') this.run('DELETE FROM custom_status WHERE user = ?', user);
    else this.run('INSERT OR REPLACE INTO custom_status (user, text) VALUES (?, ?)', user, text);
  }

  subscribers(target: string): string[] {
    return this.all<{ subscriber: string }>('SELECT subscriber FROM status_subscriptions WHERE target = ?', target).map(
      (r) => r.subscriber,
    );
  }

  subscriptionCount(subscriber: string): number {
    return (
      this.get<{ n: number }>('SELECT COUNT(*) AS n FROM status_subscriptions WHERE subscriber = ?', subscriber)?.n ?? 0
    );
  }

  subscribe(subscriber: string, target: string): void {
    this.run('INSERT OR IGNORE INTO status_subscriptions (subscriber, target) VALUES (?, ?)', subscriber, target);
  }

  unsubscribe(subscriber: string, target: string): void {
    this.run('DELETE FROM status_subscriptions WHERE subscriber = ? AND target = ?', subscriber, target);
  }

  unsubscribeAll(subscriber: string): void {
    this.run('DELETE FROM status_subscriptions WHERE subscriber = ?', subscriber);
  }

  /** A user's remind flags of one-to-one peers (0 accept and notify, 1 discard, 2 accept without notice). */
  c2cMutes(user: string): { peer: string; flag: number }[] {
    return this.all<{ peer: string; flag: number }>(
      'SELECT peer, flag FROM c2c_mute WHERE user = ? ORDER BY peer',
      user,
    );
  }

  /** The sequence of a user's last remind change (0 before any). */
  c2cMuteSeq(user: string): number {
    return this.get<{ n: number | null }>('SELECT MAX(seq) AS n FROM c2c_mute WHERE user = ?', user)?.n ?? 0;
  }

  /** Sets the flag of each peer under one new sequence, which it answers. */
  setC2cMutes(user: string, peers: string[], flag: number): number {
    const seq = this.c2cMuteSeq(user) + 1;
    for (const peer of peers)
      this.run('INSERT OR REPLACE INTO c2c_mute (user, peer, flag, seq) VALUES (?, ?, ?, ?)', user, peer, flag, seq);
    return seq;
  }
}
