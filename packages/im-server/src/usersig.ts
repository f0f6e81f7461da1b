import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { isRecord } from './frames.ts';

/** Why a userSig was refused, with the cloud service's error codes. */
export const SIG_ERRORS = {
  malformed: { code: 70003, info: 'userSig is malformed' },
  expired: { code: 70001, info: 'userSig has expired' },
  wrongUser: { code: 70013, info: 'userSig was issued for another identifier' },
  wrongApp: { code: 70014, info: 'userSig was issued for another SDKAppID' },
  badSignature: { code: 70009, info: 'userSig signature verification failed' },
} as const;
export type SigError = (typeof SIG_ERRORS)[keyof typeof SIG_ERRORS];

// The scheme's URL-safe alphabet: '+' -> '*', '/' -> '-', '=' -> '_'.
function unescapeSig(sig: string): string {
  return sig.replace(/\*/g, '+').replace(/-/g, '/').replace(/_/g, '=');
}
function escapeSig(b64: string): string {
  return b64.replace(/\+/g, '*').replace(/\//g, '-').replace(/=/g, '_');
}

function digest(
  key: string,
  identifier: string,
  sdkAppId: number,
  time: number,
  expire: number,
  userBuf?: string,
): string {
  let content = `TLS.identifier:${identifier}\nTLS.sdkappid:${sdkAppId}\nTLS.time:${time}\nTLS.expire:${expire}\n`;
  if (userBuf !== undefined) content += `TLS.userbuf:${userBuf}\n`;
  return createHmac('sha256', key).update(content).digest('base64');
}

/** Issues a TLS sig v2 userSig (the same scheme the sandbox uses). */
export function generateUserSig(
  sdkAppId: number,
  secretKey: string,
  identifier: string,
  expireSeconds: number,
  nowSeconds = Math.floor(Date.now() / 1000),
): string {
  const doc = {
    'TLS.ver': '2.0',
    'TLS.identifier': identifier,
    'TLS.sdkappid': sdkAppId,
    'TLS.time': nowSeconds,
    'TLS.expire': expireSeconds,
    'TLS.sig': digest(secretKey, identifier, sdkAppId, nowSeconds, expireSeconds),
  };
  return escapeSig(deflateSync(Buffer.from(JSON.stringify(doc))).toString('base64'));
}

/** Verifies a userSig for `identifier`; returns null when valid, else the refusal. */
export function verifyUserSig(
  sig: string,
  opts: { sdkAppId: number; secretKey: string; identifier: string; nowSeconds?: number },
): SigError | null {
  let doc: unknown;
  try {
    doc = JSON.parse(inflateSync(Buffer.from(unescapeSig(sig), 'base64')).toString('utf8'));
  } catch {
    return SIG_ERRORS.malformed;
  }
  if (!isRecord(doc)) return SIG_ERRORS.malformed;
  const identifier = doc['TLS.identifier'];
  const appId = Number(doc['TLS.sdkappid']);
  const time = Number(doc['TLS.time']);
  const expire = Number(doc['TLS.expire']);
  const signature = doc['TLS.sig'];
  const userBuf = doc['TLS.userbuf'];
  if (
    typeof identifier !== 'string' ||
    typeof signature !== 'string' ||
    !Number.isFinite(time) ||
    !Number.isFinite(expire)
  )
    return SIG_ERRORS.malformed;
  if (appId !== opts.sdkAppId) return SIG_ERRORS.wrongApp;
  if (identifier !== opts.identifier) return SIG_ERRORS.wrongUser;
  const expected = Buffer.from(
    digest(opts.secretKey, identifier, appId, time, expire, typeof userBuf === 'string' ? userBuf : undefined),
  );
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return SIG_ERRORS.badSignature;
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (time + expire < now) return SIG_ERRORS.expired;
  return null;
}
