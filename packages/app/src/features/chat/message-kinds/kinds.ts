/**
 * What each chat message kind shows (messaging spec §3 element types) as pure functions: which view a kind
 * takes, sizes, durations, safe addresses and @-mentions. Nothing here imports the chat client.
 */

/** The views of the message list; anything else (custom messages, unknown kinds) shows as "custom". */
export type MessageKind =
  'text' | 'image' | 'face' | 'voice' | 'video' | 'file' | 'location' | 'merger' | 'tip' | 'custom';

const KIND_OF_TYPE: Record<string, MessageKind> = {
  TIMTextElem: 'text',
  TIMImageElem: 'image',
  TIMFaceElem: 'face',
  TIMSoundElem: 'voice',
  TIMVideoFileElem: 'video',
  TIMFileElem: 'file',
  TIMLocationElem: 'location',
  TIMRelayElem: 'merger',
  TIMGroupTipElem: 'tip',
};

export function messageKindOf(type: string | null | undefined): MessageKind {
  return (type && Object.hasOwn(KIND_OF_TYPE, type) && KIND_OF_TYPE[type]) || 'custom';
}

/**
 * The custom message with data 'group_create' that the chat SDK sends when a group is made (tim-js-sdk does, so
 * ours does: issue #29): a notice, not a message someone wrote. Its extension is the SDK's Chinese or English text,
 * so the app says it in the brand's language instead.
 */
export function isGroupCreatedNotice(message: {
  type?: string | null;
  payload?: Record<string, unknown> | null;
}): boolean {
  return message.type === 'TIMCustomElem' && message.payload?.data === 'group_create';
}

const KB = 1024;
const MB = KB * 1024;

/** A file size for people: KB below 1 MB (at least 0.1 KB), MB above, one decimal; nothing for a bad size. */
export function formatFileSize(bytes: unknown): string {
  const size = Number(bytes);
  if (!Number.isFinite(size) || size < 0) return '';
  if (size < MB) return `${Math.max(0.1, Math.round((size / KB) * 10) / 10)} KB`;
  return `${Math.round((size / MB) * 10) / 10} MB`;
}

