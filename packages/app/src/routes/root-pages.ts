import { liveRoutes } from '../features/live/routes';
import { scoreRoutes } from '../features/score/routes';
import type { PageLoader, PageTable } from './page-table';
import type { RouteName } from './paths';

/**
 * The pages of the two root routes' features, in the first load: a brand opens on /score or /live (PAGES joins
 * the same tables and refuses a route given twice).
 */
export const ROOT_PAGES: PageTable = { ...scoreRoutes, ...liveRoutes };

/**
 * The loader of a route's page: a root feature's directly, any other through the full page table, fetched on
 * first use (about 5 KB gzip of loaders and preload lists that the first page does not need).
 */
export function pageLoader(name: RouteName): PageLoader {
  return (
    ROOT_PAGES[name] ??
    (async () => {
      const { PAGES } = await import('./pages');
      const load = PAGES[name];
      if (!load) throw new Error(`route ${name} is built but no feature gives its page`);
      return load();
    })
  );
}
