import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CompiledAppData, compileApp, RUNTIMES, removeCompiledApp } from '../src/build/compile.ts';
import {
  FIRST_LOAD_BUDGET_KB,
  measureFirstLoad,
  pageFirstLoad,
  ROUTE_FIRST_LOAD_BUDGETS,
  type RootRoute,
} from '../src/build/first-load.ts';

const ROUTES: RootRoute[] = ['score', 'live'];

/** One line per chunk, largest first, so an over-budget failure says where the bytes are. */
function chunkList(chunks: { file: string; gzipBytes: number }[]): string {
  return [...chunks]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((c) => `  ${(c.gzipBytes / 1024).toFixed(1).padStart(6)} KB  ${c.file}`)
    .join('\n');
}

// Sizes are deterministic, so the budgets are tests: one compile per runtime, shared by every check of it.
describe.each(RUNTIMES)('first-load JS on --runtime %s (gzip, issue #14)', (runtime) => {
  let app: CompiledAppData;
  beforeAll(async () => {
    app = await compileApp(runtime);
  });
  afterAll(() => removeCompiledApp(app));

  it.each(ROUTES)(`/m/%s stays within ${FIRST_LOAD_BUDGET_KB[runtime]} KB`, async (route) => {
    const { chunks, totalKb } = await measureFirstLoad(app.dir, app.firstLoads[route]);
    const budget = FIRST_LOAD_BUDGET_KB[runtime];
    const verdict = `/m/${route} loads ${totalKb.toFixed(1)} KB gzip first (budget ${budget} KB):\n${chunkList(chunks)}`;
    expect(totalKb <= budget, verdict).toBe(true);
  });

  // Deep links are first visits too (issue #31): each route of the table keeps its own budget, so a page's first
  // load cannot grow unnoticed.
  it.each(Object.entries(ROUTE_FIRST_LOAD_BUDGETS))(
    'a first visit of %s stays within its budget',
    async (route, budget) => {
      const scripts = await pageFirstLoad(app.dir, [app.entryScript, ...app.preloadScripts], budget.page);
      const { chunks, totalKb } = await measureFirstLoad(app.dir, { scripts });
      const verdict = `${route} loads ${totalKb.toFixed(1)} KB gzip first (budget ${budget[runtime]} KB):\n${chunkList(chunks)}`;
      expect(totalKb <= budget[runtime], verdict).toBe(true);
    },
  );

  it('the per-route measurement of a root page counts what the build counts for it, and a deep link the page table', async () => {
    const entryScripts = [app.entryScript, ...app.preloadScripts];
    for (const route of ROUTES) {
      const scripts = await pageFirstLoad(app.dir, entryScripts, ROUTE_FIRST_LOAD_BUDGETS[`/${route}`]?.page ?? '');
      expect([...scripts].sort()).toEqual([...app.firstLoads[route].scripts].sort());
    }
    const userCenter = await pageFirstLoad(app.dir, entryScripts, 'src/features/user/UserCenterPage.tsx');
    expect(userCenter.some((file) => /\/pages-[^/]+\.js$/.test(file))).toBe(true);
  });

  // The budget holds only if the measurement keeps every chunk: read from the built code, not Vite's manifest.
  it.each(ROUTES)(
    '/m/%s counts every chunk it runs: the entry, what it imports (the app module), their imports, the page',
    async (route) => {
      const { scripts, pageScripts } = app.firstLoads[route];
      const imported = async (file: string, pattern: RegExp) => {
        const code = await readFile(join(app.dir, file), 'utf8');
        return [...code.matchAll(pattern)].map((match) => join(dirname(file), match[1] ?? ''));
      };
      // Minified static imports: `import{a as b}from"./x.js"` and `import"./x.js"`; the entry's dynamic imports.
      const staticImport = /(?:from|\bimport)\s*["'`]\.\/([^"'`]+\.js)["'`]/g;
      const entryImports = await imported(app.entryScript, /\bimport\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g);
      expect(entryImports.some((file) => /\/boot-[^/]+\.js$/.test(file))).toBe(true);
      const uncounted: string[] = [];
      for (const file of [...scripts, ...entryImports]) {
        for (const dep of await imported(file, staticImport))
          if (!scripts.includes(dep)) uncounted.push(`${file} -> ${dep}`);
      }
      expect(uncounted).toEqual([]);
      expect(scripts).toEqual(expect.arrayContaining([app.entryScript, ...entryImports, ...pageScripts]));
    },
  );

  it.each(ROUTES)('/m/%s loads neither hls.js, the chat client nor the confirm dialog first', async (route) => {
    const { forbidden } = await measureFirstLoad(app.dir, app.firstLoads[route]);
    expect(forbidden).toEqual([]);
  });

  // Issue #31: the API client loads axios with its first request (packages/app/src/api/core/load-http.ts); the
  // first page's data comes from index.html's early call meanwhile. One of axios's error codes marks its code.
  it.each(ROUTES)('/m/%s leaves axios to the first request', async (route) => {
    const code = await Promise.all(app.firstLoads[route].scripts.map((f) => readFile(join(app.dir, f), 'utf8')));
    expect(code.filter((chunk) => chunk.includes('ERR_FR_TOO_MANY_REDIRECTS'))).toEqual([]);
  });

  it("ships react-router's production build and none of axios's unused parts", async () => {
    const code = (await Promise.all(app.firstLoads.score.scripts.map((f) => readFile(join(app.dir, f), 'utf8')))).join(
      '\n',
    );
    // A development-only warning of react-router; the status name table; the FormData body builder.
    expect(code).not.toContain('No routes matched location');
    expect(code).not.toContain('NetworkAuthenticationRequired');
    expect(code).not.toContain('multipart/form-data; boundary=');
  });

  it('the React runtime ships react-dom in the entry, the preact one does not', async () => {
    const entryChunks = await Promise.all(
      [app.entryScript, ...app.preloadScripts].map((f) => readFile(join(app.dir, f), 'utf8')),
    );
    // React's own error decoder link is in every production react-dom; preact has none.
    const hasReactDom = entryChunks.some((code) => code.includes('react.dev/errors/'));
    expect(hasReactDom).toBe(runtime === 'react');
  });
});
