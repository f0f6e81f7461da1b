import { describe, expect, it } from 'vitest';
import { dayLabel, lastSevenDays, shortDate, weekday } from './days';

// Local-time constructors keep these tests independent of the machine's time zone.
const now = new Date(2026, 10, 22, 15, 0); // Sunday 22 Nov 2026

describe('day labels (spec §9)', () => {
  it('day label: 昨天, 今天, 明天 with HH:mm (spec §9)', () => {
    expect(dayLabel(new Date(2026, 10, 21, 9, 5), now, 'zh-CN')).toBe('昨天 09:05');
    expect(dayLabel(new Date(2026, 10, 22, 20, 30), now, 'zh-CN')).toBe('今天 20:30');
    expect(dayLabel(new Date(2026, 10, 23, 0, 0), now, 'zh-CN')).toBe('明天 00:00');
  });

  it('day label: other days as MM-DD HH:mm (spec §9)', () => {
    expect(dayLabel(new Date(2026, 10, 25, 19, 45), now, 'zh-CN')).toBe('11-25 19:45');
    expect(dayLabel(new Date(2026, 0, 2, 8, 0), now, 'zh-CN')).toBe('01-02 08:00');
  });

  it('day label: pt dates use DD/MM (spec §9)', () => {
    expect(dayLabel(new Date(2026, 10, 25, 19, 45), now, 'pt-BR')).toBe('25/11 19:45');
    expect(dayLabel(new Date(2026, 10, 22, 19, 45), now, 'pt-BR')).toBe('Hoje 19:45');
    expect(shortDate(new Date(2026, 2, 7), 'pt-BR')).toBe('07/03');
  });

  it('day label: API unix seconds are read as seconds', () => {
    const seconds = Math.floor(new Date(2026, 10, 22, 20, 30).getTime() / 1000);
    expect(dayLabel(seconds, now, 'zh-CN')).toBe('今天 20:30');
  });

  it('weekdays: 日 to 六 (spec §9)', () => {
    expect(weekday(now, 'zh-CN')).toBe('日');
    expect(weekday(new Date(2026, 10, 28), 'zh-CN')).toBe('六');
    expect(weekday(new Date(2026, 10, 23), 'pt-BR')).toBe('Seg');
  });

  it('7-day list: seven days back from today, today first (spec §9)', () => {
    const days = lastSevenDays(now, 'zh-CN');
    expect(days.map((d) => d.date)).toEqual([
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
    ]);
    expect(days[0]).toEqual({ date: '2026-11-22', label: '今天', weekday: '日', isToday: true });
    expect(days[1]).toMatchObject({ label: '11-21', weekday: '六', isToday: false });
    expect(lastSevenDays(now, 'pt-BR')[1]?.label).toBe('21/11');
  });
});
