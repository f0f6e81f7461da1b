// @vitest-environment jsdom
import type { MatchDetail } from '@live/api-contract';
import { act, createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { type Services, ServicesProvider } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import { ShareMatchPage } from './SharePages';

let root: Root;
let container: HTMLElement;

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

it('issue #31: a share page shows its way into the app only below the loaded item, so nothing under the skeleton moves (CLS)', async () => {
  let answer: (match: MatchDetail) => void = () => undefined;
  const getMatchInfo = () => new Promise<MatchDetail>((resolve) => (answer = resolve));
  const services = {
    brand: {
      ...BRAND,
      siteName: '盘球吧',
      images: { logo: '/m/brand/logo.svg' },
      pages: { default: { title: '盘球吧', keywords: '' } },
    },
    root: createRootStore({ brand: BRAND, storage: null, document: null }),
    api: { race: { getMatchInfo } },
    page: { channelCode: '' },
  } as unknown as Services;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const page = createElement(
    Routes,
    null,
    createElement(Route, { path: '/share/match/:sport/:id', element: createElement(ShareMatchPage) }),
  );
  await act(async () =>
    root.render(
      createElement(
        MemoryRouter,
        { initialEntries: ['/share/match/football/7'] },
        createElement(ServicesProvider, { services, children: page }),
      ),
    ),
  );
  expect(container.querySelector('.uk-skeleton')).not.toBeNull();
  expect(container.querySelector('.share-page__actions')).toBeNull();
  await act(async () =>
    answer({
      id: 7,
      sport_id: 1,
      status: 8,
      home_score: 3,
      away_score: 1,
      hometeam: { name_zh: '天津', name_en: 'Tianjin' },
      awayteam: { name_zh: '深圳', name_en: 'Shenzhen' },
    } as unknown as MatchDetail),
  );
  expect(container.querySelector('.share-page__match')?.textContent).toContain('3 - 1');
  expect(container.querySelector('.share-page__actions')).not.toBeNull();
});
