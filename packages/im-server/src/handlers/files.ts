import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { num, str, type Service } from '../service.ts';

const PRESIGN_SECONDS = 900;
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/**
 * The presigned upload route (`im_cos_msg.pre_sig`): the service hands out a one-time PUT address
 * on its own HTTP server and the address the file is then read from.
 */
export function registerFiles(svc: Service): (req: IncomingMessage, res: ServerResponse) => boolean {
  const sign = (key: string, expires: number): string =>
    createHmac('sha256', svc.opts.secretKey).update(`${key}\n${expires}`).digest('hex');

  svc.route('im_cos_msg.pre_sig', (conn, body) => {
    const name =
      str(body, 'file_name')
        .replace(/[^\w.-]+/g, '_')
        .slice(-80) || 'file';
    const duration = Math.min(Math.max(60, num(body, 'duration', PRESIGN_SECONDS)), PRESIGN_SECONDS);
    const key = `${randomBytes(12).toString('hex')}-${name}`;
    const expires = svc.nowSeconds() + duration;
    svc.store.reserveFile(key, conn.user ?? '');
    const base = `http://${conn.host}${svc.opts.path}/files/${encodeURIComponent(key)}`;
    return {
      expired_time: expires,
      request_id: randomBytes(8).toString('hex'),
      upload_url: `${base}?expires=${expires}&sign=${sign(key, expires)}`,
      download_url: base,
    };
  });

  const prefix = `${svc.opts.path}/files/`;
  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!url.pathname.startsWith(prefix)) return false;
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    if (req.method === 'GET') {
      const file = svc.store.getFile(key);
      if (!file) res.writeHead(404, { 'content-type': 'text/plain' }).end('no such file');
      else
        res
          .writeHead(200, {
            'content-type': file.type || 'application/octet-stream',
            'cache-control': 'public, max-age=31536000, immutable',
          })
          .end(Buffer.from(file.data));
      return true;
    }
    if (req.method !== 'PUT') {
      res.writeHead(405, { allow: 'GET, PUT' }).end();
      return true;
    }
    const expires = Number(url.searchParams.get('expires'));
    const given = Buffer.from(url.searchParams.get('sign') ?? '');
    const expected = Buffer.from(sign(key, expires));
    if (
      !Number.isFinite(expires) ||
      expires < svc.nowSeconds() ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected)
    ) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('upload address expired or forged');
      return true;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_FILE_BYTES) {
        res.writeHead(413, { 'content-type': 'text/plain' }).end('file too large');
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      const stored = svc.store.putFile(key, String(req.headers['content-type'] ?? ''), Buffer.concat(chunks));
      if (stored) res.writeHead(200).end();
      else res.writeHead(409, { 'content-type': 'text/plain' }).end('already uploaded');
    });
    return true;
  };
}
