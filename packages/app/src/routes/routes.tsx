import type { BrandRuntimeConfig } from '@live/brand-schema';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, type RouteObject, useLocation } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes';
import { headlineRoutes } from '../features/headline/routes';
import { liveRoutes } from '../features/live/routes';
import { mobileRoutes } from '../features/mobile/routes';
import { scoreRoutes } from '../features/score/routes';
import { shareRoutes } from '../features/share/routes';
import { talkRoutes } from '../features/talk/routes';
import { userRoutes } from '../features/user/routes';
import { videoRoutes } from '../features/video/routes';
import { AppShell } from '../shell/AppShell';
import { RouteErrorBoundary } from '../shell/RouteError';

type LazyModule = { Component?: ComponentType | null };

/** A lazy page inside its own error boundary, reset when the address changes. */
function Page({ Lazy }: { Lazy: ComponentType }) {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={null}>
        <Lazy />
      </Suspense>
    </RouteErrorBoundary>
  );
}

/**
 * Feature folders declare routes as `{ path, lazy: () => import(...) }`. The app uses react-router's
 * declarative mode (the data router would add about 16 KB gzip to the first load), so each lazy route becomes a
 * React.lazy page with its own error boundary, made once when the table is built.
 */
function toPages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, children, ...rest } = route as RouteObject & { lazy?: () => Promise<LazyModule> };
    const page: RouteObject = { ...rest } as RouteObject;
    if (typeof load === 'function') {
      const Lazy = lazy(async () => {
        const loaded = await load();
        if (!loaded.Component) throw new Error(`route ${route.path ?? ''} has no Component`);
        return { default: loaded.Component };
      });
      page.element = <Page Lazy={Lazy} />;
    }
    if (children) page.children = toPages(children);
    return page;
  });
}

/** The one table of routes under /m. Each feature folder owns its routes; every page is lazy. */
export function appRoutes(brand: BrandRuntimeConfig): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: toPages([
        { index: true, element: <Navigate to={`/${brand.rootRoute}`} replace /> },
        ...scoreRoutes,
        ...mobileRoutes,
        ...liveRoutes,
        ...videoRoutes,
        ...shareRoutes,
        ...headlineRoutes,
        ...accountRoutes,
        ...userRoutes,
        ...talkRoutes,
        { path: '*', lazy: async () => ({ Component: (await import('../features/NotFoundPage')).default }) },
      ]),
    },
  ];
}
