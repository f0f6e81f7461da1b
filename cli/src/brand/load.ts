import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { type BrandDescriptor, type ImageKey, type Problem, validateBrand } from '@live/brand-schema';
import { DESCRIPTOR_FILE, REPO_ROOT } from '../paths.ts';

export interface LoadedBrand {
  /** The folder name, which the descriptor's id must equal. */
  id: string;
  dir: string;
  file: string;
  /** Present only when the descriptor is valid and its images exist. */
  brand?: BrandDescriptor;
  /** The raw parsed JSON, even when invalid, so listings can show what is there. */
  raw?: unknown;
  problems: Problem[];
}

/** Ids of every brand folder holding a brand.json, sorted. */
export async function listBrandIds(brandsDir: string): Promise<string[]> {
  if (!existsSync(brandsDir)) return [];
  const entries = await readdir(brandsDir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && existsSync(join(brandsDir, e.name, DESCRIPTOR_FILE)))
    .map((e) => e.name)
    .sort();
}

export function displayPath(path: string): string {
  const rel = relative(REPO_ROOT, path);
  return rel.startsWith('..') ? path : rel;
}

function parseJson(text: string): { value?: unknown; problem?: Problem } {
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { problem: { path: '(file)', message: `not valid JSON: ${(error as Error).message}` } };
  }
}

/** Reads, parses and validates one brand; every problem is collected, nothing throws. */
export async function loadBrand(brandsDir: string, id: string): Promise<LoadedBrand> {
  const dir = join(brandsDir, id);
  const file = join(dir, DESCRIPTOR_FILE);
  const loaded: LoadedBrand = { id, dir, file, problems: [] };
  if (!existsSync(file)) {
    loaded.problems.push({ path: '(file)', message: `${displayPath(file)} not found` });
    return loaded;
  }
  const parsed = parseJson(await readFile(file, 'utf8'));
  if (parsed.problem) {
    loaded.problems.push(parsed.problem);
    return loaded;
  }
  loaded.raw = parsed.value;
  const result = validateBrand(parsed.value);
  if (!result.ok) {
    loaded.problems.push(...result.problems);
    return loaded;
  }
  const brand = result.brand;
  if (brand.id !== id) {
    loaded.problems.push({ path: 'id', message: `expected "${id}" (the brand's folder name), got "${brand.id}"` });
  }
  for (const [key, path] of Object.entries(brand.images) as [ImageKey, string][]) {
    if (!existsSync(join(dir, path))) {
      loaded.problems.push({ path: `images.${key}`, message: `file not found: ${displayPath(join(dir, path))}` });
    }
  }
  if (loaded.problems.length === 0) loaded.brand = brand;
  return loaded;
}

/** Resolves the ids a command was given (or all with --all) and loads them. Unknown ids are problems too. */
export async function loadBrands(brandsDir: string, ids: string[], all: boolean): Promise<LoadedBrand[]> {
  const known = await listBrandIds(brandsDir);
  const wanted = all ? known : ids;
  return Promise.all(wanted.map((id) => loadBrand(brandsDir, id)));
}
