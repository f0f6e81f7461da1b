import { readFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../src/build/compile.ts';
import { isTextAsset, MIN_COMPRESSED_FILE_BYTES } from '../src/build/compress.ts';
import { brandgen, startBrandgen, tempDir } from './brandgen-process.ts';

/** A raw GET: fetch would undo the Content-Encoding, and the bytes on the wire are the point here. */
function rawGet(url: string, acceptEncoding?: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
    get(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

describe('compressed delivery (issue #14)', () => {
  let site: string;
  let url: string;
  let stop: () => Promise<number | null>;

  beforeAll(async () => {
    const out = await tempDir('compressed');
    expect((await brandgen(['build', 'pq8', '--out', out])).code).toBe(0);
    site = join(out, 'pq8');
    const preview = startBrandgen(['preview', 'pq8', '--out', out, '--port', '0', '--no-sandbox'], /no sandbox/);
    url = (await preview.started).match(/http:\/\/127\.0\.0\.1:\d+\/m\//)?.[0] as string;
    stop = preview.stop;
  });
  afterAll(() => stop());

  it('the build writes .br and .gz beside every text asset of 1 KB or more, each decompressing to the original', async () => {
    const files = await listFiles(site);
    const text = files.filter(isTextAsset);
    expect(text).toEqual(expect.arrayContaining(['index.html', expect.stringMatching(/^assets\/main-.*\.js$/)]));
    expect(text.some((f) => f.endsWith('.css'))).toBe(true);
    expect(text.some((f) => f.endsWith('.webmanifest'))).toBe(true);
    const small: string[] = [];
    for (const file of text) {
      const original = await readFile(join(site, file));
      if (original.length < MIN_COMPRESSED_FILE_BYTES) {
        small.push(file);
        continue;
      }
      expect(brotliDecompressSync(await readFile(join(site, `${file}.br`))).equals(original), `${file}.br`).toBe(true);
      expect(gunzipSync(await readFile(join(site, `${file}.gz`))).equals(original), `${file}.gz`).toBe(true);
    }
    expect(files.filter((f) => /\.(png|jpe?g|webp)\.(br|gz)$/.test(f))).toEqual([]);
    // The deep-link script is compressed once a build, so at brotli's best, as the compiled app (5 was 753 B more).
    const deepLink = text.find((file) => /^deep-link\.[0-9a-f]{10}\.js$/.test(file)) as string;
    const script = await readFile(join(site, deepLink));
    const best = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect((await readFile(join(site, `${deepLink}.br`))).length).toBeLessThanOrEqual(best.length + 100);
    // A file that fits one packet as it is goes out as it is (the manifest, the brand's icons, the smallest chunks).
    expect(small.length).toBeGreaterThan(10);
    expect(small.filter((file) => files.includes(`${file}.br`) || files.includes(`${file}.gz`))).toEqual([]);
  });

  it('preview sends brotli or gzip by Accept-Encoding, hashed files immutable, index.html no-cache', async () => {
    const html = (await rawGet(url)).body.toString();
    // The app module (the entry itself fits a packet and goes out as it is, below).
    const entry = (await listFiles(site)).find((file) => /^assets\/boot-[^/]+\.js$/.test(file)) as string;
    const original = await readFile(join(site, entry));

    const br = await rawGet(`${url}${entry}`, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.body).equals(original)).toBe(true);

    const gz = await rawGet(`${url}${entry}`, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).equals(original)).toBe(true);

    const plain = await rawGet(`${url}${entry}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.equals(original)).toBe(true);

    const tiny = html.match(/src="\/m\/(assets\/[^"]+\.js)"/)?.[1] as string;
    expect((await readFile(join(site, tiny))).length).toBeLessThan(MIN_COMPRESSED_FILE_BYTES);
    const asIs = await rawGet(`${url}${tiny}`, 'gzip, deflate, br');
    expect(asIs.headers['content-encoding']).toBeUndefined();
    expect(asIs.body.equals(await readFile(join(site, tiny)))).toBe(true);

    for (const page of [url, `${url}score/detail/123`]) {
      const index = await rawGet(page, 'br');
      expect(index.headers['content-encoding']).toBe('br');
      expect(index.headers['content-type']).toMatch(/^text\/html/);
      expect(index.headers['cache-control']).toBe('no-cache');
      expect(brotliDecompressSync(index.body).toString()).toBe(html);
    }
  });
});
