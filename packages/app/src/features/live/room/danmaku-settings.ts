/** The viewer's flying-comment settings (issue #33): on or off and how dense, remembered on this device. */
import { DANMAKU_DENSITIES, type DanmakuDensity } from '@live/ui-kit/Danmaku/densities.ts';

export interface DanmakuSettings {
  on: boolean;
  density: DanmakuDensity;
}

export const DEFAULT_DANMAKU: DanmakuSettings = { on: true, density: 'medium' };

/** The local-storage key under the brand's own prefix. */
export function danmakuKey(storeKey: string): string {
  return `${storeKey}:danmaku`;
}

/** Settings from what was stored; anything missing or unreadable is the default. */
export function parseDanmakuSettings(raw: string | null): DanmakuSettings {
  if (!raw) return DEFAULT_DANMAKU;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof DanmakuSettings, unknown>> | null;
    return {
      on: typeof value?.on === 'boolean' ? value.on : DEFAULT_DANMAKU.on,
      density: DANMAKU_DENSITIES.find((density) => density === value?.density) ?? DEFAULT_DANMAKU.density,
    };
  } catch {
    return DEFAULT_DANMAKU;
  }
}

export function readDanmakuSettings(storeKey: string): DanmakuSettings {
  try {
    return parseDanmakuSettings(localStorage.getItem(danmakuKey(storeKey)));
  } catch {
    return DEFAULT_DANMAKU;
  }
}

export function saveDanmakuSettings(storeKey: string, settings: DanmakuSettings): void {
  try {
    localStorage.setItem(danmakuKey(storeKey), JSON.stringify(settings));
  } catch {
    // Storage full or blocked: the setting holds for this visit.
  }
}
