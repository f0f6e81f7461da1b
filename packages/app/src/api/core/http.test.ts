import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { httpRequest, withQuery } from './http';
import { startServer, type TestServer } from './test-support';

let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

describe('the fetch transport', () => {
  it('adds query parameters, leaving out undefined and null, after an existing query', () => {
    expect(withQuery('/api/x', { a: 1, b: undefined, c: null, d: '中' })).toBe('/api/x?a=1&d=%E4%B8%AD');
    expect(withQuery('/api/x?t=1', { lang: 'pt-br' })).toBe('/api/x?t=1&lang=pt-br');
    expect(withQuery('/api/x', {})).toBe('/api/x');
  });

  it('sends JSON with its content type and parses a JSON answer; other answers come back as text', async () => {
    server.on('/echo', (request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ got: request.body, type: request.headers['content-type'] }));
    });
    server.on('/text', (_request, response) => {
      response.writeHead(503);
      response.end('busy');
    });
    const echoed = await httpRequest({ method: 'POST', url: `${server.origin}/echo`, json: { a: 1 }, timeoutMs: 1000 });
    expect(echoed).toEqual({ status: 200, ok: true, data: { got: { a: 1 }, type: 'application/json' } });
    const text = await httpRequest({ method: 'GET', url: `${server.origin}/text`, timeoutMs: 1000 });
    expect(text).toEqual({ status: 503, ok: false, data: 'busy' });
  });

  it('tells a timeout from a cancellation', async () => {
    server.on('/slow', (_request, response) => {
      setTimeout(() => response.end('{}'), 300);
    });
    const url = `${server.origin}/slow`;
    await expect(httpRequest({ method: 'GET', url, timeoutMs: 30 })).rejects.toMatchObject({ reason: 'timeout' });
    const controller = new AbortController();
    const call = httpRequest({ method: 'GET', url, timeoutMs: 1000, signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ reason: 'aborted' });
  });
});
