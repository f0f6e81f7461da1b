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
