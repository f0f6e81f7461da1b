import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import {
  brotliCompress,
  brotliCompressSync,
  type BrotliOptions,
  constants,
  gzip,
  gzipSync,
  type ZlibOptions,
} from 'node:zlib';

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
 * Below this size a file gets no compressed copies: with its response headers it fits one TCP segment (1,460 B)
 * either way, so compressing saves no packet and no round trip (Lighthouse's text-compression audit ignores savings
 * under 1,400 B too), while each copy cost every brand a hard link: 129 of the app's 314 files are this small.
 */
export const MIN_COMPRESSED_FILE_BYTES = 1024;

const worthCompressing = (file: string, data: Buffer): boolean =>
  isTextAsset(file) && data.length >= MIN_COMPRESSED_FILE_BYTES;

/**
 * Brotli's quality for what is written once per brand (index.html, manifest, images): quality 11 takes 92 ms on
 * a 46 KB index.html, which made 1,000 brands a 90 s build, while 5 takes 2 ms for a file 9% larger (10.6 KB
 * against 9.7 KB). The shared app, compressed once per build, keeps quality 11.
 */
const PER_BRAND_BROTLI_QUALITY = 5;

/** Brotli's settings for `data`: text mode, its size as a hint, a window just covering it. */
function brotliOptions(data: Buffer, quality: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      [constants.BROTLI_PARAM_LGWIN]: windowBits(data.length),
    },
  };
}

const GZIP_OPTIONS: ZlibOptions = { level: constants.Z_BEST_COMPRESSION };

type Extension = '.br' | '.gz';
/** A file's compressed copies worth writing (smallerCopies), relative to the folder they go in. */
type Copies = { file: string; copies: [Extension, Buffer][] };

/** The copies smaller than their original: of the others none is written, so servers send the original. */
function smallerCopies(data: Buffer, copies: Record<Extension, Buffer>): [Extension, Buffer][] {
  return (Object.entries(copies) as [Extension, Buffer][]).filter(([, bytes]) => bytes.length < data.length);
}

/** Writes the copies; returns their names. */
function writeCopies(dir: string, compressed: Copies[]): string[] {
  const out: string[] = [];
  for (const { file, copies } of compressed) {
    for (const [extension, bytes] of copies) {
      writeFileSync(join(dir, `${file}${extension}`), bytes);
      out.push(`${file}${extension}`);
    }
  }
  return out;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file (relative to dir), at the strongest settings: they are
 * made once per build and served many times, by `brandgen preview` or a web server's precompressed-file support
 * (README "Deploying"). Compressed on libuv's threads, all at once (the app's ~300 text files). A file under
 * MIN_COMPRESSED_FILE_BYTES, or a compressed copy no smaller than its original, gets none, so servers send the
 * original. Returns the files written.
 */
export async function writeCompressed(dir: string, files: string[]): Promise<string[]> {
  const compressed = await Promise.all(
    files.filter(isTextAsset).map(async (file): Promise<Copies> => {
      const data = await readFile(join(dir, file));
      if (!worthCompressing(file, data)) return { file, copies: [] };
      const [br, gz] = await Promise.all([
        brotli(data, brotliOptions(data, constants.BROTLI_MAX_QUALITY)),
        gzipAsync(data, GZIP_OPTIONS),
      ]);
      return { file, copies: smallerCopies(data, { '.br': br, '.gz': gz }) };
    }),
  );
  return writeCopies(dir, compressed);
}

/** The compressed copies of `file` at brotli `quality` that are smaller than it, made in the calling thread. */
function compressedCopies(file: string, data: Buffer, quality: number): [Extension, Buffer][] {
  if (!worthCompressing(file, data)) return [];
  return smallerCopies(data, {
    '.br': brotliCompressSync(data, brotliOptions(data, quality)),
    '.gz': gzipSync(data, GZIP_OPTIONS),
  });
}

/**
 * The compressed copies of a brand's file at PER_BRAND_BROTLI_QUALITY that are smaller than it (none for a file
 * that is not text or is under MIN_COMPRESSED_FILE_BYTES), made in the calling thread: a brand's few files cost
 * ~5 ms, and each asynchronous call cost the calling thread almost as much again in stream bookkeeping, while a
 * stamping thread has no other work to overlap with it.
 */
export const brandCompressedCopies = (file: string, data: Buffer): [Extension, Buffer][] =>
  compressedCopies(file, data, PER_BRAND_BROTLI_QUALITY);

/**
 * The copies of a file compressed once per build and thread whatever the number of brands (the deep-link script),
 * at the compiled app's quality: 11 against 5 is ~750 B less for a deep link's visitor, ~90 ms once.
 */
export const onceCompressedCopies = (file: string, data: Buffer): [Extension, Buffer][] =>
  compressedCopies(file, data, constants.BROTLI_MAX_QUALITY);

/** writeCompressed for a brand's own files, just written, from their contents in memory; returns the files written. */
export function writeBrandCompressed(dir: string, contents: { file: string; data: Buffer }[]): string[] {
  return writeCopies(
    dir,
    contents.map(({ file, data }) => ({ file, copies: brandCompressedCopies(file, data) })),
  );
}
