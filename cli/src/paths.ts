import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: brandgen always works on the one app in packages/app and the templates beside it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const DEFAULT_BRANDS_DIR = join(REPO_ROOT, 'brands');
export const DEFAULT_OUT_DIR = join(REPO_ROOT, 'dist-brands');
export const TEMPLATES_DIR = join(REPO_ROOT, 'templates');
export const APP_DIR = join(REPO_ROOT, 'packages/app');
/** Each build compiles the app once into a folder of its own here, then stamps it into each brand's folder. */
export const BUILD_CACHE_DIR = join(REPO_ROOT, 'node_modules/.cache/brandgen');
export const JSON_SCHEMA_FILE = 'brand.schema.json';
export const DESCRIPTOR_FILE = 'brand.json';

/** A path as the user reads it: relative to the repository when inside it. */
export function displayPath(path: string): string {
  const rel = relative(REPO_ROOT, path);
  return rel.startsWith('..') ? path : rel;
}
