import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stampThreadCount, THREADED_FROM_BRANDS } from '../src/build/batch.ts';
import { listFiles } from '../src/build/compile.ts';
import { brandCopies, brandgen, type RunResult, tempDir } from './brandgen-process.ts';
import { openPage } from './stamped-page.ts';

/** Each file of a built brand folder with its bytes, by path. */
async function filesOf(dir: string): Promise<Map<string, Buffer>> {
  const files = (await listFiles(dir)).sort();
  return new Map(await Promise.all(files.map(async (f) => [f, await readFile(join(dir, f))] as const)));
}

describe('a brand stamped in a batch of many is the brand stamped alone (issue #31 item 3)', () => {
  const alone = ['xzb', 'pq8br', 'kqbc0008'];
  let out: { batch: string; alone: string };
  let runs: { batch: RunResult; alone: RunResult };

  beforeAll(async () => {
    const brands = await brandCopies(THREADED_FROM_BRANDS + 8);
    out = { batch: await tempDir('batch'), alone: await tempDir('alone') };
    const build = (args: string[], to: string) =>
      brandgen(['--brands', brands, 'build', ...args, '--assets-base', '/_assets/', '--out', to]);
    runs = { batch: await build(['--all'], out.batch), alone: await build(alone, out.alone) };
  });

  it('stamps the batch on worker threads and the few brands in the build itself', () => {
    expect(runs.batch.code).toBe(0);
    expect(runs.batch.stdout).toMatch(/Stamping on \d+ thread/);
    expect(runs.batch.stdout).toContain(`Built ${THREADED_FROM_BRANDS + 8} brand(s)`);
    expect(runs.alone.code).toBe(0);
    expect(runs.alone.stdout).not.toMatch(/Stamping on \d+ thread/);
  });

  it.each(alone)('%s: the same files, byte for byte', async (id) => {
    const [batch, single] = await Promise.all([filesOf(join(out.batch, id)), filesOf(join(out.alone, id))]);
    expect([...batch.keys()]).toEqual([...single.keys()]);
    expect(batch.size).toBeGreaterThan(10);
    for (const [file, bytes] of single) expect(batch.get(file)?.equals(bytes), file).toBe(true);
  });

  it('links the images brands share to one file per stamping thread', async () => {
    // kqb and its copies (kqbc0008, kqbc0016, ...): the same images, each written once by each thread.
    const copies = Array.from({ length: 5 }, (_, i) => (i === 0 ? 'kqb' : `kqbc${String(i * 8).padStart(4, '0')}`));
    const files = await readdir(join(out.batch, 'kqb/brand'));
    expect(files.length).toBeGreaterThan(4);
    for (const file of files) {
      const inodes = await Promise.all(copies.map(async (id) => (await stat(join(out.batch, id, 'brand', file))).ino));
      expect(new Set(inodes).size, file).toBeLessThanOrEqual(stampThreadCount(THREADED_FROM_BRANDS + 8));
    }
  });
  /** The brand's deep-link script and its compressed copies, by name. */
  const deepLinkFiles = async (id: string) =>
    (await readdir(join(out.batch, id))).filter((file) => file.startsWith('deep-link.')).sort();

  it("links one deep-link script per root route, from one file per stamping thread: its brands' fields are the page's", async () => {
    // Root route /live: pq8, qutup, xzb, xzbn and their copies; /score: kqb, pq8br, pq8sp, qutu and theirs.
    const live = ['pq8', 'xzb', 'xzbn', 'qutup', 'pq8c0009', 'xzbc0014', 'xzbc0038'];
    const score = ['kqb', 'pq8br', 'kqbc0008', 'qutuc0012'];
    const [files, scoreFiles] = [await deepLinkFiles('pq8'), await deepLinkFiles('kqb')];
    expect(files.map((file) => file.replace(/[0-9a-f]{10}/, '#'))).toEqual([
      'deep-link.#.js',
      'deep-link.#.js.br',
      'deep-link.#.js.gz',
    ]);
    expect(scoreFiles).not.toEqual(files);
    for (const [ids, names] of [
      [live, files],
      [score, scoreFiles],
    ] as const) {
      for (const id of ids) expect(await deepLinkFiles(id), id).toEqual(names);
      for (const file of names) {
        const inodes = await Promise.all(ids.map(async (id) => (await stat(join(out.batch, id, file))).ino));
        expect(new Set(inodes).size, file).toBeLessThanOrEqual(stampThreadCount(THREADED_FROM_BRANDS + 8));
      }
    }
  });

  it.each([
    ['xzb', 5],
    ['xzbc0014', 5],
    ['pq8', undefined],
  ])(
    "%s: the shared deep-link script sends the page's first call with the brand's store key (its user) and default sp_source",
    async (id, spSource) => {
      const html = await readFile(join(out.batch, id, 'index.html'), 'utf8');
      // Every brand's user stored, each with its own token: the call must take the one under this brand's key.
      const stored = Object.fromEntries(
        ['xzb', 'xzbc0014', 'pq8'].map((other, i) => [
          `${other}_store`,
          JSON.stringify({ userInfo: { id: i + 1, token: `token-${other}` } }),
        ]),
      );
      const sent: { url: string; body: string }[] = [];
      const dom = openPage(html, '/m/score/detail/7', sent, {}, stored);
      const src = dom.window.document.querySelector('head script[src*="deep-link"]')?.getAttribute('src') ?? '';
      expect(src).toBe(`/m/${(await deepLinkFiles(id))[0]}`);
      dom.window.eval(await readFile(join(out.batch, id, src.slice('/m/'.length)), 'utf8'));
      const call = '/api/football/getMatchInfo';
      await expect.poll(() => sent.map((request) => request.url)).toContain(call);
      const body = JSON.parse(sent.find((request) => request.url === call)?.body ?? '') as Record<string, unknown>;
      expect(body).toMatchObject({ matchid: 7, token: `token-${id}` });
      expect(body.sp_source).toBe(spSource);
      dom.window.close();
    },
  );
});
