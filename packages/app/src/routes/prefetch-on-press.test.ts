// @vitest-environment jsdom
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageLoader, PageTable } from './page-table';
import { ROUTE_NAMES } from './paths';
import { routeSubsets } from './route-subset';
import { prefetchOnPress } from './prefetch-on-press';
import { appRoutes } from './routes';

function Page() {
  return null;
}

/** A page table whose every loader counts its calls, and a table of the app's routes on it. */
function countingTable() {
  const calls = new Map<string, number>();
  const pages: PageTable = Object.fromEntries(
    ROUTE_NAMES.map((name): [string, PageLoader] => [
      name,
      async () => {
        calls.set(name, (calls.get(name) ?? 0) + 1);
        return { Component: Page };
      },
    ]),
  );
  return { calls, routesFor: routeSubsets(appRoutes({ rootRoute: 'score' } as BrandRuntimeConfig, pages)) };
}

function press(href: string): void {
  const link = document.createElement('a');
  link.href = href;
  const label = document.createElement('span');
  link.append(label);
  document.body.append(link);
  label.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  link.remove();
}

describe('prefetchOnPress (issue #31: a pressed link loads its page before the click)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => stop());

  it("loads the page module of the route an in-app link opens, once, as the pointer goes down on the link's content", async () => {
    const { calls, routesFor } = countingTable();
    stop = prefetchOnPress(document, routesFor);
    press('/m/score/detail/42');
    press('/m/user-center');
    await vi.waitFor(() => expect(calls.get('userCenter')).toBe(1));
    expect(calls.get('scoreDetail')).toBe(1);
    // Loaded: pressing again loads nothing.
    press('/m/user-center');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls.get('userCenter')).toBe(1);
  });

  it("loads no route's page for a link outside the app, on another origin or to an address no route has", async () => {
    const { calls, routesFor } = countingTable();
    stop = prefetchOnPress(document, routesFor);
    press('/elsewhere/user-center');
    press('https://example.com/m/user-center');
    press('/m/no/such/page');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([...calls.keys()]).toEqual([]);
  });
});
