// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { adsShown, roomAd } from './ads';
import { liveHomeCategories, roomBadges } from './common-config';
import { webAppLink } from './share';
import { userTags } from './user-tags';

const badges = [
  { id: 1, name: '官方认证', icon: '/b/1.svg' },
  { id: 2, name: '金牌解说', icon: '/b/2.svg' },
];
const tags = [
  { id: 1, name: '新人', color: '#4caf50' },
  { id: 2, name: '铁粉', color: 'red;background:url(x)' },
  { id: 3, name: '大神', color: '#e91e63' },
];
const ad = { id: 3, image: '/ad.svg', link: '/recharge', duration: 5 };

describe('spec §3 common config: live_badge, live_category, user_tag, live_play_ad (issue #32)', () => {
  it('live_badge: a live card shows the badges its room carries, in the config order; unknown ids dropped', () => {
    expect(roomBadges({ badge_ids: [2, 9, 1] }, badges).map((b) => b.name)).toEqual(['官方认证', '金牌解说']);
    expect(roomBadges({ badge_ids: [] }, badges)).toEqual([]);
    expect(roomBadges({ badge_ids: [1] }, undefined)).toEqual([]);
  });

  it('live_category: the live home shows the configured categories, getCategory only until they are in', () => {
    const fetched = [{ id: 7, name: 'NBA' }];
    expect(liveHomeCategories([{ id: 2, name: '英超' }], fetched)).toEqual([{ id: 2, name: '英超' }]);
    expect(liveHomeCategories(undefined, fetched)).toEqual(fetched);
    expect(liveHomeCategories([], fetched)).toEqual(fetched);
  });

  it('user_tag: a profile shows the user tags by id with their names; a colour that is not a colour is dropped', () => {
    const shown = userTags(['3', '2', '8'], tags);
    expect(shown.map((tag) => tag.name)).toEqual(['铁粉', '大神']);
    expect(shown.map((tag) => tag.color)).toEqual(['', '#e91e63']);
    expect(userTags(undefined, tags)).toEqual([]);
  });

  it('live_play_ad: the room shows the in-room ad to guests and users without is_no_qrad', () => {
    expect(roomAd([ad], null)).toEqual(ad);
    expect(roomAd([ad], { is_no_qrad: 0 })).toEqual(ad);
    expect(roomAd([], null)).toBeNull();
  });

  it('spec §6 is_no_qrad hides every ad: the in-room ad and the banner ad', () => {
    expect(roomAd([ad], { is_no_qrad: 1 })).toBeNull();
    expect(adsShown({ is_no_qrad: 1 })).toBe(false);
    expect(adsShown(null)).toBe(true);
    expect(adsShown({ is_no_qrad: 0 })).toBe(true);
  });
});

describe('spec §3 config site_h5_domain: the share page leads into the H5 site (issue #32)', () => {
  it('another origin than the share page: that domain + /m + the path; the same origin or no domain: the in-app path', () => {
    const page = 'https://share.example.com';
    expect(webAppLink('https://m.example.com/', '/live-detail/3', page, '/m')).toEqual({
      href: 'https://m.example.com/m/live-detail/3',
    });
    expect(webAppLink('https://share.example.com', '/live-detail/3', page, '/m')).toEqual({ route: '/live-detail/3' });
    expect(webAppLink(undefined, '/live-detail/3', page, '/m')).toEqual({ route: '/live-detail/3' });
    expect(webAppLink('javascript:alert(1)', '/x', page, '/m')).toEqual({ route: '/x' });
    expect(webAppLink('https://user@evil.example', '/x', page, '/m')).toEqual({ route: '/x' });
  });
});
