// @vitest-environment jsdom
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { act, createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageLoader, PageTable } from './page-table';
import { ROUTE_NAMES } from './paths';
import { routeSubsets } from './route-subset';
import { setPendingNavigation, usePendingNavigation } from './pending-navigation';
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

/** The pending navigation as a page showing `shown` sees it, after `click`. */
async function pendingAfter(shown: string, click: () => void): Promise<string | null> {
  let seen: string | null = null;
  function Probe() {
    seen = usePendingNavigation(shown);
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  await act(async () => root.render(h(Probe)));
  await act(async () => click());
  await act(async () => root.unmount());
  return seen;
}

/** Clicks an in-app link whose handler acts as the router's Link (moves the address, prevents the default) or not. */
function clickLink(href: string, routerTakesIt: boolean): void {
  const link = document.createElement('a');
  link.href = href;
  link.addEventListener('click', (event) => {
    if (!routerTakesIt) return;
    event.preventDefault();
    window.history.pushState(null, '', href);
  });
  document.body.append(link);
  // After the listener under test: jsdom loads no document for the click left to the browser.
  const stay = (event: Event) => event.preventDefault();
  document.addEventListener('click', stay);
  link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
  document.removeEventListener('click', stay);
  link.remove();
}

describe('the pending navigation (a tap shows it was taken while the next page loads)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    setPendingNavigation(null);
    window.history.replaceState(null, '', '/m/score');
  });

  it('is the address a link the router took moved to, until the page shown is that address', async () => {
    window.history.replaceState(null, '', '/m/score');
    stop = prefetchOnPress(document, countingTable().routesFor);
    expect(await pendingAfter('/score', () => clickLink('/m/user-center?tab=2', true))).toBe('/user-center?tab=2');
    expect(await pendingAfter('/user-center?tab=2', () => undefined)).toBeNull();
  });

  it('is nothing for a click the router left to the browser, or one a page kept that left the address as it was', async () => {
    window.history.replaceState(null, '', '/m/score');
    stop = prefetchOnPress(document, countingTable().routesFor);
    // Probed from another address: a stale '/score' would show there.
    expect(await pendingAfter('/elsewhere', () => clickLink('/m/user-center', false))).toBeNull();
    const kept = () => {
      document.body.addEventListener('click', (event) => event.preventDefault(), { once: true });
      document.body.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    };
    expect(await pendingAfter('/elsewhere', kept)).toBeNull();
  });
});
