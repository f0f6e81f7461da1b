/**
 * Rules that keep a busy live room's chat smooth (issue #31 item 5: a hundred messages a second): the list follows
 * the newest line only while the reader is at its bottom, counts what arrived while they read older lines, and
 * lines arriving within one frame are shown by one render.
 */
import type { ChatLine } from '../domain/room-chat';

/** How far above the bottom (px) still counts as at the bottom: a line's height, so a rounding never unpins. */
export const AT_BOTTOM_SLACK_PX = 24;

/** Whether a scrolled list shows its last line (the reader follows the newest). */
export function atBottom(scrollTop: number, clientHeight: number, scrollHeight: number): boolean {
  return scrollHeight - (scrollTop + clientHeight) <= AT_BOTTOM_SLACK_PX;
}

/**
 * Lines after the last one the reader saw (`seenId`), for the "new messages" jump; when that line has dropped off
 * the kept lines, all of them are new to the reader.
 */
export function unseenCount(lines: readonly ChatLine[], seenId: string | null): number {
  if (seenId === null) return 0;
  for (let i = lines.length - 1; i >= 0; i -= 1) if (lines[i]?.id === seenId) return lines.length - 1 - i;
  return lines.length;
}

/**
 * Collects items and hands them over once per frame: `schedule` runs its callback before the next frame
 * (requestAnimationFrame in the page). Only the newest `keep` wait (a hidden tab has no frames for as long as it
 * stays hidden). `cancel` drops what is waiting (the view is gone).
 */
export function frameBatcher<T>(
  flush: (items: T[]) => void,
  keep: number,
  schedule: (callback: () => void) => unknown = (callback) => requestAnimationFrame(callback),
): { push: (items: readonly T[]) => void; cancel: () => void } {
  let waiting: T[] = [];
  let scheduled = false;
  let cancelled = false;
  return {
    push(items) {
      if (cancelled || items.length === 0) return;
      waiting.push(...items);
      if (waiting.length > keep) waiting = waiting.slice(waiting.length - keep);
      if (scheduled) return;
      scheduled = true;
      schedule(() => {
        scheduled = false;
        if (cancelled) return;
        const batch = waiting;
        waiting = [];
        flush(batch);
      });
    },
    cancel() {
      cancelled = true;
      waiting = [];
    },
  };
}

/**
 * How often at most the chat's live region says how many lines came (ms). Announcing every line made a screen
 * reader read a busy room without end: its own and mentioning lines are read at once, the rest counted.
 */
export const CHAT_SUMMARY_EVERY_MS = 15_000;

/** Where the chat's announcements are: the newest line handled, lines counted and not yet said, the last summary. */
export interface ChatAnnouncer {
  /** null before the first call ('' then when there were no lines): what was there is never read out. */
  lastId: string | null;
  pending: number;
  saidAt: number;
}

export const FRESH_ANNOUNCER: ChatAnnouncer = { lastId: null, pending: 0, saidAt: Number.NEGATIVE_INFINITY };

/** What the live region says: lines in full, and how many others came (0: none to say). */
export interface ChatAnnouncement {
  lines: ChatLine[];
  count: number;
}

/** The reader as chat lines name them: their chat id (the platform uid) and nick. */
export interface ChatReader {
  id: string;
  nick: string;
}

/** Whether a line is the reader's own or mentions them (@nick). */
function concernsReader(line: ChatLine, reader: ChatReader | null): boolean {
  if (!reader || line.kind !== 'text') return false;
  return line.from === reader.id || (reader.nick !== '' && line.text.includes(`@${reader.nick}`));
}

/**
 * The lines the room's live region reads out (issue #31 item 5: a busy room), called with the kept lines when they
 * change and again once a summary is due. The reader's own lines and those mentioning them are read in full; a lone
 * line in a quiet room too; the others are counted and said as "N new messages" at most every
 * CHAT_SUMMARY_EVERY_MS. The first call only notes where the lines are.
 */
export function announceChat(
  state: ChatAnnouncer,
  lines: readonly ChatLine[],
  reader: ChatReader | null,
  now: number,
): { state: ChatAnnouncer; say: ChatAnnouncement | null } {
  const newest = lines.at(-1)?.id ?? null;
  if (state.lastId === null) return { state: { ...state, lastId: newest ?? '' }, say: null };
  const fresh = lines.slice(lines.length - unseenCount(lines, state.lastId));
  const own = fresh.filter((line) => concernsReader(line, reader));
  const others = fresh.filter((line) => !concernsReader(line, reader));
  const due = now - state.saidAt >= CHAT_SUMMARY_EVERY_MS;
  const lone = due && state.pending === 0 && others.length === 1;
  const pending = lone ? 0 : state.pending + others.length;
  const summarise = due && pending > 0;
  const next = {
    lastId: newest ?? state.lastId,
    pending: summarise ? 0 : pending,
    saidAt: summarise || lone ? now : state.saidAt,
  };
  const say = { lines: lone ? fresh : own, count: summarise ? pending : 0 };
  return { state: next, say: say.lines.length > 0 || say.count > 0 ? say : null };
}
