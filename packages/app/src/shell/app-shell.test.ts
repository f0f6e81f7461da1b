// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { act, createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { type Services, ServicesProvider } from '../app/services';
import { setPendingNavigation } from '../routes/pending-navigation';
import { createRootStore } from '../stores';
import { BRAND } from '../stores/test-fixtures';
import { AppShell } from './AppShell';

/** The shell at `path` around a stand-in page (p.the-page); unmount removes it. */
async function renderShell(path: string): Promise<{ container: HTMLElement; unmount: () => Promise<void> }> {
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
  return {
    container,
    unmount: async () => {
      await act(async () => reactRoot.unmount());
      container.remove();
    },
  };
}

async function landmarksAt(path: string): Promise<{ mains: number; pageInMain: boolean }> {
  const { container, unmount } = await renderShell(path);
  const result = {
    mains: container.querySelectorAll('main').length,
    pageInMain: container.querySelector('main .the-page') !== null,
  };
  await unmount();
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

describe("the shell while a pressed link's page loads", () => {
  it('lights the pressed menu item, shows the pending bar and marks the page busy; the page shown stays current', async () => {
    const { container, unmount } = await renderShell('/score');
    const activeItem = () => container.querySelector('.uk-tab-bar__item--active')?.getAttribute('href');
    expect(activeItem()).toBe('/score');
    expect(container.querySelector('.app-shell__pending')).toBeNull();
    await act(async () => setPendingNavigation('/user-center'));
    expect(activeItem()).toBe('/user-center');
    expect(container.querySelector('[aria-current="page"]')?.getAttribute('href')).toBe('/score');
    expect(container.querySelector('.app-shell__pending')).not.toBeNull();
    expect(container.querySelector('main')?.getAttribute('aria-busy')).toBe('true');
    // A pending address that is not a menu page leaves the menu as it is.
    await act(async () => setPendingNavigation('/score/detail/7'));
    expect(activeItem()).toBe('/score');
    await unmount();
    setPendingNavigation(null);
  });
});

describe("the shell's fonts", () => {
  it('issue #31 item 1: Chinese pages name a CJK font of Linux before the generic family, so no run of text needs a system fallback font', () => {
    const css = readFileSync(`${import.meta.dirname}/app-shell.css`, 'utf8');
    const stack = /html:lang\(zh\)[^{]*\{\s*font-family:([^;]*);/.exec(css)?.[1] ?? '';
    const families = stack.split(',').map((family) => family.trim().replace(/'/g, ''));
    expect(families.at(-1)).toBe('sans-serif');
    for (const cjk of ['PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'WenQuanYi Micro Hei']) {
      expect(families).toContain(cjk);
    }
  });
});
