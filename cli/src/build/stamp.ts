import { createHash } from 'node:crypto';
import { chmodSync, copyFileSync, existsSync, linkSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import {
  type BrandDescriptor,
  type BrandRuntimeConfig,
  type BuildEnv,
  brandCssText,
  type ImageKey,
  toRuntimeConfig,
} from '@live/brand-schema';
import { BASE } from './assets-base.ts';
import type { Staged } from './atomic.ts';
import type { CompiledApp, CompiledAppData } from './compile.ts';
import type { RootRoute } from './first-load.ts';
import { onceCompressedCopies, writeBrandCompressed } from './compress.ts';
import { linkOrCopy, SharedFiles } from './shared-files.ts';
import { loadTemplate } from './templates.ts';

export { BASE } from './assets-base.ts';
/** Above this viewport width the root font stops growing (desktop browsers show the phone layout). */
export const MAX_LAYOUT_WIDTH = 540;

export const IMAGE_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
};

const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex');

/** `file` named with the start of its content's sha256 (`hash`). */
function hashedName(file: string, hash: string): string {
  const ext = extname(file);
  return `${basename(file, ext)}.${hash.slice(0, 10)}${ext}`;
}

/**
 * The compiled files are identical for every brand and never modified in place (their folder is removed after
 * the build; the links keep the files), so a hard link is a safe, near-free copy; another file system gets a
 * real copy. Synchronous: some 700 files a brand, and one awaited call each cost more than the links. The paths
 * are concatenated, not joined: app.files are plain relative paths, and path.join's normalising of ~1,800 paths a
 * brand showed in the stamping threads' CPU profile.
 */
export function linkCompiledApp(app: CompiledApp, outDir: string): void {
  for (const folder of app.folders) mkdirSync(join(outDir, folder), { recursive: true });
  for (const file of app.files) {
    linkOrCopy(`${app.dir}/${file}`, `${outDir}/${file}`);
  }
}

/**
 * `build --assets-base`: the compiled app goes once into `folder` (`<out>/_assets/`), added to what is there:
 * its names carry content hashes, so a file already there is this one, and pages of earlier builds keep theirs
 * (as on a CDN). Readable by all, like the brand folders.
 */
export function publishSharedAssets(app: CompiledAppData, folder: string): void {
  for (const dir of ['', ...app.folders]) {
    mkdirSync(join(folder, dir), { recursive: true });
    chmodSync(join(folder, dir), 0o755);
  }
  for (const file of app.files) {
    const target = join(folder, file);
    if (existsSync(target)) continue;
    try {
      linkSync(join(app.dir, file), target);
    } catch {
      // Another file system: a copy, moved into place whole.
      copyFileSync(join(app.dir, file), `${target}.partial`);
      renameSync(`${target}.partial`, target);
    }
    chmodSync(target, 0o644);
  }
}

/** Each compiled app's shared brand files (shared-files.ts), in a folder of its own. */
const sharedFiles = new WeakMap<CompiledApp, SharedFiles>();

function sharedFilesOf(app: CompiledApp): SharedFiles {
  let shared = sharedFiles.get(app);
  if (!shared) sharedFiles.set(app, (shared = new SharedFiles(join(app.dir, '.brand-files'))));
  return shared;
}

/**
 * Links the brand's images (as read and checked by loadBrand) under brand/ with content-hashed names, with their
 * compressed copies, from the build's shared files; returns their URLs and the files linked.
 */
function stampImages(brand: BrandDescriptor, data: ReadonlyMap<string, Buffer>, outDir: string, shared: SharedFiles) {
  mkdirSync(join(outDir, 'brand'), { recursive: true });
  const linked: string[] = [];
  const urls = {} as Record<ImageKey, string>;
  const byPath = new Map<string, string>();
  for (const [key, path] of Object.entries(brand.images) as [ImageKey, string][]) {
    let url = byPath.get(path);
    if (!url) {
      const bytes = data.get(path);
      if (!bytes) throw new Error(`images.${key}: ${path} was not loaded`);
      const hash = sha256(bytes);
      const name = hashedName(path, hash);
      linked.push(...shared.link(outDir, `brand/${name}`, bytes, hash));
      url = `${BASE}brand/${name}`;
      byPath.set(path, url);
    }
    urls[key] = url;
  }
  return { urls, linked };
}

/** A rendered deep-link script: its hashed name, its bytes and their sha256. */
interface DeepLinkScript {
  name: string;
  data: Buffer;
  hash: string;
}

/** Each compiled app's deep-link scripts, by their landing script: the rest of the script is the same for every brand. */
const deepLinkScripts = new WeakMap<CompiledApp, Map<string, Promise<DeepLinkScript>>>();

/**
 * The brand's deep-link script (templates/deep-link.js.hbs): the same for every brand of a root route (its early calls
 * read the brand's fields from the page's config, first-paint.tsx earlyCallScript), so rendered once per build and
 * thread and linked from the build's shared files with its compressed copies (issue #31 item 3: its rendering and
 * compression were a third of a brand's stamping).
 */
