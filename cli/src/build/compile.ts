import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import type { FirstPaintModule } from '../../../packages/app/src/build-contract.ts';
import { build, type InlineConfig } from 'vite';
import { BASE } from './assets-base.ts';
import { makeFilesReadable } from './atomic.ts';
import { inProduction } from './load-app.ts';
import { APP_DIR, BUILD_CACHE_DIR } from '../paths.ts';
import { writeCompressed } from './compress.ts';
import { type FirstLoad, PAGE_TABLE_SOURCE, ROOT_PAGE_SOURCES, type RootRoute, routeChunks } from './first-load.ts';
import { pageSourcesByRoute } from './page-sources.ts';
import { type RoutePreloads, routePreloadTable } from './stamp.ts';

const ROOT_ROUTES = Object.keys(ROOT_PAGE_SOURCES) as RootRoute[];

/** What the app's React code runs on: React 19 and react-dom (the default), or preact/compat (smaller). */
export const RUNTIMES = ['react', 'preact'] as const;
export type Runtime = (typeof RUNTIMES)[number];

/** The app's Vite config per runtime: vite.preact.config.ts is the default config with preact/compat aliases. */
export const VITE_CONFIGS: Record<Runtime, string> = { react: 'vite.config.ts', preact: 'vite.preact.config.ts' };

/**
 * The app module: the entry (src/main.tsx) lets the stamped first paint show, then imports it dynamically, so a
 * first load is the entry, what it imports, their static imports (all preloaded by index.html), then the page.
 */
const APP_MODULE = 'src/boot.tsx';

/** The app's module that renders a root route's first paint, built for Node beside the client build. */
const FIRST_PAINT_ENTRY = 'src/first-paint.tsx';
const FIRST_PAINT_DIR = '.first-paint';

/** A brand's root route as the app first renders it (packages/app/src/first-paint.tsx), as HTML. */
export type RenderFirstPaint = FirstPaintModule['renderFirstPaint'];

/** The brand-neutral app, compiled once per build and shared byte for byte by every brand. */
export interface CompiledApp {
  dir: string;
  runtime: Runtime;
  /** Files relative to dir (posix), the Vite manifest and the first-paint module excluded. */
  files: string[];
  /** The folders the files are in, relative to dir, parents first. */
  folders: string[];
  /**
   * What the files' paths are appended to in every URL: the site's base (each brand folder holds them), or
   * `build --assets-base` (one folder for every brand, the brand folders none).
   */
  assetsBase: string;
  entryScript: string;
  /**
   * The chunks every first load runs beyond the entry (the app module and the static imports of both): the entry's
   * import of the app preloads them together, once the first paint is up.
   */
  preloadScripts: string[];
  /** What opening each root route loads first (its page preloaded on brands that open there). */
  firstLoads: Record<RootRoute, FirstLoad>;
  /** Each route's own stylesheets and chunks beyond preloadScripts and firstPaintCssFiles, by route name: fetched when an address lands on it. */
  routeChunks: Record<string, string[]>;
  /** preloadScripts and routeChunks as the deep-link script's table, the same for every brand: made once. */
  routePreloads: RoutePreloads;
  /** The first-paint module (the server-side build), whose functions follow: a stamping thread imports it again. */
  firstPaintFile: string;
  renderFirstPaint: RenderFirstPaint;
  dateStripScript: FirstPaintModule['dateStripScript'];
  /** Starts the landing route's first API calls while the JS loads (index.html's part, the deep-link script's). */
  earlyCallScript: FirstPaintModule['earlyCallScript'];
  /** The deep-link script's first part: which route the address lands on (issue #31). */
  landingScript: FirstPaintModule['landingScript'];
  /** A deep link's shells, painted by index.html before any script (issue #31), and which routes take which. */
  renderShells: FirstPaintModule['renderShells'];
  /** The source of the function index.html finds an address's shell with. */
  landingFunction: FirstPaintModule['landingFunction'];
  /**
   * The entry's and both root pages' CSS, in that order, for index.html to inline: the first paint then needs no
   * stylesheet request (one round trip each on a phone network) and nothing blocks rendering.
   */
  firstPaintCss: string;
  /** The files firstPaintCss was read from, in the same order. */
  firstPaintCssFiles: string[];
  seconds: number;
}

/**
 * A compiled app as compileApp returns it and as it crosses to a stamping thread (batch.ts): without the first-paint
 * functions, which whoever stamps imports from firstPaintFile (load-app.ts); a build that stamps on threads never
 * imports them in its own thread.
 */
export type CompiledAppData = Omit<CompiledApp, keyof FirstPaintModule>;

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
}

/** Every file under dir, relative to it with / separators. */
export async function listFiles(dir: string, root = dir): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await listFiles(path, root)));
    else out.push(relative(root, path).split('\\').join('/'));
  }
  return out;
}

/** Manifest keys of every chunk the given one imports statically, transitively. */
function staticImportKeys(manifest: Record<string, ManifestChunk>, key: string, seen = new Set<string>()): Set<string> {
  for (const dep of manifest[key]?.imports ?? []) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticImportKeys(manifest, dep, seen);
  }
  return seen;
}

/**
 * Compiles into a folder of its own under the build cache, so two builds at once (CI jobs, test runs) never
 * empty or mix each other's files; the caller removes it with removeCompiledApp once the brands are stamped.
 */
