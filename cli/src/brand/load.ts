import { existsSync, lstatSync, type Stats } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import {
  type AccessibleColours,
  accessibleColours,
  type BrandDescriptor,
  brandSchema,
  type ImageKey,
  type Problem,
  validateBrand,
} from '@live/brand-schema';
import { DESCRIPTOR_FILE, displayPath } from '../paths.ts';
import { contrastProblems } from './contrast.ts';
import { decodeUtf8, MAX_DESCRIPTOR_BYTES, MAX_IMAGE_BYTES, readBrandFile, svgActiveContent } from './files.ts';

export interface LoadedBrand {
  /** The folder name, which the descriptor's id must equal. */
  id: string;
  dir: string;
  file: string;
  /** Present only when the descriptor is valid and its images exist. */
  brand?: BrandDescriptor;
  /** The bytes of each image path of a valid brand, read once: the build publishes exactly what was checked. */
  images?: Map<string, Buffer>;
  /** The raw parsed JSON, even when invalid, so listings can show what is there. */
  raw?: unknown;
  /** The readable colours and their contrast pairs, whenever the descriptor matches the schema. */
  colours?: AccessibleColours;
  problems: Problem[];
}

/** Ids of every brand folder holding a brand.json, sorted; a linked folder is listed so that it is refused. */
export async function listBrandIds(brandsDir: string): Promise<string[]> {
  if (!existsSync(brandsDir)) return [];
  if (!(await stat(brandsDir)).isDirectory()) {
    // The operator chooses --brands, so a link to a folder is fine there; inside it, links are refused.
    throw new Error(`--brands: ${displayPath(brandsDir)} is not a folder`);
  }
  const entries = await readdir(brandsDir, { withFileTypes: true });
  return entries
    .filter((e) => (e.isDirectory() || e.isSymbolicLink()) && existsSync(join(brandsDir, e.name, DESCRIPTOR_FILE)))
    .map((e) => e.name)
    .sort();
}

function parseJson(text: string): { value?: unknown; problem?: Problem } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { problem: { path: '(file)', message: `not valid JSON: ${(error as Error).message}` } };
  }
}

/**
 * A theme's readable colours, derived once per distinct theme: brands made from one template share it, and the
 * derivation (~1 ms) runs on the main thread while the app compiles.
 */
const coloursByTheme = new Map<string, AccessibleColours>();
function coloursOf(theme: BrandDescriptor['theme']): AccessibleColours {
  const key = JSON.stringify(theme);
  let colours = coloursByTheme.get(key);
  if (!colours) {
    colours = accessibleColours(theme);
    coloursByTheme.set(key, colours);
  }
  return colours;
}

/** The brand folder itself must be a real folder named like a brand id, so no path leaves the brands folder. */
function checkFolder(loaded: LoadedBrand): Problem | undefined {
  const idCheck = brandSchema.shape.id.safeParse(loaded.id);
  if (!idCheck.success) {
    const reason = idCheck.error.issues[0]?.message ?? 'expected a brand id';
    return { path: '(folder)', message: `${JSON.stringify(loaded.id)} is not a brand id: ${reason}` };
  }
  let stats: Stats;
  try {
    stats = lstatSync(loaded.dir);
  } catch {
    return { path: '(file)', message: `${displayPath(loaded.file)} not found` };
  }
  if (stats.isSymbolicLink()) {
    return { path: '(folder)', message: `${displayPath(loaded.dir)} is a symbolic link; a brand is a real folder` };
  }
  if (!stats.isDirectory()) return { path: '(folder)', message: `${displayPath(loaded.dir)} is not a folder` };
  return undefined;
}

function check(loaded: LoadedBrand): void {
  const folderProblem = checkFolder(loaded);
  if (folderProblem) {
    loaded.problems.push(folderProblem);
    return;
  }
  const read = readBrandFile(loaded.dir, DESCRIPTOR_FILE, MAX_DESCRIPTOR_BYTES, 'a descriptor');
  const decoded = read.ok ? decodeUtf8(read.data, loaded.file) : read;
  if (!decoded.ok) {
    loaded.problems.push({ path: '(file)', message: decoded.message });
    return;
  }
  const parsed = parseJson(decoded.text);
  if (parsed.problem) {
    loaded.problems.push(parsed.problem);
    return;
  }
  loaded.raw = parsed.value;
  const result = validateBrand(parsed.value);
  if (!result.ok) {
    loaded.problems.push(...result.problems);
    return;
  }
  const brand = result.brand;
  if (brand.id !== loaded.id) {
    loaded.problems.push({
      path: 'id',
      message: `expected "${loaded.id}" (the brand's folder name), got "${brand.id}"`,
    });
  }
  loaded.colours = coloursOf(brand.theme);
  loaded.problems.push(...contrastProblems(loaded.colours));
  const images = new Map<string, Buffer>();
  for (const [key, path] of Object.entries(brand.images) as [ImageKey, string][]) {
    if (images.has(path)) continue;
    const image = readBrandFile(loaded.dir, path, MAX_IMAGE_BYTES, 'an image');
    if (!image.ok) {
      loaded.problems.push({ path: `images.${key}`, message: image.message });
      continue;
    }
    const active = path.endsWith('.svg') ? svgActiveContent(image.data) : undefined;
    if (active) {
      const message = `${path} has ${active}: an SVG must not run code on the brand's site; remove it`;
      loaded.problems.push({ path: `images.${key}`, message });
    } else {
      images.set(path, image.data);
    }
  }
  if (loaded.problems.length === 0) {
    loaded.brand = brand;
    loaded.images = images;
  }
}

/** Reads, parses and validates one brand; every problem is collected, nothing throws. */
export function loadBrand(brandsDir: string, id: string): LoadedBrand {
  const dir = join(brandsDir, id);
  const loaded: LoadedBrand = { id, dir, file: join(dir, DESCRIPTOR_FILE), problems: [] };
  try {
    check(loaded);
  } catch (error) {
    loaded.problems.push({ path: '(file)', message: `could not be read: ${(error as Error).message}` });
  }
  return loaded;
}

/** The ids a command was given, or all with --all. */
export async function wantedBrandIds(brandsDir: string, ids: string[], all: boolean): Promise<string[]> {
  return all ? listBrandIds(brandsDir) : ids;
}

/** Resolves the ids a command was given (or all with --all) and loads them. Unknown ids are problems too. */
export async function loadBrands(brandsDir: string, ids: string[], all: boolean): Promise<LoadedBrand[]> {
  const wanted = await wantedBrandIds(brandsDir, ids, all);
  return wanted.map((id) => loadBrand(brandsDir, id));
}
