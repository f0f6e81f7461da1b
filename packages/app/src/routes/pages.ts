import { aboutRoutes } from '../features/about/routes';
import { accountRoutes } from '../features/account/routes';
import { chatRoutes } from '../features/chat/routes';
import { dataRoutes } from '../features/data/routes';
import { databaseRoutes } from '../features/database/routes';
import { newsRoutes } from '../features/news/routes';
import { searchRoutes } from '../features/search/routes';
import { headlineRoutes } from '../features/headline/routes';
import { liveRoutes } from '../features/live/routes';
import { mobileRoutes } from '../features/mobile/routes';
import { scoreRoutes } from '../features/score/routes';
import { shareRoutes } from '../features/share/routes';
import { talkRoutes } from '../features/talk/routes';
import { userRoutes } from '../features/user/routes';
import { videoRoutes } from '../features/video/routes';
import { activityRoutes } from '../features/activity/routes';
import { shopRoutes } from '../features/shop/routes';
import { taskRoutes } from '../features/task/routes';
import { vipRoutes } from '../features/vip/routes';
import { walletRoutes } from '../features/wallet/routes';
import type { PageTable } from './page-table';
import type { RouteName } from './paths';

/** Joins the features' page tables; two features claiming one route is a mistake worth failing on. */
export function joinPages(tables: PageTable[]): PageTable {
  const joined: PageTable = {};
  for (const table of tables) {
    for (const [name, load] of Object.entries(table) as [RouteName, PageTable[RouteName]][]) {
      if (joined[name]) throw new Error(`two features give a page for route ${name}`);
      joined[name] = load;
    }
  }
  return joined;
}

/**
 * Every built page, keyed by route name. This table (its loaders and their preload lists) is not in the first
 * load: the router fetches it on the first visit to a page outside the root routes (see root-pages.ts).
 */
export const PAGES: PageTable = joinPages([
  scoreRoutes,
  mobileRoutes,
  liveRoutes,
  videoRoutes,
  shareRoutes,
  headlineRoutes,
  accountRoutes,
  userRoutes,
  aboutRoutes,
  talkRoutes,
  chatRoutes,
  databaseRoutes,
  dataRoutes,
  newsRoutes,
  searchRoutes,
  walletRoutes,
  vipRoutes,
  shopRoutes,
  activityRoutes,
  taskRoutes,
]);
