import type { CheckinResult, ReceiveTaskResult, TaskInfo, TaskKey } from '@live/api-contract';
import { TASK_KEYS } from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail } from '../http/errors.ts';
import { dayOf } from '../seed/calendar.ts';
import { rewardInvite } from '../money/invites.ts';
import { move, once, requestKey } from '../money/ledger.ts';
import { levelOf, levelPoint, TASKS } from '../tasks/catalogue.ts';
import { progressDay } from '../tasks/progress.ts';
import type { UserRow } from '../users.ts';

/** Check-in awards for days 1-7 of a streak. */
const CHECKIN_AWARDS = [10, 20, 30, 40, 50, 60, 100];

function streak(call: Call, userId: number): { continuous: number; today: boolean } {
  const days = new Set(
    (
      call.app.db.prepare('SELECT day FROM checkins WHERE user_id = ? ORDER BY day DESC LIMIT 60').all(userId) as {
        day: number;
      }[]
    ).map((r) => r.day),
  );
  const today = dayOf(call.now);
  let day = days.has(today) ? today : today - 1;
  let continuous = 0;
  while (days.has(day)) {
    continuous++;
    day--;
  }
  return { continuous, today: days.has(today) };
}

function progressRow(call: Call, userId: number, key: TaskKey): { stage: number; received: number } | undefined {
  return call.app.db
    .prepare('SELECT stage, received FROM task_progress WHERE user_id = ? AND day = ? AND key = ?')
    .get(userId, progressDay(key, call.now), key) as { stage: number; received: number } | undefined;
}

function taskInfo(call: Call, user: UserRow): TaskInfo {
  const { continuous, today: checked } = streak(call, user.id);
  const level = levelOf(user.point);
  return {
    checkin: checked ? 1 : 0,
    checkText: checked ? call.t('您今天已签到', 'Check-in de hoje feito') : call.t('立即签到', 'Fazer check-in'),
    checkin_continuous: continuous,
    checkin_nearest_contious: continuous,
    checkin_continuous_accumulation: CHECKIN_AWARDS,
    checkin_continuous_accumulation_new: CHECKIN_AWARDS,
    checkin_nth: checked ? ((continuous - 1) % 7) + 1 : (continuous % 7) + 1,
    checkin_nth_status: checked ? 1 : 0,
    gold: user.gold,
    tasks: TASK_KEYS.map((key) => {
      const task = TASKS[key];
      const row = progressRow(call, user.id, key);
      return {
        key,
        prop: task.prop,
        name: call.t(...task.name),
        desc: call.t(...task.desc),
        stage: row?.stage ?? 0,
        stage_max: task.max,
        received: row?.received ? 1 : 0,
      };
    }),
    level: {
      level: { id: level, level, point: levelPoint(level) },
      next: { id: level + 1, level: level + 1, point: levelPoint(level + 1) },
      point: user.point,
    },
  };
}

function taskKey(call: Call): TaskKey {
  const key = call.params.str('key', 40);
  if (!(TASK_KEYS as readonly string[]).includes(key))
    fail(`参数 key 不是已知任务: ${key}`, `Tarefa desconhecida: ${key}`);
  return key as TaskKey;
}

/**
 * Check-in, the task list and the rewards. There is no call that reports progress: the platform advances a task
 * where it sees the action (src/tasks/progress.ts progressTask and its callers).
 */
export const taskRoutes = {
  '/api/task/getTaskInfo': (call: Call) => taskInfo(call, call.user()),
  '/api/task/checkin': (call: Call): CheckinResult => {
    const user = call.user();
    const key = requestKey(call);
    const day = dayOf(call.now);
    // One check-in a day (the checkins key), once per request_id: a retry answers the first award.
    return once(call.app.db, { userId: user.id, key, fingerprint: `checkin:${day}`, now: call.now }, () => {
      const { continuous, today } = streak(call, user.id);
      if (today) fail('您今天已签到', 'Você já fez check-in hoje');
      const next = continuous + 1;
      const award = CHECKIN_AWARDS[(next - 1) % CHECKIN_AWARDS.length] ?? 0;
      call.app.db.prepare('INSERT INTO checkins (user_id, day, award) VALUES (?, ?, ?)').run(user.id, day, award);
      call.app.db.prepare('UPDATE users SET point = point + 10 WHERE id = ?').run(user.id);
      const remark = [`连续签到第 ${next} 天`, `Check-in: dia ${next}`] as const;
      const balances = move(call.app.db, { userId: user.id, gold: award, type: 4, remark, key, now: call.now });
      rewardInvite(call, user.id);
      return { continuous: next, award, balances };
    });
  },
  '/api/task/receive': (call: Call): ReceiveTaskResult => {
    const user = call.user();
    const key = taskKey(call);
    const request = requestKey(call);
    const day = progressDay(key, call.now);
    return once(
      call.app.db,
      { userId: user.id, key: request, fingerprint: `task:${day}:${key}`, now: call.now },
      () => {
        const row = progressRow(call, user.id, key);
        const { prop, max } = TASKS[key];
        if (!row || row.stage < max) fail('任务尚未完成', 'Tarefa ainda não concluída');
        if (row.received) fail('奖励已领取', 'Recompensa já recebida');
        call.app.db
          .prepare('UPDATE task_progress SET received = 1 WHERE user_id = ? AND day = ? AND key = ?')
          .run(user.id, day, key);
        call.app.db.prepare('UPDATE users SET point = point + 5 WHERE id = ?').run(user.id);
        const remark = ['任务奖励', 'Recompensa de tarefa'] as const;
        const balances = move(call.app.db, {
          userId: user.id,
          gold: prop,
          type: 5,
          remark,
          key: request,
          now: call.now,
        });
        return { key, balances };
      },
    );
  },
} satisfies Partial<PostHandlers>;
