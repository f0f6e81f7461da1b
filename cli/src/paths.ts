import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root: brandgen always works on the one app in packages/app and the templates beside it. */
export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export const DEFAULT_BRANDS_DIR = join(REPO_ROOT, 'brands');
export const DEFAULT_OUT_DIR = join(REPO_ROOT, 'dist-brands');
export const TEMPLATES_DIR = join(REPO_ROOT, 'templates');
export const APP_DIR = join(REPO_ROOT, 'packages/app');
/** The app is compiled here once per build, then stamped into each brand's folder. */
export const APP_BUILD_DIR = join(REPO_ROOT, 'node_modules/.cache/brandgen/app');
export const JSON_SCHEMA_FILE = 'brand.schema.json';
export const DESCRIPTOR_FILE = 'brand.json';
