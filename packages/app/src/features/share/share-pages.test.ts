// @vitest-environment jsdom
import type { MatchDetail, NewsDetail } from '@live/api-contract';
import { act, createElement, type FunctionComponent } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, expect, it } from 'vitest';
import { type Services, ServicesProvider } from '../../app/services';
import { createRootStore } from '../../stores';
import { BRAND } from '../../stores/test-fixtures';
import { ShareDynamicPage, ShareMatchPage } from './SharePages';

let root: Root;
let container: HTMLElement;

/** The share page `element` at `address` (matched by `path`), with a brand bar's brand and `api`. */
async function openShare(path: string, address: string, element: FunctionComponent, api: object): Promise<void> {
  const services = {
    brand: {
      ...BRAND,
      siteName: '盘球吧',
      images: { logo: '/m/brand/logo.svg', placeholder: '/m/brand/p.svg' },
      pages: { default: { title: '盘球吧', keywords: '' } },
    },
    root: createRootStore({ brand: BRAND, storage: null, document: null }),
    api,
    page: { channelCode: '' },
  } as unknown as Services;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  const page = createElement(Routes, null, createElement(Route, { path, element: createElement(element) }));
  await act(async () =>
    root.render(
      createElement(
        MemoryRouter,
        { initialEntries: [address] },
        createElement(ServicesProvider, { services, children: page }),
      ),
    ),
  );
}

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

it('issue #31: a share page shows its way into the app only below the loaded item, so nothing under the skeleton moves (CLS)', async () => {
  let answer: (match: MatchDetail) => void = () => undefined;
  const getMatchInfo = () => new Promise<MatchDetail>((resolve) => (answer = resolve));
  await openShare('/share/match/:sport/:id', '/share/match/football/7', ShareMatchPage, { race: { getMatchInfo } });
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

it("issue #31: a shared article shows its cover first, where a shared video shows its player (the shell's place the early call fills), then its title and body", async () => {
  const article = {
    id: 5,
    title: '新援加盟',
    cover: '/media/news-5.svg',
    blocks: [{ type: 'text', text: '第一段' }],
  } as unknown as NewsDetail;
  await openShare('/share/dynamic/:id', '/share/dynamic/5', ShareDynamicPage, {
    news: { getNewsDetail: async () => article },
    client: { absolute: (path: string) => `https://api.example${path}` },
  });
  const body = container.querySelector('.share-page__article');
  const first = body?.firstElementChild;
  expect(first?.classList.contains('share-page__cover')).toBe(true);
  expect(first?.querySelector('img')?.getAttribute('src')).toBe('https://api.example/media/news-5.svg');
  expect(first?.querySelector('img')?.getAttribute('fetchpriority')).toBe('high');
  expect(first?.nextElementSibling?.textContent).toBe('新援加盟');
});
