import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Files worth compressing: text. Images other than SVG are compressed already. */
const TEXT_FILE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

/**
 * Brotli's window just big enough for the file (at least 1 KB, at most its 16 MB maximum): the default 4 MB
 * window is allocated per stream, and 8,000 streams of small files (1,000 brands) spent more time in the
 * kernel than compressing. A window that covers the file compresses it as well.
 */
function windowBits(size: number): number {
  return Math.min(constants.BROTLI_MAX_WINDOW_BITS, Math.max(10, Math.ceil(Math.log2(size + 1))));
}

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
  const contents = await Promise.all(
    files.filter(isTextAsset).map(async (file) => ({ file, data: await readFile(join(dir, file)) })),
  );
  return writeCompressedCopies(dir, contents, brotliQuality);
}

/**
 * writeCompressed for files just written, from their contents in memory; the copies are written synchronously
 * (a brand's dozen small files: each awaited call costs more than the write).
 */
export async function writeCompressedCopies(
  dir: string,
  contents: { file: string; data: Buffer }[],
  brotliQuality: number,
): Promise<string[]> {
  const written = await Promise.all(
    contents
      .filter(({ file }) => isTextAsset(file))
      .map(async ({ file, data }) => {
        const [br, gz] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              [constants.BROTLI_PARAM_LGWIN]: windowBits(data.length),
            },
          }),
          gzipAsync(data, { level: constants.Z_BEST_COMPRESSION }),
        ]);
        return { file, data, copies: { '.br': br, '.gz': gz } };
      }),
  );
  const out: string[] = [];
  for (const { file, data, copies } of written) {
    for (const [extension, bytes] of Object.entries(copies)) {
      if (bytes.length >= data.length) continue;
      writeFileSync(join(dir, `${file}${extension}`), bytes);
      out.push(`${file}${extension}`);
    }
  }
  return out;
}
