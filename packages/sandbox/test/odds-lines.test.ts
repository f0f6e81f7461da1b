import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BASKETBALL_SPECIAL, FOOTBALL_SPECIAL } from '../src/seed/calendar.ts';
import { noonClock, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await sandbox({ now: noonClock() });
});
afterAll(() => sb.close());

interface Listed {
  id: number;
  sport_id: number;
  status: number;
}
interface Info {
  home_score: number;
  away_score: number;
}
interface Odds {
  list: { company: string; asia: { open: number[]; live: number[] }; bigsmall: { live: number[] } }[];
}

describe('matchOdd lines a fan can read (issue #33)', () => {
  it('a football total is above the goals scored even after full time; basketball lines are half points', async () => {
    const today = await sb.post<{ list: Listed[] }>('/api/race/getDateMatch', {});
    const football = today.data.list.find((m) => m.sport_id === 1) as Listed;
    const basketball = today.data.list.find((m) => m.sport_id === 2) as Listed;
    for (const match of [football, basketball]) {
      // Pinned long after kick-off: finished, nothing left to play.
      await sb.post('/sandbox/match', { matchid: match.id, elapsed: 4 * 3600 });
      const sport = match.sport_id === 1 ? 'football' : 'basketball';
      const info = await sb.post<Info>(`/api/${sport}/getMatchInfo`, { matchid: match.id });
      const odds = await sb.post<Odds>(`/api/${sport}/matchOdd`, { matchid: match.id });
      const scored = info.data.home_score + info.data.away_score;
      for (const bookmaker of odds.data.list) {
        expect(bookmaker.bigsmall.live[1], `${bookmaker.company} total`).toBeGreaterThan(scored);
        if (sport === 'basketball') {
          expect(Math.abs((bookmaker.asia.live[1] ?? 0) * 2) % 2, `${bookmaker.company} handicap`).toBe(1);
        }
      }
    }
  });

  it('live handicaps come from the score and the minute (issue #34 item 6): football’s for the rest of the match, basketball’s for the game', async () => {
    const today = await sb.post<{ list: Listed[] }>('/api/race/getDateMatch', {});
    // Matches that follow the clock (a postponed or interrupted one keeps its line).
    const football = today.data.list
      .filter((m) => m.sport_id === 1 && !FOOTBALL_SPECIAL.includes(m.status))
      .slice(1, 4);
    const basketball = today.data.list
      .filter((m) => m.sport_id === 2 && !BASKETBALL_SPECIAL.includes(m.status))
      .slice(1, 4);
    for (const match of football) {
      // Half-time: the time left carries about half the opening's expectation; after the whistle nothing is left.
      await sb.post('/sandbox/match', { matchid: match.id, elapsed: 50 * 60 });
      const half = await sb.post<Odds>('/api/football/matchOdd', { matchid: match.id });
      for (const bookmaker of half.data.list) {
        const [open, live] = [bookmaker.asia.open[1] ?? 0, bookmaker.asia.live[1] ?? 0];
        expect(Math.abs(live), `${bookmaker.company} ${open} -> ${live}`).toBeLessThanOrEqual(Math.abs(open));
        expect(Math.abs(live - open / 2), `${bookmaker.company} ${open} -> ${live}`).toBeLessThanOrEqual(0.25);
      }
      await sb.post('/sandbox/match', { matchid: match.id, elapsed: 4 * 3600 });
      const over = await sb.post<Odds>('/api/football/matchOdd', { matchid: match.id });
      for (const bookmaker of over.data.list) expect(Math.abs(bookmaker.asia.live[1] ?? 1)).toBe(0);
    }
    for (const match of basketball) {
      await sb.post('/sandbox/match', { matchid: match.id, elapsed: 4 * 3600 });
      const info = await sb.post<Info>('/api/basketball/getMatchInfo', { matchid: match.id });
      const odds = await sb.post<Odds>('/api/basketball/matchOdd', { matchid: match.id });
      const margin = info.data.home_score - info.data.away_score;
      // The home side gives the margin it leads by (a negative handicap), to half a point.
      for (const bookmaker of odds.data.list) expect(Math.abs(-(bookmaker.asia.live[1] ?? 0) - margin)).toBe(0.5);
    }
  });
});
