import { readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PACKAGES = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const CONTRACT = join(PACKAGES, 'api-contract', 'src');
const APP_API = join(PACKAGES, 'app', 'src', 'api');
const ROUTES = join(PACKAGES, 'sandbox', 'src', 'routes');

/** Files that are not an API area: the contract's shared types, call table and sandbox controls; the tables. */
const CONTRACT_INFRASTRUCTURE = ['common', 'endpoints', 'index', 'sandbox'];
const APP_INFRASTRUCTURE = ['index'];
const ROUTES_INFRASTRUCTURE = ['index'];

/** The area files of a folder: its .ts files (not tests, not sub-folders such as the app's core/) minus the listed. */
function areas(folder: string, infrastructure: string[]): string[] {
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => basename(entry.name, '.ts'))
    .filter((name) => !infrastructure.includes(name))
    .sort();
}

/** A per-sport path is handled once per sport and called with the sport as a parameter. */
const perSport = (path: string) => path.replace(/^\/(api|webapi)\/(football|basketball)\//, '/$1/${sport}/');

async function handledPaths(area: string): Promise<Set<string>> {
  const module = (await import(join(ROUTES, `${area}.ts`))) as Record<string, unknown>;
  const paths = Object.values(module)
    .filter((value): value is Record<string, unknown> => typeof value === 'object' && value !== null)
    .flatMap((table) => Object.keys(table).filter((key) => key.startsWith('/')));
  return new Set([...paths, ...paths.map(perSport)]);
}

function calledPaths(area: string): string[] {
  const source = readFileSync(join(APP_API, `${area}.ts`), 'utf8');
  return [...source.matchAll(/['`](\/(?:api|webapi)\/[^'`]+)['`]/g)].map((match) => match[1] as string);
}

describe('one name per API area (issue #12)', () => {
  const contract = areas(CONTRACT, CONTRACT_INFRASTRUCTURE);
  const app = areas(APP_API, APP_INFRASTRUCTURE);
  const routes = areas(ROUTES, ROUTES_INFRASTRUCTURE);

  it('api-contract, the app and the sandbox have the same area files', () => {
    expect(contract.length).toBeGreaterThan(10);
    expect(app).toEqual(contract);
    expect(routes).toEqual(contract);
  });

  it("every call of an app area file is handled in the sandbox's file of the same area", async () => {
    for (const area of app) {
      const handled = await handledPaths(area);
      const called = calledPaths(area);
      expect(called.length, `${area}.ts calls nothing`).toBeGreaterThan(0);
      expect(
        called.filter((path) => !handled.has(path)),
        `app/src/api/${area}.ts calls paths sandbox/src/routes/${area}.ts does not handle`,
      ).toEqual([]);
    }
  });
});
