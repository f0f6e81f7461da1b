import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join } from 'node:path';
import { createServer, type Plugin } from 'vite';
import type { BrandDescriptor, ImageKey } from '@live/brand-schema';
import { loadBrand } from '../brand/load.ts';
import { type Runtime, VITE_CONFIGS } from '../build/compile.ts';
import { BASE, IMAGE_TYPES, renderIndexHtml } from '../build/stamp.ts';
import { APP_DIR } from '../paths.ts';
import { SANDBOX_PATHS } from '../preview/proxy.ts';
import { printProblems } from './validate.ts';

const DEV_IMAGES = 'brand-images';

export interface DevOptions {
  brandsDir: string;
  id: string;
  port: number;
  sandbox: boolean;
  /** The runtime `brandgen build --runtime` would compile with (Fast Refresh on React only). */
  runtime: Runtime;
}

/** Serves the brand's index.html from the same template as the build, with the brand's images unhashed. */
function brandPagePlugin(brandsDir: string, id: string): Plugin {
  return {
    name: 'brandgen-dev-brand',
    configureServer(server) {
      const brandFile = join(brandsDir, id, 'brand.json');
      server.watcher.add(brandFile);
      server.watcher.on('change', (file) => {
        if (file === brandFile) server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use(async (req, res, next) => {
        const url = req.url ?? '/';
        const accept = req.headers.accept ?? '';
        if (req.method !== 'GET' || !url.startsWith(BASE) || !accept.includes('text/html')) return next();
        const loaded = loadBrand(brandsDir, id);
        if (!loaded.brand) {
          res.statusCode = 500;
          res.setHeader('Content-Type', 'text/plain; charset=utf-8');
          res.end(loaded.problems.map((p) => `${p.path}: ${p.message}`).join('\n'));
          return;
        }
        const html = await renderDevPage(loaded.brand);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(await server.transformIndexHtml(url, html));
      });
      server.middlewares.use(`${BASE}${DEV_IMAGES}`, (req, res) => serveImage(brandsDir, id, req.url ?? '/', res));
    },
  };
}

/**
 * Only the descriptor's images, as loadBrand read and checked them (no symbolic links, nothing else of the
 * brand folder); reloaded on each request so an edited image shows on the next reload.
 */
async function serveImage(brandsDir: string, id: string, url: string, res: ServerResponse): Promise<void> {
  let path: string;
  try {
    path = decodeURIComponent(url.split('?')[0] ?? '').replace(/^\//, '');
  } catch {
    path = '';
  }
  const data = loadBrand(brandsDir, id).images?.get(path);
  if (!data) {
    res.statusCode = 404;
    res.end();
    return;
  }
  res.setHeader('Content-Type', IMAGE_TYPES[extname(path)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', 'no-cache');
  res.end(data);
}

/**
 * The brand's images are served unhashed from its folder. URLs in the page's tags are given without the base
 * because Vite's transformIndexHtml prefixes it; the inlined config keeps full URLs.
 */
function renderDevPage(brand: BrandDescriptor): Promise<string> {
  const images = Object.fromEntries(
    Object.entries(brand.images).map(([key, path]) => [key, `${BASE}${DEV_IMAGES}/${path}`]),
  ) as Record<ImageKey, string>;
  return renderIndexHtml(brand, 'sandbox', images, {
    entry: '/src/main.tsx',
    favicon: `/${DEV_IMAGES}/${brand.images.favicon}`,
    appIcon: `/${DEV_IMAGES}/${brand.images.appIcon}`,
    stylesheets: [],
    manifest: '',
  });
}

export async function devCommand(options: DevOptions): Promise<number> {
  const loaded = loadBrand(options.brandsDir, options.id);
  if (!loaded.brand) {
    if (!existsSync(loaded.dir)) process.stderr.write(`no brand "${options.id}" in ${options.brandsDir}\n`);
    else printProblems(loaded);
    return 1;
  }
  const sandbox = options.sandbox
    ? await (await import('@live/sandbox')).startSandbox({ log: (line) => process.stdout.write(`[sandbox] ${line}\n`) })
    : undefined;
  // The page calls its own origin, as built brands do behind `brandgen preview`; xfwd appends the browser's
  // address to X-Forwarded-For, the client of the sandbox's per-client limits.
  const proxy = sandbox
    ? { [SANDBOX_PATHS.source]: { target: sandbox.url, ws: true, xfwd: true, headers: { 'x-brand-id': options.id } } }
    : undefined;
  const server = await createServer({
    configFile: join(APP_DIR, VITE_CONFIGS[options.runtime]),
    root: APP_DIR,
    appType: 'custom',
    server: {
      host: '127.0.0.1',
      port: options.port,
      strictPort: false,
      proxy,
      fs: { allow: [APP_DIR, join(APP_DIR, '../..')] },
    },
    plugins: [brandPagePlugin(options.brandsDir, options.id)],
  });
  await server.listen();
  const address = server.resolvedUrls?.local[0] ?? `http://127.0.0.1:${options.port}${BASE}`;
  process.stdout.write(`${options.id}: ${address} (${options.runtime}; reloads on every edit; Ctrl+C stops)\n`);
  await new Promise<void>((resolveStop) => {
    process.once('SIGINT', () => resolveStop());
    process.once('SIGTERM', () => resolveStop());
  });
  await server.close();
  await sandbox?.close();
  return 0;
}
