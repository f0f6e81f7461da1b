import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Staged, writeAtomically } from '../src/build/atomic.ts';
import { tempDir } from './brandgen-process.ts';

/** Writes index.html and says so, as a brand's stamping does. */
async function writeIndex(dir: string, html: string): Promise<Staged> {
  await writeFile(join(dir, 'index.html'), html);
  return { folders: [], files: ['index.html'] };
}

describe('writeAtomically', () => {
  it('replaces the previous folder only when the new one is complete', async () => {
    const root = await tempDir('atomic-unit');
    const target = join(root, 'pq8');
    await writeAtomically(target, (dir) => writeIndex(dir, 'v1'));
    await writeAtomically(target, async (dir) => {
      const staged = await writeIndex(dir, 'v2');
      expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('v1');
      return staged;
    });
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('v2');
    expect(await readdir(root)).toEqual(['pq8']);
  });

  it('a failure half-way leaves the previous folder untouched and no staging folder', async () => {
    const root = await tempDir('atomic-fail');
    const target = join(root, 'xzb');
    await writeAtomically(target, (dir) => writeIndex(dir, 'good'));
    await expect(
      writeAtomically(target, async (dir) => {
        await writeFile(join(dir, 'index.html'), 'half');
        throw new Error('template failed');
      }),
    ).rejects.toThrow('template failed');
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('good');
    expect(await readdir(root)).toEqual(['xzb']);
  });

  it('a failure on the first build leaves nothing behind', async () => {
    const root = await tempDir('atomic-first');
    await expect(writeAtomically(join(root, 'kqb'), () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(existsSync(join(root, 'kqb'))).toBe(false);
    expect(await readdir(root)).toEqual([]);
  });
});
