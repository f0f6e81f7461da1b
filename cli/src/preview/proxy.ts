import { type IncomingMessage, request, type ServerResponse } from 'node:http';
import { connect, type Socket } from 'node:net';

/** Paths a brand page calls on its own origin that belong to the local sandbox (API, chat, media, uploads). */
export const SANDBOX_PATHS = /^\/(api|webapi|sandbox|im)(\/|$)/;

export interface ProxyTarget {
  host: string;
  port: number;
  /** Sent as X-Brand-Id so the sandbox can answer with that brand's config switches. */
  brandId: string;
}

/**
 * X-Forwarded-For with the address this proxy saw appended: the sandbox takes the last entry as the client of its
 * per-client limits (registrations, SMS codes, failed logins); entries the caller sent come before it.
 */
export function forwardedFor(req: IncomingMessage): string {
  const sent = req.headers['x-forwarded-for'];
  const previous = Array.isArray(sent) ? sent.join(', ') : sent;
  const peer = req.socket.remoteAddress ?? '';
  return previous ? `${previous}, ${peer}` : peer;
}

/** Forwards one HTTP request to the sandbox, streaming both ways. */
export function proxyRequest(req: IncomingMessage, res: ServerResponse, target: ProxyTarget): void {
  const upstream = request(
    {
      host: target.host,
      port: target.port,
      method: req.method,
      path: req.url,
      headers: {
        ...req.headers,
        'x-brand-id': target.brandId,
        'x-forwarded-host': req.headers.host ?? '',
        'x-forwarded-for': forwardedFor(req),
      },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    if (res.headersSent) {
      res.destroy();
      return;
    }
    res.writeHead(502, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify({ status: -1, msg: `sandbox unreachable: ${error.message}`, data: null }));
  });
  req.pipe(upstream);
}

/** Forwards a WebSocket upgrade (the chat service) by replaying the request head and piping the sockets. */
export function proxyUpgrade(req: IncomingMessage, socket: Socket, head: Buffer, target: ProxyTarget): void {
  const upstream = connect(target.port, target.host, () => {
    const headers = Object.entries({
      ...req.headers,
      'x-brand-id': target.brandId,
      'x-forwarded-for': forwardedFor(req),
    })
      .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
      .join('\r\n');
    upstream.write(`${req.method} ${req.url} HTTP/1.1\r\n${headers}\r\n\r\n`);
    if (head.length > 0) upstream.write(head);
    upstream.pipe(socket);
    socket.pipe(upstream);
  });
  const close = () => {
    upstream.destroy();
    socket.destroy();
  };
  upstream.on('error', close);
  socket.on('error', close);
}
