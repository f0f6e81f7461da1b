/**
 * The COS request signature (Tencent Cloud COS "Request signature", q-sign-algorithm=sha1): what a COS server
 * recomputes from the request it received and the secret key of the request's q-ak. Pure, so tests sign with it
 * as the COS SDK does.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** encodeURIComponent plus the characters COS also encodes (!'()*). */
export function cosEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** `key=value` pairs with keys lower-cased and encoded, values encoded, sorted by key, joined by &. */
function canonical(pairs: Record<string, string>): { list: string; text: string } {
  const entries = Object.entries(pairs)
    .map(([key, value]) => [cosEncode(key).toLowerCase(), cosEncode(value)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { list: entries.map(([key]) => key).join(';'), text: entries.map(([k, v]) => `${k}=${v}`).join('&') };
}

export interface SignInput {
  method: string;
  /** The object path as the client named it, decoded: '/' + object key. */
  pathname: string;
  /** The query parameters that are signed. */
  params: Record<string, string>;
  /** The headers that are signed (names in any case). */
  headers: Record<string, string>;
  /** "start;end" in Unix seconds: both q-sign-time and q-key-time. */
  keyTime: string;
  secretKey: string;
}

/** The q-signature of a request (hex HMAC-SHA1 of the string to sign under the key time's sign key). */
export function cosSignature(input: SignInput): string {
  const signKey = createHmac('sha1', input.secretKey).update(input.keyTime).digest('hex');
  const httpString = [
    input.method.toLowerCase(),
    input.pathname,
    canonical(input.params).text,
    canonical(input.headers).text,
    '',
  ].join('\n');
  const stringToSign = ['sha1', input.keyTime, createHash('sha1').update(httpString).digest('hex'), ''].join('\n');
  return createHmac('sha1', signKey).update(stringToSign).digest('hex');
}

/** The Authorization value the COS SDK sends for a request signed with these inputs. */
export function cosAuthorization(input: SignInput & { secretId: string }): string {
  return [
    'q-sign-algorithm=sha1',
    `q-ak=${input.secretId}`,
    `q-sign-time=${input.keyTime}`,
    `q-key-time=${input.keyTime}`,
    `q-header-list=${canonical(input.headers).list}`,
    `q-url-param-list=${canonical(input.params).list}`,
    `q-signature=${cosSignature(input)}`,
  ].join('&');
}

export interface ParsedAuthorization {
  algorithm: string;
  secretId: string;
  signTime: string;
  keyTime: string;
  headerList: string[];
  paramList: string[];
  signature: string;
}

/** Reads an Authorization value; null when a field is missing. */
export function parseCosAuthorization(value: string): ParsedAuthorization | null {
  const fields = new Map<string, string>();
  for (const part of value.split('&')) {
    const at = part.indexOf('=');
    if (at > 0) fields.set(part.slice(0, at), part.slice(at + 1));
  }
  const names = ['q-sign-algorithm', 'q-ak', 'q-sign-time', 'q-key-time', 'q-header-list', 'q-url-param-list'];
  if (names.some((name) => !fields.has(name)) || !fields.get('q-signature')) return null;
  const list = (name: string) => (fields.get(name) ?? '').split(';').filter((item) => item !== '');
  return {
    algorithm: fields.get('q-sign-algorithm') ?? '',
    secretId: fields.get('q-ak') ?? '',
    signTime: fields.get('q-sign-time') ?? '',
    keyTime: fields.get('q-key-time') ?? '',
    headerList: list('q-header-list'),
    paramList: list('q-url-param-list'),
    signature: fields.get('q-signature') ?? '',
  };
}

/** A "start;end" time window; null when malformed. */
export function timeWindow(value: string): { start: number; end: number } | null {
  const match = /^(\d{1,12});(\d{1,12})$/.exec(value);
  if (!match) return null;
  const start = Number(match[1]);
  const end = Number(match[2]);
  return start <= end ? { start, end } : null;
}

export function sameSignature(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
