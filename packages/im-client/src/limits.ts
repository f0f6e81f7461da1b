/**
 * The sizes the service enforces, checked before a call is sent so it fails at once with a clear reason.
 * The same values as the local service's `packages/im-server/src/limits.ts` (the cloud service's documented
 * limits); the client imports nothing of the service at run time, so they are repeated here.
 */
export const LIMITS = {
  /** MsgBody plus CloudCustomData of one message, as UTF-8 JSON (the cloud's 12 KB per message). */
  messageBytes: 12 * 1024,
  /** Elements in one MsgBody. */
  messageElements: 20,
  /** Each profile text value (nick, avatar, custom fields ...), in UTF-8 bytes (spec §5, §9: nick 500). */
  profileValueBytes: 500,
  /** Custom profile fields in one update. */
  customProfileFields: 20,
  /** A custom profile field name after its prefix. */
  customProfileNameChars: 8,
} as const;

/** The service's answer to a message over the limits; the client rejects with the same code. */
export const MESSAGE_TOO_LONG = 80002;
export const CUSTOM_PROFILE_PREFIX = 'Tag_Profile_Custom_';

const encoder = new TextEncoder();
export const utf8Bytes = (text: string): number => encoder.encode(text).length;

/** Why a message body cannot be sent, or null when it is within the limits. */
export function messageOverLimit(body: unknown[], cloudCustomData: string): string | null {
  if (body.length > LIMITS.messageElements)
    return `the message has ${body.length} elements, at most ${LIMITS.messageElements}`;
  const size = utf8Bytes(JSON.stringify(body)) + utf8Bytes(cloudCustomData);
  if (size > LIMITS.messageBytes)
    return `the message is ${size} bytes (body and cloudCustomData), at most ${LIMITS.messageBytes}`;
  return null;
}
