import type { RouteObject } from 'react-router-dom';

export const liveRoutes: RouteObject[] = [
  { path: 'live', lazy: async () => ({ Component: (await import('./LiveHomePage')).default }) },
  { path: 'live/lives', lazy: async () => ({ Component: (await import('./LivesPage')).default }) },
  { path: 'live-detail/:id', lazy: async () => ({ Component: (await import('./room/LiveDetailPage')).default }) },
  { path: 'anchor-list', lazy: async () => ({ Component: (await import('./AnchorListPage')).default }) },
];
