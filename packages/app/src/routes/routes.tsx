import type { BrandRuntimeConfig } from '@live/brand-schema';
import { Navigate, type RouteObject } from 'react-router-dom';
import { accountRoutes } from '../features/account/routes';
import { liveRoutes } from '../features/live/routes';
import { mobileRoutes } from '../features/mobile/routes';
import { scoreRoutes } from '../features/score/routes';
import { talkRoutes } from '../features/talk/routes';
import { userRoutes } from '../features/user/routes';
import { AppShell } from '../shell/AppShell';
import { RouteError } from '../shell/RouteError';

/** Gives every route its own error boundary with a retry, so one failing page never blanks the app. */
function withErrorBoundaries(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => ({
    ...route,
    errorElement: route.errorElement ?? <RouteError />,
    ...(route.children ? { children: withErrorBoundaries(route.children) } : {}),
  })) as RouteObject[];
}

/**
 * The one table of routes under /m. Each feature folder owns its routes (every page lazy, so the first load
 * carries only the shell and the page shown).
 */
export function appRoutes(brand: BrandRuntimeConfig): RouteObject[] {
  return [
    {
      element: <AppShell />,
      errorElement: <RouteError />,
      children: withErrorBoundaries([
        { index: true, element: <Navigate to={`/${brand.rootRoute}`} replace /> },
        ...scoreRoutes,
        ...mobileRoutes,
        ...liveRoutes,
        ...accountRoutes,
        ...userRoutes,
        ...talkRoutes,
        { path: '*', lazy: async () => ({ Component: (await import('../features/NotFoundPage')).default }) },
      ]),
    },
  ];
}
