import type { DatabaseSync } from 'node:sqlite';
import { Repo } from './repo.ts';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS custom_status (user TEXT PRIMARY KEY, text TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS status_subscriptions (subscriber TEXT NOT NULL, target TEXT NOT NULL, PRIMARY KEY (subscriber, target));
CREATE INDEX IF NOT EXISTS status_subscriptions_target ON status_subscriptions (target);
`;

/** Users' custom statuses and who follows whose status. */
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
}
