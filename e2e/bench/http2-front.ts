// An HTTP/2 front for `brandgen preview` (HTTP/1.1), for the Lighthouse bench: a brand site is served as a CDN
// serves it, over TLS with HTTP/2, where a deep link's ~30 files share one connection. Over the preview's HTTP/1.1
// they queue six at a time, and Lighthouse's simulation (150 ms a round trip) replays that queue: /database's largest
// paint was 3.4-3.8 s over HTTP/1.1 and 1.9 s over HTTP/2 on the same build. A self-signed certificate (openssl), which
// the bench's Chromium is told to accept.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Duplex } from 'node:stream';

export interface Http2Front {
  /** The front's URL for the target's URL (same path, https and the front's port). */
  url: string;
  close(): Promise<void>;
}

/** Headers HTTP/2 forbids or that describe one hop (RFC 9113 §8.2.2), never forwarded either way. */
const HOP_HEADERS = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te']);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || name.startsWith(':') || HOP_HEADERS.has(name) || name === 'http2-settings') continue;
    out[name] = value;
  }
  return out;
}

/** A key and self-signed certificate for 127.0.0.1, valid for a day. */
function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(join(tmpdir(), 'http2-front-'));
  try {
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'].concat([
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ]),
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } catch (error) {
    throw new Error(`the HTTP/2 front needs openssl for its certificate (apt-get install openssl): ${error}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Serves `target` (an http://127.0.0.1 URL) over HTTP/2 and TLS on a free port of 127.0.0.1. */
export async function startHttp2Front(target: string): Promise<Http2Front> {
  const origin = new URL(target);
  const forward = (req: Http2ServerRequest, res: Http2ServerResponse) => {
    const upstream = httpRequest(
      {
        host: origin.hostname,
        port: origin.port,
        path: req.url,
        method: req.method,
        headers: { ...forwardable(req.headers), host: origin.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, forwardable(answer.headers));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  };
  const server = createSecureServer({ ...selfSignedCertificate(), allowHTTP1: true }, forward);
  // A WebSocket (the chat's) opens over HTTP/1.1: its request head is passed on and the two sockets joined.
  server.on('upgrade', (req: Http2ServerRequest, socket: Duplex, head: Buffer) => {
    const upstream = connect(Number(origin.port), origin.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i] ?? '';
        lines.push(`${name}: ${name.toLowerCase() === 'host' ? origin.host : req.rawHeaders[i + 1]}`);
      }
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      upstream.write(head);
      socket.pipe(upstream).pipe(socket);
    });
    const close = () => {
      socket.destroy();
      upstream.destroy();
    };
    upstream.on('error', close);
    socket.on('error', close);
  });
  const connections = new Set<Duplex>();
  server.on('secureConnection', (socket: Duplex) => {
    connections.add(socket);
    socket.on('close', () => connections.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(target);
  url.protocol = 'https:';
  url.port = String((server.address() as AddressInfo).port);
  return {
    url: url.href,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Chromium's idle connections would hold close() open.
        for (const socket of connections) socket.destroy();
      }),
  };
}
