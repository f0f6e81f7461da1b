import type { RouteObject } from 'react-router-dom';

const detail = async () => ({ Component: (await import('./detail/MatchDetailPage')).default });

/** Scores (spec §2): the list, collected matches, search and the four match detail addresses. */
export const scoreRoutes: RouteObject[] = [
  { path: 'score', lazy: async () => ({ Component: (await import('./ScorePage')).default }) },
  { path: 'score/collected', lazy: async () => ({ Component: (await import('./CollectedPage')).default }) },
  { path: 'score/search', lazy: async () => ({ Component: (await import('./SearchPage')).default }) },
  { path: 'score/detail/:matchid', lazy: detail },
  { path: 'score/basketball/detail/:matchid', lazy: detail },
  { path: 'score/detail/football/:matchid', lazy: detail },
  { path: 'score/detail/basketball/:matchid', lazy: detail },
];
