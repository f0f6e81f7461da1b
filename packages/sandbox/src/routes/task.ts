import type { CheckinResult, ReceiveTaskResult, TaskInfo, TaskKey } from '@live/api-contract';
import { TASK_KEYS } from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail } from '../http/errors.ts';
import { dayOf } from '../seed/calendar.ts';
import { move, once, requestKey } from '../money/ledger.ts';
import { findUser, type UserRow } from '../users.ts';

const TASKS: Record<TaskKey, [number, number, string, string, string, string]> = {
  appFirstLogin: [50, 1, '首次登录App', 'Primeiro login no app', '下载并登录App', 'Baixe e entre no app'],
  inviteFriend: [100, 1, '邀请好友', 'Convidar amigo', '邀请一位好友注册', 'Convide um amigo'],
  readInfo: [10, 3, '阅读资讯', 'Ler notícias', '阅读3篇资讯', 'Leia 3 notícias'],
  sendComment: [10, 5, '发送弹幕', 'Comentar', '在直播间发言5次', 'Comente 5 vezes'],
  sendGift: [20, 1, '赠送礼物', 'Enviar presente', '给主播送一次礼物', 'Envie um presente'],
  sendFirstGift: [50, 1, '首次送礼', 'Primeiro presente', '第一次送礼', 'Seu primeiro presente'],
  shareInfo: [10, 1, '分享资讯', 'Compartilhar notícia', '分享一篇资讯', 'Compartilhe uma notícia'],
  shareMessage: [10, 1, '分享消息', 'Compartilhar mensagem', '分享一条消息', 'Compartilhe uma mensagem'],
  watchLive: [20, 1, '观看直播', 'Assistir ao vivo', '观看直播10分钟', 'Assista 10 minutos'],
  online: [20, 1, '在线时长', 'Tempo online', '在线30分钟', 'Fique 30 minutos online'],
  shareToFriend: [20, 1, '分享给好友', 'Compartilhar com amigos', '把直播分享给好友', 'Compartilhe uma live'],
};

/** Check-in awards for days 1-7 of a streak. */
const CHECKIN_AWARDS = [10, 20, 30, 40, 50, 60, 100];
const levelPoint = (level: number) => level * level * 100;

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

function taskInfo(call: Call, user: UserRow): TaskInfo {
  const today = dayOf(call.now);
  const progress = new Map(
    (
      call.app.db
        .prepare('SELECT key, stage, received FROM task_progress WHERE user_id = ? AND day = ?')
        .all(user.id, today) as { key: string; stage: number; received: number }[]
    ).map((r) => [r.key, r]),
  );
  const { continuous, today: checked } = streak(call, user.id);
  let level = 1;
  while (user.point >= levelPoint(level + 1)) level++;
  return {
    checkin: checked ? 1 : 0,
    checkText: checked ? '您今天已签到' : '立即签到',
    checkin_continuous: continuous,
    checkin_nearest_contious: continuous,
    checkin_continuous_accumulation: CHECKIN_AWARDS,
    checkin_continuous_accumulation_new: CHECKIN_AWARDS,
    checkin_nth: checked ? ((continuous - 1) % 7) + 1 : (continuous % 7) + 1,
    checkin_nth_status: checked ? 1 : 0,
    gold: user.gold,
    tasks: TASK_KEYS.map((key) => {
      const [prop, max, zh, pt, dzh, dpt] = TASKS[key];
      const row = progress.get(key);
      return {
        key,
        prop,
        name: call.t(zh, pt),
        desc: call.t(dzh, dpt),
        stage: row?.stage ?? 0,
        stage_max: max,
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

export function progressTask(call: Call, userId: number, key: TaskKey): void {
  const max = TASKS[key][1];
  call.app.db
    .prepare(
      `INSERT INTO task_progress (user_id, day, key, stage, received) VALUES (?, ?, ?, 1, 0)
       ON CONFLICT(user_id, day, key) DO UPDATE SET stage = MIN(stage + 1, ?)`,
    )
    .run(userId, dayOf(call.now), key, max);
}

function taskKey(call: Call): TaskKey {
  const key = call.params.str('key', 40);
  if (!(TASK_KEYS as readonly string[]).includes(key))
    fail(`参数 key 不是已知任务: ${key}`, `Tarefa desconhecida: ${key}`);
  return key as TaskKey;
}

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
      move(call.app.db, { userId: user.id, gold: award, type: 4, remark, key, now: call.now });
      return { continuous: next, award };
    });
  },
  '/api/task/report': (call: Call) => {
    const user = call.user();
    progressTask(call, user.id, taskKey(call));
    return taskInfo(call, findUser(call.app, user.id) as UserRow);
  },
  '/api/task/receive': (call: Call): ReceiveTaskResult => {
    const user = call.user();
    const key = taskKey(call);
    const request = requestKey(call);
    const day = dayOf(call.now);
    return once(
      call.app.db,
      { userId: user.id, key: request, fingerprint: `task:${day}:${key}`, now: call.now },
      () => {
        const row = call.app.db
          .prepare('SELECT stage, received FROM task_progress WHERE user_id = ? AND day = ? AND key = ?')
          .get(user.id, day, key) as { stage: number; received: number } | undefined;
        const [prop, max] = TASKS[key];
        if (!row || row.stage < max) fail('任务尚未完成', 'Tarefa ainda não concluída');
        if (row.received) fail('奖励已领取', 'Recompensa já recebida');
        call.app.db
          .prepare('UPDATE task_progress SET received = 1 WHERE user_id = ? AND day = ? AND key = ?')
          .run(user.id, day, key);
        call.app.db.prepare('UPDATE users SET point = point + 5 WHERE id = ?').run(user.id);
        const remark = ['任务奖励', 'Recompensa de tarefa'] as const;
        const { gold } = move(call.app.db, {
          userId: user.id,
          gold: prop,
          type: 5,
          remark,
          key: request,
          now: call.now,
        });
        return { key, gold };
      },
    );
  },
} satisfies Partial<PostHandlers>;
