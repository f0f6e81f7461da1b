// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

describe('THEMING.md', () => {
  it('documents every --uk- variable the CSS uses', () => {
    const doc = readFileSync(join(SRC, '../THEMING.md'), 'utf8');
    const used = new Set(cssFiles(SRC).flatMap((file) => readFileSync(file, 'utf8').match(/--uk-[a-z0-9-]+/g) ?? []));
    const missing = [...used].filter((name) => !doc.includes(`\`${name}\``));
    expect(missing).toEqual([]);
  });

  it('has a story file for every component folder', () => {
    const folders = readdirSync(SRC, { withFileTypes: true })
      .filter((e) => e.isDirectory() && /^[A-Z]/.test(e.name) && e.name !== 'UiKitProvider')
      .map((e) => e.name);
    const withoutStories = folders.filter(
      (folder) => !readdirSync(join(SRC, folder)).some((file) => file.endsWith('.stories.tsx')),
    );
    expect(folders.length).toBeGreaterThan(25);
    expect(withoutStories).toEqual([]);
  });
});
