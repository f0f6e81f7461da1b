import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The spine loads on the first page, so it must not pull in the player, the chat client or the schema (zod). */
const HEAVY = ['hls.js', '@live/im-client', 'tim-js-sdk', 'zod', '@live/brand-schema', 'react'];
const FOLDERS = ['domain', 'api', 'stores'];

function sourceFiles(folder: string): string[] {
  const dir = join(import.meta.dirname, folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.startsWith('test-'))
    .map((name) => join(dir, name));
}

/** Module specifiers of the imports that stay at run time (not `import type`). */
function runtimeImports(file: string): string[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^import\s+(?!type\s)[^'"]*?from\s+'([^']+)'/gm)].map((match) => match[1] ?? '');
}

describe('first-load bundle', () => {
  it('domain, api and stores import no heavy module at run time', () => {
    const offending = FOLDERS.flatMap(sourceFiles).flatMap((file) =>
      runtimeImports(file)
        .filter((specifier) => HEAVY.some((heavy) => specifier === heavy || specifier.startsWith(`${heavy}/`)))
        .map((specifier) => `${file}: ${specifier}`),
    );
    expect(offending).toEqual([]);
  });

  it('the entry imports nothing statically: the stamped first paint shows before any app module runs', () => {
    const source = readFileSync(join(import.meta.dirname, 'main.tsx'), 'utf8');
    expect(source.match(/^\s*import\s[^(]/gm)).toBeNull();
    // The app module, once the first paint is up (cli/test/budgets.test.ts counts it and its imports).
    expect([...source.matchAll(/\bimport\('([^']+)'\)/g)].map((match) => match[1])).toEqual(['./boot']);
  });

  // Issue #31: axios is about 13 KB gzip the first page can show without (index.html's early call brings its data).
  it('axios loads with the first request: only api/core/http.ts imports it, and nothing imports that statically', () => {
    const files = ['api', 'api/core', 'app', 'stores', 'routes', 'shell', 'domain'].flatMap(sourceFiles);
    const axiosImporters = files.filter((file) => runtimeImports(file).includes('axios'));
    expect(axiosImporters.map((file) => file.slice(import.meta.dirname.length + 1))).toEqual(['api/core/http.ts']);
    const httpImporters = files.filter((file) => runtimeImports(file).some((s) => /(^|\/)(core\/)?http$/.test(s)));
    expect(httpImporters).toEqual([]);
  });
});
