import type { TaskKey } from '@live/api-contract';

/**
 * A daily task starts again each day; a `once` task happens once in an account's life (its first login, its first
 * gift): done and claimed, it stays so.
 */
export type TaskPeriod = 'daily' | 'once';

export interface TaskDefinition {
  /** Reward in gold. */
  prop: number;
  /** Stages to finish it. */
  max: number;
  period: TaskPeriod;
  name: readonly [zh: string, pt: string];
  desc: readonly [zh: string, pt: string];
}

/** The 11 tasks of spec §3, with what finishes each (the platform sees the action; the app reports nothing). */
export const TASKS: Record<TaskKey, TaskDefinition> = {
  appFirstLogin: {
    prop: 50,
    max: 1,
    period: 'once',
    name: ['首次登录App', 'Primeiro login no app'],
    desc: ['下载并登录App', 'Baixe e entre no app'],
  },
  inviteFriend: {
    prop: 100,
    max: 1,
    period: 'daily',
    name: ['邀请好友', 'Convidar amigo'],
    desc: ['邀请一位好友注册', 'Convide um amigo'],
  },
  readInfo: {
    prop: 10,
    max: 3,
    period: 'daily',
    name: ['阅读资讯', 'Ler notícias'],
    desc: ['阅读3篇资讯', 'Leia 3 notícias'],
  },
  sendComment: {
    prop: 10,
    max: 5,
    period: 'daily',
    name: ['发送弹幕', 'Comentar'],
    desc: ['在直播间发言5次', 'Comente 5 vezes numa live'],
  },
  sendGift: {
    prop: 20,
    max: 1,
    period: 'daily',
    name: ['赠送礼物', 'Enviar presente'],
    desc: ['给主播送一次礼物', 'Envie um presente'],
  },
  sendFirstGift: {
    prop: 50,
    max: 1,
    period: 'once',
    name: ['首次送礼', 'Primeiro presente'],
    desc: ['第一次送礼', 'Seu primeiro presente'],
  },
  shareInfo: {
    prop: 10,
    max: 1,
    period: 'daily',
    name: ['分享资讯', 'Compartilhar notícia'],
    desc: ['分享一篇资讯', 'Compartilhe uma notícia'],
  },
  shareMessage: {
    prop: 10,
    max: 1,
    period: 'daily',
    name: ['分享消息', 'Compartilhar mensagem'],
    desc: ['分享一场比赛或一段视频', 'Compartilhe um jogo ou um vídeo'],
  },
  watchLive: {
    prop: 20,
    // One stage a minute, counted from heartbeats (tasks/heartbeats.ts).
    max: 10,
    period: 'daily',
    name: ['观看直播', 'Assistir ao vivo'],
    desc: ['观看直播10分钟', 'Assista 10 minutos'],
  },
  online: {
    prop: 20,
    // One stage a minute, counted from heartbeats (tasks/heartbeats.ts).
    max: 30,
    period: 'daily',
    name: ['在线时长', 'Tempo online'],
    desc: ['在线30分钟', 'Fique 30 minutos online'],
  },
  shareToFriend: {
    prop: 20,
    max: 1,
    period: 'daily',
    name: ['分享给好友', 'Compartilhar com amigos'],
    desc: ['把直播分享给好友', 'Compartilhe uma live'],
  },
};

/** Points needed to reach `level`. */
export const levelPoint = (level: number): number => level * level * 100;

/**
 * The user's level from their points: the one rule behind the user centre's grade (UserInfo.user_level) and the
 * task centre's level, so the two always agree.
 */
export function levelOf(point: number): number {
  let level = 1;
  while (point >= levelPoint(level + 1)) level++;
  return level;
}
