import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAssetsBase } from '../src/build/assets-base.ts';
import { listFiles } from '../src/build/compile.ts';
import { type BrandServer, startBrandServer } from '../src/preview/server.ts';
import { brandgen, type RunResult, tempDir } from './brandgen-process.ts';

describe('--assets-base is an http(s) URL or a root-relative folder (issue #31 item 3)', () => {
  it('accepts a CDN folder and a path', () => {
    expect(parseAssetsBase('https://cdn.example.com/live/v1/')).toBe('https://cdn.example.com/live/v1/');
    expect(parseAssetsBase('http://127.0.0.1:8080/')).toBe('http://127.0.0.1:8080/');
    expect(parseAssetsBase('/_assets/')).toBe('/_assets/');
  });

  it('says what is wrong with anything else', () => {
    expect(() => parseAssetsBase('/_assets')).toThrow('must end with /');
    expect(() => parseAssetsBase('https://cdn.example.com/live')).toThrow('must end with /');
    expect(() => parseAssetsBase('assets/')).toThrow('neither an http(s) URL nor a path starting with /');
    expect(() => parseAssetsBase('//cdn.example.com/')).toThrow('protocol-relative');
    expect(() => parseAssetsBase('ftp://cdn.example.com/')).toThrow('uses ftp:');
    expect(() => parseAssetsBase('javascript:alert(1)//')).toThrow('uses javascript:');
    expect(() => parseAssetsBase('https://cdn.example.com/x/?v=1')).toThrow('query or fragment');
    expect(() => parseAssetsBase('https://user:pw@cdn.example.com/')).toThrow('user name or password');
    expect(() => parseAssetsBase('HTTPS://CDN.example.com/')).toThrow('write it as https://cdn.example.com/');
    expect(() => parseAssetsBase('/a"b/')).toThrow('not allowed in the path');
    expect(() => parseAssetsBase('/a/../b/')).toThrow('not allowed in the path');
  });

  it('the build refuses a bad base before compiling, naming the option', async () => {
    const result = await brandgen([
      'build',
      'pq8',
      '--assets-base',
      'cdn.example.com/x/',
      '--out',
      await tempDir('ab'),
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("option '--assets-base <url>' argument 'cdn.example.com/x/' is invalid");
    expect(result.stderr).toContain('neither an http(s) URL nor a path starting with /');
  });
});

describe('brandgen build --assets-base /_assets/ (issue #31 item 3)', () => {
  let out: string;
  let result: RunResult;
  const servers: BrandServer[] = [];

  beforeAll(async () => {
    out = await tempDir('assets-base');
    result = await brandgen(['build', 'pq8', 'pq8br', '--assets-base', '/_assets/', '--out', out]);
  });
  afterAll(() => Promise.all(servers.map((s) => s.close())));

  it('writes the compiled app once into <out>/_assets/ and each brand only its page, deep-link script, manifest and images', async () => {
    expect(result.code, result.stderr).toBe(0);
    const shared = await listFiles(join(out, '_assets'));
    expect(shared.filter((f) => /^assets\/main-.*\.js$/.test(f))).toHaveLength(1);
    for (const id of ['pq8', 'pq8br']) {
      const files = await listFiles(join(out, id));
      expect(
        // The deep-link script holds the brand's routes and first calls (issue #31), not compiled code.
        files.filter((f) => /\.(js|css)(\.br|\.gz)?$/.test(f) && !/^deep-link\.[0-9a-f]{10}\.js/.test(f)),
        id,
      ).toEqual([]);
      for (const file of files) {
        expect(file, id).toMatch(
          /^(index\.html|manifest\.[0-9a-f]{10}\.webmanifest|deep-link\.[0-9a-f]{10}\.js|brand\/)/,
        );
      }
      const html = await readFile(join(out, id, 'index.html'), 'utf8');
      expect(html).toMatch(/<script type="module" src="\/_assets\/assets\/main-[^"]+\.js"><\/script>/);
      expect(html).not.toContain('/m/assets/');
    }
  });

  it('pq8 and pq8br load every script and stylesheet from the base in a browser, dynamic imports included', async () => {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
    try {
      for (const id of ['pq8', 'pq8br']) {
        const server = await startBrandServer(join(out, id), 0);
        servers.push(server);
        const page = await browser.newPage();
        const code: { url: string; status: number }[] = [];
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (/\.(js|css)$/.test(url.pathname)) code.push({ url: url.pathname, status: response.status() });
        });
        await page.goto(`${server.url}score`);
        // The app module (boot) and the score page's chunk are imported dynamically after the first paint.
        const loaded = (name: string) => code.some((c) => new RegExp(`/${name}-[^/]+\\.js$`).test(c.url));
        await expect.poll(() => loaded('boot') && loaded('ScorePage')).toBe(true);
        expect(code.length).toBeGreaterThan(3);
        for (const c of code) {
          expect(c.url, id).toMatch(/^\/_assets\/assets\//);
          expect(c.status, c.url).toBe(200);
        }
        await page.close();
      }
    } finally {
      await browser.close();
    }
  });
});
