import type { PageTable } from '../../routes/page-table';

export const headlineRoutes: PageTable = {
  headline: async () => ({ Component: (await import('./HeadlinePage')).default }),
};
