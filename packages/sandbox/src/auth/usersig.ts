import { createHmac } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';

/** Chat credentials: the app id brandgen stamps into sandbox builds and the secret shared with the chat service. */
export interface ImCredentials {
  sdkAppId: number;
  secretKey: string;
}

export const SANDBOX_IM: ImCredentials = { sdkAppId: 1400000001, secretKey: 'sandbox-im-secret-key-change-me' };

function hmac(key: string, identifier: string, sdkAppId: number, time: number, expire: number): string {
  const content = `TLS.identifier:${identifier}\nTLS.sdkappid:${sdkAppId}\nTLS.time:${time}\nTLS.expire:${expire}\n`;
  return createHmac('sha256', key).update(content).digest('base64');
}

/**
 * A userSig in the tls-sig-api-v2 scheme: deflated JSON with an HMAC-SHA256, URL-safe base64. Byte for byte what
 * the npm package tls-sig-api-v2@1.0.2 makes (same key order), without the dependency.
 */
export function genUserSig(im: ImCredentials, identifier: string, expireSeconds: number, now: number): string {
  const doc = {
    'TLS.ver': '2.0',
    'TLS.identifier': identifier,
    'TLS.sdkappid': im.sdkAppId,
    'TLS.time': now,
    'TLS.expire': expireSeconds,
    'TLS.sig': hmac(im.secretKey, identifier, im.sdkAppId, now, expireSeconds),
  };
  return deflateSync(Buffer.from(JSON.stringify(doc)))
    .toString('base64')
    .replace(/\+/g, '*')
    .replace(/\//g, '-')
    .replace(/=/g, '_');
}

export interface UserSigCheck {
  ok: boolean;
  reason: string;
  identifier: string;
  expiresAt: number;
}

/** Checks a userSig the way the chat service does: decodes, recomputes the HMAC, checks app id and expiry. */
export function verifyUserSig(im: ImCredentials, userSig: string, now: number): UserSigCheck {
  try {
    const raw = Buffer.from(userSig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '='), 'base64');
    const doc = JSON.parse(inflateSync(raw).toString('utf8')) as Record<string, unknown>;
    const identifier = String(doc['TLS.identifier'] ?? '');
    const time = Number(doc['TLS.time']);
    const expire = Number(doc['TLS.expire']);
    const expiresAt = time + expire;
    if (Number(doc['TLS.sdkappid']) !== im.sdkAppId)
      return { ok: false, reason: 'sdkappid mismatch', identifier, expiresAt };
    if (doc['TLS.sig'] !== hmac(im.secretKey, identifier, im.sdkAppId, time, expire)) {
      return { ok: false, reason: 'bad signature', identifier, expiresAt };
    }
    if (expiresAt < now) return { ok: false, reason: 'expired', identifier, expiresAt };
    return { ok: true, reason: '', identifier, expiresAt };
  } catch {
    return { ok: false, reason: 'malformed', identifier: '', expiresAt: 0 };
  }
}
