import { describe, expect, it } from 'vitest';
import { calendarDay, dateOfCalendarDay } from './calendar-day';

describe('calendarDay (spec §3 video timer date)', () => {
  it('video timer date: the local day as YYYY-MM-DD, zero-padded', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(calendarDay(new Date(2026, 10, 22, 0, 0).getTime())).toBe('2026-11-22');
  });
});

describe('dateOfCalendarDay (spec §2 /score date)', () => {
  it("/score's date is read back as that day's local midnight", () => {
    expect(dateOfCalendarDay('2026-03-05')).toEqual(new Date(2026, 2, 5));
    expect(calendarDay(dateOfCalendarDay('2026-12-31').getTime())).toBe('2026-12-31');
  });
});
