import type { RouteObject } from 'react-router-dom';

export const headlineRoutes: RouteObject[] = [
  { path: 'headline', lazy: async () => ({ Component: (await import('./HeadlinePage')).default }) },
];
