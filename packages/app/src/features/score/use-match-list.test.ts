// @vitest-environment jsdom
import type { Match } from '@live/api-contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../api';
import { type Services, ServicesProvider } from '../../app/services';
import { MatchNoticeStore } from '../../shell/match-notices';
import { createRootStore } from '../../stores';
import { BRAND, user } from '../../stores/test-fixtures';
import { useMatchList } from './use-match-list';

const team = (name: string) => ({ name_zh: name, short_name_zh: name, name_en: name, short_name_en: name });
function match(id: number, fields: Partial<Match> = {}): Match {
  return {
    id,
    sport_id: 1,
    status: 2,
    home_score: 0,
    away_score: 0,
    kickoff_time: 1,
    period_remaining_time: 0,
    attented: 0,
    live: 0,
    hometeam: team(`主${id}`),
    awayteam: team(`客${id}`),
    ...fields,
  } as Match;
}

type List = ReturnType<typeof useMatchList>;
let list: List;
let root: Root;

function Harness() {
  list = useMatchList({ date: '2026-11-22', timeZone: 'America/Sao_Paulo', sportId: 1, filter: 0, eventId: 0 });
  return null;
}

function setup(days: Match[][]) {
  const getDateMatch = vi.fn(async (body: { page?: number; size?: number }) => {
    const all = days[Math.min(getDateMatch.mock.calls.length - 1, days.length - 1)] ?? [];
    const size = body.size ?? 20;
    const start = ((body.page ?? 1) - 1) * size;
    return { date: '', list: all.slice(start, start + size), total: all.length, counts: { all: all.length } };
  });
  const getAttentMatchlist = vi.fn(async () => ({ list: [] }));
  const store = createRootStore({ brand: BRAND, storage: null, document: null });
  store.user.setUser(user());
  const notices = new MatchNoticeStore();
  const services = {
    brand: {},
    root: store,
    notices,
    api: { race: { getDateMatch, getAttentMatchlist } } as unknown as Api,
  } as unknown as Services;
  root = createRoot(document.createElement('div'));
  return { getDateMatch, getAttentMatchlist, notices, services };
}

/** Mounts the list and waits for its first load, however many pages that takes. */
async function render(services: Services) {
  await act(async () => root.render(createElement(ServicesProvider, { services, children: createElement(Harness) })));
  await vi.waitFor(() => expect(list.status).not.toBe('loading'));
}

describe('the score list', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => act(() => root.unmount()));

  it('loads every page of a day (1,000 matches over the 500-row pages)', async () => {
    const day = Array.from({ length: 1000 }, (_, i) => match(i + 1));
    const { services, getDateMatch } = setup([day]);
    await render(services);
    expect(list.status).toBe('ready');
    expect(list.matches).toHaveLength(1000);
    expect(getDateMatch.mock.calls.map(([body]) => body.page)).toEqual([1, 2]);
  });

  it('a poll asks only the pages of the rows in view and updates them in place', async () => {
    const day = Array.from({ length: 50 }, (_, i) => match(i + 1));
    const later = day.map((m) => (m.id === 23 ? { ...m, home_score: 1 } : m));
    const { services, getDateMatch } = setup([day, later]);
    await render(services);
    const before = list.matches;
    await act(() => list.poll(20, 28));
    const polled = getDateMatch.mock.calls.slice(1).map(([body]) => [body.page, body.size]);
    expect(polled).toEqual([[3, 10]]);
    expect(list.matches.map((m) => m.id)).toEqual(before.map((m) => m.id));
    expect(list.matches[22]?.home_score).toBe(1);
    expect(list.matches[0]).toBe(before[0]);
  });

  it("issue #28: a poll reads only the rows in view; alerts of followed matches are the shell's, on every page", async () => {
    const day = [match(1, { attented: 1 }), match(2)];
    const scored = [match(1, { attented: 1, away_score: 1 }), match(2)];
    const { services, notices, getAttentMatchlist } = setup([day, scored]);
    await render(services);
    await act(() => list.poll(0, 2));
    expect(list.matches[0]?.away_score).toBe(1);
    expect(getAttentMatchlist).not.toHaveBeenCalled();
    expect(notices.queue).toEqual([]);
  });
});
