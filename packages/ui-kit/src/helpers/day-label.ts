import dayjs, { type Dayjs } from 'dayjs';
import ptBr from 'dayjs/locale/pt-br';
import zhCn from 'dayjs/locale/zh-cn';
import { type Lang, messagesFor } from '../i18n/messages.ts';

/** A moment as a Date, epoch milliseconds or an ISO string (API seconds must be multiplied by 1000 first). */
export type DateInput = Date | number | string;

function localized(date: DateInput, lang: Lang): Dayjs {
  return dayjs(date).locale(lang === 'pt-BR' ? ptBr : zhCn);
}

/** Whole calendar days from `now` to `date` in local time: -1 yesterday, 0 today, 1 tomorrow. */
export function calendarDayOffset(date: DateInput, now: DateInput): number {
  return dayjs(date).startOf('day').diff(dayjs(now).startOf('day'), 'day');
}

/** MM-DD in Chinese, DD/MM in pt-BR (host-app spec §9). */
export function shortDate(date: DateInput, lang: Lang): string {
  const day = dayjs(date);
  if (!day.isValid()) return '';
  return day.format(lang === 'pt-BR' ? 'DD/MM' : 'MM-DD');
}

/**
 * A match time label (spec §9): 昨天 / 今天 / 明天 with HH:mm, otherwise MM-DD HH:mm; pt-BR uses Ontem / Hoje /
 * Amanhã and DD/MM. Invalid dates give an empty label.
 */
export function dayLabel(date: DateInput, now: DateInput, lang: Lang): string {
  const day = dayjs(date);
  if (!day.isValid() || !dayjs(now).isValid()) return '';
  const messages = messagesFor(lang);
  const names: Record<number, string> = { [-1]: messages.yesterday, 0: messages.today, 1: messages.tomorrow };
  const name = names[calendarDayOffset(date, now)];
  return `${name ?? shortDate(date, lang)} ${day.format('HH:mm')}`;
}

/** The weekday (spec §9): 日, 一 ... 六 in Chinese; dom, seg ... sáb in pt-BR. */
export function weekdayLabel(date: DateInput, lang: Lang): string {
  const day = localized(date, lang);
  if (!day.isValid()) return '';
  return day.format(lang === 'pt-BR' ? 'ddd' : 'dd');
}

/** The 7-day list back from today (spec §9), oldest first and today last, each at local midnight. */
export function recentDays(today: DateInput, count = 7): Date[] {
  const start = dayjs(today).startOf('day');
  if (!start.isValid() || count <= 0) return [];
  return Array.from({ length: count }, (_, i) => start.subtract(count - 1 - i, 'day').toDate());
}

/** The `count` days after today, each at local midnight (the upcoming part of a fixtures strip). */
export function upcomingDays(today: DateInput, count: number): Date[] {
  const start = dayjs(today).startOf('day');
  if (!start.isValid() || count <= 0) return [];
  return Array.from({ length: count }, (_, i) => start.add(i + 1, 'day').toDate());
}
