import type { UserInfo } from '@live/api-contract';
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { actionBound, makeObservable, observable, reaction, runInAction } from 'mobx';
import { ApiHostStore } from './api-host-store';
import { ConfigStore } from './config-store';
import { DictionaryStore } from './dictionary-store';
import { GuestStore } from './guest-store';
import { HistoryStore } from './history-store';
import { HomeStore } from './home-store';
import { LanguageStore } from './language-store';
import { field, type KeyValueStorage, type Persistent, readSaved, restoreAll, saveAll, writeSaved } from './persist';
import { applyMode, ThemeStore } from './theme-store';
import { UserStore } from './user-store';
import { VideoTimerStore } from './video-timer-store';

export type RootBrand = Pick<BrandRuntimeConfig, 'language' | 'storeKey' | 'api' | 'timeZone'>;

export interface RootStoreOptions {
  brand: RootBrand;
  /** localStorage in the browser; null keeps everything in memory. */
  storage: KeyValueStorage | null;
  /** The document whose <body mode> follows the theme; null in tests without a DOM. */
  document: Document | null;
}

/** Only in-app paths: a stored //host or javascript: address would be an open redirect after login. */
const isInAppPath = (value: unknown): value is string => typeof value === 'string' && /^\/(?!\/)/.test(value);

/** The small domain stores under one root, persisted under the brand's store key (spec §3). */
export class RootStore implements Persistent {
  readonly user = new UserStore();
  readonly guest = new GuestStore();
  readonly config = new ConfigStore();
  readonly home = new HomeStore();
  readonly history = new HistoryStore();
  readonly theme = new ThemeStore();
  readonly language: LanguageStore;
  readonly apiHosts: ApiHostStore;
  readonly dictionaries = new DictionaryStore();
  readonly videoTimer: VideoTimerStore;
  /** The return address after login (path + query), set by the not-logged-in prompt (spec §2). */
  prevPage = '';
  readonly persisted = {
    prevPage: field(
      (value) => (isInAppPath(value) ? value : undefined),
      () => this.prevPage,
      (address) => this.setReturnAddress(address),
    ),
  };
  /** Every store that saves and restores itself; a new persisted store is added here. */
  readonly persistent: readonly Persistent[];
  private readonly options: RootStoreOptions;
  private disposers: (() => void)[] = [];

  constructor(options: RootStoreOptions) {
    this.options = options;
    this.language = new LanguageStore(options.brand.language);
    this.apiHosts = new ApiHostStore(options.brand.api.fallbackHost);
    // The pinned zone or, left out, the device's, read when a day is counted (no Intl set-up while the app boots).
    this.videoTimer = new VideoTimerStore(options.brand.timeZone);
    this.persistent = [
      this.theme,
      this.language,
      this.user,
      this.guest,
      this.history,
      this.apiHosts,
      this.videoTimer,
      this,
    ];
    makeObservable(this, {
      prevPage: observable,
      setReturnAddress: actionBound,
      takeReturnAddress: actionBound,
      onLoginSuccess: actionBound,
    });
  }

  /** Reads storage, then keeps it and `<body mode>` in step with the stores. Returns this for chaining. */
  start(): this {
    const { storage, document, brand } = this.options;
    if (storage) {
      const saved = readSaved(storage, brand.storeKey);
      runInAction(() => restoreAll(this.persistent, saved));
      this.disposers.push(
        reaction(
          () => saveAll(this.persistent),
          (values) => writeSaved(storage, brand.storeKey, values),
          // Compared as JSON, not with mobx's comparer.structural: its deep-equal costs ~0.5 KB gzip of first load.
          { fireImmediately: true, equals: (a, b) => JSON.stringify(a) === JSON.stringify(b) },
        ),
      );
    }
    if (document) {
      this.disposers.push(
        reaction(
          () => this.theme.mode,
          (mode) => applyMode(document, mode),
          { fireImmediately: true },
        ),
      );
    }
    return this;
  }

  dispose(): void {
    for (const dispose of this.disposers.splice(0)) dispose();
  }

  setReturnAddress(address: string): void {
    if (isInAppPath(address)) this.prevPage = address;
  }

  /** The saved return address (once), or '' when none. */
  takeReturnAddress(): string {
    const address = this.prevPage;
    this.prevPage = '';
    return address;
  }

  /** Login success (spec §2): store the user and start the video timer again. */
  onLoginSuccess(info: UserInfo): void {
    this.user.setUser(info);
    this.videoTimer.reset();
  }

  /**
   * Login timeout and logout (spec §8), after the user is reset: resets the rest of the session in memory (guest,
   * search history, visited leagues, picked API host, video timer, return address) and clears local storage. Memory
   * goes first: the save reaction would otherwise write the old values straight back on the next store change. The
   * theme and language are kept and written back at once: they are preferences, not session data, and index.html
   * needs `mode` before first paint.
   */
  clearPersisted(): void {
    const { guest, history, apiHosts } = this;
    // Plain field writes in one action, not each store's methods: the first load's budget had no room for those.
    runInAction(() => {
      guest.info = apiHosts.selected = null;
      history.searchLog = history.visitedLeagues = [];
      this.videoTimer.reset();
      this.prevPage = '';
    });
    const { storage, brand } = this.options;
    if (!storage) return;
    try {
      storage.clear();
    } catch {
      return;
    }
    writeSaved(storage, brand.storeKey, saveAll(this.persistent));
  }
}

export function createRootStore(options: RootStoreOptions): RootStore {
  return new RootStore(options).start();
}
