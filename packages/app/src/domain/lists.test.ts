import { describe, expect, it } from 'vitest';
import { addSearchLog, addVisitedLeague, type VisitedLeague } from './lists';
import { RACE_START_PURGE_AFTER_REMOVE_MS, RACE_START_SHOWN_MS, raceStartSchedule, raceStartView } from './race-start';

describe('search log (spec §4)', () => {
  const entry = (id: number | string) => ({ target_id: id, name: `t${id}` });

  it('search log: keeps the newest 5, newest first (spec §4)', () => {
    let log: ReturnType<typeof entry>[] = [];
    for (const id of [1, 2, 3, 4, 5, 6]) log = addSearchLog(log, entry(id));
    expect(log.map((e) => e.target_id)).toEqual([6, 5, 4, 3, 2]);
  });

  it('search log: an empty entry or an existing target_id is ignored (spec §4)', () => {
    const log = [entry(1), entry(2)];
    expect(addSearchLog(log, entry(2))).toEqual(log);
    expect(addSearchLog(log, null)).toEqual(log);
    expect(addSearchLog(log, entry(''))).toEqual(log);
  });

  it('search log: passing an array clears it (spec §4)', () => {
    expect(addSearchLog([entry(1), entry(2)], [])).toEqual([]);
    expect(addSearchLog([entry(1)], [entry(9)])).toEqual([]);
  });
});

describe('visited leagues (spec §4)', () => {
  const league = (id: number, sportsType = 1): VisitedLeague => ({ id, sportsType, name: `L${id}`, logo: '' });

  it('visited leagues: the most recent 15 (spec §9)', () => {
    let list: VisitedLeague[] = [];
    for (let id = 1; id <= 20; id += 1) list = addVisitedLeague(list, league(id));
    expect(list).toHaveLength(15);
    expect(list[0]?.id).toBe(20);
    expect(list[14]?.id).toBe(6);
  });

  it('visited leagues: de-duplicated by id plus sport type (spec §4)', () => {
    let list = [league(1), league(2), league(1, 2)];
    list = addVisitedLeague(list, league(1));
    expect(list.map((l) => `${l.id}/${l.sportsType}`)).toEqual(['1/1', '2/1', '1/2']);
  });
});

describe('race-start broadcast (spec §4)', () => {
  const message = (id: number) => ({
    id,
    desc: `match ${id} started`,
    remove: false,
    payload: { Action: 'RaceStart', Data: {} },
  });

  it('race start: flagged removed after 5 s, purged 2.999 s later (spec §4)', () => {
    expect(RACE_START_SHOWN_MS).toBe(5000);
    expect(RACE_START_PURGE_AFTER_REMOVE_MS).toBe(2999);
    expect(raceStartSchedule(1000)).toEqual({ removeAt: 6000, purgeAt: 8999 });
  });

  it('race start: the view shows, flags and purges each message on its own schedule (spec §4)', () => {
    const arrivals = [
      { message: message(1), arrivedAt: 0 },
      { message: message(2), arrivedAt: 3000 },
    ];
    const early = raceStartView(arrivals, 1000);
    expect(early.messages.map((m) => [m.id, m.remove])).toEqual([
      [1, false],
      [2, false],
    ]);
    expect(early.nextChangeAt).toBe(5000);

    const flagged = raceStartView(arrivals, 5000);
    expect(flagged.messages.map((m) => [m.id, m.remove])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(flagged.nextChangeAt).toBe(7999);

    const purged = raceStartView(arrivals, 7999);
    expect(purged.messages.map((m) => m.id)).toEqual([2]);
    expect(purged.pending).toHaveLength(1);
    expect(raceStartView(arrivals, 10_999)).toEqual({ messages: [], pending: [], nextChangeAt: null });
  });
});