export async function compileApp(runtime: Runtime, assetsBase = BASE): Promise<CompiledAppData> {
  await mkdir(BUILD_CACHE_DIR, { recursive: true });
  const outDir = await mkdtemp(join(BUILD_CACHE_DIR, 'app-'));
  try {
    return await compileInto(outDir, runtime, assetsBase);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}

export async function removeCompiledApp(app: Pick<CompiledAppData, 'dir'>): Promise<void> {
  await rm(app.dir, { recursive: true, force: true });
}

/**
 * Vite's base stays the site's (/m/); only the compiled files' URLs move to an assets base: the entry's and the
 * chunks' preload lists, CSS url()s and imported assets (chunks import each other by relative path, so they
 * follow). Both builds, so the stamped first paint's asset URLs match the client's.
 */
function builtUrls(assetsBase: string): InlineConfig['experimental'] {
  return assetsBase === BASE ? {} : { renderBuiltUrl: (filename: string) => `${assetsBase}${filename}` };
}

async function compileInto(outDir: string, runtime: Runtime, assetsBase: string): Promise<CompiledAppData> {
  const started = performance.now();
  await inProduction(async () => {
    await build({
      configFile: join(APP_DIR, VITE_CONFIGS[runtime]),
      root: APP_DIR,
      mode: 'production',
      logLevel: 'warn',
      experimental: builtUrls(assetsBase),
      build: { outDir, emptyOutDir: true, manifest: true },
    });
    // The first paint renders with React whatever the runtime: it is HTML the client replaces.
    await build({
      configFile: join(APP_DIR, VITE_CONFIGS.react),
      root: APP_DIR,
      mode: 'production',
      logLevel: 'warn',
      experimental: builtUrls(assetsBase),
      build: {
        ssr: FIRST_PAINT_ENTRY,
        outDir: join(outDir, FIRST_PAINT_DIR),
        emptyOutDir: false,
        manifest: false,
        copyPublicDir: false,
        // index.html inlines some of its functions' source (the early calls, the landing, the date strip): minified,
        // as the client's code is (issue #31: the page within TCP's first window).
        minify: true,
      },
    });
  });
  const manifestFile = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`the app build wrote no manifest at ${manifestFile}`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('the app build has no entry chunk in its manifest');
  const entryImports = entry.dynamicImports ?? [];
  if (!entryImports.includes(APP_MODULE)) {
    throw new Error(`the app build's entry does not import ${APP_MODULE} (the app module moved?)`);
  }
  // Everything before the page: the entry's static imports, what it imports dynamically and their static imports.
  const entryKeys = new Set([...staticImportKeys(manifest, entryKey), ...entryImports]);
  for (const key of entryImports) staticImportKeys(manifest, key, entryKeys);
  entryKeys.delete(entryKey);
  const imported = [...entryKeys].map((k) => manifest[k]).filter((c) => c !== undefined);
  const preloadScripts = imported.map((c) => c.file);
  const css = new Set([...(entry.css ?? []), ...imported.flatMap((c) => c.css ?? [])]);
  const entryScripts = [entry.file, ...preloadScripts];
  const firstLoad = (route: RootRoute): FirstLoad => {
    const pageKey = ROOT_PAGE_SOURCES[route];
    if (!manifest[pageKey]) throw new Error(`the app build has no chunk for ${pageKey} (the ${route} page moved?)`);
    const pageChunks = [pageKey, ...staticImportKeys(manifest, pageKey)]
      .filter((k) => k !== entryKey && !entryKeys.has(k))
      .map((k) => manifest[k])
      .filter((c) => c !== undefined);
    const pageScripts = pageChunks.map((c) => c.file);
    const pageCss = [...new Set(pageChunks.flatMap((c) => c.css ?? []))].filter((f) => !css.has(f));
    return { scripts: [...entryScripts, ...pageScripts], pageScripts, pageCss };
  };
  const firstLoads: Record<RootRoute, FirstLoad> = { score: firstLoad('score'), live: firstLoad('live') };
  const firstPaintCssFiles = [...css, ...new Set(ROOT_ROUTES.flatMap((route) => firstLoads[route].pageCss))];
  const routeChunkFiles = routeChunks(
    manifest,
    new Set([entryKey, ...entryKeys]),
    await pageSourcesByRoute(APP_DIR, PAGE_TABLE_SOURCE),
    new Set(firstPaintCssFiles),
  );
  const firstPaintCss = (await Promise.all(firstPaintCssFiles.map((f) => readFile(join(outDir, f), 'utf8')))).join(
    '\n',
  );
  const files = (await listFiles(outDir)).filter((f) => !f.startsWith('.vite/') && !f.startsWith(FIRST_PAINT_DIR));
  files.push(...(await writeCompressed(outDir, files)));
  // Once here rather than in every brand folder: the brands' hard links share these files' modes.
  makeFilesReadable(outDir, files);
  const folders = [...new Set(files.map((f) => dirname(f)).filter((f) => f !== '.'))].sort();
  return {
    dir: outDir,
    runtime,
    files,
    folders,
    assetsBase,
    entryScript: entry.file,
    preloadScripts,
    firstLoads,
    routeChunks: routeChunkFiles,
    routePreloads: routePreloadTable({ assetsBase, preloadScripts, routeChunks: routeChunkFiles }),
    firstPaintFile: join(outDir, FIRST_PAINT_DIR, 'first-paint.js'),
    firstPaintCss,
    firstPaintCssFiles,
    seconds: (performance.now() - started) / 1000,
  };
}
