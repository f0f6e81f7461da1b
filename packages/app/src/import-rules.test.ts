import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Which way imports flow inside the app (issue #35: one table of allowed layers). Each folder of src/ is a layer
 * and may import only the layers LAYERS lists for it; the files at the root of src/ (main, boot, first-paint)
 * compose everything and are not a layer. Features stand side by side: a feature imports shared code but never
 * another feature's files or CSS, so a feature can change or go without touching its neighbours. Shared code
 * imports no feature (only the route tables do), and the stores no API code (the composition root,
 * app/services.tsx, wires the two).
 */
const LAYERS: Readonly<Record<string, readonly string[]>> = {
  /** Reading the brand's config that brandgen put in index.html. */
  brand: [],
  /** Pure rules and formats; links are built from the route paths. */
  domain: ['i18n', 'routes'],
  /** Texts of both languages, chosen by the app's language. */
  i18n: ['app', 'domain'],
  /** State, persisted through a storage the composition root gives. */
  stores: ['domain'],
  /** Platform calls; hosts and the login redirect follow domain rules and route paths. */
  api: ['domain', 'routes'],
  /** The composition root (services, login prompt) and the app-wide wiring. */
  app: ['api', 'domain', 'routes', 'shell', 'stores'],
  /** Chat sessions over the chat client. */
  chat: ['app', 'domain', 'i18n', 'stores'],
  /** Hooks every page uses (loading, paging, uploads). */
  hooks: ['api', 'app', 'domain'],
  /** Shared page parts. */
  components: ['api', 'app', 'domain', 'hooks', 'i18n', 'routes', 'shell', 'stores'],
  /** The frame around pages: header, menu, banners, error page. */
  shell: ['app', 'chat', 'domain', 'hooks', 'i18n', 'routes', 'stores'],
  /** Route paths and the route tables, which load each feature's pages. */
  routes: ['app', 'features', 'i18n', 'shell'],
  /** The pages: anything shared; other features never (checked below, folder by folder). */
  features: ['api', 'app', 'chat', 'components', 'domain', 'hooks', 'i18n', 'routes', 'shell', 'stores'],
};

const SRC = import.meta.dirname;
const FEATURES = join(SRC, 'features');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return filesUnder(path);
    return /\.(tsx?|css)$/.test(entry.name) ? [path] : [];
  });
}

/** Every module a file names: static and type imports, re-exports, dynamic import() and CSS @import. */
function importedSpecifiers(source: string, css: boolean): string[] {
  const patterns = css
    ? [/@import\s+(?:url\(\s*)?['"]([^'"]+)['"]/g]
    : [
        /^\s*(?:import|export)\s[^'"]*?\sfrom\s+['"]([^'"]+)['"]/gm,
        /^\s*import\s+['"]([^'"]+)['"]/gm,
        /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
      ];
  return patterns.flatMap((pattern) => [...source.matchAll(pattern)].map((match) => match[1] ?? ''));
}

/** The feature folder a path lies in (`score` for features/score/detail/x.ts), or null outside features/. */
function featureOf(path: string): string | null {
  const inside = relative(FEATURES, path);
  if (inside.startsWith('..')) return null;
  const parts = inside.split(sep);
  return parts.length > 1 ? (parts[0] ?? null) : inside;
}

/** `file: specifier` for each import of a feature file that reaches into another feature's folder. */
function crossFeatureImports(file: string, source: string): string[] {
  const own = featureOf(file);
  return importedSpecifiers(source, file.endsWith('.css'))
    .filter((specifier) => specifier.startsWith('.'))
    .filter((specifier) => {
      const target = featureOf(resolve(dirname(file), specifier));
      return target !== null && target !== own;
    })
    .map((specifier) => `${relative(FEATURES, file)}: ${specifier}`);
}

const FOLDERS = new Set(
  readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name),
);

/** The layer (top folder of src/) a path lies in, or null for the files at the root of src/ and outside it. */
function layerOf(path: string): string | null {
  const top = relative(SRC, path).split(sep)[0] ?? '';
  return FOLDERS.has(top) ? top : null;
}

/** `layer/file: specifier (why)` for each import of a file into a layer its own layer may not import. */
function layerViolations(file: string, source: string): string[] {
  const own = layerOf(file);
  if (own === null) return [];
  const allowed = LAYERS[own] ?? [];
  return importedSpecifiers(source, file.endsWith('.css'))
    .filter((specifier) => specifier.startsWith('.'))
    .filter((specifier) => {
      const target = layerOf(resolve(dirname(file), specifier));
      return target !== null && target !== own && !allowed.includes(target);
    })
    .map((specifier) => `${relative(SRC, file)}: ${specifier} (${own} may import ${allowed.join(', ')})`);
}

describe('import rules', () => {
  it('every folder of src/ is a layer of the table', () => {
    expect([...FOLDERS].sort()).toEqual(Object.keys(LAYERS).sort());
  });

  it('each layer imports only the layers the table allows it', () => {
    const offending = Object.keys(LAYERS).flatMap((layer) =>
      filesUnder(join(SRC, layer)).flatMap((file) => layerViolations(file, readFileSync(file, 'utf8'))),
    );
    expect(offending).toEqual([]);
  });

  it('a planted wrong import is caught: stores importing the API, domain importing a feature or a component', () => {
    const store = join(SRC, 'stores', 'user-store.ts');
    const rule = join(SRC, 'domain', 'money.ts');
    expect(
      layerViolations(store, "import type { Api } from '../api';\nimport { pick } from '../domain/language';"),
    ).toEqual(['stores/user-store.ts: ../api (stores may import domain)']);
    expect(
      layerViolations(
        rule,
        "import { WalletPage } from '../features/wallet/WalletPage';\nimport '../components/x.css';",
      ),
    ).toEqual([
      'domain/money.ts: ../features/wallet/WalletPage (domain may import i18n, routes)',
      'domain/money.ts: ../components/x.css (domain may import i18n, routes)',
    ]);
  });

  it('no file under features/<a>/ imports a file or stylesheet of features/<b>/', () => {
    const offending = filesUnder(FEATURES).flatMap((file) => crossFeatureImports(file, readFileSync(file, 'utf8')));
    expect(offending).toEqual([]);
  });

  it('the rule sees TS imports, type imports, re-exports, dynamic imports and CSS @import', () => {
    const page = join(FEATURES, 'video', 'VideosPage.tsx');
    const source = [
      "import { useLiveT } from '../live/messages';",
      "import type { Loaded } from '../score/detail/use-match-data';",
      "export { RoomGrid } from '../live/RoomCard';",
      "const Share = lazy(() => import('../share/SharePages'));",
      "import '../live/live.css';",
      "import { VideoGrid } from './VideoCards';",
      "import { useLoad } from '../../hooks/use-load';",
    ].join('\n');
    expect(crossFeatureImports(page, source)).toEqual([
      'video/VideosPage.tsx: ../live/messages',
      'video/VideosPage.tsx: ../score/detail/use-match-data',
      'video/VideosPage.tsx: ../live/RoomCard',
      'video/VideosPage.tsx: ../live/live.css',
      'video/VideosPage.tsx: ../share/SharePages',
    ]);
    const sheet = join(FEATURES, 'share', 'share.css');
    expect(crossFeatureImports(sheet, "@import '../live/live.css';\n@import url('./share-extra.css');")).toEqual([
      'share/share.css: ../live/live.css',
    ]);
  });
});
