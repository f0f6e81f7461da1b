import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../src/build/compile.ts';
import { brandgen, copyOfBrands, type RunResult, startBrandgen, tempDir } from './brandgen-process.ts';

const BRANDS = ['kqb', 'pq8', 'pq8br', 'pq8sp', 'qutu', 'qutup', 'xzb', 'xzbn'];

function configOf(html: string) {
  const json = html.match(/<script type="application\/json" id="brand-config">(.*?)<\/script>/)?.[1];
  if (!json) throw new Error('no inlined brand config');
  return JSON.parse(json);
}

async function descriptor(brands: string, id: string) {
  return JSON.parse(await readFile(join(brands, id, 'brand.json'), 'utf8'));
}

describe('brandgen build --all', () => {
  let brands: string;
  let out: string;
  let result: RunResult;

  beforeAll(async () => {
    brands = await copyOfBrands();
    out = await tempDir('out');
    result = await brandgen(['--brands', brands, 'build', '--all', '--out', out]);
  });

  it('exits 0 and prints a summary table without colour codes', () => {
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/brand\s+│ files\s+│ JS gzip KB\s+│ CSS gzip KB\s+│ seconds/);
    for (const id of BRANDS) expect(result.stdout).toMatch(new RegExp(`✓ ${id} stamped`));
    expect(result.stdout).not.toMatch(/\u001b\[/);
  });

  it("stamps each brand's index.html with its own title, keywords, theme colour and config", async () => {
    for (const id of BRANDS) {
      const brand = await descriptor(brands, id);
      const html = await readFile(join(out, id, 'index.html'), 'utf8');
      const page = brand.pages[`/${brand.rootRoute}`];
      expect(html).toContain(`<title>${page.title}</title>`);
      expect(html).toContain(`<meta name="keywords" content="${page.keywords}" />`);
      expect(html).toContain(`<meta name="theme-color" content="${brand.theme.primary}" />`);
      expect(html).toContain(`<html lang="${brand.language}">`);
      expect(html).toContain(`--brand-primary:${brand.theme.primary}`);
      expect(html).toContain(`body[mode="dark"]{--brand-text:${brand.theme.dark.text}`);
      const config = configOf(html);
      expect(config).toMatchObject({ id, storeKey: brand.storeKey, siteName: brand.siteName, env: 'sandbox' });
      expect(config.defaultSpSource).toBe(brand.defaultSpSource);
    }
  });

  it('gives xzb sp_source 5 and qutu channel_code forwarding (spec §7)', async () => {
    expect(configOf(await readFile(join(out, 'xzb/index.html'), 'utf8')).defaultSpSource).toBe(5);
    expect(configOf(await readFile(join(out, 'qutu/index.html'), 'utf8')).forwardChannelCode).toBe(true);
    expect(configOf(await readFile(join(out, 'kqb/index.html'), 'utf8')).forwardChannelCode).toBe(false);
  });

  it('shares the same compiled JS and CSS across all brands, byte for byte', async () => {
    const assets = async (id: string) => {
      const files = (await listFiles(join(out, id, 'assets'))).sort();
      return Promise.all(files.map(async (f) => [f, await readFile(join(out, id, 'assets', f), 'utf8')]));
    };
    const first = await assets(BRANDS[0] as string);
    expect(first.some(([f]) => f?.endsWith('.js'))).toBe(true);
    for (const id of BRANDS.slice(1)) expect(await assets(id)).toEqual(first);
    const html = await readFile(join(out, 'kqb/index.html'), 'utf8');
    const entry = html.match(/<script type="module" src="\/m\/assets\/([^"]+)"/)?.[1];
    expect(first.map(([f]) => f)).toContain(entry);
  });

  it('publishes brand images and the manifest under content-hashed names', async () => {
    const html = await readFile(join(out, 'xzb/index.html'), 'utf8');
    const config = configOf(html);
    for (const url of Object.values(config.images as Record<string, string>)) {
      expect(url).toMatch(/^\/m\/brand\/[a-z-]+\.[0-9a-f]{10}\.svg$/);
      await stat(join(out, 'xzb', url.slice(3)));
    }
    const manifestUrl = html.match(/<link rel="manifest" href="\/m\/([^"]+)"/)?.[1] as string;
    expect(manifestUrl).toMatch(/^manifest\.[0-9a-f]{10}\.webmanifest$/);
    const manifest = JSON.parse(await readFile(join(out, 'xzb', manifestUrl), 'utf8'));
    expect(manifest).toMatchObject({ name: '新直播', start_url: '/m/', theme_color: '#fffb01' });
    expect(configOf(await readFile(join(out, 'kqb/index.html'), 'utf8')).images.logo).not.toBe(config.images.logo);
  });

  it('converts the app CSS to rem and sets the root font size before first paint', async () => {
    const css = (await listFiles(join(out, 'pq8/assets'))).filter((f) => f.endsWith('.css'));
    const text = (await Promise.all(css.map((f) => readFile(join(out, 'pq8/assets', f), 'utf8')))).join('');
    expect(text).toMatch(/height:1\.28rem/);
    expect(text).not.toMatch(/height:48px/);
    const html = await readFile(join(out, 'pq8/index.html'), 'utf8');
    expect(html.indexOf('root.style.fontSize')).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
  });

  it('leaves no staging folders behind', async () => {
    expect((await readdir(out)).sort()).toEqual(BRANDS);
  });
});

