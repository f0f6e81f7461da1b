import { describe, expect, it } from 'vitest';
import { matchDate, matchDateTime } from './match-time';

describe("database and data pages' match times (issue #30 item 1: days and times in the user's zone, the brand may pin one)", () => {
  // 02:30 UTC on 29 November: 23:30 on the 28th in São Paulo, 10:30 on the 29th in Shanghai.
  const kickOff = Date.UTC(2026, 10, 29, 2, 30) / 1000;

  it("a match's day and time are the zone's: São Paulo's evening of the 28th is Shanghai's morning of the 29th", () => {
    expect(matchDateTime(kickOff, 'pt-BR', 'America/Sao_Paulo')).toBe('28/11 23:30');
    expect(matchDateTime(kickOff, 'zh-CN', 'Asia/Shanghai')).toBe('11-29 10:30');
    expect(matchDate(kickOff, 'pt-BR', 'America/Sao_Paulo')).toBe('28/11');
    expect(matchDate(kickOff, 'zh-CN', 'Asia/Shanghai')).toBe('11-29');
  });

  it('no valid time gives no label', () => {
    expect(matchDateTime(Number.NaN, 'zh-CN', 'Asia/Shanghai')).toBe('');
    expect(matchDate(Number.NaN, 'pt-BR', undefined)).toBe('');
  });
});
