import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startImServer, type ImServer } from '../src/index.ts';
import { APP_ID, SECRET } from './setup.ts';

/** What the service process reports: its memory, open sockets and users online. */
export interface ProcessStats {
  rssMB: number;
  sockets: number;
  users: number;
}

/**
 * The service in a process of its own, for tests that read its memory (a clean RSS) or its latency (not sharing an
 * event loop with the test's clients). Run as a script, this file is that process.
 */
export class ServiceProcess {
  readonly url: string;
  private readonly child: ChildProcess;
  private readonly pending: ((stats: ProcessStats) => void)[] = [];

  private constructor(child: ChildProcess, url: string) {
    this.child = child;
    this.url = url;
    child.on('message', (message: { stats?: ProcessStats }) => {
      if (message.stats) this.pending.shift()?.(message.stats);
    });
  }

  static async start(): Promise<ServiceProcess> {
    const child = fork(fileURLToPath(import.meta.url), [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    const url = await new Promise<string>((resolve, reject) => {
      child.once('message', (message: { url?: string }) => resolve(String(message.url)));
      child.once('exit', (code) => reject(new Error(`service process exited (${code})`)));
    });
    return new ServiceProcess(child, url);
  }

  stats(): Promise<ProcessStats> {
    return new Promise((resolve) => {
      this.pending.push(resolve);
      this.child.send('stats');
    });
  }

  stop(): Promise<void> {
    if (this.child.exitCode !== null || this.child.signalCode !== null) return Promise.resolve();
    return new Promise((resolve) => {
      this.child.once('exit', () => resolve());
      this.child.kill('SIGKILL');
    });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const server: ImServer = await startImServer({ dbPath: ':memory:', secretKey: SECRET, sdkAppId: APP_ID });
  process.on('message', () => {
    process.send?.({ stats: { rssMB: Math.round(process.memoryUsage().rss / 1048576), ...server.stats() } });
  });
  process.on('disconnect', () => process.exit(0));
  process.send?.({ url: server.url });
}
