import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue #35: the client's modules import each other without a cycle at run time (codecs and wire readers import no
 * stateful module), so each can be read, tested and loaded on its own. Type-only imports do not count: they vanish
 * from the build.
 */
const SRC = join(import.meta.dirname, '../src');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

/** The modules a file imports at run time (`import type` and all-type `{ type A }` lists left out). */
function runtimeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^(?:import|export)(?! type)([^'"]*?)from '(\.[^']+)'/gm)]
    .filter(([, names]) => {
      const list = /\{([^}]*)\}/.exec(names ?? '')?.[1];
      return !list || !list.split(',').every((name) => !name.trim() || name.trim().startsWith('type '));
    })
    .map(([, , path]) => normalize(join(dirname(file), path ?? '')));
}

/** Every cycle's modules (Tarjan's strongly connected components of more than one module, or a self-import). */
function cycles(graph: Map<string, string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const found: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (stack.includes(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      for (let w = stack.pop(); w !== undefined; w = w === v ? undefined : stack.pop()) component.push(w);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.map((f) => relative(SRC, f)).sort());
    }
  };
  for (const v of graph.keys()) if (!index.has(v)) visit(v);
  return found;
}

describe('im-client modules (issue #35)', () => {
  it('import each other without a cycle at run time', () => {
    const graph = new Map(sources(SRC).map((file) => [file, runtimeImports(file)]));
    expect(graph.size).toBeGreaterThan(30);
    expect(cycles(graph)).toEqual([]);
  });
});
