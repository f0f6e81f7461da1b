import { mkdir, rm, writeFile } from 'node:fs/promises';
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
});
