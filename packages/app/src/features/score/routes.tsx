import type { PageTable } from '../../routes/page-table';

const detail = async () => ({ Component: (await import('./detail/MatchDetailPage')).default });

/** Scores (spec §2): the list, collected matches, search and the four match detail addresses. */
export const scoreRoutes: PageTable = {
  score: async () => ({ Component: (await import('./ScorePage')).default }),
  scoreCollected: async () => ({ Component: (await import('./CollectedPage')).default }),
  scoreSearch: async () => ({ Component: (await import('./SearchPage')).default }),
  scoreDetail: detail,
  scoreBasketballDetail: detail,
  footballDetail: detail,
  basketballDetail: detail,
};
