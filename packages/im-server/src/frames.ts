import { inflateSync } from 'node:zlib';

/** One protocol frame: a head naming the command and a REST-style body. */
export type Head = Record<string, unknown> & { servcmd?: string; seq?: number };
export type Body = Record<string, unknown>;
export interface Frame {
  head: Head;
  body: Body;
}

const COMPRESSED_PREFIX = Buffer.from('COMP');

/** Decodes a received payload; frames starting with `COMP` are zlib data after that prefix. */
export function decodeFrame(data: Buffer): Frame {
  let bytes = data;
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(COMPRESSED_PREFIX)) bytes = inflateSync(bytes.subarray(4));
  const parsed: unknown = JSON.parse(bytes.toString('utf8'));
  if (!isRecord(parsed) || !isRecord(parsed.head)) throw new Error('frame has no head object');
  const body = isRecord(parsed.body) ? parsed.body : {};
  return { head: parsed.head as Head, body };
}

/** Encodes a frame as the bytes of a binary WebSocket message (the official SDK ignores text frames). */
export function encodeFrame(frame: Frame): Buffer {
  return Buffer.from(JSON.stringify(frame), 'utf8');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
