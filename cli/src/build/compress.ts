import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Images other than SVG are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

export const isTextAsset = (file: string): boolean => TEXT_FILE.test(file);

/**
 * Brotli's quality for what is written once per brand (index.html, manifest, images): quality 11 takes 92 ms on
 * a 46 KB index.html, which made 1,000 brands a 90 s build, while 5 takes 2 ms for a file 9% larger (10.6 KB
 * against 9.7 KB). The shared app, compressed once per build, keeps quality 11.
 */
export const PER_BRAND_BROTLI_QUALITY = 5;

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file (relative to dir), by default at the strongest
 * settings: they are made once per build and served many times, by `brandgen preview` or a web server's
 * precompressed-file support (README "Deploying"). A compressed copy no smaller than its original is not
 * written, so servers send the original. Returns the files written, relative to dir.
 */
export async function writeCompressed(
  dir: string,
  files: string[],
  brotliQuality: number = constants.BROTLI_MAX_QUALITY,
): Promise<string[]> {
  const written = await Promise.all(
    files.filter(isTextAsset).map(async (file) => {
      const data = await readFile(join(dir, file));
      const [br, gz] = await Promise.all([
        brotli(data, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
          },
        }),
        gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      const out: string[] = [];
      for (const [extension, bytes] of [
        ['.br', br],
        ['.gz', gz],
      ] as const) {
        if (bytes.length >= data.length) continue;
        await writeFile(join(dir, `${file}${extension}`), bytes);
        out.push(`${file}${extension}`);
      }
      return out;
    }),
  );
  return written.flat();
}
