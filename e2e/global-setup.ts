import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = join(import.meta.dirname, '..');

/**
 * Serves every built brand (dist-brands/, built by `npm run test:e2e`) with `brandgen preview` on free ports,
 * each forwarding its API calls to a freshly seeded sandbox, and hands the tests a map of brand id -> URL in
 * BRAND_URLS.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const database = join(mkdtempSync(join(tmpdir(), 'e2e-sandbox-')), 'sandbox.db');
  const child = spawn(
    process.execPath,
    [join(REPO_ROOT, 'cli/bin/brandgen.js'), 'preview', '--all', '--port', '0', '--sandbox-db', database, '--reset'],
    { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (/Serving \d+ brand/.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => reject(new Error(`brandgen preview exited with ${code}:\n${output}`)));
  });
  const urls = Object.fromEntries(
    [...output.matchAll(/^│ (\w+)\s+│ (http:\/\/127\.0\.0\.1:\d+\/m\/)\s+│$/gm)].map((m) => [m[1], m[2]]),
  );
  process.env.BRAND_URLS = JSON.stringify(urls);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  };
}
