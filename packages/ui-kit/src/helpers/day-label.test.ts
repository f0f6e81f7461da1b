// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import {
  addDays,
  calendarDayOf,
  calendarDayOffset,
  clockTime,
  dayLabel,
  daysBetween,
  dayShortDate,
  dayWeekday,
  isCalendarDay,
  isTimeZone,
  recentDays,
  resolveTimeZone,
  shortDate,
  upcomingDays,
  weekdayLabel,
} from './day-label.ts';

const SHANGHAI = 'Asia/Shanghai';
const SAO_PAULO = 'America/Sao_Paulo';

// Moments are written in UTC, so the tests hold whatever the machine's zone. 2026-11-22 is a Sunday.
// 15:00Z is 23:00 in Shanghai and 12:00 in São Paulo, both on the 22nd.
const now = '2026-11-22T15:00:00Z';

describe('day labels in the user zone (issue #30 item 1, spec §9)', () => {
  it('issue #30 a match at 21:30 in São Paulo is under Hoje there, and tomorrow morning in Shanghai', () => {
    const kickoff = '2026-11-23T00:30:00Z';
    expect(dayLabel(kickoff, now, 'pt-BR', SAO_PAULO)).toBe('Hoje 21:30');
    expect(dayLabel(kickoff, now, 'zh-CN', SHANGHAI)).toBe('明天 08:30');
    expect(calendarDayOf(kickoff, SAO_PAULO)).toBe('2026-11-22');
    expect(calendarDayOf(kickoff, SHANGHAI)).toBe('2026-11-23');
  });

  it('issue #30 across São Paulo midnight: 23:59 is today, 00:01 tomorrow; the same two are one Shanghai day', () => {
    const before = '2026-11-23T02:59:00Z';
    const after = '2026-11-23T03:01:00Z';
    expect(dayLabel(before, before, 'pt-BR', SAO_PAULO)).toBe('Hoje 23:59');
    expect(dayLabel(after, before, 'pt-BR', SAO_PAULO)).toBe('Amanhã 00:01');
    expect(dayLabel(before, after, 'pt-BR', SAO_PAULO)).toBe('Ontem 23:59');
    expect(dayLabel(after, before, 'zh-CN', SHANGHAI)).toBe('今天 11:01');
  });

  it('issue #30 across Shanghai midnight: 23:59 is 今天, 00:01 明天; the same two are one São Paulo day', () => {
    const before = '2026-11-22T15:59:00Z';
    const after = '2026-11-22T16:01:00Z';
    expect(dayLabel(before, before, 'zh-CN', SHANGHAI)).toBe('今天 23:59');
    expect(dayLabel(after, before, 'zh-CN', SHANGHAI)).toBe('明天 00:01');
    expect(dayLabel(before, after, 'zh-CN', SHANGHAI)).toBe('昨天 23:59');
    expect(dayLabel(after, before, 'pt-BR', SAO_PAULO)).toBe('Hoje 13:01');
  });

  it("issue #30 the zone's own rules, not a fixed offset: São Paulo's summer time of 2018 (UTC-2)", () => {
    // Summer time began at midnight on 2018-11-04: 03:30Z was 01:30 there, not 00:30 as UTC-3 would say.
    expect(clockTime('2018-11-04T03:30:00Z', SAO_PAULO)).toBe('01:30');
    expect(clockTime('2018-11-04T02:30:00Z', SAO_PAULO)).toBe('23:30');
    // That day had 23 hours; 24 hours later is still two calendar days on.
    expect(calendarDayOffset('2018-11-05T02:30:00Z', '2018-11-04T02:30:00Z', SAO_PAULO)).toBe(2);
  });

  it('labels other days MM-DD HH:mm, DD/MM in pt-BR (spec §9)', () => {
    expect(dayLabel('2026-11-20T01:00:00Z', now, 'zh-CN', SHANGHAI)).toBe('11-20 09:00');
    expect(dayLabel('2027-01-02T11:45:00Z', now, 'zh-CN', SHANGHAI)).toBe('01-02 19:45');
    expect(dayLabel('2026-11-20T12:00:00Z', now, 'pt-BR', SAO_PAULO)).toBe('20/11 09:00');
    expect(dayLabel('2026-11-21T12:00:00Z', now, 'pt-BR', SAO_PAULO)).toBe('Ontem 09:00');
  });

  it('accepts epoch milliseconds and Dates', () => {
    const ms = Date.parse('2026-11-22T00:00:00Z');
    expect(dayLabel(ms, Date.parse(now), 'zh-CN', SHANGHAI)).toBe('今天 08:00');
    expect(dayLabel(new Date(ms), new Date(now), 'pt-BR', SAO_PAULO)).toBe('Ontem 21:00');
  });

  it("reads the device's zone when none is given", () => {
    const local = new Date(2026, 10, 22, 15, 30);
    expect(dayLabel(new Date(2026, 10, 21, 20, 5), local, 'zh-CN')).toBe('昨天 20:05');
    expect(dayLabel(new Date(2026, 10, 23, 23, 59), local, 'zh-CN')).toBe('明天 23:59');
    expect(shortDate(local, 'zh-CN')).toBe('11-22');
  });

  it("issue #31 item 1: reads the device's zone as Intl does, without making an Intl formatter", async () => {
    const moments = Array.from({ length: 400 }, (_, i) => Date.parse('2025-01-01T00:00:00Z') + i * 22 * 3_600_000);
    // Through Intl in the device's zone, named.
    const device = resolveTimeZone();
    const expected = moments.map((ms) => `${calendarDayOf(ms, device)} ${clockTime(ms, device)}`);
    // A fresh module: no formatter cached by the tests before.
    vi.resetModules();
    const fresh = await import('./day-label.ts');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    const labels = moments.map((ms) => `${fresh.calendarDayOf(ms)} ${fresh.clockTime(ms)}`);
    expect(made).not.toHaveBeenCalled();
    expect(labels).toEqual(expected);
  });

  it('gives an empty label for an invalid date', () => {
    expect(dayLabel('not a date', now, 'zh-CN')).toBe('');
    expect(dayLabel(now, 'not a date', 'zh-CN')).toBe('');
    expect(shortDate('not a date', 'zh-CN')).toBe('');
    expect(weekdayLabel('not a date', 'zh-CN')).toBe('');
    expect(clockTime('not a date')).toBe('');
  });

  it('formats short dates MM-DD and DD/MM in the zone (spec §9)', () => {
    expect(shortDate('2026-03-05T02:00:00Z', 'zh-CN', SHANGHAI)).toBe('03-05');
    expect(shortDate('2026-03-05T02:00:00Z', 'pt-BR', SAO_PAULO)).toBe('04/03');
    expect(dayShortDate('2026-03-05', 'pt-BR')).toBe('05/03');
    expect(dayShortDate('2026-02-30', 'zh-CN')).toBe('');
  });

  it('gives wall-clock times with seconds on request', () => {
    expect(clockTime('2026-01-01T01:05:07Z', SHANGHAI, true)).toBe('09:05:07');
    expect(clockTime('2026-01-01T16:05:07Z', SHANGHAI)).toBe('00:05');
  });

  it("resolves a zone to Intl's name, and no zone or an unknown one to the device's", () => {
    expect(resolveTimeZone(SAO_PAULO)).toBe(SAO_PAULO);
    expect(resolveTimeZone('Mars/Olympus')).toBe(resolveTimeZone());
    expect(resolveTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('knows IANA zone names and refuses others', () => {
    expect(isTimeZone(SAO_PAULO)).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Rio')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('weekdays (spec §9)', () => {
  it('names weekdays 日 to 六 (spec §9)', () => {
    const week = Array.from({ length: 7 }, (_, i) => dayWeekday(addDays('2026-11-22', i), 'zh-CN'));
    expect(week).toEqual(['日', '一', '二', '三', '四', '五', '六']);
  });

  it('names weekdays in Portuguese for pt-BR', () => {
    const week = Array.from({ length: 7 }, (_, i) => dayWeekday(addDays('2026-11-22', i), 'pt-BR'));
    expect(week).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
  });

  it("issue #30 a moment's weekday is its zone's: Saturday night in São Paulo is Sunday in Shanghai", () => {
    expect(weekdayLabel('2026-11-22T01:00:00Z', 'pt-BR', SAO_PAULO)).toBe('sáb');
    expect(weekdayLabel('2026-11-22T01:00:00Z', 'zh-CN', SHANGHAI)).toBe('日');
  });
});

describe('7-day list (spec §9)', () => {
  it('lists 7 days back from today, today last (spec §9)', () => {
    const days = recentDays('2026-11-22');
    expect(days).toEqual([
      '2026-11-16',
      '2026-11-17',
      '2026-11-18',
      '2026-11-19',
      '2026-11-20',
      '2026-11-21',
      '2026-11-22',
    ]);
  });

  it('crosses month and year boundaries, and leap days', () => {
    expect(recentDays('2027-01-02')[0]).toBe('2026-12-27');
    expect(upcomingDays('2026-12-30', 3)).toEqual(['2026-12-31', '2027-01-01', '2027-01-02']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(upcomingDays('2026-11-22', 0)).toEqual([]);
  });

  it("issue #30 today is the zone's today: 23:00 in Shanghai is noon in São Paulo, one day; an hour later, two", () => {
    expect(recentDays(calendarDayOf(now, SHANGHAI), 1)).toEqual(['2026-11-22']);
    expect(recentDays(calendarDayOf(now, SAO_PAULO), 1)).toEqual(['2026-11-22']);
    const later = '2026-11-22T16:00:00Z';
    expect(calendarDayOf(later, SHANGHAI)).toBe('2026-11-23');
    expect(calendarDayOf(later, SAO_PAULO)).toBe('2026-11-22');
  });

  it('counts calendar days; NaN for an invalid date', () => {
    expect(daysBetween('2026-11-30', '2026-12-01')).toBe(1);
    expect(daysBetween('2026-12-25', '2027-01-01')).toBe(7);
    expect(calendarDayOffset('2026-12-01T00:05:00+08:00', '2026-11-30T23:55:00+08:00', SHANGHAI)).toBe(1);
    expect(calendarDayOffset('nope', now)).toBeNaN();
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it('gives no days for an invalid day or count', () => {
    expect(recentDays('nope')).toEqual([]);
    expect(recentDays('2026-11-22', 0)).toEqual([]);
  });
});
