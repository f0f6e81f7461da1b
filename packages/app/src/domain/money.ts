/**
 * Money rules of the wallet, VIP, shop and task pages (spec §3 task info, §4 payout and bag statuses, check-in,
 * VIP rule; §9 amounts). The labels themselves are in labels.ts, the VIP rule in user.ts.
 */
import type { BagItem, PayoutStage, Task, TaskInfo } from '@live/api-contract';
import { BAG_ITEM_STATUS } from '@live/api-contract';
import { type TimeZone, wallClock } from '@live/ui-kit';

/** A client key for one purchase, recharge, withdrawal or claim: made once per attempt, sent again on retry. */
export function newRequestId(random: () => number = Math.random): string {
  const part = () =>
    Math.floor(random() * 36 ** 8)
      .toString(36)
      .padStart(8, '0');
  return `r${Date.now().toString(36)}${part()}${part()}`;
}

/** The steps a payout shows, with how far it got: cancelled ends the line after the stage it left. */
export function payoutSteps(stage: PayoutStage): { stage: PayoutStage; reached: boolean }[] {
  const line: PayoutStage[] = ['review', 'dispatching', stage === 'cancelled' ? 'cancelled' : 'dispatched'];
  const at = stage === 'cancelled' ? 2 : line.indexOf(stage);
  return line.map((step, index) => ({ stage: step, reached: index <= at }));
}

export type WithdrawProblem = 'amount' | 'minimum' | 'balance' | 'account' | 'name';

/**
 * A typed money amount: digits with at most 2 decimals after a point or, as Brazilians write it, a comma
 * (12,50; issue #30); null when it is not one.
 */
export function typedMoney(text: string): number | null {
  const trimmed = text.trim();
  return /^\d{1,10}([.,]\d{1,2})?$/.test(trimmed) ? Number(trimmed.replace(',', '.')) : null;
}

/** What is wrong with a withdrawal form, first problem first; null when it may be sent. */
export function withdrawProblem(
  form: { amount: string; account: string; name: string },
  balance: number,
  minimum: number,
): WithdrawProblem | null {
  const amount = typedMoney(form.amount);
  if (amount === null || amount <= 0) return 'amount';
  if (amount < minimum) return 'minimum';
  if (Math.round(amount * 100) > Math.round(balance * 100)) return 'balance';
  if (!form.account.trim()) return 'account';
  if (!form.name.trim()) return 'name';
  return null;
}

export type TaskState = 'claim' | 'claimed' | 'progress';

/** A task's reward can be claimed once its stage reaches stage_max, and only once (received). */
export function taskState(task: Pick<Task, 'stage' | 'stage_max' | 'received'>): TaskState {
  if (Number(task.received) === 1) return 'claimed';
  return task.stage >= task.stage_max ? 'claim' : 'progress';
}

/** How far the points are from this level's to the next level's, 0 to 1. */
export function levelProgress(level: TaskInfo['level']): number {
  const span = level.next.point - level.level.point;
  if (span <= 0) return 1;
  return Math.min(1, Math.max(0, (level.point - level.level.point) / span));
}

export interface CheckinDay {
  day: number;
  award: number;
  state: 'done' | 'today' | 'next' | 'later';
}

/**
 * The week of the check-in streak (spec §3): checkin_nth is the streak day of today (1-7) and
 * checkin_nth_status whether today is done; days before it are done, today's is done or next to take.
 */
export function checkinWeek(
  info: Pick<TaskInfo, 'checkin_continuous_accumulation' | 'checkin_nth' | 'checkin_nth_status'>,
): CheckinDay[] {
  const awards = info.checkin_continuous_accumulation;
  const nth = Math.min(Math.max(1, info.checkin_nth), awards.length);
  const doneToday = Number(info.checkin_nth_status) === 1;
  return awards.map((award, index) => {
    const day = index + 1;
    const state = day < nth ? 'done' : day === nth ? (doneToday ? 'today' : 'next') : 'later';
    return { day, award, state };
  });
}

/** A bag item's status as shown: an unused one past its expiry is expired (spec §4 coupon status). */
export function bagItemStatus(item: Pick<BagItem, 'status' | 'expire_time'>, nowMs: number): number {
  if (item.status === BAG_ITEM_STATUS.unused && item.expire_time * 1000 <= nowMs) return BAG_ITEM_STATUS.expired;
  return item.status;
}

// Made once, on first use: a log formats a row per line, and a page's first Intl formatter sets up ICU (~100 ms at
// 4x CPU), which importing this module (in the user centre's first load) must not pay on every brand (issue #31).
let reais: Intl.NumberFormat | undefined;

/**
 * Money (the `money` balance, recharge prices, withdrawals; never gold or diamonds, which are counts) with 2
 * decimals: in pt-BR as reais are written, R$ 1.234,56 (issue #30); in Chinese 1234.56, the texts adding 元 or ¥.
 */
export function formatMoney(value: number, language: string): string {
  const rounded = Math.round(value * 100) / 100;
  if (!language.startsWith('pt')) return rounded.toFixed(2);
  reais ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return reais.format(rounded);
}

/** The sign of the market's money where a page shows a currency without an amount (issue #30): R$ or ¥. */
export function currencySign(language: string): string {
  return language.startsWith('pt') ? 'R$' : '¥';
}

/** Money as a withdrawal form takes it back (the 全部 / Tudo button): 1234.56, or 1234,56 in Portuguese. */
export function moneyInput(value: number, language: string): string {
  const text = (Math.round(value * 100) / 100).toFixed(2);
  return language.startsWith('pt') ? text.replace('.', ',') : text;
}

/**
 * A record's time in the user's zone (issue #30; the device's when undefined): YYYY-MM-DD HH:mm, or
 * DD/MM/YYYY HH:mm in Portuguese (spec §9: pt dates use DD/MM); '' for no valid time.
 */
export function formatRecordTime(unixSeconds: number, language: string, timeZone?: TimeZone): string {
  const clock = wallClock(unixSeconds * 1000, timeZone);
  if (!clock) return '';
  const [y, m, d] = clock.day.split('-');
  return language.startsWith('pt') ? `${d}/${m}/${y} ${clock.time}` : `${y}-${m}-${d} ${clock.time}`;
}
