// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { browserStorage, type KeyValueStorage, memoryStorage, readPersisted } from './persist';
import { createRootStore } from './root-store';
import { BRAND, user } from './test-fixtures';

const KEY = BRAND.storeKey;
const stored = (storage: KeyValueStorage) => JSON.parse(storage.getItem(KEY) ?? 'null') as Record<string, unknown>;

describe('persisted store (spec §3, §9)', () => {
  it("persist: the whitelisted fields are written under the brand's store key, mode top-level", () => {
    const storage = memoryStorage();
    const root = createRootStore({ brand: BRAND, storage, document: null });
    root.theme.setMode('dark');
    root.user.setUser(user());
    root.history.addSearch({ target_id: 3, name: '曼联' });
    const saved = stored(storage);
    expect(saved.mode).toBe('dark');
    expect(saved.userInfo).toMatchObject({ id: 42 });
    expect(saved.searchLog).toEqual([{ target_id: 3, name: '曼联' }]);
    expect(Object.keys(saved).sort()).toEqual(
      [
        'apiHost',
        'guestInfo',
        'lang',
        'mode',
        'prevPage',
        'searchLog',
        'userInfo',
        'videoTimer',
        'visitedLeagues',
      ].sort(),
    );
    root.dispose();
  });

  it('persist: a new page load restores the saved state', () => {
    const storage = memoryStorage();
    const first = createRootStore({ brand: BRAND, storage, document: null });
    first.theme.setMode('dark');
    first.user.setUser(user({ id: 9 }));
    first.apiHosts.select('https://b.example');
    first.dispose();
    const second = createRootStore({ brand: BRAND, storage, document: null });
    expect(second.theme.mode).toBe('dark');
    expect(second.user.uid).toBe(9);
    expect(second.apiHosts.selected).toBe('https://b.example');
    second.dispose();
  });

  it('persist: a corrupt persisted value is discarded, not fatal', () => {
    const storage = memoryStorage({ [KEY]: '{"mode":"dark",' });
    const root = createRootStore({ brand: BRAND, storage, document: null });
    expect(root.theme.mode).toBe('light');
    expect(stored(storage)).toMatchObject({ mode: 'light' });
    root.dispose();
    expect(readPersisted(memoryStorage({ [KEY]: '[1,2]' }), KEY)).toEqual({});
    expect(readPersisted(memoryStorage({ [KEY]: 'null' }), KEY)).toEqual({});
  });

  it('persist: unusable fields are dropped one by one, the rest kept', () => {
    const storage = memoryStorage({
      [KEY]: JSON.stringify({
        mode: 'sepia',
        lang: 'pt-BR',
        userInfo: { id: 'x' },
        searchLog: [{ target_id: 1 }, 'junk', { name: 'no id' }],
        prevPage: '//evil.example/phish',
        videoTimer: { date: '2026-11-22', time1: 'NaN', time2: 0 },
        apiHost: 'javascript:alert(1)',
        unknownField: 1,
      }),
    });
    expect(readPersisted(storage, KEY)).toEqual({ lang: 'pt-BR', searchLog: [{ target_id: 1 }] });
  });

  it('persist: browserStorage gives localStorage where it can be read', () => {
    expect(browserStorage()).toBe(window.localStorage);
  });

  it('persist: a storage that throws (private mode, quota) is not fatal', () => {
    const broken: KeyValueStorage = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => undefined,
      clear: () => undefined,
    };
    const root = createRootStore({ brand: BRAND, storage: broken, document: null });
    root.theme.toggle();
    expect(root.theme.mode).toBe('dark');
    root.dispose();
  });
});

describe('root store wiring (spec §2, §7, §8)', () => {
  it('theme: the mode is written to <body mode> (spec §2)', () => {
    const root = createRootStore({ brand: BRAND, storage: null, document });
    expect(document.body.getAttribute('mode')).toBe('light');
    root.theme.toggle();
    expect(document.body.getAttribute('mode')).toBe('dark');
    root.dispose();
  });

  it('login success stores the user and resets the video timer (spec §2)', () => {
    const root = createRootStore({ brand: BRAND, storage: null, document: null });
    root.videoTimer.addPlayed(100, false);
    root.onLoginSuccess(user());
    expect(root.user.isLoggedIn).toBe(true);
    expect(root.videoTimer.snapshot).toMatchObject({ time1: 0, time2: 0 });
    root.dispose();
  });

  it('API session: token, uid, the brand sp_source unless the page gives one, language (spec §7)', () => {
    const root = createRootStore({ brand: BRAND, storage: null, document: null });
    const session = root.apiSession();
    expect([session.token(), session.uid(), session.spSource(), session.language()]).toEqual(['', 0, 5, 'zh-CN']);
    root.user.setUser(user());
    expect([session.token(), session.uid()]).toEqual(['tok-42', 42]);
    const fromPage = createRootStore({ brand: BRAND, storage: null, document: null, pageSearch: '?sp_source=12' });
    expect(fromPage.apiSession().spSource()).toBe(12);
  });

  it('API session: channel_code is forwarded only for brands that forward it (qutu) (spec §7)', () => {
    const pageSearch = '?channel_code=qt9';
    const plain = createRootStore({ brand: BRAND, storage: null, document: null, pageSearch });
    const qutu = createRootStore({
      brand: { ...BRAND, forwardChannelCode: true },
      storage: null,
      document: null,
      pageSearch,
    });
    expect(plain.apiSession().channelCode()).toBeNull();
    expect(qutu.apiSession().channelCode()).toBe('qt9');
  });

  it('login timeout effects: reset the user, clear storage (keeping the theme mode), save the return address (spec §8)', () => {
    const storage = memoryStorage({ other_key: 'x' });
    const root = createRootStore({ brand: BRAND, storage, document: null });
    root.theme.setMode('dark');
    root.user.setUser(user());
    const effects = root.apiStoreEffects();
    effects.resetUser();
    effects.clearStorage();
    effects.saveReturnAddress('/live-detail/12?tab=chat');
    expect(root.user.isLoggedIn).toBe(false);
    expect(storage.getItem('other_key')).toBeNull();
    expect(stored(storage)).toMatchObject({ mode: 'dark', userInfo: null, prevPage: '/live-detail/12?tab=chat' });
    expect(root.takeReturnAddress()).toBe('/live-detail/12?tab=chat');
    expect(root.prevPage).toBe('');
    root.dispose();
  });

  it('return address: only in-app paths are kept', () => {
    const root = createRootStore({ brand: BRAND, storage: null, document: null });
    root.setReturnAddress('https://evil.example');
    root.setReturnAddress('//evil.example');
    expect(root.prevPage).toBe('');
  });
});
