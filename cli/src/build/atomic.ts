import { chmodSync, existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/** Published sites are read by a web server running as another user: readable by all, like any static site. */
const FOLDER_MODE = 0o755;
const FILE_MODE = 0o644;

/**
 * What a write staged, relative to the staging folder, for writeAtomically to make readable by all whatever the
 * umask and mkdtemp's 0700 made of it: its folders and its own files. Anything else it put there is readable already
 * (a brand's hard links to the compiled app, whose files are made readable once per build: walking and chmodding
 * ~900 of them per brand cost more than the brand's own writes).
 */
export interface Staged {
  folders: string[];
  files: string[];
}

/** Gives `files` (relative to dir) the published file mode. */
export function makeFilesReadable(dir: string, files: readonly string[]): void {
  for (const file of files) chmodSync(join(dir, file), FILE_MODE);
}

/** Synchronous: one awaited call per file cost more than the calls themselves. */
function makeStagedReadable(dir: string, staged: Staged): void {
  chmodSync(dir, FOLDER_MODE);
  for (const folder of staged.folders) chmodSync(join(dir, folder), FOLDER_MODE);
  makeFilesReadable(dir, staged.files);
}

/** mkdir -p whose newly made folders are readable by all; folders that already existed keep their modes. */
async function makeParent(dir: string): Promise<void> {
  const first = await mkdir(dir, { recursive: true });
  if (!first) return;
  for (let path = dir; path.length >= first.length; path = dirname(path)) await chmod(path, FOLDER_MODE);
}

/**
 * Runs `write` into a temporary folder beside `target` and moves it into place, what it staged made readable by all,
 * only when it succeeded. On failure the temporary folder is removed and the
 * previous `target` is left exactly as it was.
 */
export async function writeAtomically(target: string, write: (dir: string) => Promise<Staged>): Promise<void> {
  const parent = join(target, '..');
  await makeParent(parent);
  const name = target.slice(parent.length + 1);
  const staging = await mkdtemp(join(parent, `.staging-${name}-`));
  try {
    makeStagedReadable(staging, await write(staging));
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
