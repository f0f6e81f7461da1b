import type { BaseDictionary, CommonConfig, GuestInfo, SiteConfig } from '@live/api-contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiHostStore } from './api-host-store';
import { ConfigStore } from './config-store';
import { DictionaryStore } from './dictionary-store';
import { GuestStore } from './guest-store';
import { HistoryStore } from './history-store';
import { HomeStore } from './home-store';
import { ThemeStore } from './theme-store';
import { user } from './test-fixtures';
import { UserStore } from './user-store';
import { VideoTimerStore } from './video-timer-store';

const NOW = Date.UTC(2026, 10, 22, 12);

describe('user store (spec §4)', () => {
  it('user: logged in when id > 0, with its token and numeric uid', () => {
    const store = new UserStore();
    expect(store.isLoggedIn).toBe(false);
    expect(store.uid).toBe(0);
    store.setUser(user({ id: 7, token: 't7' }));
    expect(store).toMatchObject({ isLoggedIn: true, uid: 7, token: 't7' });
  });

  it('user: VIP when vip_level > 0 and vip_date in the future (spec §4)', () => {
    const store = new UserStore();
    store.setUser(user({ vip_level: 1, vip_date: NOW / 1000 + 3600 }));
    expect(store.isVip(NOW)).toBe(true);
    expect(store.isVip(NOW + 2 * 3600 * 1000)).toBe(false);
  });

  it('user: reset forgets the user; falsy data is no update (spec §8)', () => {
    const store = new UserStore();
    store.setUser(user());
    store.setUser(null);
    expect(store.isLoggedIn).toBe(true);
    store.reset();
    expect(store.info).toBeNull();
  });
});

describe('guest store (spec §3)', () => {
  const guest = (expire: number): GuestInfo => ({ userid: 'guest_1', txim_sign: 'sig', expire_time: expire });

  it('guest: fetched when missing, reused until expire_time, refreshed when expired (spec §3)', async () => {
    const store = new GuestStore();
    const fetchGuest = vi.fn(async () => guest(NOW / 1000 + 60));
    await store.ensure(fetchGuest, NOW);
    await store.ensure(fetchGuest, NOW + 30_000);
    expect(fetchGuest).toHaveBeenCalledTimes(1);
    await store.ensure(fetchGuest, NOW + 61_000);
    expect(fetchGuest).toHaveBeenCalledTimes(2);
  });

  it('guest: concurrent callers share one fetch', async () => {
    const store = new GuestStore();
    const fetchGuest = vi.fn(async () => guest(NOW / 1000 + 60));
    const [a, b] = await Promise.all([store.ensure(fetchGuest, NOW), store.ensure(fetchGuest, NOW)]);
    expect(fetchGuest).toHaveBeenCalledTimes(1);
    expect(a).toEqual(b);
  });
});

describe('config store (spec §2, §3)', () => {
  const common = (config: Partial<SiteConfig>) => ({ config }) as CommonConfig;

  it("config: switches are on when '1'; the headline default follows them (spec §2)", async () => {
    const store = new ConfigStore();
    await store.load(async () =>
      common({
        switch_room_chat: '1',
        switch_robotroom: '0',
        switch_anchorroom: '0',
        switch_shortvideo_check: '0',
        switch_match_database: '1',
      }),
    );
    expect(store.isOn('switch_room_chat')).toBe(true);
    expect(store.isOn('switch_room_rank')).toBe(false);
    expect(store.headlineDefault).toBe('db');
  });

  it('config: falsy data is no update (spec §8)', async () => {
    const store = new ConfigStore();
    store.setCommon(common({ switch_room_chat: '1' }));
    await store.load(async () => null as unknown as CommonConfig);
    expect(store.isOn('switch_room_chat')).toBe(true);
  });
});

