// @vitest-environment jsdom
import type { BookmakerOdds, MatchRank, MatchStats } from '@live/api-contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type Services, ServicesProvider } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import { HappeningTab } from './HappeningTab';
import { IndexTab } from './IndexTab';
import { RankTab } from './RankTab';

let root: Root | null = null;
let container: HTMLElement;

const STATS: MatchStats = {
  matchid: 7,
  status: 3,
  stats: [
    { key: 'possession', name: '控球率', home: 58, away: 42 },
    { key: 'shots', name: '射门', home: 11, away: 6 },
    { key: 'corners', name: '角球', home: 2, away: 5 },
  ],
};

const BASKETBALL_ODDS: BookmakerOdds = {
  company_id: 1,
  company: '澳门',
  europe: { open: [1.45, 0, 2.7], live: [1.3, 0, 3.25] },
  asia: { open: [0.92, -6.5, 0.94], live: [0.9, -4.5, 0.96] },
  bigsmall: { open: [0.88, 205.5, 0.98], live: [0.91, 210.5, 0.95] },
};

const RANK: MatchRank = {
  matchid: 7,
  event_id: 1,
  tables: [
    {
      name: '积分榜',
      rows: [
        {
          position: 1,
          team_id: 3,
          team_name: '曼城',
          team_logo: '',
          played: 20,
          won: 14,
          drawn: 4,
          lost: 2,
          goals_for: 41,
          goals_against: 15,
          points: 46,
        },
      ],
    },
  ],
};

const race = {
  getTliveData: async () => ({ matchid: 7, list: [], last_id: 0 }),
  getIncidentsData: async () => ({ matchid: 7, list: [] }),
  getMatchData: async () => STATS,
  matchOdd: async () => ({ matchid: 7, list: [BASKETBALL_ODDS] }),
  getMatchRank: async () => RANK,
};

async function render(element: ReturnType<typeof createElement>) {
  const store = createRootStore({ brand: BRAND, storage: null, document: null });
  const services = { brand: { language: 'zh-CN' }, root: store, api: { race } } as unknown as Services;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root?.render(createElement(ServicesProvider, { services, children: element })));
  await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

describe('match centre tabs (issue #33)', () => {
  it('the status tab (match detail and the room) shows the stats block as paired bars from getMatchData', async () => {
    await render(createElement(HappeningTab, { sport: 'football', matchId: 7 }));
    const rows = container.querySelectorAll('.uk-stat-bars__row');
    expect([...rows].map((row) => row.getAttribute('data-stat'))).toEqual(['possession', 'shots', 'corners']);
    expect(rows[0]?.textContent).toContain('58%');
    expect(container.querySelectorAll('.uk-stat-bars__track')).toHaveLength(3);
  });

  it('odds are a table per bookmaker, and basketball shows no draw market (no 0.00 price)', async () => {
    await render(createElement(IndexTab, { sport: 'basketball', matchId: 7 }));
    const tables = container.querySelectorAll('table');
    expect(tables).toHaveLength(1);
    expect(tables[0]?.querySelector('caption')?.textContent).toBe('澳门');
    expect(container.textContent).not.toContain('0.00');
    const moneyline = tables[0]?.querySelector('tbody tr');
    expect([...(tables[0]?.querySelectorAll('tbody th') ?? [])].map((cell) => cell.textContent)).toEqual([
      '胜负',
      '让分',
      '大小分',
    ]);
    expect(moneyline?.querySelectorAll('td')[1]?.textContent).toBe('1.30↓（降）3.25↑（升）');
  });

  it('standings show the signed goal difference; basketball standings have no draws column', async () => {
    await render(createElement(RankTab, { sport: 'football', matchId: 7 }));
    const head = [...container.querySelectorAll('thead th')].map((cell) => cell.textContent);
    expect(head).toEqual(['排名', '球队', '赛', '胜', '平', '负', '净胜', '积分']);
    expect(container.querySelector('tbody tr')?.textContent).toContain('+26');
    await act(async () => root?.unmount());
    root = null;
    container.remove();
    await render(createElement(RankTab, { sport: 'basketball', matchId: 7 }));
    expect([...container.querySelectorAll('thead th')].map((cell) => cell.textContent)).not.toContain('平');
  });
});
