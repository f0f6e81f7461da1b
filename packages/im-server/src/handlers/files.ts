import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import sharp from 'sharp';
import { FilesRepo } from '../repos/files.ts';
import { ImError, num, str, type Service } from '../service.ts';

const PRESIGN_SECONDS = 900;
/** Temporary credentials live 600 s at most (spec §9); clients refresh them within 120 s of expiry. */
const CREDENTIAL_SECONDS = 600;
const MB = 1024 * 1024;

/** The presign command's file_type values and their size limits (spec §9: image 20, video 100, audio 20, file 100). */
export const UPLOAD_KINDS: Readonly<Record<number, { name: string; maxBytes: number }>> = {
  1: { name: 'image', maxBytes: 20 * MB },
  2: { name: 'video', maxBytes: 100 * MB },
  3: { name: 'audio', maxBytes: 20 * MB },
  255: { name: 'file', maxBytes: 100 * MB },
};

/** The two derived image sizes: the shorter side scaled down to 720 (large) and 198 (thumbnail), spec §9. */
export const IMAGE_SIDES = { large: 720, thumb: 198 } as const;

/** The cloud's image-processing query, which the official SDK appends itself when no derived addresses are given. */
const viewQuery = (side: number): string => `imageView2/3/w/${side}/h/${side}`;

/** Width and height with the shorter side brought down to `side` (kept when already at most `side`). */
export function scaledSize(width: number, height: number, side: number): { width: number; height: number } {
  if (Math.min(width, height) <= side) return { width, height };
  return width >= height
    ? { width: Math.ceil((width * side) / height), height: side }
    : { width: side, height: Math.ceil((height * side) / width) };
}

/** What an image upload answers: the original and its two derived sizes. */
interface ImageSizes {
  width: number;
  height: number;
  size: number;
  large: { width: number; height: number; size: number };
  thumb: { width: number; height: number; size: number };
}

/**
 * Storage (spec §7): temporary credentials (`im_cos_sign_svr.cos`), a one-time presigned PUT address per file
 * (`im_cos_msg.pre_sig`) on the service's own HTTP server, and video covers (`im_cos_msg.video_cover`). Images get
 * their large and thumbnail sizes made with sharp when uploaded; every file is served back over HTTP.
 */
