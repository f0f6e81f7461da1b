import { describe, expect, it } from 'vitest';
import { joinPages, PAGES } from './pages';
import { ROUTE_NAMES, ROUTES } from './paths';

const load = async () => ({ Component: () => null });

describe('route table built from the registry', () => {
  it('has a page for every built route and none for a planned one', () => {
    const built = ROUTE_NAMES.filter((name) => ROUTES[name].built && name !== 'root');
    expect(Object.keys(PAGES).sort()).toEqual([...built].sort());
  });

  it('refuses two features giving a page for the same route', () => {
    expect(() => joinPages([{ score: load }, { live: load }, { score: load }])).toThrow('score');
  });
});
