import { inflateSync } from 'node:zlib';
import { LIMITS } from './limits.ts';

/** One protocol frame: a head naming the command and a REST-style body. */
export type Head = Record<string, unknown> & { servcmd?: string; seq?: number };
export type Body = Record<string, unknown>;
export interface Frame {
  head: Head;
  body: Body;
}

/** A received payload: a frame, one too large once inflated, or one whose JSON cannot be read. */
export type Decoded = { kind: 'frame'; frame: Frame } | { kind: 'tooLarge' } | { kind: 'unreadable'; reason: string };

const COMPRESSED_PREFIX = Buffer.from('COMP');

/**
 * Decodes a received payload; frames starting with `COMP` are zlib data after that prefix. Inflating stops at
 * LIMITS.frameBytes, so a compression bomb costs at most that much memory.
 */
export function decodeFrame(data: Buffer): Decoded {
  let bytes = data;
  if (bytes.length >= 4 && bytes.subarray(0, 4).equals(COMPRESSED_PREFIX)) {
    try {
      bytes = inflateSync(bytes.subarray(4), { maxOutputLength: LIMITS.frameBytes });
    } catch (err) {
      if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return { kind: 'tooLarge' };
      return { kind: 'unreadable', reason: 'COMP frame is not zlib data' };
    }
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { kind: 'unreadable', reason: 'frame is not JSON' };
  }
  if (!isRecord(parsed)) return { kind: 'unreadable', reason: 'frame is not a JSON object' };
  if (!isRecord(parsed.head)) return { kind: 'unreadable', reason: 'frame has no head object' };
  return { kind: 'frame', frame: { head: parsed.head as Head, body: isRecord(parsed.body) ? parsed.body : {} } };
}

/** Encodes a frame as the bytes of a binary WebSocket message (the official SDK ignores text frames). */
export function encodeFrame(frame: Frame): Buffer {
  return Buffer.from(JSON.stringify(frame), 'utf8');
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
