import type { PageTable } from '../../routes/page-table';

/** The site-wide search (spec §2 /search, §7 search calls). */
export const searchRoutes: PageTable = {
  search: async () => ({ Component: (await import('./SearchPage')).default }),
};
