/** The live room's tabs: the platform's answer (getRaceSubTab) with the spec's visibility rules on top (§2). */
import type { RoomTab as PlatformRoomTab } from '@live/api-contract';
import type { RoomTab, RoomTabKey } from '../../../domain/tabs';

/**
 * Each tab the rules allow (`ruled`, in the spec's order) shows when the platform's answer has it with show 1, under
 * the answer's titles (a blank title keeps the spec's). A tab the answer leaves out is hidden. Until the answer is
 * read, or when it could not be (`answer` null), the rules and the spec's titles alone decide, so the room still
 * works.
 */
export function roomTabsFromPlatform(
  ruled: readonly RoomTab[],
  answer: readonly Partial<PlatformRoomTab>[] | null,
): RoomTab[] {
  if (answer === null) return ruled.map((tab) => ({ ...tab }));
  const byKey = new Map<RoomTabKey, Partial<PlatformRoomTab>>();
  for (const tab of answer) if (typeof tab?.key === 'string' && !byKey.has(tab.key)) byKey.set(tab.key, tab);
  return ruled.map((tab) => {
    const platform = byKey.get(tab.key);
    const title = typeof platform?.title === 'string' && platform.title.trim() ? platform.title : tab.title;
    const title_br =
      typeof platform?.title_br === 'string' && platform.title_br.trim() ? platform.title_br : tab.title_br;
    return { key: tab.key, title, title_br, show: tab.show && Number(platform?.show) === 1 };
  });
}
