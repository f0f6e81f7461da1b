import type { BrandRuntimeConfig } from '@live/brand-schema';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_NAMES, ROUTES } from './paths';
import { routeSubsets } from './route-subset';
import { appRoutes } from './routes';

// The table reads only the brand's root route.
const table = appRoutes({ rootRoute: 'score' } as BrandRuntimeConfig);
const subsets = routeSubsets(table);
const matched = (routes: RouteObject[], pathname: string) =>
  (matchRoutes(routes, pathname) ?? []).map((match) => match.route.path ?? (match.route.index ? 'index' : 'layout'));
const countRoutes = (routes: RouteObject[]): number =>
  routes.reduce((sum, route) => sum + 1 + countRoutes(route.children ?? []), 0);

// Every registry path with its params filled in, optional ones both given and left out, and addresses no route has.
const addresses = [
  ...ROUTE_NAMES.flatMap((name) => {
    const path = ROUTES[name].path;
    const given = path.replace(/:(\w+)\??/g, '7');
    const without = path.replace(/\/:\w+\?/g, '');
    return [given, without, given.toUpperCase(), `${given}/`];
  }),
  '/',
  '',
  '/nowhere',
  '/nowhere/at/all',
  '/score/nowhere',
  '/%73core',
  '/%E4%BD%A0',
];

describe('the routes react-router is given for an address (issue #31 item 1)', () => {
  it('match as the whole table does, for every route of the registry and addresses no route has', () => {
    for (const pathname of addresses)
      expect(matched(subsets(pathname), pathname), pathname).toEqual(matched(table, pathname));
  });

  it('are a few routes, not the whole table: react-router flattens and ranks what it is given on every render', () => {
    const whole = countRoutes(table);
    expect(whole).toBeGreaterThan(100);
    expect(countRoutes(subsets('/search'))).toBeLessThanOrEqual(4);
    expect(countRoutes(subsets('/score/detail/7'))).toBeLessThanOrEqual(12);
    expect(countRoutes(subsets('/user-center'))).toBeLessThanOrEqual(25);
    expect(countRoutes(subsets('/nowhere'))).toBeLessThanOrEqual(4);
  });

  it('are made once per first segment', () => {
    expect(subsets('/score/detail/1')).toBe(subsets('/SCORE'));
    expect(subsets('/nowhere')).toBe(subsets('/NOWHERE'));
  });
});
