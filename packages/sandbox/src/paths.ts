import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const PACKAGE_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');
export const DEFAULT_DB_PATH = join(PACKAGE_DIR, '.data', 'sandbox.db');
