import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/database.ts';
import { dayStart } from '../src/seed/calendar.ts';
import { seedIfEmpty } from '../src/seed/seed.ts';
import { footballScript, footballState } from '../src/sim/football.ts';
import type { MatchRow } from '../src/sim/types.ts';
import { World } from '../src/world.ts';

const NOW = 1_795_330_800;
const MIN = 60;

function world(): World {
  const db = openDatabase(':memory:');
  seedIfEmpty(db, 7, NOW);
  const w = new World(db, 7);
  w.ensureWindow(NOW);
  return w;
}

function firstRegular(w: World, sport: 1 | 2, isCup = false): MatchRow {
  const rows = w
    .matchesBetween(NOW, NOW + 86400)
    .filter((row) => row.sport_id === sport && row.special_status === null);
  const row = rows.find((r) => (w.event(r.event_id).type === 2) === isCup);
  if (!row) throw new Error('no match');
  return row;
}

describe('football simulator (spec §4)', () => {
  const w = world();
  const match = firstRegular(w, 1);

  it('walks not started 1 -> first half 2 -> halftime 3 -> second half 4 -> finished 8 with real time', () => {
    expect(w.state(match, match.time - 60).status).toBe(1);
    expect(w.state(match, match.time + 10 * MIN).status).toBe(2);
    expect(w.state(match, match.time + 50 * MIN).status).toBe(3);
    expect(w.state(match, match.time + 70 * MIN).status).toBe(4);
    expect(w.state(match, match.time + 200 * MIN).status).toBe(8);
  });

  it('football clock: kickoff_time gives minutes since kickoff + 1 in the first half and + 46 in the second', () => {
    const first = w.state(match, match.time + 20 * MIN + 30);
    expect(Math.floor((match.time + 20 * MIN + 30 - first.kickoff_time) / 60) + 1).toBe(21);
    const second = w.state(match, match.time + 72 * MIN);
    expect(Math.floor((match.time + 72 * MIN - second.kickoff_time) / 60) + 46).toBe(56);
  });

  it('scores only grow, and the live text grows with them', () => {
    let last = { home: 0, away: 0, lines: 0 };
    for (let t = 0; t <= 120 * MIN; t += 5 * MIN) {
      const state = w.state(match, match.time + t);
      expect(state.home_score).toBeGreaterThanOrEqual(last.home);
      expect(state.away_score).toBeGreaterThanOrEqual(last.away);
      expect(state.visible.length).toBeGreaterThanOrEqual(last.lines);
      last = { home: state.home_score, away: state.away_score, lines: state.visible.length };
    }
    const final = w.state(match, match.time + 200 * MIN);
    expect(final.incidents('zh').filter((i) => ['goal', 'penalty', 'own_goal'].includes(i.type)).length).toBe(
      final.home_score + final.away_score,
    );
  });

  it('is deterministic: the same seed gives the same match', () => {
    const other = world();
    const state = (x: World) => x.state(x.matchRow(match.id) as MatchRow, match.time + 200 * MIN);
    expect([state(other).home_score, state(other).away_score]).toEqual([state(w).home_score, state(w).away_score]);
  });

  it('knockout draws go to extra time 5 and penalties 7; other draws end at full time', () => {
    const draws = w
      .matchesBetween(NOW - 7 * 86400, NOW + 7 * 86400)
      .filter((row) => row.sport_id === 1 && row.special_status === null)
      .filter((row) => w.event(row.event_id).type === 1)
      .filter((row) => {
        const final = w.state(row, row.time + 200 * MIN);
        return final.home_score === final.away_score;
      });
    expect(draws.length).toBeGreaterThan(0);
    for (const row of draws.slice(0, 20)) expect(w.script(row).end).toBe(110 * MIN);
    // The same match played as a knockout tie (the same draw of regular time): a draw after 90 minutes goes on.
    const row = draws[0] as MatchRow;
    const knockout = { ...row, round: 'QF' };
    const sides = {
      home: w.team(row.home_id),
      away: w.team(row.away_id),
      homeRoster: w.roster(row.home_id),
      awayRoster: w.roster(row.away_id),
    };
    const script = footballScript(7, knockout, true, sides);
    expect(script.end).toBeGreaterThan(110 * MIN);
    const state = footballState(knockout, script, row.time + 120 * MIN);
    expect(state.status).toBe(5);
    if (script.end > 145 * MIN) expect(footballState(knockout, script, row.time + 150 * MIN).status).toBe(7);
  });

  it('special statuses hold whatever the clock says', () => {
    const specials = w
      .matchesBetween(NOW - 86400, NOW + 86400)
      .filter((row) => row.sport_id === 1 && row.special_status !== null);
    const seen = new Set(specials.map((row) => w.state(row, row.time + 100 * MIN).status));
    for (const status of [0, 9, 10, 11, 12, 13]) expect(seen).toContain(status);
    // 6, the retired extra-time code, is never sent (issue #28: a match of tonight read as in extra time).
    expect(seen).not.toContain(6);
  });
});

describe('basketball simulator (spec §4)', () => {
  const w = world();
  const match = firstRegular(w, 2);

  it('walks Q1 2, Q1 end 3, Q2 4, halftime 5, Q3 6, Q3 end 7, Q4 8, finished 10', () => {
    const at = (m: number) => w.state(match, match.time + m * MIN).status;
    expect([at(-1), at(5), at(21), at(30), at(50), at(60), at(78), at(85), at(200)]).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 10,
    ]);
  });

  it('period_remaining_time counts down inside a quarter and sums match period scores', () => {
    const early = w.state(match, match.time + 2 * MIN);
    const late = w.state(match, match.time + 15 * MIN);
    expect(early.period_remaining_time).toBeGreaterThan(late.period_remaining_time);
    expect(early.period_remaining_time).toBeLessThanOrEqual(720);
    const final = w.state(match, match.time + 200 * MIN);
    expect(final.home_period_scores.reduce((a, b) => a + b, 0)).toBe(final.home_score);
    expect(final.home_score).not.toBe(final.away_score);
  });
});

describe('calendar', () => {
  it('days asked for beyond the window are generated like the others', () => {
    const w = world();
    const far = Math.floor((NOW + 8 * 3600) / 86400) + 20;
    expect(w.matchesBetween(dayStart(far), dayStart(far + 1)).length).toBe(0);
    w.ensureDay(far, NOW);
    expect(w.matchesBetween(dayStart(far), dayStart(far + 1)).length).toBeGreaterThan(20);
  });
});
