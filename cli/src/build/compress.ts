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

type Copies = { file: string; data: Buffer; copies: Record<'.br' | '.gz', Buffer> };

/** Writes each copy that is smaller than its original (else servers send the original); returns their names. */
function writeSmaller(dir: string, compressed: Copies[]): string[] {
  const out: string[] = [];
  for (const { file, data, copies } of compressed) {
    for (const [extension, bytes] of Object.entries(copies)) {
      if (bytes.length >= data.length) continue;
      writeFileSync(join(dir, `${file}${extension}`), bytes);
      out.push(`${file}${extension}`);
    }
  }
  return out;
}

/**
 * Writes `<file>.br` and `<file>.gz` beside each text file (relative to dir), at the strongest settings: they are
 * made once per build and served many times, by `brandgen preview` or a web server's precompressed-file support
 * (README "Deploying"). Compressed on libuv's threads, all at once (the app's ~400 text files). A compressed copy
 * no smaller than its original is not written, so servers send the original. Returns the files written.
 */
export async function writeCompressed(dir: string, files: string[]): Promise<string[]> {
  const compressed = await Promise.all(
    files.filter(isTextAsset).map(async (file): Promise<Copies> => {
      const data = await readFile(join(dir, file));
      const [br, gz] = await Promise.all([
        brotli(data, brotliOptions(data, constants.BROTLI_MAX_QUALITY)),
        gzipAsync(data, GZIP_OPTIONS),
      ]);
      return { file, data, copies: { '.br': br, '.gz': gz } };
    }),
  );
  return writeSmaller(dir, compressed);
}

/** A brand's images go under this folder with content-hashed names (stamp.ts): brands often share them. */
const IMAGE_FOLDER = 'brand/';
/** A build's distinct images whose copies are kept for the next brand with the same image. */
const MAX_SHARED_IMAGES = 1024;
const sharedImageCopies = new Map<string, Copies>();

/** The copies of a brand's file at PER_BRAND_BROTLI_QUALITY; an image another brand had is compressed once. */
function brandCopies(file: string, data: Buffer): Copies {
  const shared = file.startsWith(IMAGE_FOLDER) ? sharedImageCopies.get(file) : undefined;
  if (shared?.data.equals(data)) return shared;
  const copies: Copies = {
    file,
    data,
    copies: {
      '.br': brotliCompressSync(data, brotliOptions(data, PER_BRAND_BROTLI_QUALITY)),
      '.gz': gzipSync(data, GZIP_OPTIONS),
    },
  };
  if (file.startsWith(IMAGE_FOLDER) && sharedImageCopies.size < MAX_SHARED_IMAGES) sharedImageCopies.set(file, copies);
  return copies;
}

/**
 * writeCompressed for a brand's own files, just written, from their contents in memory, at PER_BRAND_BROTLI_QUALITY
 * and in the calling thread: a brand's few files cost ~5 ms, and each asynchronous call cost the calling thread
 * almost as much again in stream bookkeeping, while a stamping thread has no other work to overlap with it.
 */
export function writeBrandCompressed(dir: string, contents: { file: string; data: Buffer }[]): string[] {
  return writeSmaller(
    dir,
    contents.filter(({ file }) => isTextAsset(file)).map(({ file, data }) => brandCopies(file, data)),
  );
}
