/** Test-only helpers: a real local HTTP server and recording ApiEffects. Never imported by app code. */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ApiEffects, ApiSession } from './effects';

export interface SeenRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingMessage['headers'];
  body: unknown;
  raw: string;
}

export type Reply = (request: SeenRequest, response: ServerResponse) => void;

export interface TestServer {
  origin: string;
  seen: SeenRequest[];
  /** Answers a path (method-independent); unknown paths answer 404. */
  on(path: string, reply: Reply): void;
  close(): Promise<void>;
}

export function json(body: unknown, status = 200): Reply {
  return (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
}

export const ok = (data: unknown): Reply => json({ status: 0, msg: '', data });

export async function startServer(): Promise<TestServer> {
  const routes = new Map<string, Reply>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: unknown = raw;
      if (String(request.headers['content-type']).includes('json') && raw) body = JSON.parse(raw);
      const entry = {
        method: request.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: request.headers,
        body,
        raw,
      };
      seen.push(entry);
      const reply = routes.get(url.pathname);
      if (reply) reply(entry, response);
      else json({ error: 'not found' }, 404)(entry, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    on: (path, reply) => routes.set(path, reply),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export interface RecordedEffects extends ApiEffects {
  log: string[];
  /** How the next confirm dialog answers. */
  answer: boolean;
}

export function recordingEffects(address = '/live-detail/12?tab=chat'): RecordedEffects {
  const log: string[] = [];
  const effects: RecordedEffects = {
    log,
    answer: true,
    showLoading: (text) => log.push(`loading:${text}`),
    hideLoading: () => log.push('hideLoading'),
    toastFail: (message) => log.push(`toast:${message}`),
    confirm: async (dialog) => {
      log.push(`confirm:${dialog.title}|${dialog.message}|${dialog.confirmText}|${dialog.cancelText}`);
      return effects.answer;
    },
    currentAddress: () => address,
    saveReturnAddress: (value) => log.push(`return:${value}`),
    navigate: (path) => log.push(`navigate:${path}`),
    resetUser: () => log.push('resetUser'),
    clearStorage: () => log.push('clearStorage'),
  };
  return effects;
}

export function fixedSession(overrides: Partial<Record<keyof ApiSession, unknown>> = {}): ApiSession {
  const values = {
    token: 'tok-1',
    uid: '42',
    spSource: 5,
    language: 'zh-CN',
    channelCode: null,
    ...overrides,
  };
  return {
    token: () => values.token as string,
    uid: () => values.uid as string,
    spSource: () => values.spSource as number | null,
    language: () => values.language as string,
    channelCode: () => values.channelCode as string | null,
  };
}

/** Lets pending promise callbacks (the login prompt's) run. */
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
