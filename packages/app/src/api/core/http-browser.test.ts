// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createTransport, httpRequest } from './http';
import { startServer, type TestServer } from './test-support';

// axios reads XSRF cookies only in a browser (here jsdom); the build leaves that code out (build/axios-left-out.ts).
let server: TestServer;
beforeEach(async () => {
  server = await startServer();
});
afterEach(() => server.close());

it('a browser request reads no XSRF cookie, and asking for one fails loudly', async () => {
  document.cookie = 'XSRF-TOKEN=from-a-cookie';
  server.on('/ping', (request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ xsrf: request.headers['x-xsrf-token'] ?? null }));
  });
  const url = `${server.origin}/ping`;
  expect(await httpRequest({ method: 'GET', url, timeoutMs: 1000 })).toMatchObject({ data: { xsrf: null } });
  const asking = createTransport({ withXSRFToken: true }).get(url);
  await expect(asking).rejects.toThrow(/XSRF cookies are left out/);
});
