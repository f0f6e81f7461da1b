import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { BrandDescriptor } from '@live/brand-schema';
import type { ROOT_PAGE_SOURCES as APP_ROOT_PAGE_SOURCES } from '../../../packages/app/src/build-contract.ts';
import { gzipSize } from './sizes.ts';

export type RootRoute = BrandDescriptor['rootRoute'];

/**
 * The page module of each route a brand can open on (its root route). The app's route table
 * (packages/app/src/features/<area>/routes.tsx) loads these lazily; the build finds their chunks in Vite's
 * manifest, preloads the brand's one in index.html and measures first loads with them. Typed by the app's
 * build contract, so a moved page fails tsc.
 */
export const ROOT_PAGE_SOURCES: typeof APP_ROOT_PAGE_SOURCES & Record<RootRoute, string> = {
  score: 'src/features/score/ScorePage.tsx',
  live: 'src/features/live/LiveHomePage.tsx',
};

/**
 * What a first visit of a root route loads before the page shows: the entry's chunks (the entry, what it imports
 * once the first paint is up, and their static imports), then the page's.
 */
export interface FirstLoad {
  /** Script files (relative to the compiled app), the entry's first. */
  scripts: string[];
  /** The page's own chunks, beyond the entry's: modulepreloaded on brands that open on this route. */
  pageScripts: string[];
  /** The page's stylesheets, beyond the entry's. */
  pageCss: string[];
}

/**
 * First-load budgets in KB gzip per runtime (issue #14); `npm test` checks them (cli/test/budgets.test.ts). Both
 * are ratchets about half a KB over today's size of /m/score (React 135.5, preact/compat 78.2): the shared chunk's
 * export names move by tens of bytes whenever a lazy page imports one more of its helpers, so a ratchet at the
 * measured size fails on unrelated work. Lower them as the first load shrinks (issue #31 asks 120 KB on React);
 * never raise them without saying why in the commit.
 */
export const FIRST_LOAD_BUDGET_KB = { react: 136, preact: 78.7 } as const;

/**
 * Libraries that only some pages or rare moments need, and the strings only their code carries: hls.js's event
 * names, the chat client's ready event, the confirm dialog's confirm button class.
 */
export const NEVER_IN_FIRST_LOAD: Record<string, string> = {
  'hls.js': 'hlsMediaAttached',
  'chat client (@live/im-client)': 'sdkStateReady',
  'confirm dialog': 'uk-dialog__action--confirm',
};

export interface ChunkSize {
  file: string;
  gzipBytes: number;
}

/** Each script of a first load with its gzip size, and the libraries of NEVER_IN_FIRST_LOAD found in them. */
export async function measureFirstLoad(
  dir: string,
  load: FirstLoad,
): Promise<{ chunks: ChunkSize[]; totalKb: number; forbidden: string[] }> {
  const chunks: ChunkSize[] = [];
  const forbidden = new Set<string>();
  for (const file of load.scripts) {
    const code = await readFile(join(dir, file), 'utf8');
    chunks.push({ file, gzipBytes: await gzipSize(join(dir, file)) });
    for (const [name, marker] of Object.entries(NEVER_IN_FIRST_LOAD)) if (code.includes(marker)) forbidden.add(name);
  }
  const totalKb = chunks.reduce((sum, c) => sum + c.gzipBytes, 0) / 1024;
  return { chunks, totalKb, forbidden: [...forbidden] };
}
