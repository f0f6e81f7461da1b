import { basename } from 'node:path';
import type { Rolldown } from 'vite';

/**
 * How the first load is chunked (issue #14). Left to itself, Rolldown splits what the entry imports once the first
 * paint is on screen (the app module: services, stores, router, API client, shell, their libraries) into a chunk per
 * set of pages sharing a module: about 20 files in one first load, each compressed on its own. One chunk per module
 * the entry imports dynamically holds that module's static imports instead (about 4 KB gzip less): the group is
 * seeded with them and Rolldown adds their dependencies as tree-shaken (a barrel's unused exports stay out). One
 * group per dynamic import keeps the entry's order of evaluation (it may load the runtime, yield, then the app).
 * Kept out of them:
 * - the modules the entry imports dynamically: the app module awaits its root page at top level, and that page
 *   imports the app's chunk, which would wait for the app module in turn if it were inside;
 * - Vite's preload helper: the entry imports it statically and must not run the app before the paint.
 */
export function firstLoadChunks(entry: string): Rolldown.CodeSplittingOptions {
  return {
    groups: [
      { name: 'preload-helper', test: /vite\/preload-helper/, priority: 1 },
      {
        debugName: 'imports of the modules the entry imports dynamically',
        name(id, ctx) {
          const lazy = ctx.getModuleInfo(entry)?.dynamicallyImportedIds ?? [];
          const owner = lazy.find((module) => ctx.getModuleInfo(module)?.importedIds.includes(id));
          return owner ? `${basename(owner).replace(/\.\w+$/, '')}-imports` : null;
        },
      },
    ],
  };
}
