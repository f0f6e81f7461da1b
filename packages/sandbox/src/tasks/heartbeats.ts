import { HEARTBEAT_MIN_GAP_SEC, HEARTBEAT_SEC, type HeartbeatResult, type TaskKey } from '@live/api-contract';
import type { App } from '../app.ts';
import { transaction } from '../db/database.ts';
import { dayOf } from '../seed/calendar.ts';
import { TASKS } from './catalogue.ts';
import { progressTask } from './progress.ts';

/** What a heartbeat measures: live play in a room (watchLive) or the app being open (online). */
export type HeartbeatKind = 'watch' | 'online';

const TASK_OF: Record<HeartbeatKind, TaskKey> = { watch: 'watchLive', online: 'online' };

/** A heartbeat this long after the last counted one starts a new session: the time between is not counted. */
export const HEARTBEAT_MAX_GAP_SEC = 2 * HEARTBEAT_SEC + 30;

export interface HeartbeatStep {
  /** Seconds this heartbeat adds. */
  credit: number;
  /** False when it came sooner than HEARTBEAT_MIN_GAP_SEC after the last counted one (ignored). */
  counted: boolean;
  /** The time of the last counted heartbeat afterwards. */
  last: number;
}

/**
 * How one heartbeat counts, by the platform's clock only: the first of a session (none before, or the last one too
 * long ago) opens it and adds nothing; one sooner than the minimum gap is ignored and changes nothing; any other
 * adds the time since the last one, at most one interval. So counted time never runs ahead of real time, however
 * often a client sends.
 */
export function heartbeatStep(last: number | null, now: number): HeartbeatStep {
  if (last === null || now - last > HEARTBEAT_MAX_GAP_SEC || now < last) return { credit: 0, counted: true, last: now };
  if (now - last < HEARTBEAT_MIN_GAP_SEC) return { credit: 0, counted: false, last };
  return { credit: Math.min(now - last, HEARTBEAT_SEC), counted: true, last: now };
}

/**
 * Counts a heartbeat of `kind` for the user today and advances its task one stage per whole minute reached (the
 * task's stages are its minutes: watchLive 10, online 30), in one transaction.
 */
export function recordHeartbeat(app: App, userId: number, kind: HeartbeatKind, now: number): HeartbeatResult {
  const day = dayOf(now);
  return transaction(app.db, () => {
    const row = app.db
      .prepare('SELECT seconds, last_at FROM heartbeats WHERE user_id = ? AND day = ? AND kind = ?')
      .get(userId, day, kind) as { seconds: number; last_at: number } | undefined;
    const step = heartbeatStep(row?.last_at ?? null, now);
    const before = row?.seconds ?? 0;
    if (!step.counted) return { counted: 0, seconds: before };
    const seconds = before + step.credit;
    app.db
      .prepare(
        `INSERT INTO heartbeats (user_id, day, kind, seconds, last_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(user_id, day, kind) DO UPDATE SET seconds = excluded.seconds, last_at = excluded.last_at`,
      )
      .run(userId, day, kind, seconds, step.last);
    const key = TASK_OF[kind];
    const minutes = Math.min(Math.floor(seconds / 60), TASKS[key].max);
    for (let minute = Math.floor(before / 60) + 1; minute <= minutes; minute++) progressTask({ app, now }, userId, key);
    return { counted: 1, seconds };
  });
}
