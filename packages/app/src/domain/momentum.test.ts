import type { Incident, TliveLine } from '@live/api-contract';
import { describe, expect, it } from 'vitest';
import { clockMinute, momentumPushes, momentumSeries } from './momentum';

const incident = (type: string, position: 1 | 2, minute: number): Incident => ({
  id: minute,
  type,
  position,
  minute,
  player: '',
  assist: '',
  home_score: 0,
  away_score: 0,
});
const line = (kind: string, position: 0 | 1 | 2, clock: string): TliveLine => ({
  id: 1,
  clock,
  text: '',
  position,
  kind,
});

describe('attack momentum (issue #33: from the incident and text-live data)', () => {
  it("reads a live-text clock's minute; stoppage time counts as its half's last minute", () => {
    expect(clockMinute("23'")).toBe(23);
    expect(clockMinute("45+2'")).toBe(45);
    expect(clockMinute('')).toBeNull();
  });

  it("counts goals for the scorer's side, a card for the other side, corners from the live text and not its goals", () => {
    const pushes = momentumPushes(
      [incident('goal', 1, 10), incident('yellow', 1, 20), incident('sub', 2, 60)],
      [line('corner', 2, "30'"), line('goal', 1, "10'"), line('text', 0, "40'")],
    );
    expect(pushes).toEqual([
      { minute: 10, sign: 1, weight: 3 },
      { minute: 20, sign: -1, weight: 0.75 },
      { minute: 30, sign: -1, weight: 1.5 },
    ]);
  });

  it('scales the strongest minute to 1, fades a moment over the minutes around it, and is flat when nothing happened', () => {
    const series = momentumSeries(
      [
        { minute: 10, sign: 1, weight: 3 },
        { minute: 30, sign: -1, weight: 1.5 },
      ],
      45,
    );
    expect(series).toHaveLength(45);
    expect(series[9]).toBe(1);
    expect(series[29]).toBe(-0.5);
    expect(series[10]).toBeLessThan(1);
    expect(series[20]).toBe(0);
    expect(momentumSeries([], 3)).toEqual([0, 0, 0]);
  });
});
