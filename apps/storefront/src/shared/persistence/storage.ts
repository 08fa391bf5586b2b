import { createEffect } from 'effector';

/** The part of the Web Storage API the shop uses (localStorage in the browser, a map in tests). */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/**
 * One slice of state kept across visits. The stored text is an envelope
 * `{ "version": n, "data": ... }`: data written under another version is
 * dropped (the shape it had is not the shape the code reads any more), and
 * `decode` checks the data itself, so that an edited or corrupt entry falls
 * back to `fallback` instead of crashing the shop.
 */
export interface PersistedSlice<T> {
  readonly key: string;
  readonly version: number;
  readonly fallback: T;
  /** The data as the code reads it, or `undefined` when it does not have the expected shape. */
  readonly decode: (data: unknown) => T | undefined;
}

/** Every slice lives under this prefix, so the shop never reads another app's keys. */
export const STORAGE_PREFIX = 'rewards-store:';

/** localStorage when the browser lets us use it (private modes and blocked storage throw), else none. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    const storage = globalThis.localStorage;
    if (storage === undefined) return undefined;
    const probe = `${STORAGE_PREFIX}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return undefined;
  }
}

function forget(storage: KeyValueStorage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing more can be done about storage that refuses to forget.
  }
}

/**
 * Reads a slice: its data when the stored envelope has the slice's version and
 * decodes; otherwise the fallback, and the stale or corrupt entry is removed.
 */
export function readSlice<T>(storage: KeyValueStorage | undefined, slice: PersistedSlice<T>): T {
  if (storage === undefined) return slice.fallback;
  const key = STORAGE_PREFIX + slice.key;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return slice.fallback;
  }
  if (text === null) return slice.fallback;
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    forget(storage, key);
    return slice.fallback;
  }
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    (envelope as { version?: unknown }).version !== slice.version
  ) {
    forget(storage, key);
    return slice.fallback;
  }
  const decoded = slice.decode((envelope as { data?: unknown }).data);
  if (decoded === undefined) {
    forget(storage, key);
    return slice.fallback;
  }
  return decoded;
}

/** Writes a slice in its versioned envelope; a full or blocked storage only loses the copy. */
export function writeSlice<T>(
  storage: KeyValueStorage | undefined,
  slice: PersistedSlice<T>,
  data: T,
): void {
  if (storage === undefined) return;
  try {
    storage.setItem(STORAGE_PREFIX + slice.key, JSON.stringify({ version: slice.version, data }));
  } catch {
    // Quota exceeded or storage blocked: the state lives on in memory for this visit.
  }
}

/** What a model asks to keep: a slice and its new data. */
export interface SliceWrite {
  readonly slice: PersistedSlice<unknown>;
  readonly data: unknown;
}

/** Keeps a slice in the browser's storage (tests replace the handler). */
export const writeSliceFx = createEffect((write: SliceWrite) => {
  writeSlice(browserStorage(), write.slice, write.data);
});

/** Reads a slice from the browser's storage, for models loaded after start-up (tests replace the handler). */
export const readSliceFx = createEffect(<T>(slice: PersistedSlice<T>): T =>
  readSlice(browserStorage(), slice),
);
