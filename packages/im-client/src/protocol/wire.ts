import type { Body } from '../transport/frames.ts';
/** Readers of the service's REST-style wire values: never throw, fall back to a default. */

export type Wire = Record<string, unknown>;

export const asRecord = (v: unknown): Wire =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Wire) : {};
export const asList = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
export const asStr = (v: unknown, d = ''): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : d;
/** A wire list of strings (anything else read as ''). */
export const asStrings = (v: unknown): string[] => asList(v).map((x) => asStr(x));

/** The positions set in a wire bit string (`"101"` -> [0, 2]: bit 0 is the last character). */
export const setBits = (bits: string): number[] => [...bits].reverse().flatMap((bit, i) => (bit === '1' ? [i] : []));

/** A wire number; `d` (0 unless given, '' for the official SDK's unset values) where it is none. */
export const asNum = <D = number>(v: unknown, d: D = 0 as D): number | D => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v !== '' ? Number(v) : Number.NaN;
  return Number.isFinite(n) ? n : d;
};

/**
 * The service a group command goes to, as the official SDK picks it: a group or attribute command about a
 * community (type Community, or a `@TGS#_` id that is no topic's; the first of a list) goes to the community
 * service, under the same command.
 */
export function serviceFor(servcmd: string, body: Wire): string {
  const id = asStr(body.GroupId ?? asList(body.GroupIdList)[0]);
  return /^group_open_(attr_)?http_svc\./.test(servcmd) &&
    (body.Type === 'Community' || (id.startsWith('@TGS#_') && !id.includes('@TOPIC#_')))
    ? servcmd.replace(/^\w+/, 'million_group_open_http_svc')
    : servcmd;
}

export const REMIND_TYPES = ['AcceptAndNotify', 'Discard', 'AcceptNotNotify'];
/** Wire remind flag (0, 1, 2) -> public remind type. */
export function remindType(flag: number): string {
  return REMIND_TYPES[flag] ?? 'AcceptAndNotify';
}

export const TOPIC_MARK = '@TOPIC#_';

/** A topic's community (`<communityID>@TOPIC#_<suffix>` -> `<communityID>`); '' for any other id. */
export function communityOfTopic(id: string): string {
  const at = id.indexOf(TOPIC_MARK);
  return at > 0 ? id.slice(0, at) : '';
}

/** A group command about `id`: a topic's goes to its community's service with `TopicId`, as the official SDK's. */
export function groupRequest(cmd: string, id: string, body: Body): [servcmd: string, body: Body] {
  const community = communityOfTopic(id);
  return community
    ? [`million_group_open_http_svc.${cmd}`, { ...body, GroupId: community, TopicId: id }]
    : [`group_open_http_svc.${cmd}`, { ...body, GroupId: id }];
}
