import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { API_STATUS, type ApiEnvelope } from '@live/api-contract';
import type { App } from '../app.ts';
import type { Lang } from '../sim/types.ts';
import { Call, type GetHandlers, type PostHandlers } from './call.ts';
import { clientAddress } from './client-address.ts';
import { Params, type RequestInfo } from './context.ts';
import { ApiError } from './errors.ts';

/** Answers a non-envelope request (media, uploads, admin); returns false when the path is not its own. */
export type RawHandler = (
  req: IncomingMessage,
  res: ServerResponse,
  info: RequestInfo,
  app: App,
) => Promise<boolean> | boolean;

const MAX_JSON = 1024 * 1024;
/** Brand ids as the brand schema allows them. */
export const BRAND_ID = /^[a-z][a-z0-9]{1,15}$/;

export interface Routes {
  post: PostHandlers;
  get: GetHandlers;
  raw: RawHandler[];
}

export function send(
  res: ServerResponse,
  code: number,
  type: string,
  body: string | Buffer,
  extra: Record<string, string> = {},
): void {
  res.writeHead(code, { 'content-type': type, 'content-length': Buffer.byteLength(body), ...extra });
  res.end(body);
}

export function sendJson(res: ServerResponse, code: number, value: unknown): void {
  send(res, code, 'application/json; charset=utf-8', JSON.stringify(value), { 'cache-control': 'no-store' });
}

/**
 * Answers a test control (POST /sandbox/...): its body, a JSON object of at most `limit` bytes, goes to `run`, whose
 * answer is sent in the platform's envelope; a refusal (ApiError) is answered in the caller's language.
 */
export async function answerControl(
  req: IncomingMessage,
  res: ServerResponse,
  info: RequestInfo,
  limit: number,
  run: (body: Record<string, unknown>) => unknown,
): Promise<true> {
  const refuse = (zh: string, pt: string, status: number = API_STATUS.failed): never => {
    throw new ApiError(status, { zh, pt });
  };
  try {
    if (info.method !== 'POST') refuse(`${info.path} 请使用 POST 请求`, `Use POST em ${info.path}`, 405);
    const raw = await readBody(req, limit);
    let body: unknown;
    try {
      body = JSON.parse(raw?.toString('utf8') || '{}');
    } catch {
      refuse('请求体不是合法的 JSON', 'O corpo não é um JSON válido');
    }
    if (typeof body !== 'object' || body === null || Array.isArray(body))
      refuse('请求体应为对象', 'O corpo deve ser um objeto');
    sendJson(res, 200, envelope(API_STATUS.ok, '', run(body as Record<string, unknown>)));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    sendJson(res, 200, envelope(error.status, error.message_in(info.lang), null));
  }
  return true;
}

function envelope<T>(status: number, msg: string, data: T): ApiEnvelope<T> {
  return { status, msg, data };
}

export function readBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(size > limit ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function requestInfo(req: IncomingMessage, app: App): RequestInfo {
  const url = new URL(req.url ?? '/', 'http://sandbox.local');
  const forwarded = req.headers['x-forwarded-host'];
  const host = (Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? req.headers.host ?? 'localhost';
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  const lang: Lang = (url.searchParams.get('lang') ?? '').toLowerCase().startsWith('pt') ? 'pt' : 'zh';
  const brand = String(req.headers['x-brand-id'] ?? '');
  return {
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    lang,
    origin: `${proto}://${host}`,
    spSource: '',
    brandId: BRAND_ID.test(brand) ? brand : '',
    client: clientAddress(req),
    now: app.now(),
  };
}

async function parseParams(req: IncomingMessage, info: RequestInfo): Promise<Record<string, unknown>> {
  const values: Record<string, unknown> = Object.fromEntries(info.query);
  if (info.method !== 'POST') return values;
  const raw = await readBody(req, MAX_JSON);
  if (raw === null)
    throw new ApiError(API_STATUS.failed, { zh: '请求体过大', pt: 'Corpo da requisição grande demais' });
  const text = raw.toString('utf8').trim();
  if (text === '') return values;
  // Form bodies are accepted too, unless the text is plainly JSON (curl -d sends JSON as a form).
  const type = String(req.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded') && !/^[[{]/.test(text)) {
    return { ...values, ...Object.fromEntries(new URLSearchParams(text)) };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(API_STATUS.failed, {
      zh: '请求体不是合法的 JSON',
      pt: 'O corpo da requisição não é um JSON válido',
    });
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(API_STATUS.failed, {
      zh: '请求体必须是 JSON 对象',
      pt: 'O corpo da requisição deve ser um objeto JSON',
    });
  }
  return { ...values, ...(body as Record<string, unknown>) };
}

/** Lower-cased path -> handler: the platform's paths are matched without regard to case (/api/User/...). */
function index<T>(handlers: Record<string, T>): Map<string, T> {
  return new Map(Object.entries(handlers).map(([path, handler]) => [path.toLowerCase(), handler]));
}

export function createSandboxServer(app: App, routes: Routes): Server {
  const post = index(routes.post as unknown as Record<string, (call: Call) => unknown>);
  const get = index(routes.get as unknown as Record<string, (call: Call) => unknown>);

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const info = requestInfo(req, app);
    res.setHeader('access-control-allow-origin', '*');
    if (info.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-methods': 'GET, POST, PUT, OPTIONS',
        'access-control-allow-headers': 'content-type, authorization',
        'access-control-max-age': '600',
      });
      res.end();
      return;
    }
    const key = info.path.toLowerCase();
    const postHandler = post.get(key);
    const getHandler = get.get(key);
    if (!postHandler && !getHandler) {
      for (const raw of routes.raw) if (await raw(req, res, info, app)) return;
      sendJson(
        res,
        404,
        envelope(
          API_STATUS.notFound,
          info.lang === 'pt' ? `Endpoint inexistente: ${info.path}` : `接口不存在: ${info.path}`,
          null,
        ),
      );
      return;
    }
    try {
      const handler = postHandler ?? getHandler;
      if (postHandler && info.method !== 'POST') {
        throw new ApiError(API_STATUS.failed, { zh: `${info.path} 请使用 POST 请求`, pt: `Use POST em ${info.path}` });
      }
      if (!handler) throw new Error('unreachable');
      const params = new Params(await parseParams(req, info));
      info.spSource = params.has('sp_source') ? String(params.values.sp_source) : '';
      const data = await handler(new Call(app, params, info));
      sendJson(res, 200, envelope(API_STATUS.ok, info.lang === 'pt' ? 'sucesso' : '成功', data));
    } catch (error) {
      if (error instanceof ApiError) {
        sendJson(res, 200, envelope(error.status, error.message_in(info.lang), null));
        return;
      }
      app.log(
        `error on ${info.method} ${info.path}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
      sendJson(
        res,
        200,
        envelope(API_STATUS.failed, info.lang === 'pt' ? 'Erro interno do servidor' : '服务器内部错误', null),
      );
    }
  }

  return createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      app.log(`error on ${req.method} ${req.url}: ${String(error)}`);
      if (!res.headersSent) sendJson(res, 200, envelope(API_STATUS.failed, '服务器内部错误', null));
      else res.destroy();
    });
  });
}
