import { describe, expect, it } from 'vitest';
import { calendarDay } from './calendar-day';

describe('calendarDay (spec §3 video timer date)', () => {
  it('video timer date: the local day as YYYY-MM-DD, zero-padded', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(calendarDay(new Date(2026, 10, 22, 0, 0).getTime())).toBe('2026-11-22');
  });
});
