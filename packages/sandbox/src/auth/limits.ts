/**
 * Sliding-window limits on what one client (network address, see http/client-address.ts) or one mobile number may
 * do: each counted act is a rate_events row, and a limit allows `max` of them within the last `windowSeconds`.
 *
 * Per client the limits are loose enough for people behind one address (a household, an office, a carrier's NAT,
 * the e2e suite's browsers) and stop a script: 100 registrations and 100 SMS codes an hour, and after 30 wrong
 * passwords in an hour every login from that address needs the picture captcha. Per number: at most 10 SMS codes
 * a day (and one a minute, routes/user.ts), so a number cannot be flooded whoever asks.
 */
import type { Db } from '../db/database.ts';

export interface Limit {
  scope: string;
  max: number;
  windowSeconds: number;
}

const HOUR = 3600;

export const LIMITS = {
  registerPerClient: { scope: 'register:client', max: 100, windowSeconds: HOUR },
  smsPerClient: { scope: 'sms:client', max: 100, windowSeconds: HOUR },
  smsPerNumber: { scope: 'sms:mobile', max: 10, windowSeconds: 24 * HOUR },
  loginFailuresPerClient: { scope: 'login-fail:client', max: 30, windowSeconds: HOUR },
} as const satisfies Record<string, Limit>;

/** How many acts `key` did within the limit's window. */
export function countInWindow(db: Db, limit: Limit, key: string, now: number): number {
  return (
    db
      .prepare('SELECT COUNT(*) AS n FROM rate_events WHERE scope = ? AND key = ? AND at > ?')
      .get(limit.scope, key, now - limit.windowSeconds) as { n: number }
  ).n;
}

/** Seconds until `key` may act again under the limit; 0 when it may now. */
export function limitWait(db: Db, limit: Limit, key: string, now: number): number {
  const count = countInWindow(db, limit, key, now);
  if (count < limit.max) return 0;
  // The act that must leave the window before one more fits.
  const row = db
    .prepare('SELECT at FROM rate_events WHERE scope = ? AND key = ? AND at > ? ORDER BY at DESC LIMIT 1 OFFSET ?')
    .get(limit.scope, key, now - limit.windowSeconds, limit.max - 1) as { at: number };
  return Math.max(1, row.at + limit.windowSeconds - now);
}

/** Counts one act of `key` (and forgets its acts that left the window). */
export function recordAct(db: Db, limit: Limit, key: string, now: number): void {
  db.prepare('DELETE FROM rate_events WHERE scope = ? AND key = ? AND at <= ?').run(
    limit.scope,
    key,
    now - limit.windowSeconds,
  );
  db.prepare('INSERT INTO rate_events (scope, key, at) VALUES (?, ?, ?)').run(limit.scope, key, now);
}

/** A wait in words a person reads: seconds under two minutes, then minutes. */
export function waitText(seconds: number): [zh: string, pt: string] {
  if (seconds < 120) return [`${seconds} 秒`, `${seconds} s`];
  const minutes = Math.ceil(seconds / 60);
  return [`${minutes} 分钟`, `${minutes} min`];
}
