import { type Lang, messagesFor } from '../i18n/messages.ts';

// Plain Date arithmetic in local time: these few formats are all the strip and the match rows need, and dayjs with
// its two locales was 4.4 KB gzip of /m/score's first load (issue #14's budget).

/** A moment as a Date, epoch milliseconds or an ISO 8601 string (API seconds must be multiplied by 1000 first). */
export type DateInput = Date | number | string;

/** The moment as a Date; null when it names no valid moment. */
function toDate(input: DateInput): Date | null {
  const date = new Date(input instanceof Date ? input.getTime() : input);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Local midnight of the moment's calendar day, `offset` days later. */
function localDay(date: Date, offset: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + offset);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Whole calendar days from `now` to `date` in local time: -1 yesterday, 0 today, 1 tomorrow; NaN if invalid. */
export function calendarDayOffset(date: DateInput, now: DateInput): number {
  const a = toDate(date);
  const b = toDate(now);
  if (!a || !b) return Number.NaN;
  // Counted on the calendar dates, so a day that is 23 or 25 hours long (a clock change) is still one day.
  const day = (d: Date) => Date.UTC(d.getFullYear(), d.getMonth(), d.getDate());
  return Math.round((day(a) - day(b)) / 86_400_000);
}

/** MM-DD in Chinese, DD/MM in pt-BR (host-app spec §9). */
export function shortDate(date: DateInput, lang: Lang): string {
  const day = toDate(date);
  if (!day) return '';
  const mm = pad(day.getMonth() + 1);
  const dd = pad(day.getDate());
  return lang === 'pt-BR' ? `${dd}/${mm}` : `${mm}-${dd}`;
}

/**
 * A match time label (spec §9): 昨天 / 今天 / 明天 with HH:mm, otherwise MM-DD HH:mm; pt-BR uses Ontem / Hoje /
 * Amanhã and DD/MM. Invalid dates give an empty label.
 */
export function dayLabel(date: DateInput, now: DateInput, lang: Lang): string {
  const day = toDate(date);
  if (!day || !toDate(now)) return '';
  const messages = messagesFor(lang);
  const names: Record<number, string> = { [-1]: messages.yesterday, 0: messages.today, 1: messages.tomorrow };
  const name = names[calendarDayOffset(day, now)];
  return `${name ?? shortDate(day, lang)} ${pad(day.getHours())}:${pad(day.getMinutes())}`;
}

/** The weekday (spec §9): 日, 一 ... 六 in Chinese; dom, seg ... sáb in pt-BR. */
export function weekdayLabel(date: DateInput, lang: Lang): string {
  const day = toDate(date);
  return day ? (messagesFor(lang).weekdays[day.getDay()] ?? '') : '';
}

/** The 7-day list back from today (spec §9), oldest first and today last, each at local midnight. */
export function recentDays(today: DateInput, count = 7): Date[] {
  const start = toDate(today);
  if (!start || count <= 0) return [];
  return Array.from({ length: count }, (_, i) => localDay(start, i - (count - 1)));
}

/** The `count` days after today, each at local midnight (the upcoming part of a fixtures strip). */
export function upcomingDays(today: DateInput, count: number): Date[] {
  const start = toDate(today);
  if (!start || count <= 0) return [];
  return Array.from({ length: count }, (_, i) => localDay(start, i + 1));
}
