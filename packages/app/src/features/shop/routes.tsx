import type { PageTable } from '../../routes/page-table';

export const shopRoutes: PageTable = {
  newshop: async () => ({ Component: (await import('./ShopPage')).default }),
  newshopRecords: async () => ({ Component: (await import('./RecordsPage')).default }),
  userMyAddress: async () => ({ Component: (await import('./AddressPage')).default }),
};
