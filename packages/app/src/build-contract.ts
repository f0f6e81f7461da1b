/**
 * What brandgen (cli/src/build) relies on in the app, as types: the CLI imports this module with `import type`
 * only (nothing imports the app at run time), so renaming a page or changing the first-paint module fails tsc,
 * not a build.
 */
import type * as FirstPaint from './first-paint';

/** The first-paint module's exports brandgen calls once it has built the module for Node. */
export type FirstPaintModule = Pick<
  typeof FirstPaint,
  'renderFirstPaint' | 'dateStripScript' | 'earlyCallScript' | 'landingScript'
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
