import { describe, expect, it } from 'vitest';
import { chatTime } from './chat-time';

describe('chat times (host spec §9, issue #30)', () => {
  it('§9 day label: 昨天/今天/明天 with HH:mm, otherwise MM-DD HH:mm; pt dates DD/MM', () => {
    const now = new Date(2026, 10, 24, 12, 0).getTime();
    const at = (d: number, h: number, m: number) => new Date(2026, 10, d, h, m).getTime() / 1000;
    expect(chatTime(at(24, 9, 5), now, 'zh-CN')).toBe('今天 09:05');
    expect(chatTime(at(23, 23, 59), now, 'zh-CN')).toBe('昨天 23:59');
    expect(chatTime(at(25, 0, 1), now, 'zh-CN')).toBe('明天 00:01');
    expect(chatTime(at(20, 8, 0), now, 'zh-CN')).toBe('11-20 08:00');
    expect(chatTime(at(20, 8, 0), now, 'pt-BR')).toBe('20/11 08:00');
    expect(chatTime(at(24, 9, 5), now, 'pt-BR')).toBe('Hoje 09:05');
    expect(chatTime(0, now, 'zh-CN')).toBe('');
  });

  it("issue #30 chat times in the user's zone: one message, 22:00 in São Paulo, is the next day's 09:00 in Shanghai", () => {
    const now = Date.parse('2026-11-23T00:30:00Z');
    const sent = Date.parse('2026-11-23T01:00:00Z') / 1000;
    expect(chatTime(sent, now, 'pt-BR', 'America/Sao_Paulo')).toBe('Hoje 22:00');
    expect(chatTime(sent, now, 'zh-CN', 'Asia/Shanghai')).toBe('今天 09:00');
    expect(chatTime(sent, Date.parse('2026-11-22T15:00:00Z'), 'zh-CN', 'Asia/Shanghai')).toBe('明天 09:00');
  });
});
