// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { calendarDayOffset, dayLabel, recentDays, shortDate, upcomingDays, weekdayLabel } from './day-label.ts';

// Local times, so the tests hold in every time zone. 2026-11-22 is a Sunday.
const now = new Date(2026, 10, 22, 15, 30);

describe('day labels (spec §9)', () => {
  it('labels yesterday, today and tomorrow with HH:mm (spec §9)', () => {
    expect(dayLabel(new Date(2026, 10, 21, 20, 5), now, 'zh-CN')).toBe('昨天 20:05');
    expect(dayLabel(new Date(2026, 10, 22, 0, 0), now, 'zh-CN')).toBe('今天 00:00');
    expect(dayLabel(new Date(2026, 10, 23, 23, 59), now, 'zh-CN')).toBe('明天 23:59');
  });

  it('labels other days MM-DD HH:mm (spec §9)', () => {
    expect(dayLabel(new Date(2026, 10, 20, 9, 0), now, 'zh-CN')).toBe('11-20 09:00');
    expect(dayLabel(new Date(2027, 0, 2, 19, 45), now, 'zh-CN')).toBe('01-02 19:45');
  });

  it('uses DD/MM and Portuguese day names in pt-BR (spec §9)', () => {
    expect(dayLabel(new Date(2026, 10, 20, 9, 0), now, 'pt-BR')).toBe('20/11 09:00');
    expect(dayLabel(new Date(2026, 10, 21, 9, 0), now, 'pt-BR')).toBe('Ontem 09:00');
    expect(dayLabel(new Date(2026, 10, 22, 9, 0), now, 'pt-BR')).toBe('Hoje 09:00');
    expect(dayLabel(new Date(2026, 10, 23, 9, 0), now, 'pt-BR')).toBe('Amanhã 09:00');
  });

  it('accepts epoch milliseconds', () => {
    expect(dayLabel(new Date(2026, 10, 22, 8, 0).getTime(), now.getTime(), 'zh-CN')).toBe('今天 08:00');
  });

  it('gives an empty label for an invalid date', () => {
    expect(dayLabel('not a date', now, 'zh-CN')).toBe('');
    expect(shortDate('not a date', 'zh-CN')).toBe('');
    expect(weekdayLabel('not a date', 'zh-CN')).toBe('');
  });

  it('formats short dates MM-DD and DD/MM (spec §9)', () => {
    expect(shortDate(new Date(2026, 2, 5), 'zh-CN')).toBe('03-05');
    expect(shortDate(new Date(2026, 2, 5), 'pt-BR')).toBe('05/03');
  });
});

describe('weekdays (spec §9)', () => {
  it('names weekdays 日 to 六 (spec §9)', () => {
    const week = Array.from({ length: 7 }, (_, i) => weekdayLabel(new Date(2026, 10, 22 + i), 'zh-CN'));
    expect(week).toEqual(['日', '一', '二', '三', '四', '五', '六']);
  });

  it('names weekdays in Portuguese for pt-BR', () => {
    const week = Array.from({ length: 7 }, (_, i) => weekdayLabel(new Date(2026, 10, 22 + i), 'pt-BR'));
    expect(week).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
  });
});

describe('7-day list (spec §9)', () => {
  it('lists 7 days back from today, today last (spec §9)', () => {
    const days = recentDays(now);
    expect(days).toHaveLength(7);
    expect(days.map((d) => shortDate(d, 'zh-CN'))).toEqual([
      '11-16',
      '11-17',
      '11-18',
      '11-19',
      '11-20',
      '11-21',
      '11-22',
    ]);
    expect(days[6]?.getHours()).toBe(0);
  });

  it('crosses month and year boundaries', () => {
    expect(recentDays(new Date(2027, 0, 2)).map((d) => shortDate(d, 'zh-CN'))[0]).toBe('12-27');
  });

  it('lists the days after today at local midnight, across a year boundary', () => {
    const days = upcomingDays(new Date(2026, 11, 30, 18, 0), 3);
    expect(days.map((d) => shortDate(d, 'zh-CN'))).toEqual(['12-31', '01-01', '01-02']);
    expect(days.map((d) => d.getHours())).toEqual([0, 0, 0]);
    expect(upcomingDays(now, 0)).toEqual([]);
  });

  it('counts calendar days, not 24-hour spans, across a month end; NaN for an invalid date', () => {
    expect(calendarDayOffset(new Date(2026, 11, 1, 0, 5), new Date(2026, 10, 30, 23, 55))).toBe(1);
    expect(calendarDayOffset(new Date(2026, 10, 29, 23, 59), new Date(2026, 10, 30, 0, 1))).toBe(-1);
    expect(calendarDayOffset(new Date(2027, 0, 1), new Date(2026, 11, 25))).toBe(7);
    expect(calendarDayOffset('nope', now)).toBeNaN();
  });

  it('reads ISO 8601 strings', () => {
    expect(shortDate('2026-03-05T12:00:00', 'zh-CN')).toBe('03-05');
  });

  it('gives no days for an invalid date or count', () => {
    expect(recentDays('nope')).toEqual([]);
    expect(recentDays(now, 0)).toEqual([]);
  });
});
