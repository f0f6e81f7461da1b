import { chmodSync, existsSync, readdirSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Published sites are read by a web server running as another user: readable by all, like any static site. */
const FOLDER_MODE = 0o755;
const FILE_MODE = 0o644;

/**
 * Sets the published modes on a whole tree, whatever the umask and mkdtemp's 0700 made of it. Synchronous: a
 * brand holds some 800 files, and one awaited call per file cost 40 ms a brand against 3 ms.
 */
function makeReadable(dir: string): void {
  chmodSync(dir, FOLDER_MODE);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) makeReadable(path);
    else chmodSync(path, FILE_MODE);
  }
}

/** mkdir -p whose newly made folders are readable by all; folders that already existed keep their modes. */
async function makeParent(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true });
  if (!first) return;
  for (let path = dir; path.length >= first.length; path = dirname(path)) await chmod(path, FOLDER_MODE);
}

/**
 * Runs `write` into a temporary folder beside `target` and moves it into place only when it succeeded.
 * On failure the temporary folder is removed and the previous `target` is left exactly as it was.
 */
export async function writeAtomically(target: string, write: (dir: string) => Promise<void>): Promise<void> {
  const parent = join(target, '..');
  await makeParent(parent);
  const name = target.slice(parent.length + 1);
  const staging = await mkdtemp(join(parent, `.staging-${name}-`));
  try {
    await write(staging);
    makeReadable(staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const previous = `${staging}.previous`;
  const replacing = existsSync(target);
  if (replacing) await rename(target, previous);
  try {
    await rename(staging, target);
  } catch (error) {
    if (existsSync(previous)) await rename(previous, target);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  if (replacing) await rm(previous, { recursive: true, force: true });
}
