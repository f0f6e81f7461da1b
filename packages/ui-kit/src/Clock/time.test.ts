// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatClock, formatCountdown, TICK_MS } from './time.ts';

describe('countdown and clock formatting', () => {
  it('ticks every 1000 ms (spec §9)', () => {
    expect(TICK_MS).toBe(1000);
  });

  it('formats remaining time as mm:ss, with hours when needed', () => {
    expect(formatCountdown(65_000)).toBe('01:05');
    expect(formatCountdown(3_600_000)).toBe('01:00:00');
    expect(formatCountdown(59_000, true)).toBe('00:00:59');
  });

  it('rounds seconds up and never goes below zero', () => {
    expect(formatCountdown(1)).toBe('00:01');
    expect(formatCountdown(0)).toBe('00:00');
    expect(formatCountdown(-5000)).toBe('00:00');
    expect(formatCountdown(Number.NaN)).toBe('00:00');
  });

  it('formats a wall clock', () => {
    expect(formatClock(new Date(2026, 0, 1, 9, 5, 7))).toBe('09:05');
    expect(formatClock(new Date(2026, 0, 1, 9, 5, 7), true)).toBe('09:05:07');
  });

  it("issue #30 formats the wall clock of the user's zone", () => {
    const moment = new Date('2026-01-01T01:05:07Z');
    expect(formatClock(moment, false, 'Asia/Shanghai')).toBe('09:05');
    expect(formatClock(moment, true, 'America/Sao_Paulo')).toBe('22:05:07');
  });
});
