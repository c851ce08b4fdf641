import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryStorage, createStorageTokenHolder, TOKEN_STORAGE_KEY } from './token-holder';

describe('token storage (spec 1 §7, §9)', () => {
  const global = globalThis as { localStorage?: unknown };
  afterEach(() => {
    delete global.localStorage;
  });

  it('keeps the token under the key id_token', () => {
    const storage = createMemoryStorage();
    const holder = createStorageTokenHolder(storage);
    expect(holder.getToken()).toBeNull();
    holder.replaceToken('a.b.c');
    expect(TOKEN_STORAGE_KEY).toBe('id_token');
    expect(storage.getItem('id_token')).toBe('a.b.c');
    expect(holder.getToken()).toBe('a.b.c');
    holder.clearToken();
    expect(storage.getItem('id_token')).toBeNull();
    expect(holder.getToken()).toBeNull();
  });

  it('uses globalThis.localStorage by default when present', () => {
    const storage = createMemoryStorage();
    global.localStorage = storage;
    createStorageTokenHolder().replaceToken('x.y.z');
    expect(storage.getItem('id_token')).toBe('x.y.z');
  });

  it('falls back to memory outside a browser and when localStorage throws', () => {
    const holder = createStorageTokenHolder();
    holder.replaceToken('m.e.m');
    expect(holder.getToken()).toBe('m.e.m');
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('SecurityError');
      },
    });
    const blocked = createStorageTokenHolder();
    blocked.replaceToken('b.l.k');
    expect(blocked.getToken()).toBe('b.l.k');
  });
});