describe('atomic output', () => {
  it('a broken descriptor fails only its brand, names the field and keeps its previous output', async () => {
    const brands = await copyOfBrands();
    const out = await tempDir('atomic');
    expect((await brandgen(['--brands', brands, 'build', '--all', '--out', out])).code).toBe(0);
    const before = await readFile(join(out, 'xzb/index.html'), 'utf8');
    const kqbBefore = await stat(join(out, 'kqb/index.html'));

    const xzb = await descriptor(brands, 'xzb');
    xzb.theme.primary = 'yellow';
    await writeFile(join(brands, 'xzb/brand.json'), JSON.stringify(xzb));
    const kqb = await descriptor(brands, 'kqb');
    kqb.pages['/score'].title = '看球宝-新标题';
    await writeFile(join(brands, 'kqb/brand.json'), JSON.stringify(kqb));

    const result = await brandgen(['--brands', brands, 'build', '--all', '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/Failed: xzb \(previous output kept\)/);
    expect(result.stderr).toContain(
      'xzb: theme.primary: expected the primary colour as a colour like #319cfc, got "yellow"',
    );
    expect(await readFile(join(out, 'xzb/index.html'), 'utf8')).toBe(before);
    expect(await readFile(join(out, 'kqb/index.html'), 'utf8')).toContain('<title>看球宝-新标题</title>');
    expect((await stat(join(out, 'kqb/index.html'))).mtimeMs).toBeGreaterThan(kqbBefore.mtimeMs);
    expect((await readdir(out)).sort()).toEqual(BRANDS);
  });

  it('a missing image fails only its brand and keeps its previous output', async () => {
    const brands = await copyOfBrands();
    const out = await tempDir('atomic-stamp');
    expect((await brandgen(['--brands', brands, 'build', 'qutu', '--out', out])).code).toBe(0);
    const before = await readFile(join(out, 'qutu/index.html'), 'utf8');
    await rm(join(brands, 'qutu/images/placeholder.svg'));
    const result = await brandgen(['--brands', brands, 'build', 'qutu', 'pq8', '--out', out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/qutu: images\.placeholder: file not found/);
    expect(await readFile(join(out, 'qutu/index.html'), 'utf8')).toBe(before);
    expect((await readdir(out)).sort()).toEqual(['pq8', 'qutu']);
  });
});

describe('brandgen build options', () => {
  it('--env production stamps the descriptor hosts and chat app id', async () => {
    const out = await tempDir('prod');
    const result = await brandgen(['build', 'qutup', '--out', out, '--env', 'production']);
    expect(result.code).toBe(0);
    const brand = await descriptor(join(import.meta.dirname, '../../brands'), 'qutup');
    const config = configOf(await readFile(join(out, 'qutup/index.html'), 'utf8'));
    expect(config).toMatchObject({
      env: 'production',
      api: { hostListUrl: brand.production.apiHostListUrl, fallbackHost: brand.production.apiFallbackHost },
      chat: { sdkAppId: brand.production.chatSdkAppId },
    });
  });

  it('refuses an unknown --env and a call without brands', async () => {
    expect((await brandgen(['build', 'kqb', '--env', 'staging'])).code).toBe(1);
    expect((await brandgen(['build'])).code).toBe(1);
  });

  it('builds a brand scaffolded by brandgen new without further edits', async () => {
    const brands = await tempDir('scaffold');
    const out = await tempDir('scaffold-out');
    expect((await brandgen(['--brands', brands, 'new', 'fresh', '--language', 'pt-BR'])).code).toBe(0);
    const result = await brandgen(['--brands', brands, 'build', 'fresh', '--out', out]);
    expect(result.code).toBe(0);
    expect(await readFile(join(out, 'fresh/index.html'), 'utf8')).toContain('<title>Placar - FRESH</title>');
  });
});

describe('brandgen preview', () => {
  it('serves each built brand on its own URL under /m/ with the single-page fallback', async () => {
    const out = await tempDir('preview');
    expect((await brandgen(['build', 'xzb', 'kqb', '--out', out])).code).toBe(0);
    const database = join(await tempDir('preview-db'), 'sandbox.db');
    const preview = startBrandgen(
      ['preview', '--all', '--out', out, '--port', '0', '--sandbox-db', database, '--reset'],
      /Serving 2 brand/,
    );
    const output = await preview.started;
    const urls = [...output.matchAll(/(kqb|xzb)\s+│ (http:\/\/127\.0\.0\.1:\d+\/m\/)/g)].map((m) => [m[1], m[2]]);
    expect(urls).toHaveLength(2);
    try {
      for (const [id, url] of urls) {
        const html = await (await fetch(`${url}score/detail/123`)).text();
        expect(html).toContain(`<meta name="brandgen" content="${id} sandbox" />`);
        const root = await fetch(new URL('/', url as string), { redirect: 'manual' });
        expect(root.status).toBe(302);
        expect(root.headers.get('location')).toBe('/m/');
        const entry = html.match(/src="(\/m\/assets\/[^"]+\.js)"/)?.[1] as string;
        const asset = await fetch(new URL(entry, url as string));
        expect(asset.headers.get('cache-control')).toContain('immutable');
        expect((await fetch(url as string)).headers.get('cache-control')).toBe('no-cache');
        const api = await fetch(new URL('/api/home/getHomeData', url as string), { method: 'POST', body: '{}' });
        expect(await api.json()).toMatchObject({ status: 0, data: { hot: expect.any(Array) } });
        const chat = new WebSocket(new URL('/im', (url as string).replace('http', 'ws')));
        await new Promise((resolve, reject) => {
          chat.onopen = resolve;
          chat.onerror = reject;
        });
        chat.close();
      }
    } finally {
      expect(await preview.stop()).toBe(0);
    }
  });

  it('--no-sandbox serves the static site alone', async () => {
    const out = await tempDir('preview-static');
    expect((await brandgen(['build', 'pq8', '--out', out])).code).toBe(0);
    const preview = startBrandgen(['preview', 'pq8', '--out', out, '--port', '0', '--no-sandbox'], /no sandbox/);
    const url = (await preview.started).match(/http:\/\/127\.0\.0\.1:\d+\/m\//)?.[0] as string;
    try {
      expect((await fetch(url)).status).toBe(200);
      expect((await fetch(new URL('/api/home/getHomeData', url), { method: 'POST' })).status).toBe(404);
    } finally {
      expect(await preview.stop()).toBe(0);
    }
  });

  it('says what to do when nothing is built', async () => {
    const result = await brandgen(['preview', '--out', await tempDir('empty')]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/npx brandgen build --all/);
  });
});

describe('brandgen dev', () => {
  it("serves one brand's page from the same template, with Vite's hot-reload client and the app's source", async () => {
    const dev = startBrandgen(['dev', 'pq8br', '--port', '0'], /pq8br: http:\/\/127\.0\.0\.1:\d+\/m\//);
    const url = (await dev.started).match(/http:\/\/127\.0\.0\.1:\d+\/m\//)?.[0] as string;
    try {
      const html = await (await fetch(`${url}score`, { headers: { accept: 'text/html' } })).text();
      expect(html).toContain('<title>PQ8 Ao Vivo - Placar ao vivo de futebol e basquete</title>');
      expect(html).toContain('<script type="module" src="/m/@vite/client"></script>');
      expect(html).toContain('<link rel="icon" href="/m/brand-images/images/favicon.svg" />');
      expect((await fetch(`${url}src/main.tsx`)).status).toBe(200);
      const logo = await fetch(`${url}brand-images/images/logo.svg`);
      expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    } finally {
      await dev.stop();
    }
  });

  it('refuses an unknown brand', async () => {
    const result = await brandgen(['dev', 'nosuch']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/nosuch/);
  });
});
