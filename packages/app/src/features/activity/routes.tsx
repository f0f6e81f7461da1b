import type { PageTable } from '../../routes/page-table';

export const activityRoutes: PageTable = {
  activities: async () => ({ Component: (await import('./ActivitiesPage')).default }),
  activity: async () => ({ Component: (await import('./ActivityPage')).default }),
  mobileActivity: async () => ({ Component: (await import('./MobileActivityPage')).default }),
  mobilePackageRules: async () => ({ Component: (await import('./PackageRulesPage')).default }),
};
