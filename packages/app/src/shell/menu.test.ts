import { describe, expect, it } from 'vitest';
import { menuButtonOn, menuPathOf } from './menu';

describe('the fixed menu on all pages (spec §2, issue #28)', () => {
  it('the top-level pages have the bottom menu', () => {
    for (const path of ['/live', '/score/', '/headline', '/c2c', '/user-center']) {
      expect(menuPathOf(path), path).not.toBeNull();
      expect(menuButtonOn(path), path).toBe(false);
    }
  });

  it('every other page has the menu button, but the pages the native apps embed and the redirect', () => {
    for (const path of [
      '/live-detail/12',
      '/score/detail/football/7',
      '/user-center/attent-mgmt',
      '/login',
      '/share/live/3',
    ])
      expect(menuButtonOn(path), path).toBe(true);
    for (const path of ['/mobile/happening/7', '/mobile/news', '/pp/talk'])
      expect(menuButtonOn(path), path).toBe(false);
  });
});
