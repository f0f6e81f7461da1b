import { afterEach, describe, expect, it } from 'vitest';
import { dayOffsetOf, MAX_DAY_OFFSET } from '../src/day-offset.ts';
import { DAY, dayOf, formatDay } from '../src/seed/calendar.ts';
import { chatGuest, sandbox } from './helpers.ts';

describe('SANDBOX_DAY_OFFSET (day-offset.ts)', () => {
  it('reads a whole number of days, unset or empty as 0', () => {
    expect(dayOffsetOf(undefined)).toBe(0);
    expect(dayOffsetOf('')).toBe(0);
    expect(dayOffsetOf(' 2 ')).toBe(2);
    expect(dayOffsetOf('-3')).toBe(-3);
    expect(dayOffsetOf(String(MAX_DAY_OFFSET))).toBe(MAX_DAY_OFFSET);
  });

  it('refuses anything else, naming the variable and the value', () => {
    for (const value of ['1.5', 'tomorrow', '1e3', String(MAX_DAY_OFFSET + 1), String(-MAX_DAY_OFFSET - 1)]) {
      expect(() => dayOffsetOf(value)).toThrow(`SANDBOX_DAY_OFFSET must be a whole number of days`);
      expect(() => dayOffsetOf(value)).toThrow(`got "${value}"`);
    }
    expect(() => dayOffsetOf('soon', 'E2E_DAY_OFFSET')).toThrow('E2E_DAY_OFFSET must be a whole number of days');
  });

  describe('a sandbox started with it', () => {
    afterEach(() => {
      delete process.env.SANDBOX_DAY_OFFSET;
    });

    it('serves that day and its chat service keeps that day’s time', async () => {
      process.env.SANDBOX_DAY_OFFSET = '3';
      const sb = await sandbox();
      const { client } = await chatGuest(sb, 'day-offset');
      try {
        const shifted = Math.floor(Date.now() / 1000) + 3 * DAY;
        const today = await sb.post<{ date: string }>('/api/race/getDateMatch', {});
        expect(today.data.date).toBe(formatDay(dayOf(shifted)));
        expect((await client.joinGroup({ groupID: 'live_1014' })).code).toBe(0);
        const sent = await client.sendMessage(
          client.createTextMessage({ to: 'live_1014', conversationType: 'GROUP', payload: { text: 'amanhã' } }),
        );
        expect(Math.abs(sent.data.message.time - shifted)).toBeLessThan(60);
      } finally {
        await client.destroy();
        await sb.close();
      }
    });

    it('is ignored when the caller gives its own clock', async () => {
      process.env.SANDBOX_DAY_OFFSET = '3';
      const real = Math.floor(Date.now() / 1000);
      const sb = await sandbox({ now: () => real });
      try {
        const today = await sb.post<{ date: string }>('/api/race/getDateMatch', {});
        expect(today.data.date).toBe(formatDay(dayOf(real)));
      } finally {
        await sb.close();
      }
    });
  });
});
