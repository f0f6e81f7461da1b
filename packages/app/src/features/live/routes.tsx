import type { RouteObject } from 'react-router-dom';

export const liveRoutes: RouteObject[] = [
  { path: 'live', lazy: async () => ({ Component: (await import('./LivePage')).default }) },
];
