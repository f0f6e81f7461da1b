import { describe, expect, it } from 'vitest';
import { mergeMatches, pagesCovering } from './score-list';
import { detailTabs } from './tabs';

const row = (id: number, fields: Record<string, number> = {}) => ({
  id,
  status: 2,
  home_score: 0,
  away_score: 0,
  kickoff_time: 100,
  period_remaining_time: 0,
  attented: 0 as 0 | 1,
  live: 0 as 0 | 1,
  ...fields,
});

const ON = {
  switch_race_status: '1',
  switch_race_analysis: '1',
  switch_race_index: '1',
  switch_race_lineup: '1',
  switch_room_rank: '1',
  switch_room_anchor: '1',
};
const shown = (tabs: { key: string; show: boolean }[]) => tabs.filter((t) => t.show).map((t) => t.key);

describe('score list rules', () => {
  it('merging a poll keeps unchanged rows as the same objects and the list order', () => {
    const list = [row(1), row(2), row(3)];
    expect(mergeMatches(list, [row(2)])).toBe(list);
    const next = mergeMatches(list, [row(3, { home_score: 1 }), row(9)]);
    expect(next).not.toBe(list);
    expect(next.map((m) => m.id)).toEqual([1, 2, 3]);
    expect(next[0]).toBe(list[0]);
    expect(next[2]?.home_score).toBe(1);
  });

  it('polls the pages that hold the rows in view', () => {
    expect(pagesCovering(0, 10, 20)).toEqual([1]);
    expect(pagesCovering(15, 25, 20)).toEqual([1, 2]);
    expect(pagesCovering(40, 41, 20)).toEqual([3]);
    expect(pagesCovering(5, 5, 20)).toEqual([]);
  });
});

describe('match detail tabs (spec §2)', () => {
  const football = { pathname: '/score/detail/7', switches: ON, matchId: 7, sportId: 1 };
  const basketball = { pathname: '/score/basketball/detail/8', switches: ON, matchId: 8, sportId: 2 };

  it('tab visibility: lineup for football only, rank for basketball only, in spec order', () => {
    expect(shown(detailTabs(football))).toEqual(['index', 'analysis', 'lineup', 'happening', 'lives']);
    expect(shown(detailTabs(basketball))).toEqual(['index', 'analysis', 'rank', 'happening', 'lives']);
  });

  it('tab visibility: a switch turned off hides its tab (switch_race_index, switch_race_status ...)', () => {
    const off = { ...football, switches: { ...ON, switch_race_index: '0', switch_race_status: '0' } };
    expect(shown(detailTabs(off))).toEqual(['analysis', 'lineup', 'lives']);
  });

  it('tab visibility: no match id, no match tabs; no config yet, no tabs', () => {
    expect(shown(detailTabs({ ...football, matchId: null }))).toEqual(['lives']);
    expect(shown(detailTabs({ ...football, switches: null }))).toEqual([]);
  });

  it('tabs carry the Chinese title and the Portuguese title_br', () => {
    const happening = detailTabs(football).find((t) => t.key === 'happening');
    expect(happening).toMatchObject({ title: '赛况', title_br: 'Status' });
  });
});
