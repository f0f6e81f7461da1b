import type { PageTable } from '../../routes/page-table';

export const vipRoutes: PageTable = {
  vipPlans: async () => ({ Component: (await import('./VipPlansPage')).default }),
  userBenefits: async () => ({ Component: (await import('./BenefitsPage')).default }),
};
