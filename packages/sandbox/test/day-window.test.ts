import type { DateMatchData } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zoneDayStart } from '../src/http/day-window.ts';
import { sandbox, type TestSandbox } from './helpers.ts';

const SAO_PAULO = 'America/Sao_Paulo';
const at = (iso: string) => Date.parse(iso) / 1000;

describe('a day of the caller’s zone (issue #30 item 1)', () => {
  it('issue #30 a São Paulo day runs from 03:00 to 03:00 UTC; a Shanghai day from 16:00 UTC the day before', () => {
    expect(zoneDayStart('2026-11-22', SAO_PAULO)).toBe(at('2026-11-22T03:00:00Z'));
    expect(zoneDayStart('2026-11-22', 'Asia/Shanghai')).toBe(at('2026-11-21T16:00:00Z'));
    expect(zoneDayStart('2026-11-22', 'UTC')).toBe(at('2026-11-22T00:00:00Z'));
  });

  it("issue #30 cut by the zone's rules: São Paulo's 2018 summer time began at midnight, a 23-hour day", () => {
    const start = zoneDayStart('2018-11-04', SAO_PAULO) as number;
    const next = zoneDayStart('2018-11-05', SAO_PAULO) as number;
    expect(start).toBe(at('2018-11-04T03:00:00Z'));
    expect(next - start).toBe(23 * 3600);
  });

  it('knows no day of an unknown zone', () => {
    expect(zoneDayStart('2026-11-22', 'Mars/Olympus')).toBeNull();
  });
});

describe('/api/race/getDateMatch and getEventByDate with tz (issue #30)', () => {
  let sb: TestSandbox;
  let today: string;
  beforeAll(async () => {
    sb = await sandbox();
    today = new Intl.DateTimeFormat('en-CA', { timeZone: SAO_PAULO }).format(new Date());
  });
  afterAll(() => sb.close());

  const list = (body: Record<string, unknown>) => sb.post<DateMatchData>('/api/race/getDateMatch', body);

  it('issue #30 lists the matches of the São Paulo day, whichever UTC+8 days they are on', async () => {
    const answer = await list({ date: today, tz: SAO_PAULO, sport_id: 1 });
    expect(answer.status).toBe(0);
    expect(answer.data.date).toBe(today);
    const from = zoneDayStart(today, SAO_PAULO) as number;
    const times = answer.data.list.map((match) => match.time);
    expect(times.length).toBeGreaterThan(10);
    for (const time of times) {
      expect(time).toBeGreaterThanOrEqual(from);
      expect(time).toBeLessThan(from + 24 * 3600);
    }
    // The evening there is the next morning in UTC+8: both UTC+8 days are in the list.
    expect(times.some((time) => time < from + 13 * 3600)).toBe(true);
    expect(times.some((time) => time >= from + 13 * 3600)).toBe(true);
  });

  it('issue #30 a match rescheduled to 21:30 in São Paulo is on that São Paulo day, not on its UTC+8 day', async () => {
    const first = (await list({ date: today, tz: SAO_PAULO, sport_id: 1 })).data.list[0];
    const kickoff = (zoneDayStart(today, SAO_PAULO) as number) + (21 * 60 + 30) * 60;
    const moved = await sb.post('/sandbox/match', { matchid: first?.id, time: kickoff });
    expect(moved.status).toBe(0);
    const there = await list({ date: today, tz: SAO_PAULO, sport_id: 1 });
    expect(there.data.list.find((match) => match.id === first?.id)?.time).toBe(kickoff);
    // Without tz the same date is a UTC+8 day, which 21:30 in São Paulo (08:30 the next day in UTC+8) is not on.
    const utc8 = await list({ date: today, sport_id: 1 });
    expect(utc8.data.list.some((match) => match.id === first?.id)).toBe(false);
    const leagues = await sb.post<{ list: { id: number; match_count: number }[] }>('/api/race/getEventByDate', {
      date: today,
      tz: SAO_PAULO,
      sport_id: 1,
    });
    const counted = leagues.data.list.reduce((sum, league) => sum + league.match_count, 0);
    expect(counted).toBe(there.data.total);
  });

  it('refuses an unknown zone and a malformed date, naming the parameter in both languages', async () => {
    const zone = await list({ date: today, tz: 'UTC-3' });
    expect(zone.status).not.toBe(0);
    expect(zone.msg).toContain('tz');
    const pt = await sb.post('/api/race/getDateMatch', { tz: 'Brasil' }, '?lang=pt-br');
    expect(pt.msg).toContain('fuso horário');
    expect((await list({ date: '22/11/2026', tz: SAO_PAULO })).msg).toContain('date');
  });

  it('refuses a reschedule more than a month away', async () => {
    const first = (await list({ date: today, tz: SAO_PAULO })).data.list[0];
    const far = await sb.post('/sandbox/match', {
      matchid: first?.id,
      time: Math.floor(Date.now() / 1000) + 90 * 86400,
    });
    expect(far.status).not.toBe(0);
  });
});
