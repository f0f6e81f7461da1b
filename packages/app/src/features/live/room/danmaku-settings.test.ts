import { describe, expect, it } from 'vitest';
import { DEFAULT_DANMAKU, parseDanmakuSettings } from './danmaku-settings';

describe('danmaku settings (issue #33: a toggle and a density setting, remembered)', () => {
  it('reads back what was saved', () => {
    expect(parseDanmakuSettings(JSON.stringify({ on: false, density: 'high' }))).toEqual({
      on: false,
      density: 'high',
    });
  });

  it('falls back to on, medium for anything missing, unknown or unreadable', () => {
    expect(parseDanmakuSettings(null)).toEqual(DEFAULT_DANMAKU);
    expect(DEFAULT_DANMAKU).toEqual({ on: true, density: 'medium' });
    expect(parseDanmakuSettings('{bad')).toEqual(DEFAULT_DANMAKU);
    expect(parseDanmakuSettings('null')).toEqual(DEFAULT_DANMAKU);
    expect(parseDanmakuSettings(JSON.stringify({ on: 'yes', density: 'max' }))).toEqual(DEFAULT_DANMAKU);
    expect(parseDanmakuSettings(JSON.stringify({ on: false }))).toEqual({ on: false, density: 'medium' });
  });
});
