import type { Flag } from './common.ts';
import type { RequestKeyBody, WithBalances } from './wallet.ts';

/**
 * Task keys (spec §3). Only the platform advances a task, from what it sees the user do (the app has no call that
 * reports progress): appFirstLogin the account's first login; inviteFriend an invited user's first verified
 * action; readInfo an article read (/api/news/getNewsDetail, once per article a day); sendComment a text message in
 * a live room's chat group; sendGift a paid gift, sendFirstGift the account's first one; shareInfo, shareMessage
 * and shareToFriend a share (/api/share/create, SHARE_TASK); watchLive and online the play and online heartbeats.
 */
export const TASK_KEYS = [
  'appFirstLogin',
  'inviteFriend',
  'readInfo',
  'sendComment',
  'sendGift',
  'sendFirstGift',
  'shareInfo',
  'shareMessage',
  'watchLive',
  'online',
  'shareToFriend',
] as const;
export type TaskKey = (typeof TASK_KEYS)[number];

export interface Task {
  key: TaskKey;
  /** Reward in gold. */
  prop: number;
  name: string;
  desc: string;
  stage: number;
  stage_max: number;
  received: Flag;
}

export interface LevelStep {
  id: number;
  level: number;
  point: number;
}

export interface LevelInfo {
  level: LevelStep;
  next: LevelStep;
  point: number;
}

/** data of /api/task/getTaskInfo (spec §3). */
export interface TaskInfo {
  checkin: Flag;
  /** 您今天已签到 when checkin is 1, else 立即签到 (spec §4). */
  checkText: string;
  checkin_continuous: number;
  checkin_nearest_contious: number;
  checkin_continuous_accumulation: number[];
  checkin_continuous_accumulation_new: number[];
  checkin_nth: number;
  checkin_nth_status: Flag;
  gold: number;
  tasks: Task[];
  level: LevelInfo;
}

/** data of /api/task/checkin (spec §3). */
export interface CheckinResult extends WithBalances {
  continuous: number;
  award: number;
}

export type CheckinBody = RequestKeyBody;

export interface ReceiveTaskBody extends RequestKeyBody {
  key: TaskKey;
}

export interface ReceiveTaskResult extends WithBalances {
  key: TaskKey;
}
