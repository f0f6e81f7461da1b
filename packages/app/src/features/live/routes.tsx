import type { PageTable } from '../../routes/page-table';

export const liveRoutes: PageTable = {
  live: async () => ({ Component: (await import('./LiveHomePage')).default }),
  liveLives: async () => ({ Component: (await import('./LivesPage')).default }),
  liveDetail: async () => ({ Component: (await import('./room/LiveDetailPage')).default }),
  anchorList: async () => ({ Component: (await import('./AnchorListPage')).default }),
};
