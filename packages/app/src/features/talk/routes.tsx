import type { RouteObject } from 'react-router-dom';

export const talkRoutes: RouteObject[] = [
  { path: 'pp/talk', lazy: async () => ({ Component: (await import('./TalkPage')).default }) },
];
