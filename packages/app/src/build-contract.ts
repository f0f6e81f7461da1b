/**
 * What brandgen (cli/src/build) relies on in the app, as types: the CLI imports this module with `import type`
 * only (nothing imports the app at run time), so renaming a page or changing the first-paint module fails tsc,
 * not a build.
 */
import type * as FirstPaint from './first-paint';

/** The first-paint module's exports brandgen calls once it has built the module for Node. */
export type FirstPaintModule = Pick<
  typeof FirstPaint,
  'renderFirstPaint' | 'dateStripScript' | 'earlyCallScript' | 'landingScript' | 'renderShells' | 'landingFunction'
>;

/**
 * The page module each root route opens, as a path from the app's folder: brandgen finds its chunk in Vite's
 * manifest, preloads it and measures first loads with it. The CLI's copy is typed `typeof ROOT_PAGE_SOURCES`,
 * so the two cannot differ; RootPageModules below makes tsc check that each path names a module.
 */
export const ROOT_PAGE_SOURCES = {
  score: 'src/features/score/ScorePage.tsx',
  live: 'src/features/live/LiveHomePage.tsx',
} as const satisfies Record<FirstPaint.FirstPaintRoute, `src/${string}.tsx`>;

/** The modules ROOT_PAGE_SOURCES names: moving or renaming a page fails here, beside the path to change. */
export interface RootPageModules {
  score: typeof import('./features/score/ScorePage.tsx');
  live: typeof import('./features/live/LiveHomePage.tsx');
}

/**
 * The page module of each deep-link route whose first load has a budget (a route of every page group of spec §2,
 * cli/src/build/first-load.ts ROUTE_FIRST_LOAD_BUDGETS, typed by this table so the two cannot differ).
 */
export const BUDGETED_PAGE_SOURCES = {
  '/score/detail/:matchid': 'src/features/score/detail/MatchDetailPage.tsx',
  '/live-detail/:id': 'src/features/live/room/LiveDetailPage.tsx',
  '/headline': 'src/features/headline/HeadlinePage.tsx',
  '/search': 'src/features/search/SearchPage.tsx',
  '/login': 'src/features/account/LoginPage.tsx',
  '/activities': 'src/features/activity/ActivitiesPage.tsx',
  '/newshop': 'src/features/shop/ShopPage.tsx',
  '/shortvideo/:id': 'src/features/video/ShortVideoPage.tsx',
  '/rec-video/:id': 'src/features/video/RecVideoPage.tsx',
  '/share/match/:sport/:id': 'src/features/share/SharePages.tsx',
  '/mobile/happening/:matchid': 'src/features/mobile/MobileMatchPage.tsx',
  '/database': 'src/features/database/DatabasePage.tsx',
  '/database/league/:sname/:cid': 'src/features/database/LeaguePage.tsx',
  '/c2c': 'src/features/chat/ChatListPage.tsx',
  '/chat-group/:id': 'src/features/chat/GroupChatPage.tsx',
  '/user-center': 'src/features/user/UserCenterPage.tsx',
  '/data': 'src/features/data/DataHomePage.tsx',
  '/data/model/detail/:type/:id': 'src/features/data/ModelDetailPage.tsx',
} as const satisfies Record<string, `src/${string}.tsx`>;

/** The modules BUDGETED_PAGE_SOURCES names: moving or renaming a page fails here, beside the path to change. */
export interface BudgetedPageModules {
  '/score/detail/:matchid': typeof import('./features/score/detail/MatchDetailPage.tsx');
  '/live-detail/:id': typeof import('./features/live/room/LiveDetailPage.tsx');
  '/headline': typeof import('./features/headline/HeadlinePage.tsx');
  '/search': typeof import('./features/search/SearchPage.tsx');
  '/login': typeof import('./features/account/LoginPage.tsx');
  '/activities': typeof import('./features/activity/ActivitiesPage.tsx');
  '/newshop': typeof import('./features/shop/ShopPage.tsx');
  '/shortvideo/:id': typeof import('./features/video/ShortVideoPage.tsx');
  '/rec-video/:id': typeof import('./features/video/RecVideoPage.tsx');
  '/share/match/:sport/:id': typeof import('./features/share/SharePages.tsx');
  '/mobile/happening/:matchid': typeof import('./features/mobile/MobileMatchPage.tsx');
  '/database': typeof import('./features/database/DatabasePage.tsx');
  '/database/league/:sname/:cid': typeof import('./features/database/LeaguePage.tsx');
  '/c2c': typeof import('./features/chat/ChatListPage.tsx');
  '/chat-group/:id': typeof import('./features/chat/GroupChatPage.tsx');
  '/user-center': typeof import('./features/user/UserCenterPage.tsx');
  '/data': typeof import('./features/data/DataHomePage.tsx');
  '/data/model/detail/:type/:id': typeof import('./features/data/ModelDetailPage.tsx');
}
