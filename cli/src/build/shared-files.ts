import { linkSync, copyFileSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { extname } from 'node:path';
import { threadId } from 'node:worker_threads';
import { makeFilesReadable } from './atomic.ts';
import { brandCompressedCopies } from './compress.ts';

/** A file's compressed copies (compress.ts): extension and bytes. */
type Compress = typeof brandCompressedCopies;

/**
 * A hard link, a near-free copy of a file that is never modified in place; on another file system a real copy
 * (with the file's mode).
 */
export function linkOrCopy(from: string, to: string): void {
  try {
    linkSync(from, to);
  } catch {
    copyFileSync(from, to);
  }
}

/**
 * Brand files written once per build and hard-linked into every brand that has them (issue #31 item 3): the
 * brands' images with their compressed copies, content-hashed, most shared by the brands of a kind. A brand's
 * creating its own (a file, its chmod) cost its stamping thread several links each, mostly waiting on the file
 * system's journal when the disk is busy. They live in a folder of the compiled app's, removed with it after the
 * build; named by their whole content hash, so no two images share one by a collision of the names' short hash.
 */
export class SharedFiles {
  private readonly dir: string;
  /** Per published file (its hash and extension), the extensions it was written with: '' the file, then copies. */
  private readonly published = new Map<string, string[]>();

  constructor(dir: string) {
    this.dir = dir;
  }

  /**
   * Links `data` (whose sha256 is `hash`) as `outDir/file` with its copies, made by `compress` when first published;
   * returns the names, relative to outDir.
   */
  link(outDir: string, file: string, data: Buffer, hash: string, compress: Compress = brandCompressedCopies): string[] {
    const key = `${hash}${extname(file)}`;
    const extensions = this.published.get(key) ?? this.publish(key, file, data, compress);
    return extensions.map((extension) => {
      linkOrCopy(`${this.dir}/${key}${extension}`, `${outDir}/${file}${extension}`);
      return `${file}${extension}`;
    });
  }

  private publish(key: string, file: string, data: Buffer, compress: Compress): string[] {
    mkdirSync(this.dir, { recursive: true });
    const copies = [['', data] as const, ...compress(file, data)];
    for (const [extension, bytes] of copies) {
      // Written beside and renamed: the other stamping thread may publish the same file meanwhile.
      const partial = `${key}${extension}.${threadId}.partial`;
      writeFileSync(`${this.dir}/${partial}`, bytes);
      makeFilesReadable(this.dir, [partial]); // once: the brands' links share its mode
      renameSync(`${this.dir}/${partial}`, `${this.dir}/${key}${extension}`);
    }
    const extensions = copies.map(([extension]) => extension);
    this.published.set(key, extensions);
    return extensions;
  }
}
