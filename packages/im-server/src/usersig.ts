import { createHmac, timingSafeEqual } from 'node:crypto';
import { deflateSync, inflateSync } from 'node:zlib';
import { isRecord } from './frames.ts';
import { LIMITS } from './limits.ts';

/**
 * userSigs in the public TLS sig v2 scheme (what the npm package tls-sig-api-v2 issues): issue, decode, verify.
 * The sandbox issues its users' sigs with the same functions.
 */

/** Why a userSig was refused, with the cloud service's error codes. */
export const SIG_ERRORS = {
  malformed: { code: 70003, info: 'userSig is malformed' },
  expired: { code: 70001, info: 'userSig has expired' },
  wrongUser: { code: 70013, info: 'userSig was issued for another identifier' },
  wrongApp: { code: 70014, info: 'userSig was issued for another SDKAppID' },
  badSignature: { code: 70009, info: 'userSig signature verification failed' },
  future: { code: 70003, info: 'userSig is issued in the future beyond the allowed clock skew' },
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

/** The fields of a decoded userSig (TLS sig v2). Decoding does not check the signature. */
export interface UserSigDoc {
  identifier: string;
  sdkAppId: number;
  /** Issue time, epoch seconds. */
  time: number;
  /** Validity in seconds from `time`. */
  expire: number;
  signature: string;
  userBuf?: string;
}

/** A userSig document is a few hundred bytes; inflating stops well past that (no compression bomb). */
const MAX_SIG_DOC_BYTES = 4096;

/** Decodes a userSig without verifying it (to read who it claims to be); the refusal when it is malformed. */
export function decodeUserSig(sig: string): UserSigDoc | SigError {
  let doc: unknown;
  try {
    const raw = inflateSync(Buffer.from(unescapeSig(sig), 'base64'), { maxOutputLength: MAX_SIG_DOC_BYTES });
    doc = JSON.parse(raw.toString('utf8'));
  } catch {
    return SIG_ERRORS.malformed;
  }
  if (!isRecord(doc)) return SIG_ERRORS.malformed;
  const identifier = doc['TLS.identifier'];
  const signature = doc['TLS.sig'];
  const userBuf = doc['TLS.userbuf'];
  const sdkAppId = Number(doc['TLS.sdkappid']);
  const time = Number(doc['TLS.time']);
  const expire = Number(doc['TLS.expire']);
  if (
    typeof identifier !== 'string' ||
    typeof signature !== 'string' ||
    !Number.isFinite(time) ||
    !Number.isFinite(expire)
  )
    return SIG_ERRORS.malformed;
  return { identifier, sdkAppId, time, expire, signature, ...(typeof userBuf === 'string' ? { userBuf } : {}) };
}

export interface VerifyOptions {
  sdkAppId: number;
  secretKey: string;
  /** The identifier the sig must be for; leave out to accept any (read it from decodeUserSig). */
  identifier?: string;
  /** The verifier's clock, epoch seconds (default: now). */
  nowSeconds?: number;
}

/**
 * Verifies a userSig; returns null when valid, else the refusal with the cloud service's code. A sig issued more
 * than LIMITS.userSigClockSkewSeconds ahead of `nowSeconds` is refused: only the secret's holder can mint one,
 * and a far-future issue time would stretch its validity past what was granted.
 */
export function verifyUserSig(sig: string, opts: VerifyOptions): SigError | null {
  const doc = decodeUserSig(sig);
  if ('code' in doc) return doc;
  if (doc.sdkAppId !== opts.sdkAppId) return SIG_ERRORS.wrongApp;
  if (opts.identifier !== undefined && doc.identifier !== opts.identifier) return SIG_ERRORS.wrongUser;
  const expected = Buffer.from(digest(opts.secretKey, doc.identifier, doc.sdkAppId, doc.time, doc.expire, doc.userBuf));
  const given = Buffer.from(doc.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return SIG_ERRORS.badSignature;
  const now = opts.nowSeconds ?? Math.floor(Date.now() / 1000);
  if (doc.time > now + LIMITS.userSigClockSkewSeconds) return SIG_ERRORS.future;
  if (doc.time + doc.expire < now) return SIG_ERRORS.expired;
  return null;
}
