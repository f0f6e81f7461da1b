import type { DetailTabKey } from '../../domain/tabs';
import type { PageTable } from '../../routes/page-table';

const page = (tab: DetailTabKey) => async () => {
  const { MobileMatchPage } = await import('./MobileMatchPage');
  return { Component: () => <MobileMatchPage tab={tab} /> };
};

/** /mobile/{happening|analysis|lineup|index|rank}/:matchid and /mobile/basketball/... (no lineup, spec §2). */
export const mobileRoutes: PageTable = {
  mobileHappening: page('happening'),
  mobileAnalysis: page('analysis'),
  mobileLineup: page('lineup'),
  mobileIndex: page('index'),
  mobileRank: page('rank'),
  mobileBasketballHappening: page('happening'),
  mobileBasketballAnalysis: page('analysis'),
  mobileBasketballIndex: page('index'),
  mobileBasketballRank: page('rank'),
};
