import { randomBytes } from 'node:crypto';
import { type CosTempKeys, cosPrefix, type UploadTarget } from '@live/api-contract';
import type { Call, PostHandlers } from '../http/call.ts';
import { fail } from '../http/errors.ts';
import { siteConfig } from './config.ts';

export const UPLOAD_TTL = 1800;
export const MAX_UPLOAD = 10 * 1024 * 1024;

/** Keys are plain relative paths: letters, digits, / _ . - and no "..". */
export function validKey(key: string): boolean {
  return /^[A-Za-z0-9][A-Za-z0-9/_.-]{0,199}$/.test(key) && !key.includes('..') && !key.includes('//');
}

/**
 * Uploads are public and served by key, so each user writes only under their own prefix `u<id>/`: a key given
 * without a prefix is placed there, one under the caller's prefix is kept, one under another user's is refused.
 */
export function ownedKey(userId: number, key: string): string {
  const prefix = `u${userId}/`;
  if (/^u\d+\//.test(key) && !key.startsWith(prefix))
    fail(`参数 key 只能是你自己的目录 ${prefix} 下的路径`, `O parâmetro key deve ficar na sua pasta ${prefix}`);
  const owned = key.startsWith(prefix) ? key : `${prefix}${key}`;
  if (!validKey(owned))
    fail('参数 key 只能包含字母、数字和 / _ . -', 'O parâmetro key aceita apenas letras, números e / _ . -');
  return owned;
}

function target(call: Call): UploadTarget {
  const user = call.user();
  let key: string;
  if (call.params.has('key')) {
    key = ownedKey(user.id, call.params.str('key', 200));
  } else {
    const ext = call.params.optStr('ext', 'bin', 8).toLowerCase();
    if (!/^[a-z0-9]{1,8}$/.test(ext)) fail('参数 ext 无效', 'O parâmetro ext é inválido');
    key = `u${user.id}/${call.now}-${randomBytes(4).toString('hex')}.${ext}`;
  }
  const ticket = randomBytes(16).toString('hex');
  call.app.db
    .prepare(
      'INSERT INTO upload_tickets (key, ticket, user_id, expires_at) VALUES (?, ?, ?, ?) ON CONFLICT(key) DO UPDATE SET ticket = excluded.ticket, user_id = excluded.user_id, expires_at = excluded.expires_at',
    )
    .run(key, ticket, user.id, call.now + UPLOAD_TTL);
  return { key, put_url: `/sandbox/uploads/${key}?ticket=${ticket}`, url: `/sandbox/uploads/${key}` };
}

/**
 * COS temporary credentials (spec §3), scoped as a COS policy scopes an STS credential: write only, under the
 * configured image folder's `u<id>/` prefix, until expiredTime. The app's COS SDK signs its PUT with them
 * (storage/cos.ts checks it). A key asked for must be the caller's own.
 */
function cosTempKeys(call: Call): CosTempKeys {
  const user = call.user();
  if (call.params.has('key')) ownedKey(user.id, call.params.str('key', 200));
  const folder = siteConfig(call.app, call.info.origin, call.info.spSource, call.info.brandId).cos_folder_image;
  const keys: CosTempKeys = {
    tmpSecretId: `AKID${randomBytes(16).toString('hex')}`,
    tmpSecretKey: randomBytes(20).toString('base64url'),
    sessionToken: randomBytes(32).toString('hex'),
    startTime: call.now,
    expiredTime: call.now + UPLOAD_TTL,
  };
  call.app.db
    .prepare(
      'INSERT INTO cos_credentials (secret_id, secret_key, session_token, user_id, prefix, start_time, expired_time) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      keys.tmpSecretId,
      keys.tmpSecretKey,
      keys.sessionToken,
      user.id,
      cosPrefix(folder, user.id),
      keys.startTime,
      keys.expiredTime,
    );
  return keys;
}

export const uploadRoutes = {
  '/webapi/config/getTempKeysForCos': cosTempKeys,
  '/api/config/getTempKeysForMinio': (call: Call) => target(call),
} satisfies Partial<PostHandlers>;
