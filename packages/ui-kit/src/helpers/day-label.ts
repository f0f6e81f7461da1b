import { type Lang, messagesFor } from '../i18n/messages.ts';

// Days and wall-clock times are read in a time zone through Intl (built into every browser, so free in the first
// load), never with hand-made offsets: the zone's own rules decide (Brazil's former summer time, any change to
// come). Calendar arithmetic is on YYYY-MM-DD days, which belong to no zone. dayjs with its two locales was
// 4.4 KB gzip of /m/score's first load (issue #14's budget).

/** A moment as a Date, epoch milliseconds or an ISO 8601 string (API seconds must be multiplied by 1000 first). */
export type DateInput = Date | number | string;

/** A calendar day as YYYY-MM-DD (the /score address's `date`), in no particular zone. */
export type CalendarDay = string;

/** An IANA time zone name such as America/Sao_Paulo; undefined reads the device's zone. */
export type TimeZone = string | undefined;

/** A moment as a clock on the wall of a zone shows it. */
export interface WallClock {
  day: CalendarDay;
  /** HH:mm, 00:00 to 23:59. */
  time: string;
}

const DAY_MS = 86_400_000;

/** The moment as a Date; null when it names no valid moment. */
function toDate(input: DateInput): Date | null {
  const date = new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** One formatter per zone: making one costs far more than using it, and a list labels hundreds of rows. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: TimeZone): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
    } catch {
      // A zone name this browser does not know: the device's zone rather than no label at all.
      formatter = formatterFor(undefined);
    }
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * The IANA name Intl resolves a zone to: the given zone's canonical name, or the device's zone when none is given
 * or the name is unknown; undefined where the browser cannot tell.
 */
export function resolveTimeZone(timeZone?: TimeZone): string | undefined {
  return formatterFor(timeZone).resolvedOptions().timeZone || undefined;
}

/** Whether a text is an IANA time zone name that Intl knows (Asia/Shanghai, America/Sao_Paulo, UTC). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return name.length > 0;
  } catch {
    return false;
  }
}

/** The day number (days since 1970-01-01) of a YYYY-MM-DD day; NaN when it is no real day (2026-02-30). */
function dayNumber(day: CalendarDay): number {
  // A date-only ISO text is read as UTC midnight; 02-30 rolls over to March, so it must read back the same.
  const n = /^\d{4}-\d\d-\d\d$/.test(day) ? Date.parse(day) / DAY_MS : Number.NaN;
  return !Number.isNaN(n) && dayOfNumber(n) === day ? n : Number.NaN;
}

function dayOfNumber(n: number): CalendarDay {
  return new Date(n * DAY_MS).toISOString().slice(0, 10);
}

/** Whether a text is a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(text: string): boolean {
  return !Number.isNaN(dayNumber(text));
}

/** The day `count` days after `day` (before it when negative); '' for a malformed day. */
export function addDays(day: CalendarDay, count: number): CalendarDay {
  const n = dayNumber(day);
  return Number.isNaN(n) ? '' : dayOfNumber(n + count);
}

/** Whole days from `from` to `to` (1 when `to` is the next day); NaN if either is malformed. */
export function daysBetween(from: CalendarDay, to: CalendarDay): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The moment as the wall clock of `timeZone` shows it; null when it names no valid moment. The device's zone is read
 * through the Date's local fields, which follow the same zone rules as Intl: a page's first Intl formatter sets up
 * ICU's calendar and patterns, 70-170 ms at Lighthouse's 4x CPU inside the render of the first list showing a time.
 */
export function wallClock(input: DateInput, timeZone?: TimeZone): WallClock | null {
  const date = toDate(input);
  if (!date) return null;
  if (timeZone === undefined) {
    const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
    return { day, time: `${pad(date.getHours())}:${pad(date.getMinutes())}` };
  }
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) parts[part.type] = part.value;
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** The calendar day of a moment in `timeZone`; '' when it names no valid moment. */
export function calendarDayOf(input: DateInput, timeZone?: TimeZone): CalendarDay {
  return wallClock(input, timeZone)?.day ?? '';
}

