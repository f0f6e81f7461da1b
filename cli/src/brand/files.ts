import { closeSync, constants, fstatSync, lstatSync, openSync, readSync, type Stats } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { displayPath } from '../paths.ts';

/** Every visitor downloads the brand images on first load; a bigger file is a mistake (or an attack). */
export const MAX_IMAGE_BYTES = 1024 * 1024;
/** Real descriptors are a few KB. */
export const MAX_DESCRIPTOR_BYTES = 256 * 1024;

export type FileRead = { ok: true; data: Buffer } | { ok: false; message: string };

function size(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** What is wrong with one step of the path, or undefined when it is a real folder (or, last, a real file). */
function refusal(path: string, stats: Stats, last: boolean): string | undefined {
  const shown = displayPath(path);
  if (stats.isSymbolicLink()) return `${shown} is a symbolic link; only real files inside the brand folder are read`;
  if (!last) return stats.isDirectory() ? undefined : `${shown} is not a folder`;
  if (stats.isDirectory()) return `${shown} is a folder, expected a file`;
  if (!stats.isFile()) return `${shown} is not a regular file`;
  if (stats.nlink > 1) return hardLinkRefusal(path, stats.nlink);
  return undefined;
}

/** A file with more than one link shares its content with a name elsewhere, maybe outside the brand folder. */
function hardLinkRefusal(path: string, links: number): string {
  return `${displayPath(path)} has ${links} hard links: its content is also a file elsewhere (maybe outside the brand folder), so it is not read; put a copy of the file there instead`;
}

/**
 * Reads `relativePath` inside `dir` only as a regular file that really lies there: no absolute path, no `..`,
 * no symbolic link on the way and no file with a second hard link (either would publish any file of the build
 * machine, such as a link to /etc/passwd), at most `maxBytes`.
 * Every refusal is a message naming the path; nothing throws. Synchronous: a build reads ~7 files a brand while
 * the app compiles, and the five awaited calls of each (lstat, open, stat, read, close) cost 1,000 brands ~1.1 s
 * of CPU against ~0.3 s, taken from the compile (issue #31 item 3).
 */
export function readBrandFile(dir: string, relativePath: string, maxBytes: number, what = 'a file'): FileRead {
  const segments = relativePath.split(/[\\/]/).filter((s) => s !== '' && s !== '.');
  if (isAbsolute(relativePath) || segments.length === 0 || segments.includes('..')) {
    return { ok: false, message: `expected a path inside the brand folder, got ${JSON.stringify(relativePath)}` };
  }
  const file = join(dir, ...segments);
  try {
    let path = dir;
    let stats: Stats | undefined;
    for (const [i, segment] of segments.entries()) {
      path = join(path, segment);
      stats = lstatSync(path);
      const refused = refusal(path, stats, i === segments.length - 1);
      if (refused) return { ok: false, message: refused };
    }
    if (!stats) throw new Error('unreachable: a path has at least one segment');
    if (stats.size > maxBytes) {
      return {
        ok: false,
        message: `${displayPath(file)} is ${size(stats.size)}; ${what} may be at most ${size(maxBytes)}`,
      };
    }
    // O_NOFOLLOW and the inode check close the gap between the checks above and the read.
    const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    try {
      const opened = fstatSync(fd);
      if (opened.ino !== stats.ino || opened.dev !== stats.dev || !opened.isFile()) {
        return { ok: false, message: `${displayPath(file)} changed while it was read` };
      }
      if (opened.nlink > 1) return { ok: false, message: hardLinkRefusal(file, opened.nlink) };
      // One byte more than lstat saw: a file that grew since is caught instead of read without a bound.
      const buffer = Buffer.alloc(stats.size + 1);
      let length = 0;
      for (;;) {
        const bytesRead = readSync(fd, buffer, length, buffer.length - length, null);
        if (bytesRead === 0) break;
        length += bytesRead;
        if (length > stats.size) return { ok: false, message: `${displayPath(file)} changed while it was read` };
      }
      return { ok: true, data: buffer.subarray(0, length) };
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    const code = errorCode(error);
    if (code === 'ENOENT' || code === 'ENOTDIR') return { ok: false, message: `file not found: ${displayPath(file)}` };
    if (code === 'ELOOP') return { ok: false, message: `${displayPath(file)} is a symbolic link` };
    return { ok: false, message: `cannot read ${displayPath(file)}: ${(error as Error).message}` };
  }
}

/**
 * Decodes a descriptor as UTF-8 (a UTF-8 byte order mark is allowed), refusing anything else by name: a
 * lenient decode would turn a GBK or UTF-16 file into replacement characters and publish them.
 */
export function decodeUtf8(data: Buffer, file: string): { ok: true; text: string } | { ok: false; message: string } {
  const shown = displayPath(file);
  if ((data[0] === 0xff && data[1] === 0xfe) || (data[0] === 0xfe && data[1] === 0xff)) {
    return { ok: false, message: `${shown} is UTF-16 text, not UTF-8: save it as UTF-8` };
  }
  if (data.includes(0)) {
    return { ok: false, message: `${shown} has NUL bytes (UTF-16 or binary), not UTF-8: save it as UTF-8` };
  }
  try {
    return { ok: true, text: new TextDecoder('utf-8', { fatal: true }).decode(data) };
  } catch {
    return { ok: false, message: `${shown} is not UTF-8 text (another encoding such as GBK?): save it as UTF-8` };
  }
}

/** What makes an SVG run code when opened from the brand's origin (it is published there, openable by URL). */
const SVG_ACTIVE: [RegExp, string][] = [
  [/<script[\s>/]/, 'a <script>'],
  [/<(foreignobject|iframe|embed|object|handler)[\s>/]/, 'embedded HTML or objects'],
  [/[\s/"']on[a-z]+\s*=/, 'an event handler attribute (on...=)'],
  [/<!entity|<\?xml-stylesheet/, 'XML entities or a stylesheet instruction'],
];

/**
 * Why an SVG is refused, or undefined: scripts in an image published on the site's own origin run with the
 * site's cookies and storage when someone opens its URL. Character references are decoded and, for links, URL
 * whitespace removed first, as a browser would; this refuses what is plainly active, it is not a sanitiser.
 */
export function svgActiveContent(data: Buffer): string | undefined {
  const text = data
    .toString('utf8')
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16) % 0x110000))
    .replace(/&#([0-9]+);?/g, (_, dec: string) => String.fromCodePoint(Number.parseInt(dec, 10) % 0x110000))
    .toLowerCase();
  if (text.replace(/[\s\p{Cc}]+/gu, '').includes('javascript:')) return 'a javascript: link';
  return SVG_ACTIVE.find(([pattern]) => pattern.test(text))?.[1];
}
