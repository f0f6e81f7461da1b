import type { BookmakerOdds } from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import { goalDifference, oddsLines, periodLines, standingColumns } from './match-centre';

const odds = (draw: number): BookmakerOdds => ({
  company_id: 1,
  company: 'Bet365',
  europe: { open: [1.45, draw, 2.7], live: [1.3, draw, 3.25] },
  asia: { open: [0.92, -0.25, 0.94], live: [0.9, -6.5, 0.96] },
  bigsmall: { open: [0.88, 2.75, 0.98], live: [0.91, 205.5, 0.95] },
});

describe('odds readable (issue #33)', () => {
  it('basketball shows no draw market: the moneyline is home / away, the 0 draw price is not shown', () => {
    const [europe] = oddsLines('basketball', odds(0));
    expect(europe).toEqual({
      market: 'europe',
      open: ['1.45', '2.70'],
      live: ['1.30', '3.25'],
      moves: ['down', 'up'],
    });
    expect(oddsLines('basketball', odds(0)).flatMap((line) => [...line.open, ...line.live])).not.toContain('0.00');
  });

  it('football keeps 1X2 with the draw; handicap and total lines keep their own precision', () => {
    const [europe, asia, bigsmall] = oddsLines('football', odds(3.4));
    expect(europe?.open).toEqual(['1.45', '3.40', '2.70']);
    expect(asia).toEqual({
      market: 'asia',
      open: ['0.92', '-0.25', '0.94'],
      live: ['0.90', '-6.5', '0.96'],
      moves: ['down', 'same', 'up'],
    });
    expect(bigsmall?.open).toEqual(['0.88', '2.75', '0.98']);
    expect(bigsmall?.live).toEqual(['0.91', '205.5', '0.95']);
  });

  it('movement arrows: each current price moved up, down or not since the opening; a line gets none', () => {
    const [europe, asia] = oddsLines('football', odds(3.4));
    expect(europe?.moves).toEqual(['down', 'same', 'up']);
    expect(asia?.moves[1]).toBe('same');
    expect(oddsLines('basketball', odds(0))[0]?.moves).toEqual(['down', 'up']);
  });
});

describe('standings with goal difference (issue #33)', () => {
  it('goal difference is signed', () => {
    expect(goalDifference({ goals_for: 30, goals_against: 25 })).toBe('+5');
    expect(goalDifference({ goals_for: 12, goals_against: 12 })).toBe('0');
    expect(goalDifference({ goals_for: 9, goals_against: 14 })).toBe('-5');
  });

  it('football has draws, points and goal difference; basketball has no draws column', () => {
    expect(standingColumns('football')).toEqual(['played', 'won', 'drawn', 'lost', 'difference', 'points']);
    expect(standingColumns('basketball')).not.toContain('drawn');
    expect(standingColumns('basketball')).toContain('difference');
  });
});

describe('basketball quarter scores (issue #33)', () => {
  const base = { period_count: 4, home_period_scores: [28, 25], away_period_scores: [24, 30] };
  it('every quarter has a column, "-" (null) until played; none before tip-off', () => {
    expect(periodLines(base, true)).toEqual({
      labels: ['一', '二', '三', '四'],
      home: [28, 25, null, null],
      away: [24, 30, null, null],
    });
    expect(periodLines({ ...base, home_period_scores: [], away_period_scores: [] }, true)).toBeNull();
  });
  it('an overtime adds a column, named in the user’s language', () => {
    const overtime = {
      period_count: 4,
      home_period_scores: [20, 20, 20, 20, 9],
      away_period_scores: [20, 20, 20, 20, 7],
    };
    expect(periodLines(overtime, false)?.labels).toEqual(['1º', '2º', '3º', '4º', 'Pror1']);
    expect(periodLines(overtime, true)?.labels.at(-1)).toBe('加时1');
  });
});
