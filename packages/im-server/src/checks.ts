import { isRecord, type Body } from './frames.ts';
import { isAccountId, LIMIT_ERRORS, LIMITS, utf8Bytes } from './limits.ts';
import { ImError, str } from './service.ts';

/**
 * Custom-message actions (`{Action, Data}` in a TIMCustomElem's Data) the app renders as paid or official: a
 * gift in a live room, a race start over the video. Only the platform (the administrator account, through
 * ImServer.admin) may send them, after it recorded the payment or the kick-off.
 */
export const PLATFORM_ACTIONS: readonly string[] = ['RoomGift', 'RaceStart'];

/** A message's elements and CloudCustomData, within the size limits (80002 when over). */
export function checkMessage(body: Body): { elems: Body[]; cloud: string } {
  const elems = body.MsgBody;
  if (!Array.isArray(elems) || elems.length === 0) throw new ImError(10004, 'MsgBody must be a non-empty list');
  if (elems.length > LIMITS.messageElements)
    throw new ImError(
      LIMIT_ERRORS.messageTooLong,
      `MsgBody has ${elems.length} elements, at most ${LIMITS.messageElements}`,
    );
  for (const e of elems) {
    if (!isRecord(e) || typeof e.MsgType !== 'string' || !isRecord(e.MsgContent))
      throw new ImError(10004, 'each MsgBody element needs MsgType and MsgContent');
  }
  const cloud = str(body, 'CloudCustomData');
  const size = utf8Bytes(JSON.stringify(elems)) + utf8Bytes(cloud);
  if (size > LIMITS.messageBytes)
    throw new ImError(
      LIMIT_ERRORS.messageTooLong,
      `message is ${size} bytes (MsgBody and CloudCustomData), at most ${LIMITS.messageBytes}`,
    );
  return { elems: elems as Body[], cloud };
}

/** The platform action a message carries, if any (parsed the way the app parses it). */
export function platformActionOf(elems: Body[]): string | null {
  for (const e of elems) {
    const data = e.MsgType === 'TIMCustomElem' ? (e.MsgContent as Body).Data : undefined;
    if (typeof data !== 'string') continue;
    try {
      const parsed: unknown = JSON.parse(data);
      if (isRecord(parsed) && typeof parsed.Action === 'string' && PLATFORM_ACTIONS.includes(parsed.Action))
        return parsed.Action;
    } catch {
      // Data that is not JSON is no action.
    }
  }
  return null;
}

/** An account named in a request; `code` answers when it is not a valid UserID. */
export function requireAccount(value: unknown, what: string, code: number): string {
  if (!isAccountId(value))
    throw new ImError(
      code,
      `${what} must be a UserID of 1 to ${LIMITS.accountIdBytes} bytes without control characters`,
    );
  return value;
}

/** An optional text field of a group request, at most `maxBytes` (10004 when longer). */
export function groupText(body: Body, key: string, maxBytes: number): string | undefined {
  const v = body[key];
  if (typeof v !== 'string') return undefined;
  if (utf8Bytes(v) > maxBytes) throw new ImError(LIMIT_ERRORS.groupInvalid, `${key} is longer than ${maxBytes} bytes`);
  return v;
}
