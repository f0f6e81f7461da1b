import type { RouteObject } from 'react-router-dom';
import type { DetailTabKey } from '../../domain/tabs';

const page = (tab: DetailTabKey) => async () => {
  const { MobileMatchPage } = await import('./MobileMatchPage');
  return { Component: () => <MobileMatchPage tab={tab} /> };
};

const FOOTBALL_TABS: readonly DetailTabKey[] = ['happening', 'analysis', 'lineup', 'index', 'rank'];
/** Basketball has no lineup page (spec §2). */
const BASKETBALL_TABS: readonly DetailTabKey[] = ['happening', 'analysis', 'index', 'rank'];

/** /mobile/{happening|analysis|lineup|index|rank}/:matchid and /mobile/basketball/... (no lineup). */
export const mobileRoutes: RouteObject[] = [
  ...FOOTBALL_TABS.map((tab) => ({ path: `mobile/${tab}/:matchid`, lazy: page(tab) })),
  ...BASKETBALL_TABS.map((tab) => ({ path: `mobile/basketball/${tab}/:matchid`, lazy: page(tab) })),
];
