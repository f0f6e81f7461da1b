/** Binary JSON frames: `{head, body}` as UTF-8 bytes; `COMP` + zlib data when compressed. */
export type Head = Record<string, unknown> & { servcmd: string; seq: number };
export type Body = Record<string, unknown>;
export interface Frame {
  head: Head;
  body: Body;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeFrame(frame: Frame): Uint8Array {
  return encoder.encode(JSON.stringify(frame));
}

function isCompressed(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x43 && bytes[1] === 0x4f && bytes[2] === 0x4d && bytes[3] === 0x50;
}

/** Whether a received binary frame is a plain (uncompressed) one, which decodes synchronously. */
export function isPlainFrame(data: unknown): data is ArrayBuffer | Uint8Array {
  if (data instanceof Uint8Array) return !isCompressed(data);
  return data instanceof ArrayBuffer && !isCompressed(new Uint8Array(data, 0, Math.min(4, data.byteLength)));
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes.slice()]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** Decodes a received frame; returns null (never throws) for anything that is not a protocol frame. */
export async function decodeFrame(data: ArrayBuffer | Uint8Array): Promise<Frame | null> {
  try {
    let bytes = data instanceof Uint8Array ? data : new Uint8Array(data);
    if (isCompressed(bytes)) bytes = await inflate(bytes.subarray(4));
    return parseFrame(bytes);
  } catch {
    return null;
  }
}

/** Parses the JSON of an uncompressed frame; null (never throws) for anything that is not a protocol frame. */
export function parseFrame(data: ArrayBuffer | Uint8Array): Frame | null {
  try {
    const frame = JSON.parse(decoder.decode(data)) as { head?: Head | null; body?: unknown } | null;
    if (typeof frame !== 'object' || frame === null) return null;
    const head = frame.head;
    if (typeof head !== 'object' || head === null || typeof head.servcmd !== 'string') return null;
    // The parsed object is the frame (one object less per frame); a body that is not an object reads as empty.
    if (typeof frame.body !== 'object' || frame.body === null || Array.isArray(frame.body)) frame.body = {};
    return frame as Frame;
  } catch {
    return null;
  }
}
