// @vitest-environment jsdom
import type { FifaTeam } from '@live/api-contract';
import { createElement as h } from 'react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { mountPage } from '../../app/page-test-support';
import type { Services } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import { MobileFifaTeamPage } from './MobileFifaTeamPage';

const TEAM = {
  team: { id: 7, sport_id: 1, name_zh: '巴西', name_en: 'Brazil', logo: '', country_logo: '' },
  rank: 5,
  points: 1700,
  coach: 'Coach',
  honours: [],
  stats: [],
  players: [
    { id: 1, name: 'Keeper', position: 'G', shirt_number: 1, captain: 0, starter: 1 },
    { id: 2, name: 'Back', position: 'D', shirt_number: 4, captain: 1, starter: 1 },
  ],
} as unknown as FifaTeam;

/** The heading levels of the squad page, in document order, once the team has loaded. */
async function headingLevels(): Promise<number[]> {
  const root = createRootStore({ brand: BRAND, storage: null, document: null });
  const api = { database: { getFifaTeam: async () => TEAM } } as unknown as Services['api'];
  const page = () =>
    h(
      Routes,
      null,
      h(Route, { path: '/mobile/fifa-team/lineup/:teamid', element: h(MobileFifaTeamPage, { section: 'lineup' }) }),
    );
  const mounted = await mountPage(page, { root, api, path: '/mobile/fifa-team/lineup/7' });
  const levels = [...mounted.container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((el) => Number(el.tagName[1]));
  await mounted.unmount();
  return levels;
}

describe('a national team part on a page of its own', () => {
  it('issue #31 accessibility 100: the squad page heads its position groups h2 under the page h1 (axe heading-order)', async () => {
    expect(await headingLevels()).toEqual([1, 2, 2]);
  });
});
