import type { PageTable } from '../../routes/page-table';

export const userRoutes: PageTable = {
  userCenter: async () => ({ Component: (await import('./UserCenterPage')).default }),
};
