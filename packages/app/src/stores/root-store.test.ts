// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { HistoryStore } from './history-store';
import {
  browserStorage,
  field,
  type KeyValueStorage,
  memoryStorage,
  type Persistent,
  readSaved,
  restoreAll,
  saveAll,
} from './persist';
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
    for (const broken of ['[1,2]', 'null', '"text"', '{']) {
      const storage = memoryStorage({ [KEY]: broken });
      expect(readSaved(storage, KEY)).toEqual({});
      expect(storage.getItem(KEY)).toBeNull();
    }
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
    const root = createRootStore({ brand: BRAND, storage: null, document: null });
    restoreAll(root.persistent, readSaved(storage, KEY));
    expect(saveAll(root.persistent)).toEqual({
      mode: 'light',
      lang: 'pt-BR',
      userInfo: null,
      guestInfo: null,
      searchLog: [{ target_id: 1 }],
      visitedLeagues: [],
      apiHost: null,
      videoTimer: { date: '', time1: 0, time2: 0 },
      prevPage: '',
    });
  });

  it('persist: values of the wrong type keep every store at its default, without throwing', () => {
    const wrong = [1, 'x', true, null, [], {}, { id: 1 }, [null], { date: 1, time1: '2' }];
    const defaults = saveAll(createRootStore({ brand: BRAND, storage: null, document: null }).persistent);
    for (const value of wrong) {
      const saved = Object.fromEntries(Object.keys(defaults).map((name) => [name, value]));
      const root = createRootStore({
        brand: BRAND,
        storage: memoryStorage({ [KEY]: JSON.stringify(saved) }),
        document: null,
      });
      expect(saveAll(root.persistent)).toEqual(defaults);
      root.dispose();
    }
  });

  it('persist: each store saves and restores its own fields, one name per field, mode top-level', () => {
    const storage = memoryStorage();
    const first = createRootStore({ brand: BRAND, storage, document: null });
    first.theme.setMode('dark');
    first.language.setLang('pt-BR');
    first.user.setUser(user({ id: 7 }));
    first.guest.set({ userid: 'g1', expire_time: 2_000_000_000 } as never);
    first.history.addSearch({ target_id: 4 });
    first.history.visitLeague({ id: 3, name: 'L3', logo: '', sportsType: 1 });
    first.apiHosts.select('https://c.example');
    first.videoTimer.addPlayed(12, false);
    first.setReturnAddress('/score');
    const written = saveAll(first.persistent);
    first.dispose();
    const second = createRootStore({ brand: BRAND, storage, document: null });
    expect(saveAll(second.persistent)).toEqual(written);
    const names = second.persistent.flatMap((store) => Object.keys(store.persisted));
    expect(new Set(names).size).toBe(names.length);
    expect(stored(storage).mode).toBe('dark');
    second.dispose();
  });

  it('persist: a new persisted field is one entry in its store; a restore that throws is skipped', () => {
    class DraftStore implements Persistent {
      draft = '';
      readonly persisted = {
        draft: field(
          (value) => (typeof value === 'string' ? value : undefined),
          () => this.draft,
          (draft) => {
            this.draft = draft;
          },
        ),
        explodes: field(
          (value) => value,
          () => 1,
          () => {
            throw new Error('bad store');
          },
        ),
      };
    }
    const history = new HistoryStore();
    const store = new DraftStore();
    restoreAll([store, history], { draft: 'hello', explodes: 2, searchLog: [{ target_id: 5 }] });
    expect(store.draft).toBe('hello');
    expect(history.searchLog).toEqual([{ target_id: 5 }]);
    expect(saveAll([store])).toEqual({ draft: 'hello', explodes: 1 });
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

  it('login timeout, store side: reset the user, clear storage (keeping the theme mode), save the return address (spec §8)', () => {
    const storage = memoryStorage({ other_key: 'x' });
    const root = createRootStore({ brand: BRAND, storage, document: null });
    root.theme.setMode('dark');
    root.user.setUser(user());
    root.user.reset();
    root.clearPersisted();
    root.setReturnAddress('/live-detail/12?tab=chat');
    expect(root.user.isLoggedIn).toBe(false);
    expect(storage.getItem('other_key')).toBeNull();
    expect(stored(storage)).toMatchObject({ mode: 'dark', userInfo: null, prevPage: '/live-detail/12?tab=chat' });
    expect(root.takeReturnAddress()).toBe('/live-detail/12?tab=chat');
    expect(root.prevPage).toBe('');
    root.dispose();
  });

  it('login timeout (spec §8): the stores are reset in memory too, so the next store change writes none of the old session back', () => {
    const storage = memoryStorage();
    const root = createRootStore({ brand: BRAND, storage, document: null });
    root.user.setUser(user());
    root.guest.set({ userid: 'guest_7', txim_sign: 'sig', expire_time: 4_000_000_000 });
    root.history.addSearch({ target_id: 3, name: '曼联' });
    root.history.visitLeague({ id: 36, sportsType: 1, name: '英超', logo: 'l.png' });
    root.apiHosts.select('https://api.old.example');
    root.videoTimer.addPlayed(100, false);
    root.setReturnAddress('/score');
    // The login-timeout effects in order (api/core/client.ts): reset the user, then clear.
    root.user.reset();
    root.clearPersisted();
    root.theme.toggle();
    const saved = stored(storage);
    expect(saved).toMatchObject({ userInfo: null, guestInfo: null, searchLog: [], visitedLeagues: [], apiHost: null });
    expect(saved.videoTimer).toMatchObject({ time1: 0, time2: 0 });
    expect(saved.prevPage).toBe('');
    expect(JSON.stringify(saved)).not.toMatch(/曼联|英超|guest_7|old\.example/);
    root.dispose();
  });

  it('return address: only in-app paths are kept', () => {
    const root = createRootStore({ brand: BRAND, storage: null, document: null });
    root.setReturnAddress('https://evil.example');
    root.setReturnAddress('//evil.example');
    expect(root.prevPage).toBe('');
  });
});
