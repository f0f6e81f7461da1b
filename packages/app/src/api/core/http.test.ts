import axios from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTransport, httpRequest, withQuery } from './http';
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

// vitest.config.ts runs axios through build/axios-left-out.ts, as the app build does: the tests above and the API
// client's (client.test.ts) make their requests with what ships, and what it leaves out fails loudly.
describe('the parts of axios the build leaves out', () => {
  it('a Blob upload arrives byte for byte with its content type', async () => {
    server.on('/upload', (request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ raw: request.raw, type: request.headers['content-type'] }));
    });
    const body = new Blob(['图片 bytes'], { type: 'image/png' });
    const answer = await httpRequest({
      method: 'PUT',
      url: `${server.origin}/upload`,
      body,
      headers: { 'Content-Type': 'image/png' },
      timeoutMs: 1000,
    });
    expect(answer).toEqual({ status: 200, ok: true, data: { raw: '图片 bytes', type: 'image/png' } });
  });

  it('FormData, URL-encoded bodies, progress events and CancelToken throw, naming what was left out', async () => {
    const transport = createTransport();
    const url = `${server.origin}/never`;
    const multipart = { 'Content-Type': 'multipart/form-data' };
    await expect(transport.post(url, { a: 1 }, { headers: multipart })).rejects.toThrow(/FormData bodies are left out/);
    const form = { 'Content-Type': 'application/x-www-form-urlencoded' };
    await expect(transport.post(url, { a: 1 }, { headers: form })).rejects.toThrow(/URL-encoded bodies are left out/);
    const upload = transport.put(url, new Blob(['x']), { onUploadProgress: () => undefined });
    await expect(upload).rejects.toThrow(/progress events are left out/);
    expect(() => new axios.CancelToken(() => undefined)).toThrow(/cancel with an AbortSignal/);
    expect(() => axios.toFormData({ a: 1 })).toThrow(/FormData bodies are left out/);
    expect(server.seen).toEqual([]);
  });

  it("a query without the transport's paramsSerializer throws instead of encoding it differently", () => {
    expect(createTransport().getUri({ url: '/x', params: { a: 1, b: null } })).toBe('/x?a=1');
    expect(() => createTransport({ paramsSerializer: {} }).getUri({ url: '/x', params: { a: 1 } })).toThrow(
      /query encoder is left out/,
    );
  });
});
