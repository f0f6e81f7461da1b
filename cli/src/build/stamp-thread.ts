// A stamping thread (batch.ts StampThreads): takes the compiled app once, then stamps each brand it is sent.
import { parentPort } from 'node:worker_threads';
import type { FromThread, ToThread } from './batch.ts';
import { stampSite } from './batch.ts';
import type { CompiledApp } from './compile.ts';
import { loadCompiledApp } from './load-app.ts';

const port = parentPort;
if (!port) throw new Error('stamp-thread.ts runs as a worker thread of brandgen build');

let app: Promise<CompiledApp> | undefined;

port.on('message', async (message: ToThread) => {
  if (message.kind === 'app') {
    app = loadCompiledApp(message.app);
    return;
  }
  let answer: FromThread;
  try {
    if (!app) throw new Error('the stamping thread has no compiled app');
    answer = { id: message.id, files: await stampSite(message.job, await app) };
  } catch (error) {
    answer = { id: message.id, error: (error as Error).message };
  }
  port.postMessage(answer);
});
