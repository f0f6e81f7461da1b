import { describe, expect, it } from 'vitest';
import { joinPages, PAGES } from './pages';
import { ROOT_PAGES } from './root-pages';
import { ROUTE_NAMES } from './paths';

const load = async () => ({ Component: () => null });

describe('route table built from the registry', () => {
  it('has a page for every route of the registry (the root redirects)', () => {
    const routes = ROUTE_NAMES.filter((name) => name !== 'root');
    expect(Object.keys(PAGES).sort()).toEqual([...routes].sort());
  });

  it('gives the root features their pages in the first load, the same loaders as the full table', () => {
    for (const name of ['score', 'live'] as const) expect(ROOT_PAGES[name]).toBe(PAGES[name]);
  });

  it('refuses two features giving a page for the same route', () => {
    expect(() => joinPages([{ score: load }, { live: load }, { score: load }])).toThrow('score');
  });
});
