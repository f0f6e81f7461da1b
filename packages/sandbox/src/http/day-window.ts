import type { Call } from './call.ts';
import { fail } from './errors.ts';
import { dayOf, dayStart, formatDay, parseDay } from '../seed/calendar.ts';

/** One formatter per zone: the list calls ask with the same few zones all day. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat | null {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
    } catch {
      return null;
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The calendar day (YYYY-MM-DD) a unix second falls on in the zone. */
function dayIn(formatter: Intl.DateTimeFormat, unix: number): string {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of formatter.formatToParts(new Date(unix * 1000))) parts[part.type] = part.value;
  return `${parts.year}-${parts.month}-${parts.day}`;
}

/**
 * The first second of a calendar day in a zone: found by the zone's own rules (Intl), never a fixed offset, so a
 * day that starts at 01:00 after a clock change, or lasts 23 or 25 hours, is cut where the zone cuts it. Every
 * zone's midnight lies within 15 hours of UTC midnight.
 */
export function zoneDayStart(day: string, timeZone: string): number | null {
  const formatter = formatterFor(timeZone);
  const utcMidnight = Date.parse(`${day}T00:00:00Z`) / 1000;
  if (!formatter || Number.isNaN(utcMidnight)) return null;
  let low = utcMidnight - 15 * 3600;
  let high = utcMidnight + 15 * 3600;
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (dayIn(formatter, middle) < day) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A day of the list calls: its YYYY-MM-DD and the unix seconds [from, to) it covers. */
export interface DayWindow {
  date: string;
  from: number;
  to: number;
}

/**
 * The day a list call asks for (`date`, default today) in the caller's zone `tz` (an IANA name, issue #30: a São
 * Paulo day is a São Paulo day), or in the platform's UTC+8 calendar without one. The calendar's matches of every
 * UTC+8 day it touches are seeded first.
 */
export function dayWindowParam(call: Call): DayWindow {
  const zone = call.params.has('tz') ? call.params.str('tz', 64) : null;
  if (zone !== null && !formatterFor(zone)) {
    fail(
      `参数 tz 不是有效的时区名称（如 America/Sao_Paulo）: ${zone}`,
      `O parâmetro tz não é um fuso horário válido (ex.: America/Sao_Paulo): ${zone}`,
    );
  }
  const asked = call.params.has('date') ? call.params.str('date', 10) : null;
  if (asked !== null && parseDay(asked) === null) {
    fail('参数 date 格式应为 YYYY-MM-DD', 'O parâmetro date deve estar no formato AAAA-MM-DD');
  }
  if (zone === null) {
    const day = asked === null ? dayOf(call.now) : (parseDay(asked) as number);
    if (asked !== null) call.app.world.ensureDay(day, call.now);
    return { date: formatDay(day), from: dayStart(day), to: dayStart(day + 1) };
  }
  const date = asked ?? dayIn(formatterFor(zone) as Intl.DateTimeFormat, call.now);
  const from = zoneDayStart(date, zone) as number;
  const to = zoneDayStart(formatDay((parseDay(date) as number) + 1), zone) as number;
  for (let day = dayOf(from); day <= dayOf(to - 1); day++) call.app.world.ensureDay(day, call.now);
  return { date, from, to };
}
