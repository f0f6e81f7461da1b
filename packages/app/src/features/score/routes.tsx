import type { RouteObject } from 'react-router-dom';

export const scoreRoutes: RouteObject[] = [
  { path: 'score', lazy: async () => ({ Component: (await import('./ScorePage')).default }) },
];