function deepLinkScript(app: CompiledApp, config: BrandRuntimeConfig): Promise<DeepLinkScript> {
  let scripts = deepLinkScripts.get(app);
  if (!scripts) deepLinkScripts.set(app, (scripts = new Map()));
  const landing = app.landingScript(config);
  let script = scripts.get(landing);
  if (!script) {
    script = (async () => {
      const text = (await loadTemplate('deep-link.js.hbs'))({
        landing,
        preloads: app.routePreloads,
        earlyCall: app.earlyCallScript(config, 'deep'),
      });
      const data = Buffer.from(text);
      const hash = sha256(data);
      return { name: hashedName('deep-link.js', hash), data, hash };
    })();
    scripts.set(landing, script);
  }
  return script;
}

/**
 * A brand's own files, written synchronously (a dozen small files: each awaited call cost more than its write)
 * and kept for their compressed copies, which need not read them back.
 */
class Written {
  readonly contents: { file: string; data: Buffer }[] = [];
  private readonly dir: string;
  constructor(dir: string) {
    this.dir = dir;
  }
  write(file: string, data: string | Buffer): void {
    const bytes = typeof data === 'string' ? Buffer.from(data) : data;
    writeFileSync(join(this.dir, file), bytes);
    this.contents.push({ file, data: bytes });
  }
}

/** A stamped brand: how many files its folder holds, and what it wrote itself (to make readable, atomic.ts). */
export interface StampedBrand {
  files: number;
  staged: Staged;
}

/**
 * Writes one complete brand site into outDir: the shared compiled app (unless it is published once under an
 * assets base, compileApp's assetsBase) plus everything brand-specific.
 */
export async function stampBrand(
  brand: BrandDescriptor,
  imageData: ReadonlyMap<string, Buffer>,
  app: CompiledApp,
  env: BuildEnv,
  outDir: string,
): Promise<StampedBrand> {
  mkdirSync(outDir, { recursive: true });
  if (app.assetsBase === BASE) linkCompiledApp(app, outDir);
  const written = new Written(outDir);
  const { urls: images, linked: imageFiles } = stampImages(brand, imageData, outDir, sharedFilesOf(app));

  const manifestText = (await loadTemplate('manifest.webmanifest.hbs'))({
    siteName: brand.siteName,
    shortName: brand.shortName,
    language: brand.language,
    base: BASE,
    themeColor: brand.theme.primary,
    backgroundColor: brand.theme.light.background,
    appIcon: images.appIcon,
    appIconType: IMAGE_TYPES[extname(brand.images.appIcon)] ?? 'image/png',
  });
  JSON.parse(manifestText); // a template edit that breaks the JSON fails this brand here, not in browsers
  const manifestName = hashedName('manifest.webmanifest', sha256(manifestText));
  written.write(manifestName, manifestText);

  const config = toRuntimeConfig(brand, env, images);
  const routes = Object.keys(app.firstLoads) as RootRoute[];
  const pages = await Promise.all(
    routes.map(async (route) => ({
      route,
      path: `${BASE}${route}`,
      html: await app.renderFirstPaint(config, route),
      // Preloaded when the address opens this page (data-first-paint), whichever the brand's root route is.
      preloads: app.firstLoads[route].pageScripts.map((f) => `${app.assetsBase}${f}`),
    })),
  );
  const shells = await app.renderShells(config);
  const deepLink = await deepLinkScript(app, config);
  const deepLinkFiles = sharedFilesOf(app).link(
    outDir,
    deepLink.name,
    deepLink.data,
    deepLink.hash,
    onceCompressedCopies,
  );
  const html = await renderIndexHtml(brand, env, images, {
    entry: `${app.assetsBase}${app.entryScript}`,
    favicon: images.favicon,
    appIcon: images.appIcon,
    stylesheets: [],
    inlineCss: app.firstPaintCss,
    inlinedStylesheets: app.firstPaintCssFiles.map((f) => `${app.assetsBase}${f}`),
    manifest: `${BASE}${manifestName}`,
    firstPaint: {
      base: BASE.slice(0, -1),
      rootRoute: brand.rootRoute,
      pages,
      dateStrip: app.dateStripScript(config),
      earlyCall: app.earlyCallScript(config, 'root'),
      deepLinkScript: `${BASE}${deepLink.name}`,
      shells: Object.entries(shells.html).map(([key, html]) => ({ key, html })),
      shellRoutes: shells.routes,
      shellFallback: shells.fallback,
      landing: app.landingFunction(),
    },
  });
  written.write('index.html', html);
  const copies = writeBrandCompressed(outDir, written.contents);
  const linked = app.assetsBase === BASE;
  return {
    files:
      (linked ? app.files.length : 0) +
      imageFiles.length +
      deepLinkFiles.length +
      written.contents.length +
      copies.length,
    staged: {
      folders: [...(linked ? app.folders : []), 'brand'],
      files: [...written.contents.map(({ file }) => file), ...copies],
    },
  };
}