/**
 * Whole calendar days from `now` to `date` in `timeZone`: -1 yesterday, 0 today, 1 tomorrow; NaN if invalid.
 * Counted on the zone's calendar dates, so a day that is 23 or 25 hours long (a clock change) is still one day.
 */
export function calendarDayOffset(date: DateInput, now: DateInput, timeZone?: TimeZone): number {
  const a = calendarDayOf(date, timeZone);
  const b = calendarDayOf(now, timeZone);
  return a && b ? daysBetween(b, a) : Number.NaN;
}

/** A calendar day as MM-DD in Chinese, DD/MM in pt-BR (host-app spec §9); '' for a malformed day. */
export function dayShortDate(day: CalendarDay, lang: Lang): string {
  if (!isCalendarDay(day)) return '';
  const [, mm, dd] = day.split('-');
  return lang === 'pt-BR' ? `${dd}/${mm}` : `${mm}-${dd}`;
}

/** A calendar day's weekday (spec §9): 日, 一 ... 六 in Chinese; dom, seg ... sáb in pt-BR. */
export function dayWeekday(day: CalendarDay, lang: Lang): string {
  const n = dayNumber(day);
  return Number.isNaN(n) ? '' : (messagesFor(lang).weekdays[new Date(n * DAY_MS).getUTCDay()] ?? '');
}

/** A moment's date as MM-DD in Chinese, DD/MM in pt-BR (host-app spec §9), in `timeZone`. */
export function shortDate(date: DateInput, lang: Lang, timeZone?: TimeZone): string {
  return dayShortDate(calendarDayOf(date, timeZone), lang);
}

/** A moment's weekday (spec §9) in `timeZone`. */
export function weekdayLabel(date: DateInput, lang: Lang, timeZone?: TimeZone): string {
  return dayWeekday(calendarDayOf(date, timeZone), lang);
}

/** A moment's wall-clock time as HH:mm (HH:mm:ss `withSeconds`) in `timeZone`; '' when invalid. */
export function clockTime(date: DateInput, timeZone?: TimeZone, withSeconds = false): string {
  const clock = wallClock(date, timeZone);
  if (!clock) return '';
  // Zones are whole minutes apart: the seconds are the same everywhere.
  return withSeconds ? `${clock.time}:${pad((toDate(date) as Date).getUTCSeconds())}` : clock.time;
}

/**
 * A match time label (spec §9) in `timeZone`: 昨天 / 今天 / 明天 with HH:mm, otherwise MM-DD HH:mm; pt-BR uses
 * Ontem / Hoje / Amanhã and DD/MM. Invalid dates give an empty label.
 */
export function dayLabel(date: DateInput, now: DateInput, lang: Lang, timeZone?: TimeZone): string {
  const clock = wallClock(date, timeZone);
  const today = calendarDayOf(now, timeZone);
  if (!clock || !today) return '';
  const messages = messagesFor(lang);
  const names: Record<number, string> = { [-1]: messages.yesterday, 0: messages.today, 1: messages.tomorrow };
  const name = names[daysBetween(today, clock.day)];
  return `${name ?? dayShortDate(clock.day, lang)} ${clock.time}`;
}

/** `count` days in a row, the first `from` days after `today`; none for a malformed day. */
function daysFrom(today: CalendarDay, from: number, count: number): CalendarDay[] {
  return isCalendarDay(today) ? Array.from({ length: Math.max(0, count) }, (_, i) => addDays(today, from + i)) : [];
}

/** The 7-day list back from today (spec §9), oldest first and today last. */
export function recentDays(today: CalendarDay, count = 7): CalendarDay[] {
  return daysFrom(today, 1 - count, count);
}

/** The `count` days after today (the upcoming part of a fixtures strip). */
export function upcomingDays(today: CalendarDay, count: number): CalendarDay[] {
  return daysFrom(today, 1, count);
}
