import type { PageTable } from '../../routes/page-table';

export const taskRoutes: PageTable = {
  userTask: async () => ({ Component: (await import('./TaskPage')).default }),
};