/** The root routes' first paints (packages/app/src/first-paint.tsx), one of which the page shows by address. */
export interface FirstPaint {
  /** The base path without its slash: the address that opens the root route. */
  base: string;
  rootRoute: RootRoute;
  pages: { route: RootRoute; path: string; html: string; preloads: string[] }[];
  /**
   * The stamped date strip shows the build day: the page relabels it with the visitor's days, by this function
   * expression (`relabel(content)`, first-paint.tsx `dateStripScript`).
   */
  dateStrip: string;
  /** Asks for the API host list and starts a stamped root page's first API calls, for the app to adopt. */
  earlyCall: string;
  /**
   * The deep-link script's address (templates/deep-link.js.hbs), which index.html loads for any other address: it
   * finds the route, preloads its chunks and starts its first calls. Apart, so index.html stays as small as the
   * root pages need (a page larger than TCP's first window costs a round trip), whatever the number of routes.
   */
  deepLinkScript: string;
  /**
   * A deep link's shells (issue #31): the frame of the route's page group, which index.html shows for any other
   * address of the app as it shows a root page's first paint, so that paint waits for no script.
   */
  shells: { key: string; html: string }[];
  /** [shell key, route pattern] of the routes whose shell is not shellFallback, matched by `landing`. */
  shellRoutes: [string, string][];
  shellFallback: string;
  /** The source of first-paint-landing.ts's landingRoute, which picks an address's shell. */
  landing: string;
}

/**
 * What a deep link fetches early (issue #31): the app's chunks (`entry`) and the landing route's stylesheets and chunks, as indexes
 * into `files` (each chunk written once: many routes share them).
 */
export interface RoutePreloads {
  files: string[];
  entry: number[];
  routes: Record<string, number[]>;
}

export function routePreloadTable(
  app: Pick<CompiledApp, 'assetsBase' | 'preloadScripts' | 'routeChunks'>,
): RoutePreloads {
  const files: string[] = [];
  const indexes = new Map<string, number>();
  const index = (file: string) => {
    const url = `${app.assetsBase}${file}`;
    let at = indexes.get(url);
    if (at === undefined) indexes.set(url, (at = files.push(url) - 1));
    return at;
  };
  const entry = app.preloadScripts.map(index);
  const routes = Object.fromEntries(
    Object.entries(app.routeChunks).map(([route, chunks]) => [route, chunks.map(index)]),
  );
  return { files, entry, routes };
}

export interface PageAssets {
  entry: string;
  favicon: string;
  appIcon: string;
  stylesheets: string[];
  manifest: string;
  /** Left out by `brandgen dev`, whose modules compile on request. */
  firstPaint?: FirstPaint;
  /** The app's first-paint CSS (CompiledApp.firstPaintCss), inlined instead of linked; not in `brandgen dev`. */
  inlineCss?: string;
  /**
   * The stylesheets inlineCss holds, linked disabled by a script (the preload scanner fetches a disabled link
   * written in the markup; a disabled one added by a script is never fetched), so Vite's module loader, which
   * fetches a module's stylesheets before importing it unless the page links them, finds them linked (the entry's
   * import of the app module and the root pages' imports would wait for them).
   */
  inlinedStylesheets?: string[];
}

/** Themes whose CSS variables are kept: brands sharing a theme derive them once (its contrast work is not free). */
const MAX_THEMES = 1024;
const themeCss = new Map<string, string>();

function themeCssText(theme: BrandDescriptor['theme']): string {
  const key = JSON.stringify(theme);
  let css = themeCss.get(key);
  if (css === undefined) {
    css = brandCssText(theme);
    if (themeCss.size < MAX_THEMES) themeCss.set(key, css);
  }
  return css;
}

/** The brand's index.html from templates/index.html.hbs; `brandgen dev` renders the same page. */
export async function renderIndexHtml(
  brand: BrandDescriptor,
  env: BuildEnv,
  images: Record<ImageKey, string>,
  assets: PageAssets,
): Promise<string> {
  const rootPage = brand.pages[`/${brand.rootRoute}`];
  return (await loadTemplate('index.html.hbs'))({
    firstPaint: null,
    inlineCss: '',
    inlinedStylesheets: [],
    ...assets,
    // The head's script needs each page's address and chunks, not its HTML.
    firstPaintRoutes: assets.firstPaint?.pages.map(({ route, path, preloads }) => ({ route, path, preloads })) ?? [],
    brandId: brand.id,
    env,
    language: brand.language,
    siteName: brand.siteName,
    title: rootPage.title,
    keywords: rootPage.keywords,
    description: rootPage.description ?? brand.pages.default.description ?? brand.siteName,
    themeColor: brand.theme.primary,
    maxWidth: MAX_LAYOUT_WIDTH,
    cssVariables: themeCssText(brand.theme),
    config: toRuntimeConfig(brand, env, images),
    storeKey: brand.storeKey,
  });
}