/** A voice or video length as m:ss (0:00 for a bad value). */
export function formatDuration(seconds: unknown): string {
  const total = Math.floor(Number(seconds));
  if (!Number.isFinite(total) || total < 0) return '0:00';
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, '0')}`;
}

/** An address a link or media element may use: http(s) only, so a message never carries javascript: or data:. */
export function safeMediaUrl(url: unknown): string | null {
  if (typeof url !== 'string' || url === '') return null;
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

export interface ImageInfo {
  /** 0 original, 1 thumbnail (198), 2 large (720), as the official SDK lists them. */
  type: number;
  url: string;
  width: number;
  height: number;
}

/** The image info list of an image payload, well-formed entries with a safe address only. */
export function imageInfosOf(value: unknown): ImageInfo[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw: unknown) => {
    const info = (raw ?? {}) as Record<string, unknown>;
    const url = safeMediaUrl(info.url);
    if (!url) return [];
    return [{ type: Number(info.type), url, width: Number(info.width) || 0, height: Number(info.height) || 0 }];
  });
}

/** Image sizes (spec §3): the bubble shows the thumbnail (type 1), a tap the large (type 2); each falls back. */
export function imageSizes(infos: readonly ImageInfo[]): { thumb: ImageInfo; large: ImageInfo } | null {
  const byType = (type: number) => infos.find((info) => info.type === type);
  const original = byType(0);
  const thumb = byType(1) ?? byType(2) ?? original ?? infos[0];
  const large = byType(2) ?? original ?? thumb;
  if (!thumb || !large) return null;
  // The original's proportions size the box when a smaller size does not carry its own.
  const shape = [thumb, large, original].find((info) => info && info.width > 0 && info.height > 0);
  return { thumb: { ...thumb, width: shape?.width ?? 0, height: shape?.height ?? 0 }, large };
}

/**
 * The box a picture takes in a bubble, known before it loads so nothing jumps: its proportions within
 * `max` x `max` (never below a sixth of `max` either way); a square `max` box when the size is unknown.
 */
export function fitBox(width: number, height: number, max: number): { width: number; height: number } {
  if (!(width > 0) || !(height > 0)) return { width: max, height: max };
  const scale = Math.min(1, max / Math.max(width, height));
  const min = Math.round(max / 6);
  return {
    width: Math.max(min, Math.round(width * scale)),
    height: Math.max(min, Math.round(height * scale)),
  };
}

/** Coordinates as people read them: 22.5431°N, 114.0579°E (four decimals, about 10 m). */
export function formatCoordinates(latitude: unknown, longitude: unknown): string {
  const lat = Number(latitude);
  const lng = Number(longitude);
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return '';
  const part = (value: number, positive: string, negative: string) =>
    `${Math.abs(value).toFixed(4)}°${value >= 0 ? positive : negative}`;
  return `${part(lat, 'N', 'S')}, ${part(lng, 'E', 'W')}`;
}

/** The official SDK's "@everyone" entry of atUserList (TIM.TYPES.MSG_AT_ALL). */
export const MSG_AT_ALL = '__kImSDK_MesssageAtALL__';

/** A group message mentions me when its atUserList names me or everyone (spec §3 atUserList). */
export function mentionsMe(atUserList: readonly string[] | undefined, me: string): boolean {
  return !!atUserList && me !== '' && (atUserList.includes(me) || atUserList.includes(MSG_AT_ALL));
}

export interface TextSegment {
  text: string;
  /** An "@name" token. */
  mention: boolean;
  /** The token names me (my nick or id), or everyone when the message is for everyone. */
  me: boolean;
}

/** Names an "@everyone" token takes in the apps (zh-CN, pt-BR, en). */
const ALL_NAMES = ['所有人', '全体成员', 'all', 'todos', 'everyone'];

/**
 * A text split into plain runs and "@name" tokens, for highlighting (text, never HTML). A token is mine when
 * the message's atUserList names me and the token is my nick or id, or it names everyone and the token is
 * an everyone name.
 */
export function mentionSegments(
  text: string,
  atUserList: readonly string[] | undefined,
  me: { userID: string; nick: string },
): TextSegment[] {
  if (!atUserList || atUserList.length === 0) return text ? [{ text, mention: false, me: false }] : [];
  const forMe = atUserList.includes(me.userID);
  const forAll = atUserList.includes(MSG_AT_ALL);
  return text
    .split(/(@[^\s@]+)/u)
    .filter((part) => part !== '')
    .map((part) => {
      if (!part.startsWith('@') || part.length === 1) return { text: part, mention: false, me: false };
      const name = part.slice(1);
      const mine =
        (forMe && (name === me.nick || name === me.userID)) || (forAll && ALL_NAMES.includes(name.toLowerCase()));
      return { text: part, mention: true, me: mine };
    });
}

/** Kinds whose bubble holds its own controls (play, open, download), so a tap there is not the actions tap. */
const INTERACTIVE_KINDS: readonly MessageKind[] = ['image', 'voice', 'video', 'file', 'merger'];

export function isInteractiveKind(kind: MessageKind): boolean {
  return INTERACTIVE_KINDS.includes(kind);
}

/** The badge of a file icon: its extension, upper case, at most 4 letters ('' when it has none). */
export function fileBadge(name: string): string {
  const match = /\.([a-z0-9]{1,4})$/i.exec(name.trim());
  return match?.[1]?.toUpperCase() ?? '';
}

/** The width of a voice bubble: longer voices are wider (80 px for 1 s, up to 200 px from 60 s). */
export function voiceWidth(seconds: unknown): number {
  const value = Math.min(60, Math.max(1, Number(seconds) || 1));
  return Math.round(80 + ((value - 1) * 120) / 59);
}

/** Group-at types (TIM.TYPES.CONV_AT_*): at me, at everyone, both. */
const CONV_AT_ME = 1;
const CONV_AT_ALL = 2;
const CONV_AT_ALL_AT_ME = 3;

/**
 * The conversation list's @ label (spec §3 groupAtInfoList, kept until the conversation is read): "at me" when
 * a tip names me, else "at everyone", else none.
 */
export function atLabelOf(list: readonly { atTypeArray: readonly number[] }[] | undefined): 'atMe' | 'atAll' | null {
  const types = (list ?? []).flatMap((info) => info.atTypeArray);
  if (types.includes(CONV_AT_ME) || types.includes(CONV_AT_ALL_AT_ME)) return 'atMe';
  return types.includes(CONV_AT_ALL) ? 'atAll' : null;
}

/** What the conversation list adds after a kind's label: a file's name, a location's description, a record's title. */
export function previewDetailOf(kind: MessageKind, payload: Record<string, unknown> | null | undefined): string {
  const field = { file: 'fileName', location: 'description', merger: 'title' }[kind as string];
  const value = field ? payload?.[field] : undefined;
  return typeof value === 'string' ? value : '';
}

/** What a group-profile tip (operation 6) says changed; 'settings' for what it does not name (custom fields, slow mode). */
export type ProfileTipChange =
  'name' | 'notification' | 'introduction' | 'avatar' | 'owner' | 'muteAllOn' | 'muteAllOff' | 'settings';

/** The change a group-profile tip's `newGroupProfile` names first (a modify usually changes one thing). */
export function profileTipChangeOf(changes: unknown): ProfileTipChange {
  const named = typeof changes === 'object' && changes !== null ? (changes as Record<string, unknown>) : {};
  if (typeof named.groupName === 'string') return 'name';
  if (typeof named.notification === 'string') return 'notification';
  if (typeof named.introduction === 'string') return 'introduction';
  if (typeof named.avatar === 'string') return 'avatar';
  if (typeof named.ownerID === 'string') return 'owner';
  if (named.muteAllMembers === true) return 'muteAllOn';
  if (named.muteAllMembers === false) return 'muteAllOff';
  return 'settings';
}