describe('home, history and dictionaries (spec §3, §4, §8)', () => {
  it('home: categories and banners keep their value on falsy data (spec §8)', () => {
    const store = new HomeStore();
    store.setBanners([{ id: 1, title: 'b', image: '/b.png', link: '/live' }]);
    store.setBanners(undefined);
    expect(store.banners).toHaveLength(1);
  });

  it('search log store: newest 5, an array clears (spec §4)', () => {
    const store = new HistoryStore();
    for (let id = 1; id <= 7; id += 1) store.addSearch({ target_id: id });
    expect(store.searchLog.map((e) => e.target_id)).toEqual([7, 6, 5, 4, 3]);
    store.addSearch([]);
    expect(store.searchLog).toEqual([]);
  });

  it('visited leagues store: 15, de-duplicated by id + sport type (spec §4)', () => {
    const store = new HistoryStore();
    for (let id = 1; id <= 16; id += 1) store.visitLeague({ id, name: `L${id}`, logo: '', sportsType: 1 });
    store.visitLeague({ id: 10, name: 'L10', logo: '', sportsType: 1 });
    expect(store.visitedLeagues).toHaveLength(15);
    expect(store.visitedLeagues[0]?.id).toBe(10);
    expect(store.visitedLeagues.filter((l) => l.id === 10)).toHaveLength(1);
  });

  it('dictionaries: a failed fetch is ignored (spec §8); codes resolve to names', async () => {
    const store = new DictionaryStore();
    await store.load(async () => {
      throw new Error('offline');
    });
    expect(store.dictionaries).toBeNull();
    const dictionaries = {
      foot_ball_type: { name: 'football', data: [{ code: 1, name: '射手榜' }] },
    } as unknown as BaseDictionary;
    await store.load(async () => dictionaries);
    expect(store.nameOf('foot_ball_type', 1)).toBe('射手榜');
    expect(store.nameOf('foot_ball_type', 9)).toBe('');
  });
});

describe('theme, hosts and video timer', () => {
  it('theme: toggles between dark and light (spec §2)', () => {
    const store = new ThemeStore();
    store.toggle();
    expect(store.mode).toBe('dark');
    store.toggle();
    expect(store.mode).toBe('light');
  });

  it('API hosts: the first line is active; an empty list (a failed fetch) keeps the fallback (spec §4)', () => {
    const store = new ApiHostStore('https://fallback.example');
    expect(store.active).toBe('https://fallback.example');
    store.setHosts([]);
    expect(store.active).toBe('https://fallback.example');
    store.setHosts(['https://a.example', 'https://b.example']);
    expect(store.active).toBe('https://a.example');
  });

  it('video timer: counts played seconds per login state and day (spec §3 date, time1, time2)', () => {
    const store = new VideoTimerStore();
    store.addPlayed(59, false, NOW);
    store.addPlayed(1, false, NOW);
    store.addPlayed(7, true, NOW);
    expect(store.snapshot).toMatchObject({ time1: 7, time2: 60 });
    store.addPlayed(5, true, NOW + 24 * 3600 * 1000);
    expect(store.snapshot).toMatchObject({ time1: 5, time2: 0 });
  });

  it("video timer: a new day is the brand zone's new day (issue #30 item 1: the brand may pin a zone)", () => {
    const store = new VideoTimerStore('America/Sao_Paulo');
    // 23:00 and 23:59 on the 21st in São Paulo (the 22nd in Shanghai), then 00:30 on the 22nd there.
    store.addPlayed(10, false, Date.UTC(2026, 10, 22, 2));
    store.addPlayed(5, false, Date.UTC(2026, 10, 22, 2, 59));
    expect(store.snapshot).toEqual({ date: '2026-11-21', time1: 0, time2: 15 });
    store.addPlayed(1, false, Date.UTC(2026, 10, 22, 3, 30));
    expect(store.snapshot).toEqual({ date: '2026-11-22', time1: 0, time2: 1 });
  });

  it('video timer: reset starts again from zero', () => {
    const store = new VideoTimerStore();
    store.addPlayed(30, true, NOW);
    store.reset(NOW);
    expect(store.snapshot).toMatchObject({ time1: 0, time2: 0 });
  });
});
