import type { Match, MatchEventData } from '@live/api-contract';
import { describe, expect, it, vi } from 'vitest';
import type { Services } from '../app/services';
import { createRootStore } from '../stores';
import { BRAND } from '../stores/test-fixtures';
import { matchEventsBetween } from '@live/api-contract';
import { MatchAlertWatcher } from './match-alert-watcher';
import { MatchNoticeStore } from './match-notices';

const team = (name: string) => ({ name_zh: name, short_name_zh: name, name_en: name, short_name_en: name });
function match(id: number, fields: Partial<Match> = {}): Match {
  return {
    id,
    sport_id: 1,
    status: 2,
    home_score: 0,
    away_score: 0,
    home_red: 0,
    away_red: 0,
    hometeam: team(`主${id}`),
    awayteam: team(`客${id}`),
    ...fields,
  } as Match;
}

function memory() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v) };
}

/** A watcher over a followed list that answers `lists` in turn (the last one again once they run out). */
function setup(lists: Match[][], storage = memory(), notices = new MatchNoticeStore()) {
  const getAttentMatchlist = vi.fn(async () => ({ list: lists.length > 1 ? (lists.shift() ?? []) : (lists[0] ?? []) }));
  const services = {
    root: createRootStore({ brand: BRAND, storage: null, document: null }),
    api: { race: { getAttentMatchlist } },
    notices,
  } as unknown as Services;
  return { watcher: new MatchAlertWatcher(services, 11, storage), notices, getAttentMatchlist, storage };
}

const goal = (before: Match, after: Match) => matchEventsBetween(before, after)[0] as MatchEventData;

describe('match alerts of one account (issue #28)', () => {
  it('the polled fallback: the first read is the baseline, a goal then shows once with its score', async () => {
    const { watcher, notices } = setup([[match(7)], [match(7, { home_score: 1 })], [match(7, { home_score: 1 })]]);
    await watcher.refresh();
    expect(notices.queue).toEqual([]);
    await watcher.refresh();
    await watcher.refresh();
    expect(notices.queue).toEqual([
      { id: '7:goal:1-0', sport: 'football', matchId: 7, title: '进球！主7', body: '主7 1 - 0 客7' },
    ]);
  });

  it('a pushed goal shows once; the next poll finds nothing new; after a reload the push is not shown again', async () => {
    const storage = memory();
    const first = setup([[match(7)], [match(7, { home_score: 1 })]], storage);
    await first.watcher.refresh();
    const pushed = goal(match(7), match(7, { home_score: 1 }));
    await first.watcher.pushed(pushed);
    await first.watcher.pushed(pushed);
    await first.watcher.refresh();
    expect(first.notices.queue.map((n) => n.id)).toEqual(['7:goal:1-0']);
    // A reload: a new watcher on the same account's storage.
    const reloaded = setup([[match(7, { home_score: 1 })]], storage);
    await reloaded.watcher.refresh();
    await reloaded.watcher.pushed(pushed);
    expect(reloaded.notices.queue).toEqual([]);
  });

  it('another account on the device still sees its own alert of the same match', async () => {
    const storage = memory();
    const pushed = goal(match(7), match(7, { home_score: 1 }));
    const first = setup([[match(7)]], storage);
    await first.watcher.refresh();
    await first.watcher.pushed(pushed);
    const services = {
      root: createRootStore({ brand: BRAND, storage: null, document: null }),
      api: { race: { getAttentMatchlist: async () => ({ list: [match(7)] }) } },
      notices: new MatchNoticeStore(),
    } as unknown as Services;
    const other = new MatchAlertWatcher(services, 12, storage);
    await other.refresh();
    await other.pushed(pushed);
    expect(services.notices.queue.map((n) => n.id)).toEqual(['7:goal:1-0']);
  });

  it('a push about a match not followed shows nothing; one followed since the last read is read and shown', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const { watcher, notices, getAttentMatchlist } = setup([[match(7)], [match(7), match(8)]]);
      await watcher.refresh();
      await watcher.pushed(goal(match(9), match(9, { away_score: 1 })));
      expect(notices.queue).toEqual([]);
      expect(getAttentMatchlist).toHaveBeenCalledTimes(1);
      vi.setSystemTime(Date.now() + 6000);
      await watcher.pushed(goal(match(8), match(8, { away_score: 1 })));
      expect(getAttentMatchlist).toHaveBeenCalledTimes(2);
      expect(notices.queue.map((n) => [n.id, n.title])).toEqual([['8:goal:0-1', '进球！客8']]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a stopped watcher (the user logged out) shows nothing more', async () => {
    const { watcher, notices } = setup([[match(7)]]);
    await watcher.refresh();
    watcher.stop();
    await watcher.pushed(goal(match(7), match(7, { home_score: 1 })));
    expect(notices.queue).toEqual([]);
  });
});
