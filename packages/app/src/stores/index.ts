export { ApiHostStore } from './api-host-store';
export { ConfigStore } from './config-store';
export { type DictionaryName, DictionaryStore } from './dictionary-store';
export { GuestStore } from './guest-store';
export { HistoryStore } from './history-store';
export { HomeStore } from './home-store';
export { isLanguage, LanguageStore } from './language-store';
export {
  browserStorage,
  type KeyValueStorage,
  memoryStorage,
  PERSISTED_FIELDS,
  type PersistedState,
  readPersisted,
  writePersisted,
} from './persist';
export { createRootStore, type RootBrand, RootStore, type RootStoreOptions } from './root-store';
export { applyMode, isThemeMode, type ThemeMode, ThemeStore } from './theme-store';
export { UserStore } from './user-store';
export { type VideoTimer, VideoTimerStore } from './video-timer-store';
export { type AppServices, type AppServicesOptions, createAppServices, type UiEffects } from './app-services';
