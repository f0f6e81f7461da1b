/** Enumerations and their labels (spec §4). Each label carries the Chinese and the Portuguese text. */
import { pick } from './language';

export interface Label {
  zh: string;
  pt: string;
}

function labelOf<K extends number>(table: Readonly<Record<K, Label>>, code: number, language: string): string {
  const label = (table as Record<number, Label | undefined>)[code];
  return label ? pick(label, language) : '';
}

/** Data model types, in the order the model pages list them; 0 is unknown. */
export const MODEL_TYPE = { unknown: 0, upset: 1, poisson: 2, diversity: 3, margin: 4 } as const;
export type ModelTypeKey = Exclude<keyof typeof MODEL_TYPE, 'unknown'>;
export const MODEL_TYPES: readonly ModelTypeKey[] = ['upset', 'poisson', 'diversity', 'margin'];
/** The model type code of a route segment such as /data/model/upset; 0 when unknown. */
export function modelTypeCode(key: string): number {
  return (MODEL_TYPES as readonly string[]).includes(key) ? MODEL_TYPE[key as ModelTypeKey] : MODEL_TYPE.unknown;
}

export const MODEL_SUBSCRIPTION = { waiting: 1, inplay: 2, finished: 3 } as const;
export const MODEL_SUBSCRIPTION_LABELS: Readonly<Record<number, Label>> = {
  1: { zh: '未开赛', pt: 'Aguardando' },
  2: { zh: '进行中', pt: 'Em andamento' },
  3: { zh: '已结束', pt: 'Encerrado' },
};
export const modelSubscriptionLabel = (code: number, language: string) =>
  labelOf(MODEL_SUBSCRIPTION_LABELS, code, language);

export const MODEL_RESULT = { hit: 1, missed: 2 } as const;
export const MODEL_RESULT_LABELS: Readonly<Record<number, Label>> = {
  1: { zh: '命中', pt: 'Acertou' },
  2: { zh: '未中', pt: 'Errou' },
};
export const modelResultLabel = (code: number, language: string) => labelOf(MODEL_RESULT_LABELS, code, language);

export const PIN = { unpin: 0, pin: 1 } as const;

/** Subscription package status; the Chinese texts are the spec's. */
export const PACKAGE_STATUS = { inactive: 0, active: 1, finished: 2, refund: 3, inplay: 4 } as const;
export const PACKAGE_STATUS_LABELS: Readonly<Record<number, Label>> = {
  0: { zh: '失效', pt: 'Inativo' },
  1: { zh: '生效', pt: 'Ativo' },
  2: { zh: '比赛结束', pt: 'Partida encerrada' },
  3: { zh: '比赛異常退款', pt: 'Reembolsado (partida anormal)' },
  4: { zh: '进行中', pt: 'Em andamento' },
};
export const packageStatusLabel = (code: number, language: string) => labelOf(PACKAGE_STATUS_LABELS, code, language);

/** Payout status as the API enumerates it (waiting 0, success 1, failed 2). */
export const PAYOUT_RESULT = { waiting: 0, success: 1, failed: 2 } as const;
/** Payout display states with the spec's Chinese texts. */
export const PAYOUT_STATUS = { review: 0, dispatching: 1, dispatched: 2, cancelled: 3 } as const;
export const PAYOUT_STATUS_LABELS: Readonly<Record<number, Label>> = {
  0: { zh: '审核中', pt: 'Em análise' },
  1: { zh: '派发中', pt: 'Em envio' },
  2: { zh: '已派发', pt: 'Enviado' },
  3: { zh: '取消', pt: 'Cancelado' },
};
export const payoutStatusLabel = (code: number, language: string) => labelOf(PAYOUT_STATUS_LABELS, code, language);

/** Coupon and bag item status. */
export const COUPON_STATUS = { unknown: 0, used: 1, unused: 2, expired: 3 } as const;
export const COUPON_STATUS_LABELS: Readonly<Record<number, Label>> = {
  0: { zh: '未知', pt: 'Desconhecido' },
  1: { zh: '已使用', pt: 'Usado' },
  2: { zh: '未使用', pt: 'Não usado' },
  3: { zh: '已过期', pt: 'Expirado' },
};
export const couponStatusLabel = (code: number, language: string) => labelOf(COUPON_STATUS_LABELS, code, language);

export type OnlineStatus = 'online' | 'offline' | 'notLoggedIn';
export const ONLINE_STATUS_LABELS: Readonly<Record<OnlineStatus, Label>> = {
  online: { zh: '在线', pt: 'Online' },
  offline: { zh: '离线', pt: 'Offline' },
  notLoggedIn: { zh: '未登录', pt: 'Não conectado' },
};
export const onlineStatusLabel = (status: OnlineStatus, language: string) =>
  pick(ONLINE_STATUS_LABELS[status], language);

/** How a user shows in follow lists and profiles: a streaming anchor is live (never offline), others online or not. */
export type Presence = 'live' | 'online' | 'offline';
export const PRESENCE_LABELS: Readonly<Record<Presence, Label>> = {
  live: { zh: '直播中', pt: 'Ao vivo' },
  online: ONLINE_STATUS_LABELS.online,
  offline: ONLINE_STATUS_LABELS.offline,
};
export function presenceOf(user: { is_live?: number; online_status: number }): Presence {
  if (user.is_live === 1) return 'live';
  return user.online_status === 1 ? 'online' : 'offline';
}
export const presenceLabel = (presence: Presence, language: string) => pick(PRESENCE_LABELS[presence], language);

export const CHAT_LIST_TABS = ['private', 'group', 'friends'] as const;

const CHECKED_IN: Label = { zh: '您今天已签到', pt: 'Você já fez check-in hoje' };
const CHECK_IN_NOW: Label = { zh: '立即签到', pt: 'Fazer check-in' };

/** Check-in text (spec §4): 您今天已签到 when checkin is 1, otherwise 立即签到. */
export function checkInText(checkin: number | string | null | undefined, language = 'zh-CN'): string {
  return pick(Number(checkin) === 1 ? CHECKED_IN : CHECK_IN_NOW, language);
}
