import { describe, expect, it } from 'vitest';
import {
  basketballClock,
  basketballPeriod,
  footballClock,
  isFinished,
  isInPlay,
  isWaiting,
  matchClock,
  runningRemaining,
  startsWithin30Minutes,
  statusLabel,
} from './match-status';

const KICKOFF = 1_800_000_000; // unix seconds
const at = (secondsAfterKickoff: number) => (KICKOFF + secondsAfterKickoff) * 1000;

describe('status tables (spec §4)', () => {
  it('football statuses: codes map to Chinese and Portuguese labels', () => {
    expect(statusLabel(1, 2, 'zh-CN')).toBe('上半场');
    expect(statusLabel(1, 3, 'zh-CN')).toBe('中场');
    expect(statusLabel(1, 8, 'zh-CN')).toBe('完场');
    expect(statusLabel(1, 7, 'pt-BR')).toBe('Pênaltis');
  });

  it('basketball statuses: codes map to Chinese and Portuguese labels', () => {
    expect(statusLabel(2, 2, 'zh-CN')).toBe('第一节');
    expect(statusLabel(2, 9, 'zh-CN')).toBe('加时');
    expect(statusLabel(2, 10, 'pt-BR')).toBe('Encerrado');
  });

  it('issue #28: every status label is one users can read, never a developer note such as (弃用) or (não usado)', () => {
    for (const sport of [1, 2])
      for (let status = 0; status <= 15; status += 1)
        for (const language of ['zh-CN', 'pt-BR'] as const) {
          const label = statusLabel(sport, status, language);
          expect(label, `${sport}/${status}/${language}`).not.toMatch(/[()（）]|弃用|não usado/i);
          expect(label.length).toBeGreaterThan(0);
        }
    expect(statusLabel(1, 6, 'zh-CN')).toBe('加时赛');
    expect(statusLabel(1, 6, 'pt-BR')).toBe('Prorrogação');
  });

  it('an unknown status code shows as abnormal', () => {
    expect(statusLabel(1, 99, 'zh-CN')).toBe('比赛异常');
  });

  it('football: in play 2-7, finished 8, waiting 1', () => {
    for (const status of [2, 3, 4, 5, 6, 7]) expect(isInPlay({ sport_id: 1, status })).toBe(true);
    expect(isInPlay({ sport_id: 1, status: 8 })).toBe(false);
    expect(isFinished({ sport_id: 1, status: 8 })).toBe(true);
    expect(isWaiting({ sport_id: 1, status: 1 })).toBe(true);
  });

  it('basketball: in play 2-9, finished 10', () => {
    for (const status of [2, 3, 4, 5, 6, 7, 8, 9]) expect(isInPlay({ sport_id: 2, status })).toBe(true);
    expect(isInPlay({ sport_id: 2, status: 10 })).toBe(false);
    expect(isFinished({ sport_id: 2, status: 10 })).toBe(true);
    expect(isFinished({ sport_id: 2, status: 8 })).toBe(false);
  });

  it('basketball current period: 2-3 is 1, 4-5 is 2, 6-7 is 3, 8 is 4', () => {
    expect([2, 3, 4, 5, 6, 7, 8].map(basketballPeriod)).toEqual([1, 1, 2, 2, 3, 3, 4]);
    expect(basketballPeriod(9)).toBeNull();
    expect(basketballPeriod(1)).toBeNull();
  });
});

