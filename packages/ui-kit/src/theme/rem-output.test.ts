// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { pxToRemPlugin } from '../../postcss.ts';

const SRC = join(import.meta.dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('component CSS after the shared px -> rem plugin (spec §9)', () => {
  it('keeps no px length of 2 or more (px inside var() fallbacks would escape the plugin)', async () => {
    const leftovers: string[] = [];
    for (const file of cssFiles(SRC)) {
      const { css } = await postcss([pxToRemPlugin()]).process(readFileSync(file, 'utf8'), { from: file });
      for (const match of css.matchAll(/(\d*\.?\d+)px/g)) {
        if (Number(match[1]) >= 2) leftovers.push(`${file.slice(SRC.length + 1)}: ${match[0]}`);
      }
    }
    expect(leftovers).toEqual([]);
  });
});
