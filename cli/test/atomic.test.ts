import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeAtomically } from '../src/build/atomic.ts';
import { tempDir } from './brandgen-process.ts';

describe('writeAtomically', () => {
  it('replaces the previous folder only when the new one is complete', async () => {
    const root = await tempDir('atomic-unit');
    const target = join(root, 'pq8');
    await writeAtomically(target, (dir) => writeFile(join(dir, 'index.html'), 'v1'));
    await writeAtomically(target, async (dir) => {
      await writeFile(join(dir, 'index.html'), 'v2');
      expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('v1');
    });
    expect(await readFile(join(target, 'index.html'), 'utf8')).toBe('v2');
    expect(await readdir(root)).toEqual(['pq8']);
  });

  it('a failure half-way leaves the previous folder untouched and no staging folder', async () => {
    const root = await tempDir('atomic-fail');
    const target = join(root, 'xzb');
    await writeAtomically(target, (dir) => writeFile(join(dir, 'index.html'), 'good'));
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
