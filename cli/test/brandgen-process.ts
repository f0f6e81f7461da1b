import { execFile, spawn } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_BRANDS_DIR, REPO_ROOT } from '../src/paths.ts';

const BIN = join(REPO_ROOT, 'cli/bin/brandgen.js');

export interface RunResult {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs brandgen as a real process, as a release engineer would, with stdout not a TTY; `umask` (like '077')
 * runs it through a shell that sets it first, as a locked-down build machine would.
 */
export function brandgen(args: string[], env: NodeJS.ProcessEnv = {}, umask?: string): Promise<RunResult> {
  const [file, argv] = umask
    ? ['/bin/sh', ['-c', `umask ${umask} && exec "$0" "$@"`, process.execPath, BIN, ...args]]
    : [process.execPath, [BIN, ...args]];
  return new Promise((resolve) => {
    execFile(file, argv, { cwd: REPO_ROOT, env: { ...process.env, NO_COLOR: '', ...env } }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
      resolve({ code, stdout, stderr });
    });
  });
}

/** How long a long-running command may take to say it is ready before the test stops it. */
const READY_TIMEOUT_MS = 60_000;

/**
 * Starts a long-running brandgen command; resolves once `ready` matches its output. A command that never
 * gets ready is stopped, so a failing test leaves no server behind.
 */
export function startBrandgen(args: string[], ready: RegExp) {
  const child = spawn(process.execPath, [BIN, ...args], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const started = new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`brandgen was not ready after ${READY_TIMEOUT_MS} ms:\n${output}`));
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`brandgen exited with ${code} before it was ready:\n${output}`));
    });
  });
  const stopped = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    started,
    stop: () => {
      child.kill('SIGTERM');
      return stopped;
    },
  };
}

export async function tempDir(prefix: string): Promise<string> {
  return mkdtemp(join(tmpdir(), `brandgen-${prefix}-`));
}

/** A private copy of the real brands, so tests can break them without touching brands/. */
export async function copyOfBrands(): Promise<string> {
  const dir = await tempDir('brands');
  await cp(DEFAULT_BRANDS_DIR, dir, { recursive: true });
  return dir;
}

/**
 * A brands folder of `count` brands (the build bench's, and the batch test's): the real ones, then copies of them in
 * turn, each with its own id, site name and store key, so no two brands stamp the same page.
 */
export async function brandCopies(count: number): Promise<string> {
  const dir = await tempDir('brand-copies');
  const real = (await readdir(DEFAULT_BRANDS_DIR, { withFileTypes: true }))
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (let i = 0; i < count; i++) {
    const from = real[i % real.length] as string;
    const id = i < real.length ? from : `${from}c${String(i).padStart(4, '0')}`;
    await cp(join(DEFAULT_BRANDS_DIR, from), join(dir, id), { recursive: true });
    if (id === from) continue;
    await editDescriptor(dir, id, (descriptor) => {
      Object.assign(descriptor, { id, siteName: `${descriptor.siteName} ${i}`, storeKey: `${id}_store` });
    });
  }
  return dir;
}

/** Rewrites one brand.json of a brands copy through `edit`. */
export async function editDescriptor(
  brands: string,
  id: string,
  edit: (descriptor: Record<string, any>) => void,
): Promise<void> {
  const file = join(brands, id, 'brand.json');
  const descriptor = JSON.parse(await readFile(file, 'utf8')) as Record<string, any>;
  edit(descriptor);
  await writeFile(file, JSON.stringify(descriptor, null, 2));
}
