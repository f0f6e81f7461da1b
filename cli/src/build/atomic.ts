import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Runs `write` into a temporary folder beside `target` and moves it into place only when it succeeded.
 * On failure the temporary folder is removed and the previous `target` is left exactly as it was.
 */
export async function writeAtomically(target: string, write: (dir: string) => Promise<void>): Promise<void> {
  const parent = join(target, '..');
  await mkdir(parent, { recursive: true });
  const name = target.slice(parent.length + 1);
  const staging = await mkdtemp(join(parent, `.staging-${name}-`));
  try {
    await write(staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  const previous = `${staging}.previous`;
  if (existsSync(target)) await rename(target, previous);
  try {
    await rename(staging, target);
  } catch (error) {
    if (existsSync(previous)) await rename(previous, target);
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await rm(previous, { recursive: true, force: true });
}
