import { lstat, readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { BrandDescriptor, BuildEnv } from '@live/brand-schema';
import { displayPath } from '../paths.ts';
import { writeAtomically } from './atomic.ts';
import type { CompiledApp, CompiledAppData } from './compile.ts';
import { stampBrand } from './stamp.ts';

/** One brand to stamp into `target` (its folder under --out), as loadBrand read and checked it. */
export interface StampJob {
  brand: BrandDescriptor;
  /** A thread receives each Buffer as a Uint8Array. */
  images: ReadonlyMap<string, Uint8Array>;
  env: BuildEnv;
  target: string;
}

/** Stamps one brand and says how many files it wrote. */
export type Stamp = (job: StampJob) => Promise<number>;

/**
 * Only a previous build is replaced: a typo such as `--out brands` or `--out .` would otherwise swap a brand's
 * sources (or any folder named like a brand) for a built site. Every build's index.html names brandgen.
 */
async function checkReplaceable(target: string): Promise<void> {
  const stats = await lstat(target).catch(() => undefined);
  if (!stats) return;
  const html = stats.isDirectory() ? await readFile(join(target, 'index.html'), 'utf8').catch(() => '') : '';
  if (!html.includes('<meta name="brandgen"')) {
    throw new Error(`${displayPath(target)} exists and is not a brandgen build; not replacing it (check --out)`);
  }
}

/** A brand's whole site, staged beside its target and moved into place only when complete (atomic.ts). */
export async function stampSite(job: StampJob, app: CompiledApp): Promise<number> {
  await checkReplaceable(job.target);
  const images = new Map(
    [...job.images].map(([path, data]) => [path, Buffer.from(data.buffer, data.byteOffset, data.byteLength)]),
  );
  let files = 0;
  await writeAtomically(job.target, async (dir) => {
    const stamped = await stampBrand(job.brand, images, app, job.env, dir);
    files = stamped.files;
    return stamped.staged;
  });
  return files;
}

/**
 * From this many brands a build stamps on worker threads, one per core: a brand's stamping is ~16 ms of CPU (its
 * ~680 hard links, ~5.5 ms, the compression of its page, ~3-4 ms, then the page's template and first paints), which one
 * thread would spend 1,000 times in a row.
 * Fewer brands are stamped in the build's own thread, as a thread's start (~0.5 s: its modules) would cost more.
 */
export const THREADED_FROM_BRANDS = 32;

/** Brands a thread stamps at once: one renders while the other's staging calls (mkdtemp, rename) wait on libuv. */
const BRANDS_PER_THREAD = 2;

export type ToThread = { kind: 'app'; app: CompiledAppData } | { kind: 'stamp'; id: number; job: StampJob };
export type FromThread = { id: number; files: number } | { id: number; error: string };

interface Pending {
  resolve: (files: number) => void;
  reject: (error: Error) => void;
}

/** A stamping thread (stamp-thread.ts) and the jobs it has not answered yet. */
class StampThread {
  readonly pending = new Map<number, Pending>();
  private readonly worker: Worker;
  stopped?: Error;

  constructor() {
    // V8 lets a heap grow by its limits: with the defaults a thread's heap grew to ~230 MB of dead renders (two
    // threads put 1,000 brands at 1.36 GB); within these it stays at ~40 MB, its live part ~30 MB.
    this.worker = new Worker(new URL('./stamp-thread.ts', import.meta.url), {
      resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 256 },
      // The thread only renders production first paints: modules the render imports later (the app's lazy chunks
      // and what they import) load their production builds too, not only those loadCompiledApp imports.
      env: { ...process.env, NODE_ENV: 'production' },
    });
    this.worker.on('message', (message: FromThread) => {
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if ('error' in message) pending?.reject(new Error(message.error));
      else pending?.resolve(message.files);
    });
    const stop = (error: Error) => {
      this.stopped ??= error;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    this.worker.on('error', (error) => stop(new Error(`the stamping thread failed: ${error.message}`)));
    this.worker.on('exit', (code) => stop(new Error(`the stamping thread stopped (exit code ${code})`)));
  }

  post(message: ToThread): void {
    this.worker.postMessage(message);
  }

  stamp(id: number, job: StampJob): Promise<number> {
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.post({ kind: 'stamp', id, job });
    });
  }

  close(): Promise<number> {
    return this.worker.terminate();
  }
}

/**
 * Worker threads that stamp brands (issue #31 item 3: 1,000 brands in at most 3x one brand's build). Started
 * before the app compiles, so their modules load meanwhile; given the compiled app once (useApp), each imports its
 * first-paint module itself, as functions do not cross threads.
 */
export class StampThreads {
  private readonly threads: StampThread[];
  private nextId = 0;

  constructor(count: number) {
    this.threads = Array.from({ length: count }, () => new StampThread());
  }

  /** How many brands the threads stamp at once: the batch's concurrency. */
  get capacity(): number {
    return this.threads.length * BRANDS_PER_THREAD;
  }

  useApp(app: CompiledAppData): void {
    for (const thread of this.threads) thread.post({ kind: 'app', app });
  }

  /** Stamps on the running thread with the fewest brands in hand. */
  readonly stamp: Stamp = (job) => {
    const running = this.threads.filter((t) => !t.stopped);
    const thread = running.sort((a, b) => a.pending.size - b.pending.size)[0];
    if (!thread) return Promise.reject(this.threads[0]?.stopped ?? new Error('no stamping thread'));
    return thread.stamp(this.nextId++, job);
  };

  async close(): Promise<void> {
    await Promise.all(this.threads.map((t) => t.close()));
  }
}

/** How many stamping threads a build of `brands` brands starts (0: it stamps in its own thread). */
export function stampThreadCount(brands: number): number {
  return brands < THREADED_FROM_BRANDS ? 0 : availableParallelism();
}
