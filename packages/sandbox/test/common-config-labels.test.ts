import type { CommonConfig, HomeData, UserBasicInfo, UserInfo } from '@live/api-contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roomBadgeIds, userTagIds } from '../src/profile/labels.ts';
import { noonClock, register, sandbox, type TestSandbox } from './helpers.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await sandbox({ now: noonClock() });
});
afterAll(() => sb.close());

describe('common config labels carried by rooms and users (spec §3; issue #32)', () => {
  it('live_badge: rooms carry badge ids the common config lists, recommended rooms 官方认证, level 20+ 金牌解说', async () => {
    const config = (await sb.get<CommonConfig>('/api/config/getCommonConfig')).data;
    const known = new Set(config.live_badge.map((badge) => badge.id));
    const home = (await sb.post<HomeData>('/api/home/getHomeData')).data;
    const ids = home.lives.flatMap((room) => room.badge_ids);
    expect(ids.length).toBeGreaterThan(0);
    for (const id of ids) expect(known.has(id)).toBe(true);
    for (const room of home.srec_lives) expect(room.badge_ids).toContain(1);
    expect(roomBadgeIds({ recommended: 0, anchor_level: 19 })).toEqual([]);
    expect(roomBadgeIds({ recommended: 1, anchor_level: 20 })).toEqual([1, 2]);
  });

  it('user_tag: users carry tag ids the common config lists; a new user is 新人', async () => {
    const config = (await sb.get<CommonConfig>('/api/config/getCommonConfig')).data;
    const known = new Set(config.user_tag.map((tag) => String(tag.id)));
    const user = await register(sb, '13900000412');
    const info = (await sb.post<UserInfo>('/webapi/User/getUserInfo', { token: user.token })).data;
    expect(info.tags).toEqual(['1']);
    const basic = (await sb.post<UserBasicInfo>('/api/user/getUserBasicInfo', { id: user.uid })).data;
    expect(basic.tags).toEqual(['1']);
    for (const id of [...info.tags, ...basic.tags]) expect(known.has(id)).toBe(true);
    const now = 2_000_000_000;
    expect(userTagIds({ regist_time: now - 31 * 86400, user_level: 12 }, now)).toEqual(['2']);
    expect(userTagIds({ regist_time: now - 86400, user_level: 30 }, now)).toEqual(['1', '3']);
  });

  it('site_h5_share_url: a share made in the app is an address on the configured share domain', async () => {
    const set = await fetch(`${sb.url}/sandbox/config`, {
      method: 'POST',
      body: JSON.stringify({ sp_source: 33, config: { site_h5_share_url: 'https://share.example.com/m' } }),
    });
    expect((await set.json()).status).toBe(0);
    const share = await sb.post<{ url: string }>('/api/share/create', { kind: 'live', id: 11, sp_source: 33 });
    expect(share.data.url).toMatch(/^https:\/\/share\.example\.com\/m\/share\/live\/11/);
  });

  it('spec §3 default avatar: a user without a picture has none, so the app shows the default avatar of the id', async () => {
    const user = await register(sb, '13900000413');
    const info = (await sb.post<UserInfo>('/webapi/User/getUserInfo', { token: user.token })).data;
    expect(info.avatar).toBe('');
    expect((await sb.post<UserBasicInfo>('/api/user/getUserBasicInfo', { id: user.uid })).data.avatar).toBe('');
    const home = (await sb.post<HomeData>('/api/home/getHomeData')).data;
    const anchor = home.rec_anchors[0];
    expect((await sb.post<UserBasicInfo>('/api/user/getUserBasicInfo', { id: anchor?.id })).data.avatar).not.toBe('');
  });
});
