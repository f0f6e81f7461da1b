/**
 * The persisted store: one JSON object in localStorage under the brand's store key (e.g. xzbn_store). Each store
 * names its own persisted fields (`persisted`: how to save each and how to read it back), so adding a field is
 * one entry in one store. Field names are top-level keys of the object: `mode` stays top-level because
 * index.html reads it before first paint. A corrupt value is never fatal: broken JSON is removed, and a field
 * whose value its store cannot use keeps the store's default.
 */
/** The part of the Web Storage API the store uses; tests pass a Map-backed one. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
}

/** One persisted field of a store: the value to write, and how to take a stored value back. */
export interface PersistedField {
  save(): unknown;
  /** Applies a stored value when usable; anything else is ignored (the store keeps what it has). */
  restore(value: unknown): void;
}

/** A store that saves and restores itself: its fields by their name in the stored object. */
export interface Persistent {
  readonly persisted: Readonly<Record<string, PersistedField>>;
}

/** A field from a reader (the usable value, or undefined to ignore it), a getter and a setter. */
export function field<T>(
  read: (value: unknown) => T | undefined,
  get: () => T,
  set: (value: T) => void,
): PersistedField {
  return {
    save: get,
    restore: (value) => {
      const usable = read(value);
      if (usable !== undefined) set(usable);
    },
  };
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A stored API record (user, guest): null, or an object that passes `usable`; undefined (ignored) otherwise. */
export function readRecord<T>(
  value: unknown,
  usable: (record: Record<string, unknown>) => boolean,
): T | null | undefined {
  if (value === null) return null;
  return isObject(value) && usable(value) ? (value as T) : undefined;
}

/** The stored object; unreadable JSON or a value that is not an object is removed and reads as {}. */
export function readSaved(storage: KeyValueStorage, key: string): Record<string, unknown> {
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
  if (isObject(parsed)) return parsed;
  safely(() => storage.removeItem(key));
  return {};
}

/** Gives each store the stored values of its fields; a field that throws is skipped, never fatal. */
export function restoreAll(stores: readonly Persistent[], saved: Record<string, unknown>): void {
  for (const store of stores) {
    for (const [name, persisted] of Object.entries(store.persisted)) {
      if (!(name in saved)) continue;
      safely(() => persisted.restore(saved[name]));
    }
  }
}

/** The object to write: every field of the stores (undefined values left out). */
export function saveAll(stores: readonly Persistent[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const store of stores) {
    for (const [name, persisted] of Object.entries(store.persisted)) {
      const value = persisted.save();
      if (value !== undefined) values[name] = value;
    }
  }
  return values;
}

/** Writes the object; a full or unavailable storage is ignored (private browsing). */
export function writeSaved(storage: KeyValueStorage, key: string, values: Record<string, unknown>): void {
  safely(() => storage.setItem(key, JSON.stringify(values)));
}

function safely(action: () => void): void {
  try {
    action();
  } catch {
    // Storage may be full or disabled, a stored value unusable: the app keeps working from memory.
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
