import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Which way imports flow inside the app. Features stand side by side: a feature imports shared code (app,
 * components, domain, hooks, i18n, shell, stores, api) but never another feature's files or CSS, so a feature can
 * change or go without touching its neighbours. Shared code imports no feature, and the stores no API code (the
 * composition root, app/services.tsx, wires the two).
 */
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

/** `folder/file: specifier` for each import of a file under `from` that reaches into the folder `into`. */
function importsInto(from: string, into: string): string[] {
  const target = join(SRC, into);
  return filesUnder(join(SRC, from)).flatMap((file) =>
    importedSpecifiers(readFileSync(file, 'utf8'), file.endsWith('.css'))
      .filter((specifier) => specifier.startsWith('.'))
      .filter((specifier) => !relative(target, resolve(dirname(file), specifier)).startsWith('..'))
      .map((specifier) => `${relative(SRC, file)}: ${specifier}`),
  );
}

describe('import rules', () => {
  it('stores import no API code, not even types', () => {
    expect(importsInto('stores', 'api')).toEqual([]);
  });

  it('shared code (components, hooks, domain, stores, i18n, shell) imports no feature', () => {
    const shared = ['components', 'hooks', 'domain', 'stores', 'i18n', 'shell'];
    expect(shared.flatMap((folder) => importsInto(folder, 'features'))).toEqual([]);
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
