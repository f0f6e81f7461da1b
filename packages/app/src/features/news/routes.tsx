import type { PageTable } from '../../routes/page-table';

/** News (spec §2 /mobile/news): the list, and each article read in the app at /mobile/news?id=. */
export const newsRoutes: PageTable = {
  mobileNews: async () => ({ Component: (await import('./NewsPage')).default }),
};
