/**
 * Live-room chat lines (messaging spec §2, §4; host spec §2): the room's chat group is `live_<roomId>`; the
 * client also joins NOTIFY_ROOM, where race-start broadcasts arrive. Gifts, entries and broadcasts travel as
 * custom messages whose data is JSON `{Action, Data}` (the race-start payload shape of spec §3). Gifts and race
 * starts count only when the platform's chat account sent them (it posts them after recording the payment or the
 * kick-off); anyone can post a custom message, so one from another sender is ignored. Every text here comes from
 * other users: the page renders it as text, never as HTML.
 */
import {
  type LiveChatMessage,
  NOTIFY_ROOM,
  PLATFORM_CHAT_ACCOUNT,
  ROOM_ACTION,
  type RoomGiftData,
  roomLineLanguage,
} from '@live/api-contract';
import { truncateByWidth } from '@live/ui-kit';
import { isChinese } from './language';
import type { RaceStartMessage } from './race-start';

export { liveGroupId, NOTIFY_ROOM, ROOM_ACTION } from '@live/api-contract';
/** Lines kept on screen; older ones drop off the top. */
export const CHAT_LINES_KEPT = 200;

/** The shape of a received chat message this module reads (the chat client's Message). */
export interface ChatMessageLike {
  ID: string;
  from: string;
  to: string;
  nick: string;
  type: string;
  payload: Record<string, unknown>;
  cloudCustomData?: string;
}

/** A line of the room's chat; text and entry lines name their sender's chat id (`from`, for the VIP badge). */
export type ChatLine =
  | { id: string; kind: 'text'; from: string; nick: string; text: string }
  /** A gift; a live one carries what it cost in gold and its icon (the platform's message), for its animation. */
  | { id: string; kind: 'gift'; nick: string; giftName: string; amount: number; cost?: number; icon?: string }
  /** An entry; nick '' for a viewer without one (a guest), whom the room names as a visitor, never by chat id. */
  | { id: string; kind: 'enter'; from: string; nick: string };

/** The `{Action, Data}` of a custom message's data, or null when it is none. */
export function parseAction(payload: Record<string, unknown>): { Action: string; Data: unknown } | null {
  if (typeof payload.data !== 'string') return null;
  try {
    const parsed = JSON.parse(payload.data) as unknown;
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { Action, Data } = parsed as { Action?: unknown; Data?: unknown };
    return typeof Action === 'string' ? { Action, Data } : null;
  } catch {
    return null;
  }
}

/** The custom-message data of a room action (what a sender puts in createCustomMessage's payload.data). */
export function roomActionData(action: string, data: unknown): string {
  return JSON.stringify({ Action: action, Data: data });
}

/** A live room's anchor as its page has them from the platform. */
export interface RoomAnchor {
  id: number;
  name: string;
}

/**
 * The name a room's chat line shows, and whether it is users' text (issue #30): the room's own anchor by the
 * platform's name for them (the room page's, in the brand's language; the chat service keeps one name for every
 * brand), anyone else by the nick they gave themselves, a viewer without one as a visitor.
 */
export function lineSenderName(
  line: ChatLine,
  anchor: RoomAnchor | null,
  visitor: string,
): { text: string; users: boolean } {
  if (anchor && line.kind !== 'gift' && line.from === String(anchor.id)) return { text: anchor.name, users: false };
  return line.nick ? { text: roomNick(line.nick), users: true } : { text: visitor, users: false };
}

/** How wide a viewer's nick may be before a chat line cuts it (spec §5 display width: a CJK character counts 2). */
export const ROOM_NICK_WIDTH = 16;

/** A viewer's nick as a chat line shows it: cut by display width (spec §5), so a long name never pushes the text out. */
export function roomNick(nick: string): string {
  return truncateByWidth(nick, ROOM_NICK_WIDTH, '…');
}

function nickOf(message: ChatMessageLike): string {
  return message.nick || message.from;
}

/** Gifts and race starts are the platform's word: only its chat account's messages are shown. */
export function fromPlatform(message: Pick<ChatMessageLike, 'from'>): boolean {
  return message.from === PLATFORM_CHAT_ACCOUNT;
}

/** A platform broadcast's text in the page's language: its Portuguese twin where the page is not Chinese. */
function inLanguage(chinese: unknown, portuguese: unknown, language: string): string {
  const pt = typeof portuguese === 'string' ? portuguese : '';
  const zh = typeof chinese === 'string' ? chinese : '';
  return !isChinese(language) && pt ? pt : zh;
}

