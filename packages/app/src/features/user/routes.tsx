import type { RouteObject } from 'react-router-dom';

export const userRoutes: RouteObject[] = [
  { path: 'user-center', lazy: async () => ({ Component: (await import('./UserCenterPage')).default }) },
];
