export { ApiHostStore } from './api-host-store';
export { ConfigStore } from './config-store';
export { type DictionaryName, DictionaryStore } from './dictionary-store';
export { GuestStore } from './guest-store';
export { HistoryStore } from './history-store';
export { HomeStore } from './home-store';
export { isLanguage, LanguageStore } from './language-store';
export {
  browserStorage,
  field,
  type KeyValueStorage,
  memoryStorage,
  type PersistedField,
  type Persistent,
} from './persist';
export { createRootStore, type RootBrand, RootStore, type RootStoreOptions } from './root-store';
export { applyMode, isThemeMode, type ThemeMode, ThemeStore } from './theme-store';
export { UserStore } from './user-store';
export { type VideoTimer, VideoTimerStore } from './video-timer-store';
