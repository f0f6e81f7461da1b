import type { BrandRuntimeConfig } from '@live/brand-schema';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { AppShell } from '../shell/AppShell';
import { RouteErrorBoundary } from '../shell/RouteError';
import type { PageLoader, PageTable } from './page-table';
import { pageLoader } from './root-pages';
import { paths, ROUTE_NAMES, ROUTES, type RouteName } from './paths';

/** What the not-found route is marked as: the one page outside the registry. */
export const NOT_FOUND = 'notFound';

/**
 * Marks the page on screen on <html data-route>, once its module has loaded and rendered (a page that failed
 * shows the error view instead, and the mark goes). The e2e route crawl waits for it.
 */
function RouteMark({ name }: { name: string }) {
  useEffect(() => {
    document.documentElement.dataset.route = name;
    return () => {
      if (document.documentElement.dataset.route === name) delete document.documentElement.dataset.route;
    };
  }, [name]);
  return null;
}

/** The page components whose module is in, by route name: such a page renders without suspending. */
const loadedPages = new Map<string, ComponentType>();

/** Each page's route name and loader by its route's pattern, as the table was built. */
const pageLoaders = new Map<string, [name: string, load: PageLoader]>();

/**
 * Loads a route's page module before its first render (the boot's landing route, a pressed link's). A lazy page
 * suspends on its first render even when its module is in (the loader's promise settles tasks later), and React
 * holds a suspended boundary's content back until 300 ms after the last fallback it showed (FALLBACK_THROTTLE_MS): a
 * deep link's first commit was an empty frame, its page 600 ms later. A loaded page renders in the first commit.
 */
export async function loadPage(name: string, load: PageLoader): Promise<ComponentType> {
  const { Component } = await load();
  loadedPages.set(name, Component);
  return Component;
}

/**
 * A lazy page inside an error boundary, reset when the address changes, and a page of its own for each address.
 * The boundaries stay mounted across navigations (a navigation is a transition): a page whose module is still on its
 * way leaves the previous page on screen until it can render, where a new boundary would show its empty fallback and
 * React would hold the page back 300 ms after it.
 */
function Page({ Lazy, name }: { Lazy: ComponentType; name: string }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary address={pathname}>
      <Suspense fallback={null}>
        <Lazy key={pathname} />
        <RouteMark name={name} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * The app runs react-router in declarative mode (the data router would add about 16 KB gzip to the first load),
 * so each page becomes a React.lazy component, made once when the table is built.
 */
function lazyPage(name: string, path: string, load: PageLoader): RouteObject['element'] {
  pageLoaders.set(path, [name, load]);
  const Lazy = lazy(() => {
    const loaded = loadedPages.get(name);
    if (!loaded) return loadPage(name, load).then((Component) => ({ default: Component }));
    // A thenable that calls back at once: React (and preact/compat) render a lazy component whose loader's result
    // is in without suspending; a promise would call back tasks later, and the page would suspend.
    const ready = { then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: loaded }) };
    return ready as unknown as Promise<{ default: ComponentType }>;
  });
  return <Page Lazy={Lazy} name={name} />;
}

/** Starts loading the page module of the route with this pattern unless it is in or no route has the pattern. */
export function preloadPage(pattern: string): void {
  const page = pageLoaders.get(pattern);
  if (page && !loadedPages.has(page[0])) void loadPage(...page).catch(() => undefined);
}

const notFound: PageLoader = async () => ({ Component: (await import('../features/NotFoundPage')).default });

/**
 * The route of one registry entry: the root redirects to the brand's first page, any other opens its page. A route
 * without a page is a mistake the table refuses to hide.
 */
function routeOf(name: RouteName, brand: BrandRuntimeConfig, pages?: PageTable): RouteObject {
  if (name === 'root') return { index: true, element: <Navigate to={paths[brand.rootRoute]()} replace /> };
  const { path } = ROUTES[name];
  const load = pages ? pages[name] : pageLoader(name);
  if (!load) throw new Error(`route ${name} has no page: no feature gives one`);
  return { path, element: lazyPage(name, path, load) };
}

/**
 * The one table of routes under /m, built from the registry (routes/paths.ts); `pages` replaces the features'
 * pages (tests), and without it pages outside the root routes load their table on first use.
 */
export function appRoutes(brand: BrandRuntimeConfig, pages?: PageTable): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        ...ROUTE_NAMES.map((name) => routeOf(name, brand, pages)),
        { path: '*', element: lazyPage(NOT_FOUND, '*', notFound) },
      ],
    },
  ];
}
