import { isRecord, type Body } from './frames.ts';
import { isAccountId, LIMIT_ERRORS, LIMITS, utf8Bytes } from './limits.ts';
import { ImError, str } from './service.ts';

/**
 * Custom-message actions (`{Action, Data}` in a TIMCustomElem's Data) the app renders as paid or official: a
 * gift in a live room, a race start over the video, a match event (goal, red card, ...) in the match popup. Only
 * the platform (the administrator account, through ImServer.admin) may send them, after it recorded the payment
 * or the event.
 */
export const PLATFORM_ACTIONS: readonly string[] = ['RoomGift', 'RaceStart', 'MatchEvent'];

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
    checkElement(e.MsgType, e.MsgContent);
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

type FieldRule = 'string' | 'number' | 'count' | 'url' | 'name' | 'size' | 'list';

/** The fields each element kind must carry (the cloud's wire keys), so a receiver never gets a half element. */
const ELEMENT_FIELDS: Readonly<Record<string, Readonly<Record<string, FieldRule>>>> = {
  TIMTextElem: { Text: 'string' },
  TIMFaceElem: { Index: 'count' },
  TIMCustomElem: {},
  TIMImageElem: { ImageInfoArray: 'list' },
  TIMSoundElem: { Url: 'url', Size: 'size', Second: 'count' },
  TIMFileElem: { Url: 'url', FileName: 'name', FileSize: 'size' },
  TIMVideoFileElem: { VideoUrl: 'url', VideoSize: 'size', VideoSecond: 'count' },
  TIMLocationElem: { Desc: 'string', Longitude: 'number', Latitude: 'number' },
  TIMRelayElem: { Title: 'string', CompatibleText: 'name' },
};

function fieldOk(value: unknown, rule: FieldRule): boolean {
  switch (rule) {
    case 'string':
      return typeof value === 'string';
    case 'name':
      return typeof value === 'string' && value !== '';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'count':
      return typeof value === 'number' && Number.isInteger(value) && value >= 0;
    case 'size':
      return typeof value === 'number' && Number.isInteger(value) && value > 0;
    case 'url':
      return typeof value === 'string' && /^https?:\/\/\S+$/.test(value);
    case 'list':
      return Array.isArray(value) && value.length > 0;
  }
}

/** One element's fields by kind (10004 naming the field); kinds this service does not know are refused. */
export function checkElement(type: string, content: Body): void {
  const fields = ELEMENT_FIELDS[type];
  if (!fields) throw new ImError(10004, `MsgType ${type} is not a message element kind`);
  for (const [key, rule] of Object.entries(fields))
    if (!fieldOk(content[key], rule)) throw new ImError(10004, `${type}.${key} is missing or invalid (${rule})`);
  if (type === 'TIMImageElem')
    for (const info of content.ImageInfoArray as unknown[])
      if (!isRecord(info) || ![1, 2, 3].includes(info.Type as number) || !fieldOk(info.URL, 'url'))
        throw new ImError(10004, 'TIMImageElem.ImageInfoArray items need Type 1, 2 or 3 and an http(s) URL');
  if (
    type === 'TIMLocationElem' &&
    (Math.abs(content.Longitude as number) > 180 || Math.abs(content.Latitude as number) > 90)
  )
    throw new ImError(10004, 'TIMLocationElem.Longitude must be within ±180 and Latitude within ±90');
  if (type === 'TIMRelayElem') {
    const inline = Array.isArray(content.MsgList) && content.MsgList.length > 0;
    if (!inline && !fieldOk(content.JsonMsgKey, 'name'))
      throw new ImError(10004, 'TIMRelayElem needs a non-empty MsgList or the JsonMsgKey of an uploaded list');
  }
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
