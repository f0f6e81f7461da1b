/**
 * Labels of the spec §4 enumerations. Each label carries the Chinese and the Portuguese text; the codes themselves
 * are the platform's, from @live/api-contract.
 */
import {
  BAG_ITEM_STATUS,
  MODEL_RESULT,
  MODEL_SUBSCRIPTION,
  type ModelTypeName,
  type PayoutStage,
} from '@live/api-contract';
import { pick } from './language';

export interface Label {
  zh: string;
  pt: string;
}

function labelOf<K extends number>(table: Readonly<Record<K, Label>>, code: number, language: string): string {
  const label = (table as Record<number, Label | undefined>)[code];
  return label ? pick(label, language) : '';
}

/** Data model types as route segments, in the order the model pages list them (spec §4). */
export const MODEL_TYPES: readonly ModelTypeName[] = ['upset', 'poisson', 'diversity', 'margin'];

export const MODEL_SUBSCRIPTION_LABELS: Readonly<Record<number, Label>> = {
  [MODEL_SUBSCRIPTION.waiting]: { zh: '未开赛', pt: 'Aguardando' },
  [MODEL_SUBSCRIPTION.inplay]: { zh: '进行中', pt: 'Em andamento' },
  [MODEL_SUBSCRIPTION.finished]: { zh: '已结束', pt: 'Encerrado' },
};
export const modelSubscriptionLabel = (code: number, language: string) =>
  labelOf(MODEL_SUBSCRIPTION_LABELS, code, language);

export const MODEL_RESULT_LABELS: Readonly<Record<number, Label>> = {
  [MODEL_RESULT.hit]: { zh: '命中', pt: 'Acertou' },
  [MODEL_RESULT.missed]: { zh: '未中', pt: 'Errou' },
};
export const modelResultLabel = (code: number, language: string) => labelOf(MODEL_RESULT_LABELS, code, language);

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

/**
 * Where a payout is, as the user reads it (spec §4 labels). The wire's PAYOUT_STATUS (waiting, success, failed) is
 * coarser: review and dispatching are both waiting.
 */
export const PAYOUT_STAGE_LABELS: Readonly<Record<PayoutStage, Label>> = {
  review: { zh: '审核中', pt: 'Em análise' },
  dispatching: { zh: '派发中', pt: 'Em envio' },
  dispatched: { zh: '已派发', pt: 'Enviado' },
  cancelled: { zh: '取消', pt: 'Cancelado' },
};
export const payoutStageLabel = (stage: PayoutStage, language: string) => pick(PAYOUT_STAGE_LABELS[stage], language);

/** Coupon and bag item status labels, keyed by the wire's BAG_ITEM_STATUS. */
export const COUPON_STATUS_LABELS: Readonly<Record<number, Label>> = {
  [BAG_ITEM_STATUS.unknown]: { zh: '未知', pt: 'Desconhecido' },
  [BAG_ITEM_STATUS.used]: { zh: '已使用', pt: 'Usado' },
  [BAG_ITEM_STATUS.unused]: { zh: '未使用', pt: 'Não usado' },
  [BAG_ITEM_STATUS.expired]: { zh: '已过期', pt: 'Expirado' },
};
export const couponStatusLabel = (code: number, language: string) => labelOf(COUPON_STATUS_LABELS, code, language);

/** How a user shows in follow lists and profiles: a streaming anchor is live (never offline), others online or not. */
export type Presence = 'live' | 'online' | 'offline';
export const PRESENCE_LABELS: Readonly<Record<Presence, Label>> = {
  live: { zh: '直播中', pt: 'Ao vivo' },
  online: { zh: '在线', pt: 'Online' },
  offline: { zh: '离线', pt: 'Offline' },
};
export function presenceOf(user: { is_live?: number; online_status: number }): Presence {
  if (user.is_live === 1) return 'live';
  return user.online_status === 1 ? 'online' : 'offline';
}
export const presenceLabel = (presence: Presence, language: string) => pick(PRESENCE_LABELS[presence], language);

const CHECKED_IN: Label = { zh: '您今天已签到', pt: 'Você já fez check-in hoje' };
const CHECK_IN_NOW: Label = { zh: '立即签到', pt: 'Fazer check-in' };

/** Check-in text (spec §4): 您今天已签到 when checkin is 1, otherwise 立即签到. */
export function checkInText(checkin: number | string | null | undefined, language = 'zh-CN'): string {
  return pick(Number(checkin) === 1 ? CHECKED_IN : CHECK_IN_NOW, language);
}
