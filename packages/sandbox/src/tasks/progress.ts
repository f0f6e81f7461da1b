import type { TaskKey } from '@live/api-contract';
import type { App } from '../app.ts';
import { dayOf } from '../seed/calendar.ts';
import { TASKS } from './catalogue.ts';

/** What progress needs of a call: the database and the time (a Call is one; the chat hook makes its own). */
export interface TaskContext {
  app: App;
  now: number;
}

/** The task_progress day a task's row is kept under: today for a daily task, 0 for a once-in-a-lifetime one. */
export function progressDay(key: TaskKey, now: number): number {
  return TASKS[key].period === 'once' ? 0 : dayOf(now);
}

/**
 * One stage of `key` for the user, up to the task's stages. Called only by the platform where it sees the action
 * happen (a paid gift, a live-room message, an article read, a share, a first login, a heartbeat, an invitee's first
 * verified action); the app has no call that reports progress. Callers inside a transaction keep it all or nothing.
 */
export function progressTask(ctx: TaskContext, userId: number, key: TaskKey): void {
  ctx.app.db
    .prepare(
      `INSERT INTO task_progress (user_id, day, key, stage, received) VALUES (?, ?, ?, 1, 0)
       ON CONFLICT(user_id, day, key) DO UPDATE SET stage = MIN(stage + 1, ?)`,
    )
    .run(userId, progressDay(key, ctx.now), key, TASKS[key].max);
}
