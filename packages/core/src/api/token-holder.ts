/** The storage key of the session token (spec 1 §7, §9). */
export const TOKEN_STORAGE_KEY = 'id_token';

/** Where the API client reads and writes the session token. */
export interface TokenHolder {
  /** The stored token, or null when none is stored. */
  getToken(): string | null;
  /** Stores a fresh token (after login or from an `X-SE-Token` answer header). */
  replaceToken(token: string): void;
  /** Deletes the stored token (logout). */
  clearToken(): void;
}

/** The part of the Web Storage interface the token holder uses. */
export interface TokenStorage {
  /** Reads a value, or null. */
  getItem(key: string): string | null;
  /** Writes a value. */
  setItem(key: string, value: string): void;
  /** Deletes a value. */
  removeItem(key: string): void;
}

/** A storage kept in memory, for Node and for browsers without local storage. */
export function createMemoryStorage(): TokenStorage {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => {
      values.set(key, value);
    },
    removeItem: (key) => {
      values.delete(key);
    },
  };
}

function defaultStorage(): TokenStorage {
  try {
    const candidate = (globalThis as { localStorage?: TokenStorage }).localStorage;
    if (candidate) return candidate;
  } catch {
    // reading localStorage throws where storage is blocked (sandboxed frames, privacy settings)
  }
  return createMemoryStorage();
}

/**
 * A token holder over a Storage-like object, keeping the token under `id_token` (spec 1 §7);
 * its default is `globalThis.localStorage` when present, else an in-memory storage.
 */
export function createStorageTokenHolder(storage: TokenStorage = defaultStorage()): TokenHolder {
  return {
    getToken: () => storage.getItem(TOKEN_STORAGE_KEY),
    replaceToken: (token) => storage.setItem(TOKEN_STORAGE_KEY, token),
    clearToken: () => storage.removeItem(TOKEN_STORAGE_KEY),
  };
}
