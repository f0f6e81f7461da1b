import type { RouteObject } from 'react-router-dom';

/** Whether a route may match an address whose first segment is `first` (lower case, as react-router compares). */
function mayMatch(route: RouteObject, first: string): boolean {
  const own = route.path?.split('/').find((part) => part !== '');
  return own === undefined || /[:?*]/.test(own) || own.toLowerCase() === first;
}

/**
 * react-router flattens and ranks the whole table on every render of useRoutes (no cache: ~110 routes, 40-110 ms
 * at Lighthouse's 4x CPU on each navigation). A route whose first segment is static matches only addresses starting
 * with it, so the router is given the layouts' children that may match the address's first segment: the same match,
 * among a few routes. One subset per first segment; an encoded segment (react-router decodes it) gets the whole table.
 */
export function routeSubsets(routes: RouteObject[]): (pathname: string) => RouteObject[] {
  const subsets = new Map<string, RouteObject[]>();
  return (pathname) => {
    const first = (pathname.split('/').find((part) => part !== '') ?? '').toLowerCase();
    if (first.includes('%')) return routes;
    let subset = subsets.get(first);
    if (!subset) {
      subset = routes.map((route) =>
        route.index || !route.children
          ? route
          : { ...route, children: route.children.filter((child) => mayMatch(child, first)) },
      );
      subsets.set(first, subset);
    }
    return subset;
  };
}
