import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** Gzip sizes by file path; the compiled app's files are the same for every brand, so each is measured once. */
const gzipCache = new Map<string, number>();

export async function gzipSize(path: string): Promise<number> {
  let size = gzipCache.get(path);
  if (size === undefined) {
    size = gzipSync(await readFile(path), { level: 9 }).length;
    gzipCache.set(path, size);
  }
  return size;
}

export async function gzipTotal(dir: string, files: string[]): Promise<number> {
  const sizes = await Promise.all(files.map((f) => gzipSize(join(dir, f))));
  return sizes.reduce((a, b) => a + b, 0);
}