export function registerFiles(svc: Service): (req: IncomingMessage, res: ServerResponse) => boolean {
  const repo = new FilesRepo(svc.store.db);
  const hmac = (text: string): string => createHmac('sha256', svc.opts.secretKey).update(text).digest('hex');
  const sign = (key: string, expires: number): string => hmac(`${key}\n${expires}`);
  const prefix = `${svc.opts.path}/files/`;
  const base = (host: string, key: string): string => `http://${host}${prefix}${encodeURIComponent(key)}`;

  svc.route('im_cos_sign_svr.cos', (conn, body) => {
    const duration = Math.min(Math.max(60, num(body, 'duration', CREDENTIAL_SECONDS)), CREDENTIAL_SECONDS);
    const expires = svc.nowSeconds() + duration;
    const id = randomBytes(8).toString('hex');
    return {
      expired_time: expires,
      start_time: svc.nowSeconds(),
      bucket_name: 'im-local',
      region: 'local',
      appid: svc.opts.sdkAppId,
      tmp_secret_id: id,
      tmp_secret_key: hmac(`key\n${id}`),
      session_token: `${conn.user}.${expires}.${hmac(`token\n${conn.user}\n${expires}`)}`,
      upload_url: `http://${conn.host}${prefix}`,
      download_url: `http://${conn.host}${prefix}`,
    };
  });

  svc.route('im_cos_msg.pre_sig', (conn, body) => {
    const fileType = num(body, 'file_type', 1);
    const kind = UPLOAD_KINDS[fileType];
    if (!kind) throw new ImError(10004, `file_type must be 1 (image), 2 (video), 3 (audio) or 255 (file)`);
    const name =
      str(body, 'file_name')
        .replace(/[^\w.-]+/g, '_')
        .slice(-80) || 'file';
    const duration = Math.min(Math.max(60, num(body, 'duration', PRESIGN_SECONDS)), PRESIGN_SECONDS);
    const key = `${randomBytes(12).toString('hex')}-${name}`;
    const expires = svc.nowSeconds() + duration;
    svc.store.reserveFile(key, conn.user ?? '');
    repo.setKind(key, fileType);
    const download = base(conn.host, key);
    return {
      expired_time: expires,
      request_id: randomBytes(8).toString('hex'),
      upload_url: `${download}?expires=${expires}&sign=${sign(key, expires)}`,
      download_url: download,
      ...(fileType === 1
        ? {
            thumbUrl: `${download}?${viewQuery(IMAGE_SIDES.thumb)}`,
            largeUrl: `${download}?${viewQuery(IMAGE_SIDES.large)}`,
          }
        : {}),
      ...(fileType === 2 ? { snapshot_url: download } : {}),
    };
  });

  // Frames cannot be read out of a video here, so every video gets the service's one default cover.
  let defaultCover: Promise<string> | null = null;
  const makeCover = async (): Promise<string> => {
    const key = `${randomBytes(12).toString('hex')}-video-cover.png`;
    const png = await sharp({ create: { width: 320, height: 180, channels: 3, background: '#1f2329' } })
      .png()
      .toBuffer();
    svc.store.reserveFile(key, '');
    svc.store.putFile(key, 'image/png', png);
    return key;
  };
  svc.route('im_cos_msg.video_cover', async (conn, body) => {
    if (!str(body, 'snapshot_url')) throw new ImError(10004, 'snapshot_url must name the uploaded video');
    defaultCover ??= makeCover();
    return { error_code: 0, error_msg: '', download_url: base(conn.host, await defaultCover), width: 320, height: 180 };
  });

  /** A session token from `im_cos_sign_svr.cos`, still valid. */
  const tokenValid = (token: string): boolean => {
    const [user, expiresText, mac] = token.split('.');
    const expires = Number(expiresText);
    if (!user || !mac || !Number.isFinite(expires) || expires < svc.nowSeconds()) return false;
    const expected = Buffer.from(hmac(`token\n${user}\n${expires}`));
    const given = Buffer.from(mac);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };

  /** Stores an upload; an image also gets its derived sizes, unless sharp cannot read it (bmp): then every size is the original. */
  const store = async (key: string, type: string, data: Buffer): Promise<ImageSizes | null> => {
    if (!svc.store.putFile(key, type, data)) throw new Conflict();
    if (repo.kind(key) !== 1) return null;
    try {
      const meta = await sharp(data).metadata();
      const width = meta.autoOrient?.width ?? meta.width ?? 0;
      const height = meta.autoOrient?.height ?? meta.height ?? 0;
      const derived = async (side: number) => {
        const size = scaledSize(width, height, side);
        const out = await sharp(data).rotate().resize(size.width, size.height).toBuffer();
        svc.store.reserveFile(`${key}#${side}`, '');
        svc.store.putFile(`${key}#${side}`, type, out);
        return { ...size, size: out.length };
      };
      const large = await derived(IMAGE_SIDES.large);
      return { width, height, size: data.length, large, thumb: await derived(IMAGE_SIDES.thumb) };
    } catch {
      return null;
    }
  };

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    if (!url.pathname.startsWith(prefix)) return false;
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    if (req.method === 'GET') {
      const side = Object.values(IMAGE_SIDES).find((s) => url.search.includes(viewQuery(s)));
      const file = (side && svc.store.getFile(`${key}#${side}`)) || svc.store.getFile(key);
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('no such file');
        return true;
      }
      // Uploads are untrusted: only media types are shown inline; anything else (HTML, SVG) is a download.
      const inline = /^(image\/(png|jpe?g|gif|webp|bmp)|audio\/[\w.+-]+|video\/[\w.+-]+)$/i.test(file.type);
      res
        .writeHead(200, {
          'content-type': inline ? file.type : 'application/octet-stream',
          'x-content-type-options': 'nosniff',
          'cache-control': 'public, max-age=31536000, immutable',
          ...(inline ? {} : { 'content-disposition': 'attachment' }),
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
    const token = url.searchParams.get('x-cos-security-token');
    if (
      !Number.isFinite(expires) ||
      expires < svc.nowSeconds() ||
      given.length !== expected.length ||
      !timingSafeEqual(given, expected) ||
      (token !== null && !tokenValid(token))
    ) {
      res.writeHead(403, { 'content-type': 'text/plain' }).end('upload address or credentials expired or forged');
      return true;
    }
    const limit = UPLOAD_KINDS[repo.kind(key) ?? 1]!;
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit.maxBytes) {
        res
          .writeHead(413, { 'content-type': 'text/plain' })
          .end(`${limit.name} is larger than ${limit.maxBytes / MB} MB`);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (res.headersSent) return;
      if (size === 0) {
        res.writeHead(400, { 'content-type': 'text/plain' }).end('the file is empty');
        return;
      }
      store(key, String(req.headers['content-type'] ?? ''), Buffer.concat(chunks)).then(
        (sizes) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(sizes ?? { size })),
        (err: unknown) => {
          if (err instanceof Conflict) res.writeHead(409, { 'content-type': 'text/plain' }).end('already uploaded');
          else res.writeHead(500, { 'content-type': 'text/plain' }).end('the file could not be stored');
        },
      );
    });
    return true;
  };
}

class Conflict extends Error {}
