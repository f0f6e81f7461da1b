import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { displayPath } from '../paths.ts';
import { colour, table } from '../output.ts';
import type { RunningSandbox } from '@live/sandbox';
import { type BrandServer, startBrandServer } from '../preview/server.ts';

export interface PreviewOptions {
  outDir: string;
  ids: string[];
  all: boolean;
  port: number;
  /** Start the local sandbox and forward each brand's API, media and chat paths to it. */
  sandbox: boolean;
  sandboxDb?: string;
  reset: boolean;
}

async function builtBrands(outDir: string): Promise<string[]> {
  if (!existsSync(outDir)) return [];
  const entries = await readdir(outDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && existsSync(join(outDir, e.name, 'index.html')))
    .map((e) => e.name)
    .sort();
}

/** Serves each built brand on its own port (the app owns the whole /m/ path of its origin). */
export async function previewCommand(options: PreviewOptions): Promise<number> {
  const built = await builtBrands(options.outDir);
  const ids = options.all || options.ids.length === 0 ? built : options.ids;
  const missing = ids.filter((id) => !built.includes(id));
  if (missing.length > 0 || ids.length === 0) {
    const what = missing.length > 0 ? `not built: ${missing.join(', ')}` : 'no built brands';
    process.stderr.write(`${what} in ${displayPath(options.outDir)}/. Run: npx brandgen build --all\n`);
    return 1;
  }
  const servers: BrandServer[] = [];
  let sandbox: RunningSandbox | undefined;
  try {
    sandbox = options.sandbox ? await startLocalSandbox(options) : undefined;
    for (const [i, id] of ids.entries()) {
      const target = sandbox ? { host: '127.0.0.1', port: sandbox.port, brandId: id } : undefined;
      servers.push(await startBrandServer(join(options.outDir, id), options.port === 0 ? 0 : options.port + i, target));
    }
  } catch (error) {
    await Promise.all(servers.map((s) => s.close()));
    await sandbox?.close();
    process.stderr.write(`could not start the preview: ${(error as Error).message}\n`);
    return 1;
  }
  const rows = ids.map((id, i) => [id, servers[i]?.url ?? '']);
  process.stdout.write(`${table(['brand', 'url'], rows)}\n`);
  const backend = sandbox ? `, API on the local sandbox ${sandbox.url}` : ', no sandbox';
  process.stdout.write(`${colour.green('Serving')} ${ids.length} brand(s)${backend}. Ctrl+C stops.\n`);
  await new Promise<void>((resolveStop) => {
    const stop = () => resolveStop();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  await Promise.all(servers.map((s) => s.close()));
  await sandbox?.close();
  return 0;
}

async function startLocalSandbox(options: PreviewOptions): Promise<RunningSandbox> {
  const { startSandbox } = await import('@live/sandbox');
  return startSandbox({
    dbPath: options.sandboxDb,
    reset: options.reset,
    log: (line) => process.stdout.write(`${colour.dim('[sandbox]')} ${line}\n`),
  });
}
