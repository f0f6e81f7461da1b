import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build } from 'vite';
import { APP_DIR, BUILD_CACHE_DIR } from '../paths.ts';

/** The brand-neutral app, compiled once per build and shared byte for byte by every brand. */
export interface CompiledApp {
  dir: string;
  /** Files relative to dir (posix), the Vite manifest excluded. */
  files: string[];
  entryScript: string;
  entryCss: string[];
  /** Chunks the entry imports statically: preloaded so the first load is one round trip. */
  preloadScripts: string[];
  seconds: number;
}

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
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
export async function compileApp(): Promise<CompiledApp> {
  await mkdir(BUILD_CACHE_DIR, { recursive: true });
  const outDir = await mkdtemp(join(BUILD_CACHE_DIR, 'app-'));
  try {
    return await compileInto(outDir);
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
}

export async function removeCompiledApp(app: CompiledApp): Promise<void> {
  await rm(app.dir, { recursive: true, force: true });
}

async function compileInto(outDir: string): Promise<CompiledApp> {
  const started = performance.now();
  await build({
    configFile: join(APP_DIR, 'vite.config.ts'),
    root: APP_DIR,
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  const manifestFile = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`the app build wrote no manifest at ${manifestFile}`);
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  const entry = entryKey ? manifest[entryKey] : undefined;
  if (!entryKey || !entry) throw new Error('the app build has no entry chunk in its manifest');
  const imported = [...staticImportKeys(manifest, entryKey)].map((k) => manifest[k]).filter((c) => c !== undefined);
  const preloadScripts = imported.map((c) => c.file);
  const css = new Set([...(entry.css ?? []), ...imported.flatMap((c) => c.css ?? [])]);
  return {
    dir: outDir,
    files: (await listFiles(outDir)).filter((f) => !f.startsWith('.vite/')),
    entryScript: entry.file,
    entryCss: [...css],
    preloadScripts,
    seconds: (performance.now() - started) / 1000,
  };
}
