import {
  groupMessageId,
  LIVE_CHAT_HISTORY,
  type LiveChatMessage,
  PLATFORM_CHAT_ACCOUNT,
  ROOM_ACTION,
  type RoomGiftData,
  roomLineLanguage,
} from '@live/api-contract';
import type { Lang } from '../sim/types.ts';

/** Stored messages read to find the recent chat: entry notices sit between the texts. */
export const CHAT_ROWS_READ = 200;

type WireItem = Record<string, unknown>;

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const count = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/**
 * The chat line a stored room message shows in history, or null (entry notices, other kinds, broken bodies, a line
 * marked for the other language's brands); a gift is named in the request's language.
 */
function historyMessage(item: WireItem, lang: Lang): LiveChatMessage | null {
  const from = text(item.From_Account);
  const element = (Array.isArray(item.MsgBody) ? item.MsgBody[0] : null) as WireItem | null;
  const content = (element?.MsgContent ?? {}) as WireItem;
  const time = count(item.MsgTimeStamp);
  const id = groupMessageId(text(item.TinyId), count(item.MsgClientTime) || time, count(item.MsgRandom));
  const base = { id, from, time, text: '', gift_name: '', amount: 0 };
  if (element?.MsgType === 'TIMTextElem' && text(content.Text)) {
    const marked = roomLineLanguage(item.CloudCustomData);
    if (marked && marked !== (lang === 'pt' ? 'pt-BR' : 'zh-CN')) return null;
    return { ...base, kind: 'text', nick: text(item.From_AccountNick) || from, text: text(content.Text) };
  }
  // A gift notice counts only from the platform's account, which posts it once the gift is paid.
  if (element?.MsgType !== 'TIMCustomElem' || from !== PLATFORM_CHAT_ACCOUNT) return null;
  try {
    const { Action, Data } = JSON.parse(text(content.Data)) as { Action?: unknown; Data?: Partial<RoomGiftData> };
    if (Action !== ROOM_ACTION.gift || !Data || !text(Data.gift_name) || !(count(Data.amount) > 0)) return null;
    const payer = String(count(Data.uid));
    return {
      ...base,
      kind: 'gift',
      from: payer,
      nick: text(Data.nick_name) || payer,
      gift_name: (lang === 'pt' && text(Data.gift_name_br)) || text(Data.gift_name),
      amount: count(Data.amount),
    };
  } catch {
    return null;
  }
}

/**
 * A room's recent chat from its stored messages (newest first, as the chat service answers them): the newest
 * LIVE_CHAT_HISTORY texts and paid gifts, oldest first.
 */
export function recentRoomChat(stored: readonly WireItem[], lang: Lang): LiveChatMessage[] {
  const lines: LiveChatMessage[] = [];
  for (const item of stored) {
    const line = historyMessage(item, lang);
    if (line) lines.push(line);
    if (lines.length === LIVE_CHAT_HISTORY) break;
  }
  return lines.reverse();
}
