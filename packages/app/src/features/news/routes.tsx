import type { PageTable } from '../../routes/page-table';

/** News (spec §2 /mobile/news); an article opens on its share page /share/dynamic/:id. */
export const newsRoutes: PageTable = {
  mobileNews: async () => ({ Component: (await import('./NewsListPage')).default }),
};
