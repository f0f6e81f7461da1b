import { calendarDayOf, resolveTimeZone, type TimeZone } from '@live/ui-kit';

/**
 * The calendar day of a moment as YYYY-MM-DD in `timeZone` (the device's when undefined): /score's today, the
 * video timer's day (spec §3 play limits) and the day the new-benefit modal was seen (spec §2, once a day).
 */
export function calendarDay(ms: number, timeZone?: TimeZone): string {
  return calendarDayOf(ms, timeZone);
}

/**
 * The IANA zone the user's days and times are in (issue #30): the brand's pinned zone, else the device's. Day
 * queries carry it (/api/race/getDateMatch `tz`), so the platform cuts the user's day, not its own UTC+8 one.
 */
export function userTimeZone(pinned: string | undefined): TimeZone {
  return resolveTimeZone(pinned);
}