describe('football clock (spec §4)', () => {
  it('football clock: first half shows minutes since kickoff + 1 (spec §4)', () => {
    expect(footballClock(2, KICKOFF, at(0))).toBe('1');
    expect(footballClock(2, KICKOFF, at(23 * 60 + 59))).toBe('24');
  });

  it('football clock: halftime shows 45 (spec §4)', () => {
    expect(footballClock(3, KICKOFF, at(50 * 60))).toBe('45');
  });

  it('football clock: second half shows minutes since kickoff + 46 (spec §4)', () => {
    expect(footballClock(4, KICKOFF, at(10 * 60))).toBe('56');
  });

  it('football clock: extra time and penalties show 90+ (spec §4)', () => {
    expect(footballClock(5, KICKOFF, at(60))).toBe('90+');
    expect(footballClock(7, KICKOFF, at(60))).toBe('90+');
  });

  it('football clock: hidden outside statuses 2,3,4,5,7 or without a time above 0 (spec §4)', () => {
    expect(footballClock(1, KICKOFF, at(60))).toBeNull();
    expect(footballClock(6, KICKOFF, at(60))).toBeNull();
    expect(footballClock(8, KICKOFF, at(60))).toBeNull();
    expect(footballClock(2, 0, at(60))).toBeNull();
  });
});

describe('basketball clock (spec §4)', () => {
  it('basketball clock: remaining period time as mm:ss in statuses 2,4,6,8,9 (spec §4)', () => {
    expect(basketballClock(2, 605)).toBe('10:05');
    expect(basketballClock(9, 59)).toBe('00:59');
  });

  it('basketball clock: hidden at quarter breaks and when the time is 0 (spec §4)', () => {
    expect(basketballClock(3, 600)).toBeNull();
    expect(basketballClock(4, 0)).toBeNull();
  });

  it('matchClock picks the rule of the match sport', () => {
    const base = { time: KICKOFF, kickoff_time: KICKOFF, period_remaining_time: 90 };
    expect(matchClock({ ...base, sport_id: 1, status: 2 }, at(0))).toBe("1'");
    expect(matchClock({ ...base, sport_id: 2, status: 2 }, at(0))).toBe('01:30');
  });

  it("issue #28: a football minute carries its minute mark (63', 90+'), a basketball clock never (08:21)", () => {
    const football = { time: KICKOFF, kickoff_time: KICKOFF, sport_id: 1 };
    expect(matchClock({ ...football, status: 4 }, at(17 * 60))).toBe("63'");
    expect(matchClock({ ...football, status: 5 }, at(60))).toBe("90+'");
    expect(matchClock({ ...football, status: 8 }, at(60))).toBeNull();
    const quarter = { time: KICKOFF, sport_id: 2, status: 6, period_remaining_time: 501, receivedAt: at(0) };
    expect(matchClock(quarter, at(0))).toBe('08:21');
    expect(matchClock({ ...quarter, status: 9 }, at(0))).not.toContain("'");
  });

  it('basketball clock counts down from the last answer and stops at 0', () => {
    expect(runningRemaining(100, 1_000, 4_000)).toBe(97);
    expect(runningRemaining(2, 0, 10_000)).toBe(0);
  });

  it('the one match clock counts the basketball period down from when the answer arrived (spec §4)', () => {
    const quarter = { time: KICKOFF, sport_id: 2, status: 4, period_remaining_time: 125, receivedAt: at(0) };
    expect(matchClock(quarter, at(0))).toBe('02:05');
    expect(matchClock(quarter, at(5))).toBe('02:00');
    expect(matchClock({ ...quarter, status: 5 }, at(0))).toBeNull();
    expect(matchClock({ ...quarter, receivedAt: undefined }, at(5))).toBe('02:05');
  });
});

describe('live in 30 minutes (spec §4)', () => {
  const now = KICKOFF * 1000;
  const match = (minutesToStart: number, status = 1) => ({ sport_id: 1, status, time: KICKOFF + minutesToStart * 60 });

  it('live in 30 minutes: a waiting match starting within 1 to 30 minutes (spec §4)', () => {
    expect(startsWithin30Minutes(match(1), now)).toBe(true);
    expect(startsWithin30Minutes(match(30), now)).toBe(true);
  });

  it('live in 30 minutes: not under 1 minute, not after 30, not when not waiting (spec §4)', () => {
    expect(startsWithin30Minutes(match(0.5), now)).toBe(false);
    expect(startsWithin30Minutes(match(31), now)).toBe(false);
    expect(startsWithin30Minutes(match(10, 2), now)).toBe(false);
  });
});
