import type { ModelTypeName } from '@live/api-contract';
import type { PageTable } from '../../routes/page-table';

const list = (type: ModelTypeName) => async () => {
  const { ModelListPage } = await import('./ModelListPage');
  return { Component: () => <ModelListPage type={type} /> };
};

const mobile = (type: ModelTypeName) => async () => {
  const { MobileModelPage } = await import('./MobileModelPage');
  return { Component: () => <MobileModelPage type={type} /> };
};

/** Data models (spec §2 /data, §4): home, lists per type, detail, subscribe, records and the /mobile/ details. */
export const dataRoutes: PageTable = {
  data: async () => ({ Component: (await import('./DataHomePage')).default }),
  dataModelUpset: list('upset'),
  dataModelDiversity: list('diversity'),
  dataModelPoisson: list('poisson'),
  dataModelMargin: list('margin'),
  dataModelDetail: async () => ({ Component: (await import('./ModelDetailPage')).default }),
  dataModelSubscribe: async () => ({ Component: (await import('./SubscribePage')).default }),
  dataModelSubscriptionRecords: async () => ({ Component: (await import('./RecordsPage')).default }),
  mobileModelUpset: mobile('upset'),
  mobileModelDiversity: mobile('diversity'),
  mobileModelPoisson: mobile('poisson'),
  mobileModelMargin: mobile('margin'),
};
