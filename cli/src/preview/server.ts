import { existsSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { join } from 'node:path';
import sirv from 'sirv';
import { ASSETS_FOLDER } from '../build/assets-base.ts';
import { type ProxyTarget, proxyRequest, proxyUpgrade, SANDBOX_PATHS } from './proxy.ts';

export interface BrandServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/**
 * Vite's assets/ and brandgen's brand/, manifest and deep-link script carry content hashes; index.html must be
 * revalidated.
 */
const HASHED = /^\/(assets|brand)\/|^\/manifest\.[0-9a-f]{10}\.webmanifest$|^\/deep-link\.[0-9a-f]{10}\.js$/;

function setCacheHeaders(res: ServerResponse, pathname: string): void {
  if (HASHED.test(pathname)) {
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  } else {
    res.setHeader('Cache-Control', 'no-cache');
  }
}

/**
 * Serves one built brand folder under /m/ (the app's base path) with the single-page fallback, the shared
 * <out>/_assets/ of a `--assets-base /_assets/` build under /_assets/, and forwards
 * the sandbox's paths when a sandbox runs: the page talks to its own origin, as in production behind a gateway.
 * Text files go out as the build's precompressed `.br` or `.gz` copy when the browser accepts it
 * (Content-Encoding, Vary: Accept-Encoding), as a CDN or nginx's gzip_static / brotli_static would send them.
 */
export function brandRequestHandler(dir: string, sandbox?: ProxyTarget) {
  const files = currentFiles(dir);
  const sharedDir = join(dir, '..', ASSETS_FOLDER);
  const shared = existsSync(sharedDir) ? sharedAssets(sharedDir) : undefined;
  return (req: IncomingMessage, res: ServerResponse) => {
    const url = req.url ?? '/';
    if (sandbox && SANDBOX_PATHS.test(url)) {
      proxyRequest(req, res, sandbox);
      return;
    }
    if (shared && url.startsWith(SHARED_PREFIX)) {
      req.url = url.slice(SHARED_PREFIX.length - 1);
      shared(req, res, () => {
        res.writeHead(404).end();
      });
      return;
    }
    if (url === '/' || url === '/m') {
      res.writeHead(302, { Location: '/m/' }).end();
      return;
    }
    if (!url.startsWith('/m/')) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found: the app lives under /m/\n');
      return;
    }
    req.url = url.slice(2);
    files()(req, res, () => {
      res.writeHead(404).end();
    });
  };
}

const SHARED_PREFIX = `/${ASSETS_FOLDER}/`;

/**
 * A build made with `--assets-base /_assets/` keeps the compiled app once in <out>/_assets/: served at that
 * path, content-hashed and so cached for good, as the CDN would. The folder only grows, so it is read per request.
 */
function sharedAssets(dir: string) {
  return sirv(dir, {
    dev: true,
    etag: true,
    brotli: true,
    gzip: true,
    setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
  });
}

/** The build's index.html: a rebuild writes a new one (new inode or time), which says the file list changed. */
function buildStamp(dir: string): string {
  try {
    const stats = statSync(join(dir, 'index.html'));
    return `${stats.ino}:${stats.mtimeMs}`;
  } catch {
    return '';
  }
}

/**
 * sirv lists the folder once (its production mode, which keeps our cache headers); a rebuild into the same --out
 * while preview runs brings new hashed names, so the list is read again when the build's index.html changes.
 */
function currentFiles(dir: string): () => ReturnType<typeof sirv> {
  let stamp: string | null = null;
  let serve: ReturnType<typeof sirv> | null = null;
  return () => {
    const now = buildStamp(dir);
    if (serve === null || now !== stamp) {
      stamp = now;
      serve = sirv(dir, {
        single: true,
        dev: false,
        etag: true,
        brotli: true,
        gzip: true,
        setHeaders: setCacheHeaders,
      });
    }
    return serve;
  };
}

export function startBrandServer(
  dir: string,
  port: number,
  sandbox?: ProxyTarget,
  host = '127.0.0.1',
): Promise<BrandServer> {
  const server = createServer(brandRequestHandler(dir, sandbox));
  if (sandbox) server.on('upgrade', (req, socket, head) => proxyUpgrade(req, socket as Socket, head, sandbox));
  return new Promise((resolveStart, rejectStart) => {
    server.once('error', rejectStart);
    server.listen(port, host, () => {
      const { port: bound } = server.address() as AddressInfo;
      resolveStart({
        url: `http://${host}:${bound}/m/`,
        server,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
