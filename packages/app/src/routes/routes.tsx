import type { BrandRuntimeConfig } from '@live/brand-schema';
import { Navigate, type RouteObject } from 'react-router-dom';
import { AppShell } from '../shell/AppShell';

/** Every route of the app, each page lazy so the first load carries only the shell and the page shown. */
export function appRoutes(brand: BrandRuntimeConfig): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        { index: true, element: <Navigate to={`/${brand.rootRoute}`} replace /> },
        { path: 'score', lazy: async () => ({ Component: (await import('../features/score/ScorePage')).default }) },
        { path: 'live', lazy: async () => ({ Component: (await import('../features/live/LivePage')).default }) },
        { path: '*', lazy: async () => ({ Component: (await import('../features/NotFoundPage')).default }) },
      ],
    },
  ];
}
