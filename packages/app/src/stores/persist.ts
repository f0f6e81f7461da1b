/**
 * The persisted store: one JSON object in localStorage under the brand's store key (e.g. xzbn_store), holding
 * only whitelisted fields. `mode` stays top-level: index.html reads it before first paint. A corrupt value is
 * discarded field by field (or whole when it is not a JSON object), never fatal.
 */
import type { GuestInfo, UserInfo } from '@live/api-contract';
import { normaliseHost } from '../api/core/hosts';
import type { Language } from '../domain/language';
import { SEARCH_LOG_SIZE, type SearchLogEntry, VISITED_LEAGUES_SIZE, type VisitedLeague } from '../domain/lists';
import { isLanguage } from './language-store';
import { isThemeMode, type ThemeMode } from './theme-store';
import type { VideoTimer } from './video-timer-store';

/** The part of the Web Storage API the store uses; tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

export interface PersistedState {
  mode?: ThemeMode;
  lang?: Language;
  userInfo?: UserInfo | null;
  guestInfo?: GuestInfo | null;
  searchLog?: SearchLogEntry[];
  visitedLeagues?: VisitedLeague[];
  apiHost?: string | null;
  videoTimer?: VideoTimer;
  prevPage?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isId = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '');

/** One reader per whitelisted field: the value when usable, undefined to drop it. */
const FIELD_READERS: { [K in keyof PersistedState]-?: (value: unknown) => PersistedState[K] | undefined } = {
  mode: (value) => (isThemeMode(value) ? value : undefined),
  lang: (value) => (isLanguage(value) ? value : undefined),
  userInfo: (value) => {
    if (value === null) return null;
    return isObject(value) && typeof value.id === 'number' && typeof value.token === 'string'
      ? (value as unknown as UserInfo)
      : undefined;
  },
  guestInfo: (value) => {
    if (value === null) return null;
    return isObject(value) && typeof value.userid === 'string' && typeof value.expire_time === 'number'
      ? (value as unknown as GuestInfo)
      : undefined;
  },
  searchLog: (value) =>
    Array.isArray(value)
      ? (value.filter((entry) => isObject(entry) && isId(entry.target_id)) as SearchLogEntry[]).slice(
          0,
          SEARCH_LOG_SIZE,
        )
      : undefined,
  visitedLeagues: (value) =>
    Array.isArray(value)
      ? (
          value.filter(
            (entry) =>
              isObject(entry) &&
              isId(entry.id) &&
              typeof entry.sportsType === 'number' &&
              typeof entry.name === 'string' &&
              typeof entry.logo === 'string',
          ) as VisitedLeague[]
        ).slice(0, VISITED_LEAGUES_SIZE)
      : undefined,
  apiHost: (value) => {
    if (value === null) return null;
    return normaliseHost(value) ?? undefined;
  },
  videoTimer: (value) =>
    isObject(value) &&
    typeof value.date === 'string' &&
    typeof value.time1 === 'number' &&
    typeof value.time2 === 'number' &&
    Number.isFinite(value.time1) &&
    Number.isFinite(value.time2)
      ? { date: value.date, time1: value.time1, time2: value.time2 }
      : undefined,
  /** Only in-app paths: a stored //host or javascript: address would be an open redirect after login. */
  prevPage: (value) => (typeof value === 'string' && /^\/(?!\/)/.test(value) ? value : undefined),
};

export const PERSISTED_FIELDS = Object.keys(FIELD_READERS) as (keyof PersistedState)[];

/** Reads the persisted object; unreadable JSON is removed, unusable fields are left out. */
export function readPersisted(storage: KeyValueStorage, key: string): PersistedState {
  let raw: string | null;
  try {
    raw = storage.getItem(key);
  } catch {
    return {};
  }
  if (!raw) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isObject(parsed)) {
    safely(() => storage.removeItem(key));
    return {};
  }
  const state: Record<string, unknown> = {};
  for (const field of PERSISTED_FIELDS) {
    if (!(field in parsed)) continue;
    const value = FIELD_READERS[field](parsed[field]);
    if (value !== undefined) state[field] = value;
  }
  return state as PersistedState;
}

/** Writes the whitelisted fields; a full or unavailable storage is ignored (private browsing). */
export function writePersisted(storage: KeyValueStorage, key: string, state: PersistedState): void {
  const picked: Record<string, unknown> = {};
  for (const field of PERSISTED_FIELDS) if (state[field] !== undefined) picked[field] = state[field];
  safely(() => storage.setItem(key, JSON.stringify(picked)));
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Storage may be full or disabled; the app keeps working from memory.
  }
}

/** A Map-backed storage for tests and for browsers that refuse localStorage. */
export function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
    clear: () => map.clear(),
  };
}

/** window.localStorage, or null where reading it throws (storage disabled, sandboxed frames). */
export function browserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
