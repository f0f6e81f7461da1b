import { fork, type ChildProcess } from 'node:child_process';
import { APP_ID, sig } from './server.ts';

/** The official SDK's receiver, in its own process (test/support/official-receiver.ts), driven over IPC. */
export class OfficialReceiver {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private nextId = 1;
  private readonly ready: Promise<void>;

  constructor(url: string, userID: string) {
    this.child = fork(new URL('./official-receiver.ts', import.meta.url), [url, String(APP_ID), userID, sig(userID)], {
      execArgv: [],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.ready = new Promise((resolve) => {
      this.child.on('message', (msg: { ready?: boolean; id?: number; result?: unknown; error?: string }) => {
        if (msg.ready) return resolve();
        const w = this.waiting.get(msg.id ?? 0);
        this.waiting.delete(msg.id ?? 0);
        if (msg.error !== undefined) w?.reject(new Error(msg.error));
        else w?.resolve(msg.result);
      });
    });
  }

  async call<T>(cmd: string, extra: Record<string, unknown> = {}): Promise<T> {
    await this.ready;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.child.send({ id, cmd, ...extra });
    });
  }

  async stop(): Promise<void> {
    if (!this.child.connected) return;
    const exited = new Promise((r) => this.child.once('exit', r));
    this.child.send({ id: 0, cmd: 'exit' });
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    this.child.kill();
  }
}
