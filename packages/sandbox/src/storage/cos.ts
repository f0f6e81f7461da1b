/**
 * The local COS endpoint (issue #32): the app's COS SDK, pointed at `/sandbox/cos/{Bucket}`, PUTs objects here
 * signed with the temporary credentials of /webapi/config/getTempKeysForCos, and this checks each request as COS
 * does: the credential (q-ak) and its session token, the signature over method, path, listed parameters and
 * headers, the signature's time window and the credential's expiry, the configured bucket and the credential's
 * prefix. Objects are public-read (avatars, feedback pictures). Errors are COS's XML.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { App } from '../app.ts';
import type { RequestInfo } from '../http/context.ts';
import { readBody, type RawHandler, send } from '../http/server.ts';
import { siteConfig } from '../routes/config.ts';
import { MAX_UPLOAD, validKey } from '../routes/upload.ts';
import { cosSignature, parseCosAuthorization, sameSignature, timeWindow } from './cos-signature.ts';

export const COS_PATH = '/sandbox/cos/';

/** Where an object of the sandbox's COS is stored in the uploads table. */
export const cosStoreKey = (bucket: string, key: string) => `cos/${bucket}/${key}`;

interface Credential {
  secret_key: string;
  session_token: string;
  prefix: string;
  start_time: number;
  expired_time: number;
}

function xmlError(res: ServerResponse, code: number, cosCode: string, zh: string, pt: string): true {
  const body = `<?xml version='1.0' encoding='utf-8' ?>\n<Error><Code>${cosCode}</Code><Message>${zh} / ${pt}</Message><RequestId>${randomBytes(12).toString('hex')}</RequestId></Error>`;
  send(res, code, 'application/xml', body, { 'cache-control': 'no-store' });
  return true;
}

function header(req: IncomingMessage, name: string): string | undefined {
  // The brand origin's proxy forwards the browser's Host as X-Forwarded-Host; the signature covers that one.
  const raw = name === 'host' ? (req.headers['x-forwarded-host'] ?? req.headers.host) : req.headers[name];
  return Array.isArray(raw) ? raw.join(',') : raw;
}

/** Why a signed request is refused, or null when COS would accept it. */
function refusal(
  req: IncomingMessage,
  info: RequestInfo,
  app: App,
  key: string,
): [number, string, string, string] | null {
  const auth = parseCosAuthorization(String(req.headers.authorization ?? ''));
  if (!auth || auth.algorithm !== 'sha1')
    return [403, 'AccessDenied', '缺少或无法解析签名 Authorization', 'Assinatura (Authorization) ausente ou ilegível'];
  const credential = app.db
    .prepare(
      'SELECT secret_key, session_token, prefix, start_time, expired_time FROM cos_credentials WHERE secret_id = ?',
    )
    .get(auth.secretId) as Credential | undefined;
  if (!credential) return [403, 'InvalidAccessKeyId', '临时密钥不存在', 'Chave temporária inexistente'];
  if (header(req, 'x-cos-security-token') !== credential.session_token)
    return [403, 'InvalidToken', '临时密钥的 sessionToken 不符', 'O sessionToken da chave temporária não confere'];
  const now = info.now;
  if (now > credential.expired_time || now < credential.start_time)
    return [403, 'ExpiredToken', '临时密钥已过期', 'A chave temporária expirou'];
  const signTime = timeWindow(auth.signTime);
  const keyTime = timeWindow(auth.keyTime);
  if (!signTime || !keyTime || now < signTime.start || now > signTime.end || now > keyTime.end)
    return [403, 'AccessDenied', '签名已过期或尚未生效', 'A assinatura expirou ou ainda não vale'];
  const headers: Record<string, string> = {};
  for (const name of auth.headerList) {
    const value = header(req, name);
    if (value === undefined)
      return [403, 'SignatureDoesNotMatch', `签名的请求头 ${name} 不存在`, `O cabeçalho assinado ${name} não veio`];
    headers[name] = value;
  }
  const params: Record<string, string> = {};
  for (const name of auth.paramList) params[name] = info.query.get(name) ?? '';
  const expected = cosSignature({
    method: info.method,
    pathname: `/${key}`,
    params,
    headers,
    keyTime: auth.keyTime,
    secretKey: credential.secret_key,
  });
  if (!sameSignature(expected, auth.signature))
    return [403, 'SignatureDoesNotMatch', '签名不匹配', 'A assinatura não confere'];
  if (!key.startsWith(credential.prefix))
    return [
      403,
      'AccessDenied',
      `临时密钥只能写入 ${credential.prefix}`,
      `A chave temporária só grava em ${credential.prefix}`,
    ];
  return null;
}

/** PUT /sandbox/cos/<bucket>/<key> (signed) stores an object; GET and HEAD serve it. */
export const cosStorage: RawHandler = async (req, res, info, app) => {
  if (!info.path.startsWith(COS_PATH)) return false;
  let rest: string;
  try {
    rest = decodeURIComponent(info.path.slice(COS_PATH.length));
  } catch {
    return xmlError(res, 400, 'InvalidURI', '路径不是有效的 URI 编码', 'O caminho não é um URI válido');
  }
  const slash = rest.indexOf('/');
  const bucket = slash > 0 ? rest.slice(0, slash) : '';
  const key = rest.slice(slash + 1);
  if (!bucket || !validKey(key)) return xmlError(res, 400, 'InvalidURI', '对象路径无效', 'Caminho do objeto inválido');
  if (bucket !== siteConfig(app, info.origin, info.spSource, info.brandId).cos_bucket)
    return xmlError(res, 404, 'NoSuchBucket', `存储桶 ${bucket} 不存在`, `O bucket ${bucket} não existe`);
  if (info.method === 'PUT') {
    const refused = refusal(req, info, app, key);
    if (refused) return xmlError(res, ...refused);
    const body = await readBody(req, MAX_UPLOAD);
    if (body === null) return xmlError(res, 400, 'EntityTooLarge', '文件超过 10 MB', 'Arquivo maior que 10 MB');
    if (body.length === 0) return xmlError(res, 400, 'InvalidArgument', '文件为空', 'Arquivo vazio');
    const type =
      String(req.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() || 'application/octet-stream';
    app.db
      .prepare(
        'INSERT INTO uploads (key, content_type, data, size, created_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET content_type = excluded.content_type, data = excluded.data, size = excluded.size, created_at = excluded.created_at',
      )
      .run(cosStoreKey(bucket, key), type, body, body.length, app.now());
    res.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"`, 'content-length': 0 });
    res.end();
    return true;
  }
  if (info.method !== 'GET' && info.method !== 'HEAD')
    return xmlError(res, 405, 'MethodNotAllowed', '请使用 GET 或 PUT', 'Use GET ou PUT');
  const row = app.db.prepare('SELECT content_type, data FROM uploads WHERE key = ?').get(cosStoreKey(bucket, key)) as
    { content_type: string; data: Uint8Array } | undefined;
  if (!row) return xmlError(res, 404, 'NoSuchKey', '对象不存在', 'O objeto não existe');
  // Uploaded bytes never run as a page on the brand's origin: media types only, no sniffing, no scripts.
  const safe = /^(image|video|audio)\//.test(row.content_type) ? row.content_type : 'application/octet-stream';
  send(res, 200, safe, Buffer.from(row.data), {
    'x-content-type-options': 'nosniff',
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'cache-control': 'public, max-age=3600',
  });
  return true;
};