/** The chat line a room message shows, or null for anything that is not one (other groups, unknown kinds). */
export function chatLineOf(message: ChatMessageLike, groupId: string, language: string): ChatLine | null {
  if (message.to !== groupId) return null;
  const nick = nickOf(message);
  if (message.type === 'TIMTextElem' && typeof message.payload.text === 'string') {
    // A line marked for the other language's brands (the sandbox's simulated viewers) is not this brand's.
    const marked = roomLineLanguage(message.cloudCustomData);
    if (marked && marked !== language) return null;
    return { id: message.ID, kind: 'text', from: message.from, nick, text: message.payload.text };
  }
  if (message.type !== 'TIMCustomElem') return null;
  const action = parseAction(message.payload);
  if (action?.Action === ROOM_ACTION.enter)
    return { id: message.ID, kind: 'enter', from: message.from, nick: message.nick };
  if (action?.Action === ROOM_ACTION.gift && fromPlatform(message)) {
    const data = action.Data as Partial<RoomGiftData> | null;
    const amount = Number(data?.amount);
    if (!data || typeof data.gift_name !== 'string' || !Number.isFinite(amount)) return null;
    // The platform posts it: the sender is in the data, not the message.
    const sender = typeof data.nick_name === 'string' && data.nick_name ? data.nick_name : String(data.uid ?? '');
    const giftName = inLanguage(data.gift_name, data.gift_name_br, language);
    const cost = Number(data.cost);
    return {
      id: message.ID,
      kind: 'gift',
      nick: sender,
      giftName,
      amount,
      cost: Number.isFinite(cost) && cost > 0 ? cost : 0,
      icon: typeof data.icon === 'string' ? data.icon : '',
    };
  }
  return null;
}

/** Appends lines, dropping duplicates (a message can arrive twice around a reconnect) and the oldest overflow. */
export function appendLines(lines: readonly ChatLine[], added: readonly ChatLine[], max = CHAT_LINES_KEPT): ChatLine[] {
  const seen = new Set(lines.map((line) => line.id));
  const next = [...lines];
  for (const line of added) {
    if (seen.has(line.id)) continue;
    seen.add(line.id);
    next.push(line);
  }
  return next.length > max ? next.slice(next.length - max) : next;
}

/**
 * The chat line of a message of the room's recent chat (/api/live/getLiveChat), or null when it cannot be shown (an
 * unknown kind, a missing id or text). Its id is the chat message's, as the same message has when it arrives live.
 */
export function historyLine(message: Partial<LiveChatMessage> | null | undefined): ChatLine | null {
  if (!message || typeof message.id !== 'string' || !message.id) return null;
  const from = typeof message.from === 'string' ? message.from : '';
  const nick = (typeof message.nick === 'string' && message.nick) || from;
  if (message.kind === 'text' && typeof message.text === 'string' && message.text)
    return { id: message.id, kind: 'text', from, nick, text: message.text };
  const amount = Number(message.amount);
  if (message.kind === 'gift' && typeof message.gift_name === 'string' && message.gift_name && amount > 0)
    return { id: message.id, kind: 'gift', nick, giftName: message.gift_name, amount };
  return null;
}

/**
 * The room's recent chat merged with the lines already shown (issue #28: history on entry): the history in its order
 * (it holds everything up to when it was read), then the shown lines it does not hold (entries, newer messages),
 * each message once, the newest `max` kept.
 */
export function mergeHistory(
  history: readonly ChatLine[],
  lines: readonly ChatLine[],
  max = CHAT_LINES_KEPT,
): ChatLine[] {
  return appendLines(appendLines([], history, max), lines, max);
}

/** A race-start broadcast from NOTIFY_ROOM, or null. desc is Data.desc (or the message's description). */
export function raceStartOf(message: ChatMessageLike, language: string): RaceStartMessage | null {
  if (message.to !== NOTIFY_ROOM || message.type !== 'TIMCustomElem' || !fromPlatform(message)) return null;
  const action = parseAction(message.payload);
  if (!action || action.Action !== ROOM_ACTION.raceStart) return null;
  const data = action.Data as { desc?: unknown; desc_br?: unknown } | null;
  const desc =
    typeof data?.desc === 'string'
      ? inLanguage(data.desc, data.desc_br, language)
      : typeof message.payload.description === 'string'
        ? message.payload.description
        : '';
  if (!desc) return null;
  return { id: message.ID, desc, remove: false, payload: { Action: action.Action, Data: action.Data } };
}

/** Chat login failures (host spec §8, messaging spec §4): a guest's 2025 (repeat login) is fine; any other
 * guest failure fetches new guest credentials; a user's failure is a failure. */
export function chatLoginFailure(isGuest: boolean, code: number | undefined): 'tolerate' | 'refetchGuest' | 'fail' {
  if (!isGuest) return 'fail';
  return code === 2025 ? 'tolerate' : 'refetchGuest';
}

/** A chat app id must be numeric (spec §5); null when it is not. */
function numericAppId(value: string | number | null | undefined): number | null {
  const text = String(value ?? '').trim();
  return /^\d+$/.test(text) && Number(text) > 0 ? Number(text) : null;
}

/**
 * The room chat's app id: the brand's own, stamped from its descriptor (production: `production.chatSdkAppId`;
 * sandbox builds: the sandbox's), and the platform's `im_sdkappid` only where the brand leaves it unset.
 * Null when neither is a usable number: the chat stays off.
 */
export function chatAppId(
  stamped: number | null | undefined,
  platform: string | number | null | undefined,
): number | null {
  return numericAppId(stamped) ?? numericAppId(platform);
}
