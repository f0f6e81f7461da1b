import { mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrandServer, startBrandServer } from '../src/preview/server.ts';
import { tempDir } from './brandgen-process.ts';

async function writeBuild(dir: string, entry: string): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'assets'), { recursive: true });
  await writeFile(join(dir, 'assets', entry), `console.log(${JSON.stringify(entry)});`);
  await writeFile(join(dir, 'index.html'), `<script type="module" src="/m/assets/${entry}"></script>`);
}

describe('brandgen preview', () => {
  let dir: string;
  let server: BrandServer;

  beforeAll(async () => {
    dir = join(await tempDir('preview-server'), 'pq8');
    await writeBuild(dir, 'main-aaaaaaaa.js');
    server = await startBrandServer(dir, 0);
  });
  afterAll(() => server.close());

  it('serves a rebuild into the same folder without a restart (new hashed names, new index.html)', async () => {
    expect((await fetch(`${server.url}assets/main-aaaaaaaa.js`)).status).toBe(200);
    await writeBuild(dir, 'main-bbbbbbbb.js');
    const index = await (await fetch(server.url)).text();
    expect(index).toContain('main-bbbbbbbb.js');
    const entry = await fetch(`${server.url}assets/main-bbbbbbbb.js`);
    expect(entry.status).toBe(200);
    expect(entry.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await entry.text()).toContain('main-bbbbbbbb.js');
  });

  it("caches the brand's hashed deep-link script like any hashed file, and revalidates index.html (issue #31)", async () => {
    await writeFile(join(dir, 'deep-link.0123456789.js'), 'window.__landingRoute = null;');
    // A build writes its index.html last: the server reads the folder's list again.
    await writeFile(join(dir, 'index.html'), '<script src="/m/deep-link.0123456789.js"></script>');
    const script = await fetch(`${server.url}deep-link.0123456789.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(server.url)).headers.get('cache-control')).toBe('no-cache');
  });
});

describe('brandgen preview forwarding to the sandbox', () => {
  let dir: string;
  let upstream: Server;
  let server: BrandServer;

  beforeAll(async () => {
    dir = join(await tempDir('preview-forward'), 'pq8');
    await writeBuild(dir, 'main-cccccccc.js');
    // Stands in for the sandbox: answers the headers it was sent.
    upstream = createServer((req, res) => res.end(JSON.stringify(req.headers)));
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    const { port } = upstream.address() as AddressInfo;
    server = await startBrandServer(dir, 0, { host: '127.0.0.1', port, brandId: 'pq8' });
  });
  afterAll(async () => {
    await server.close();
    await new Promise((resolve) => upstream.close(resolve));
  });

  it('appends the address it saw to X-Forwarded-For, after whatever the caller claimed (issue #27: the client of the per-client limits)', async () => {
    const origin = new URL(server.url).origin;
    const plain = (await (await fetch(`${origin}/api/user/login`)).json()) as Record<string, string>;
    expect(plain['x-forwarded-for']).toBe('127.0.0.1');
    expect(plain['x-brand-id']).toBe('pq8');
    const claimed = await fetch(`${origin}/api/user/login`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    const headers = (await claimed.json()) as Record<string, string>;
    expect(headers['x-forwarded-for']).toBe('203.0.113.7, 127.0.0.1');
  });
});
