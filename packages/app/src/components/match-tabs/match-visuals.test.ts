// @vitest-environment jsdom
import type { Incident, LineupData, Player } from '@live/api-contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { type Services, ServicesProvider } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import { HappeningTab } from './HappeningTab';
import { LineupTab, substitutionMinutes } from './LineupTab';

let root: Root | null = null;
let container: HTMLElement;

const LETTERS = ['G', 'D', 'D', 'D', 'D', 'M', 'M', 'M', 'F', 'F', 'F', 'G', 'F'];
const squad = (teamId: number): Player[] =>
  LETTERS.map((position, index) => ({
    id: teamId * 100 + index + 1,
    name: `${teamId}号队${index + 1}`,
    shirt_number: index + 1,
    position,
    starter: index < 11 ? 1 : 0,
    captain: index === 5 ? 1 : 0,
  }));

const LINEUP: LineupData = {
  matchid: 7,
  confirmed: 1,
  home: { team_id: 3, formation: '4-3-3', coach: '甲教练', players: squad(3) },
  away: { team_id: 4, formation: '4-4-2', coach: '乙教练', players: squad(4) },
};

const incident = (
  id: number,
  type: string,
  position: 1 | 2,
  minute: number,
  player: string,
  assist = '',
): Incident => ({
  id,
  type,
  position,
  minute,
  player,
  assist,
  home_score: 0,
  away_score: 0,
});

const INCIDENTS = [incident(1, 'goal', 1, 12, '3号队9'), incident(2, 'sub', 1, 66, '3号队10', '3号队13')];

const race = {
  getTliveData: async () => ({ matchid: 7, list: [], last_id: 0 }),
  getIncidentsData: async () => ({ matchid: 7, list: INCIDENTS }),
  getMatchData: async () => ({ matchid: 7, status: 3, stats: [] }),
  getLineupData: async () => LINEUP,
  getBoxScore: async () => ({
    matchid: 7,
    home: [
      {
        player_id: 1,
        name: '赵睿',
        shirt_number: 7,
        starter: 1,
        points: 9,
        three_made: 1,
        two_made: 2,
        free_throws_made: 2,
      },
    ],
    away: [],
  }),
};

async function render(element: ReturnType<typeof createElement>, ready: () => boolean = () => true) {
  const store = createRootStore({ brand: BRAND, storage: null, document: null });
  const services = { brand: { language: 'zh-CN' }, root: store, api: { race } } as unknown as Services;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const tree = createElement(MemoryRouter, null, createElement(ServicesProvider, { services, children: element }));
  await act(async () => root?.render(tree));
  // The tab's lazy parts (box score) resolve, then their data: until `ready` says so (up to 2 s under load).
  for (let i = 0; i < 200 && (i < 3 || !ready()); i++)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 10)));
}

afterEach(async () => {
  await act(async () => root?.unmount());
  container.remove();
});

describe('match visuals (issue #33)', () => {
  it('lineups are drawn on a pitch by formation, positions in words, names opening the player pages', async () => {
    await render(createElement(LineupTab, { sport: 'football', matchId: 7 }));
    const halves = container.querySelectorAll('.uk-lineup-pitch__half');
    const rows = (half: Element | undefined) =>
      [...(half?.querySelectorAll('.uk-lineup-pitch__row') ?? [])].map((row) => row.children.length);
    expect(rows(halves[0])).toEqual([1, 4, 3, 3]);
    expect(rows(halves[1])).toEqual([2, 4, 4, 1]);
    expect(halves[0]?.querySelector('li')?.textContent).toContain('门将');
    const link = [...container.querySelectorAll('a')].find((a) => a.textContent === '4号队2');
    expect(link?.getAttribute('href')).toBe('/database/team/football/4?player=402');
    // The substitution at 66': the starter who came off and the substitute who came on carry the minute.
    expect(container.textContent).toContain("被换下 66'");
    expect(container.textContent).toContain("替补登场 66'");
    expect(container.textContent).not.toMatch(/(^|[^A-Za-z])[GDMF]([^A-Za-z]|$)/);
  });

  it('substitutionMinutes: the player going off and the one coming on, per side', () => {
    const minutes = substitutionMinutes([...INCIDENTS, incident(3, 'sub', 2, 70, 'x', 'y')], 1);
    expect([...minutes]).toEqual([
      ['3号队10', 66],
      ['3号队13', 66],
    ]);
  });

  it('key events show on a timeline above the incident list', async () => {
    await render(createElement(HappeningTab, { sport: 'football', matchId: 7 }));
    const timeline = container.querySelector('.uk-match-timeline');
    expect(timeline?.getAttribute('aria-label')).toBe('重要事件');
    expect([...(timeline?.querySelectorAll('li') ?? [])].map((li) => li.getAttribute('data-kind'))).toEqual([
      'goal',
      'sub',
    ]);
  });

  it('basketball shows a box score per team in the status tab, totals at the foot', async () => {
    await render(
      createElement(HappeningTab, { sport: 'basketball', matchId: 7 }),
      () => container.querySelectorAll('table').length === 2,
    );
    const tables = container.querySelectorAll('table');
    expect([...tables].map((table) => table.querySelector('caption')?.textContent)).toEqual(['主队', '客队']);
    expect([...(tables[0]?.querySelectorAll('tr') ?? [])].map((row) => row.textContent)).toEqual([
      '球员得分三分两分罚球',
      '7赵睿•首发9122',
      '合计9122',
    ]);
    expect(container.querySelector('.uk-match-timeline')).toBeNull();
  });
});
