import { type GroupVariant, groupStorageKey } from '../../chat/rules';

/** What this device keeps per group, under CHATGROUP_NORMAL_<gid> or CHATGROUP_ANCHORFANS_<gid> (spec §9). */
export interface GroupLocal {
  /** When I last sent a message there (ms), for the slow-mode wait. */
  lastSentAt: number;
}

export function readGroupLocal(variant: GroupVariant, groupID: string): GroupLocal {
  try {
    const saved = JSON.parse(localStorage.getItem(groupStorageKey(variant, groupID)) ?? '{}') as Partial<GroupLocal>;
    return { lastSentAt: typeof saved.lastSentAt === 'number' ? saved.lastSentAt : 0 };
  } catch {
    return { lastSentAt: 0 };
  }
}

export function writeGroupLocal(variant: GroupVariant, groupID: string, value: GroupLocal): void {
  try {
    localStorage.setItem(groupStorageKey(variant, groupID), JSON.stringify(value));
  } catch {
    // Storage full or blocked: the wait is then only as long as this page stays open.
  }
}
