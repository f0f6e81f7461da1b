import type { UserInfo } from '@live/api-contract';
import type { BrandRuntimeConfig } from '@live/brand-schema';
import { actionBound, makeObservable, observable, reaction } from 'mobx';
import type { ApiEffects, ApiSession } from '../api/core/effects';
import { type PageParams, readPageParams, resolveSpSource } from '../api/core/page-params';
import { ApiHostStore } from './api-host-store';
import { ConfigStore } from './config-store';
import { DictionaryStore } from './dictionary-store';
import { GuestStore } from './guest-store';
import { HistoryStore } from './history-store';
import { HomeStore } from './home-store';
import { LanguageStore } from './language-store';
import { type KeyValueStorage, type PersistedState, readPersisted, writePersisted } from './persist';
import { applyMode, ThemeStore } from './theme-store';
import { UserStore } from './user-store';
import { VideoTimerStore } from './video-timer-store';

export type RootBrand = Pick<
  BrandRuntimeConfig,
  'language' | 'storeKey' | 'api' | 'defaultSpSource' | 'forwardChannelCode'
>;

export interface RootStoreOptions {
  brand: RootBrand;
  /** localStorage in the browser; null keeps everything in memory. */
  storage: KeyValueStorage | null;
  /** The document whose <body mode> follows the theme; null in tests without a DOM. */
  document: Document | null;
  /** The first page's query string (sp_source, channel_code). */
  pageSearch?: string;
}

/** The small domain stores under one root, persisted under the brand's store key (spec §3). */
export class RootStore {
  readonly user = new UserStore();
  readonly guest = new GuestStore();
  readonly config = new ConfigStore();
  readonly home = new HomeStore();
  readonly history = new HistoryStore();
  readonly theme = new ThemeStore();
  readonly language: LanguageStore;
  readonly apiHosts: ApiHostStore;
  readonly dictionaries = new DictionaryStore();
  readonly videoTimer = new VideoTimerStore();
  /** The return address after login (path + query), set by the not-logged-in prompt (spec §2). */
  prevPage = '';
  readonly pageParams: PageParams;
  private readonly options: RootStoreOptions;
  private disposers: (() => void)[] = [];

  constructor(options: RootStoreOptions) {
    this.options = options;
    this.language = new LanguageStore(options.brand.language);
    this.apiHosts = new ApiHostStore(options.brand.api.fallbackHost);
    this.pageParams = readPageParams(options.pageSearch ?? '');
    makeObservable(this, {
      prevPage: observable,
      setReturnAddress: actionBound,
      takeReturnAddress: actionBound,
      hydrate: actionBound,
      onLoginSuccess: actionBound,
    });
  }

  /** What is written to storage: the whitelisted fields only. */
  get persisted(): PersistedState {
    return {
      mode: this.theme.mode,
      lang: this.language.lang,
      userInfo: this.user.info,
      guestInfo: this.guest.info,
      searchLog: this.history.searchLog,
      visitedLeagues: this.history.visitedLeagues,
      apiHost: this.apiHosts.selected,
      videoTimer: this.videoTimer.snapshot,
      prevPage: this.prevPage,
    };
  }

  hydrate(state: PersistedState): void {
    if (state.mode) this.theme.setMode(state.mode);
    if (state.lang) this.language.setLang(state.lang);
    if (state.userInfo) this.user.setUser(state.userInfo);
    if (state.guestInfo) this.guest.set(state.guestInfo);
    if (state.searchLog) this.history.searchLog = state.searchLog;
    if (state.visitedLeagues) this.history.visitedLeagues = state.visitedLeagues;
    if (state.apiHost !== undefined) this.apiHosts.select(state.apiHost);
    if (state.videoTimer) this.videoTimer.restore(state.videoTimer);
    if (state.prevPage) this.prevPage = state.prevPage;
  }

  /** Reads storage, then keeps it and `<body mode>` in step with the stores. Returns this for chaining. */
  start(): this {
    const { storage, document, brand } = this.options;
    if (storage) {
      this.hydrate(readPersisted(storage, brand.storeKey));
      this.disposers.push(
        reaction(
          () => JSON.stringify(this.persisted),
          () => writePersisted(storage, brand.storeKey, this.persisted),
          { fireImmediately: true },
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
    if (/^\/(?!\/)/.test(address)) this.prevPage = address;
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
   * Clears local storage (login timeout, spec §8). The theme and language are written back at once: they are
   * preferences, not session data, and index.html needs `mode` before first paint.
   */
  clearPersisted(): void {
    const { storage, brand } = this.options;
    if (!storage) return;
    try {
      storage.clear();
    } catch {
      return;
    }
    writePersisted(storage, brand.storeKey, { mode: this.theme.mode, lang: this.language.lang });
  }

  /** Who calls the API: the user's token and id, sp_source, language and forwarded channel_code. */
  apiSession(): ApiSession {
    const { brand } = this.options;
    return {
      token: () => this.user.token,
      uid: () => this.user.uid,
      spSource: () => resolveSpSource(this.pageParams, brand.defaultSpSource),
      language: () => this.language.lang,
      channelCode: () => (brand.forwardChannelCode ? this.pageParams.channelCode : null),
    };
  }

  /** The store side of ApiEffects; the app adds the toasts, dialog, router and address. */
  apiStoreEffects(): Pick<ApiEffects, 'resetUser' | 'clearStorage' | 'saveReturnAddress'> {
    return {
      resetUser: () => this.user.reset(),
      clearStorage: () => this.clearPersisted(),
      saveReturnAddress: (address) => this.setReturnAddress(address),
    };
  }
}

export function createRootStore(options: RootStoreOptions): RootStore {
  return new RootStore(options).start();
}
