import { describe, expect, it } from 'vitest';
import { resolveTimeZone } from '@live/ui-kit';
import { calendarDay, userTimeZone } from './calendar-day';

describe('calendarDay (spec §3 video timer date, issue #30 the user zone)', () => {
  it('video timer date: the local day as YYYY-MM-DD, zero-padded', () => {
    expect(calendarDay(new Date(2026, 0, 5, 23, 59).getTime())).toBe('2026-01-05');
    expect(calendarDay(new Date(2026, 10, 22, 0, 0).getTime())).toBe('2026-11-22');
  });

  it("issue #30 the day of the user's zone: 01:00 UTC is yesterday in São Paulo and today in Shanghai", () => {
    const moment = Date.parse('2026-11-22T01:00:00Z');
    expect(calendarDay(moment, 'America/Sao_Paulo')).toBe('2026-11-21');
    expect(calendarDay(moment, 'Asia/Shanghai')).toBe('2026-11-22');
  });
});

describe('userTimeZone (issue #30)', () => {
  it("issue #30 a brand's pinned zone wins; without one, or with a name Intl does not know, the device's", () => {
    expect(userTimeZone('America/Sao_Paulo')).toBe('America/Sao_Paulo');
    expect(userTimeZone(undefined)).toBe(resolveTimeZone());
    expect(userTimeZone(undefined)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(userTimeZone('Mars/Olympus')).toBe(resolveTimeZone());
  });
});
