import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eDayOffset } from './day-offset.ts';

const REPO_ROOT = join(import.meta.dirname, '..');
const BRANDGEN = join(REPO_ROOT, 'cli/bin/brandgen.js');

export interface RunningPreview {
  /** Brand id -> its URL (http://127.0.0.1:<port>/m/). */
  urls: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Serves every built brand in `outDir` with `brandgen preview` on free ports, each origin forwarding to one
 * freshly seeded sandbox (its own database in a temporary folder).
 */
export async function startPreview(
  outDir = process.env.E2E_OUT ?? join(REPO_ROOT, 'dist-brands'),
): Promise<RunningPreview> {
  const database = join(mkdtempSync(join(tmpdir(), 'e2e-sandbox-')), 'sandbox.db');
  const child = spawn(
    process.execPath,
    [BRANDGEN, 'preview', '--all', '--out', outDir, '--port', '0', '--sandbox-db', database, '--reset'],
    {
      cwd: REPO_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
      // The simulated viewers chat at a tenth of their pace: rooms still talk, but a test's own line stays
      // within the room's 20-line history while the test looks for it (SANDBOX_VIEWER_CHAT=live restores it).
      // E2E_DAY_OFFSET moves the sandbox's clock, as fixtures.ts moves the pages' (day-offset.ts).
      env: {
        ...process.env,
        SANDBOX_VIEWER_CHAT: process.env.SANDBOX_VIEWER_CHAT ?? 'slow',
        SANDBOX_DAY_OFFSET: String(e2eDayOffset()),
      },
    },
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
  return {
    urls,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
    },
  };
}
