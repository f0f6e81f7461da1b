// @vitest-environment jsdom
import { act, createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type Services, ServicesProvider } from '../app/services';
import { createRootStore } from '../stores';
import { BRAND } from '../stores/test-fixtures';
import { AppShell } from './AppShell';

async function landmarksAt(path: string): Promise<{ mains: number; pageInMain: boolean }> {
  const root = createRootStore({ brand: BRAND, storage: null, document: null });
  const services = { brand: BRAND, root, api: {}, notices: { current: null } } as unknown as Services;
  const container = document.createElement('div');
  document.body.append(container);
  const reactRoot = createRoot(container);
  await act(async () =>
    reactRoot.render(
      h(
        MemoryRouter,
        { initialEntries: [path] },
        h(ServicesProvider, {
          services,
          children: h(
            Routes,
            null,
            h(
              Route,
              { element: h(AppShell) },
              h(Route, { path: '*', element: h('p', { className: 'the-page' }, 'page') }),
            ),
          ),
        }),
      ),
    ),
  );
  const result = {
    mains: container.querySelectorAll('main').length,
    pageInMain: container.querySelector('main .the-page') !== null,
  };
  await act(async () => reactRoot.unmount());
  container.remove();
  return result;
}

describe('the app shell', () => {
  it.each(['/score', '/score/detail/7', '/login', '/database/league/football/1', '/mobile/happening/7'])(
    'issue #31 accessibility 100: %s is inside the one main landmark (axe landmark-one-main)',
    async (path) => {
      expect(await landmarksAt(path)).toEqual({ mains: 1, pageInMain: true });
    },
  );
});
