import { describe, expect, it, vi } from 'vitest';
import { createMemoryStorage, createStorageTokenHolder, type TokenHolder } from '../api/token-holder';
import { createSession } from './session';
import type { TokenClaims } from './token-claims';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
const jwt = (payload: unknown) => `h.${encode(payload)}.s`;

function memoryHolder(initial: string | null = null): TokenHolder {
  const holder = createStorageTokenHolder(createMemoryStorage());
  if (initial !== null) holder.replaceToken(initial);
  return holder;
}

const SERVER_NOW = 1_700_000_000;
const base: TokenClaims = {
  nickname: 'Kati',
  role: 'user',
  uid: 5,
  an: 'Pulzus Kft.',
  lang_id: 2,
  lang_code: 'en',
  iat: SERVER_NOW,
  exp: SERVER_NOW + 3600,
};

function clock(seconds: number) {
  let ms = seconds * 1000;
  return {
    now: () => ms,
    set: (next: number) => {
      ms = next * 1000;
    },
  };
}

describe('session state (spec 1 §4)', () => {
  it('spec 1 §4: a stored, decodable, unexpired token means logged in', () => {
    const time = clock(SERVER_NOW + 10);
    const session = createSession({ tokens: memoryHolder(jwt(base)), now: time.now });
    expect(session.isLoggedIn()).toBe(true);
    expect(session.isTokenExpired()).toBe(false);
    expect(session.nickname()).toBe('Kati');
    expect(session.userId()).toBe(5);
    expect(session.languageId()).toBe(2);
    expect(session.languageCode()).toBe('en');
    expect(session.claims()).toEqual(base);
  });

  it('spec 1 §4: no token, an empty token, a broken token or an expired one means logged out, silently', () => {
    const time = clock(SERVER_NOW);
    for (const token of [null, '', 'not-a-token', 'a.%%%.c', jwt({ ...base, exp: SERVER_NOW })]) {
      const session = createSession({ tokens: memoryHolder(token), now: time.now });
      expect(session.isLoggedIn()).toBe(false);
      expect(session.isTokenExpired()).toBe(true);
      expect(session.nickname()).toBeNull();
      expect(session.languageCode()).toBeNull();
      expect(session.isAdmin()).toBe(false);
    }
  });

  it('spec 1 §4: the clock offset starts at 0 and the expiry uses it once a fresh token arrives', () => {
    // The browser clock runs 1000 s ahead of the server.
    const time = clock(SERVER_NOW + 1000);
    const holder = memoryHolder(jwt(base));
    const session = createSession({ tokens: holder, now: time.now });
    expect(session.clockOffsetSeconds()).toBe(0);
    // Without an offset the token (exp = server now + 3600) still looks valid …
    expect(session.isLoggedIn()).toBe(true);
    time.set(SERVER_NOW + 3700);
    // … but at browser time + 3700 with offset 0 it is expired.
    expect(session.isTokenExpired()).toBe(true);

    time.set(SERVER_NOW + 1000);
    session.replaceToken(jwt(base));
    expect(holder.getToken()).toBe(jwt(base));
    expect(session.clockOffsetSeconds()).toBe(1000);
    time.set(SERVER_NOW + 3700); // server time SERVER_NOW + 2700 < exp
    expect(session.isLoggedIn()).toBe(true);
    time.set(SERVER_NOW + 4600); // server time = exp
    expect(session.isLoggedIn()).toBe(false);
  });

  it('spec 1 §4: replacing with an undecodable token resets the offset to the default 0', () => {
    const time = clock(SERVER_NOW + 50);
    const session = createSession({ tokens: memoryHolder(), now: time.now });
    session.replaceToken(jwt(base));
    expect(session.clockOffsetSeconds()).toBe(50);
    session.replaceToken('broken');
    expect(session.clockOffsetSeconds()).toBe(0);
    expect(session.isLoggedIn()).toBe(false);
  });

  it('spec 1 §4: admin means logged in with role admin; a session account means aid present', () => {
    const time = clock(SERVER_NOW);
    const admin = createSession({ tokens: memoryHolder(jwt({ ...base, role: 'admin' })), now: time.now });
    expect(admin.isAdmin()).toBe(true);
    expect(admin.hasSessionAccount()).toBe(false);
    expect(admin.sessionAccountId()).toBeNull();

    const withAccount = createSession({
      tokens: memoryHolder(jwt({ ...base, role: 'admin', aid: 9 })),
      now: time.now,
    });
    expect(withAccount.hasSessionAccount()).toBe(true);
    expect(withAccount.sessionAccountId()).toBe(9);
    expect(withAccount.sessionAccountName()).toBe('Pulzus Kft.');

    const expiredAdmin = createSession({
      tokens: memoryHolder(jwt({ ...base, role: 'admin', aid: 9, exp: SERVER_NOW - 1 })),
      now: time.now,
    });
    expect(expiredAdmin.isAdmin()).toBe(false);
    expect(expiredAdmin.hasSessionAccount()).toBe(false);
    expect(createSession({ tokens: memoryHolder(jwt(base)), now: time.now }).isAdmin()).toBe(false);
  });

  it('spec 1 §4: logout deletes the stored token and notifies subscribers', () => {
    const holder = memoryHolder(jwt(base));
    const session = createSession({ tokens: holder, now: clock(SERVER_NOW).now });
    const listener = vi.fn();
    const unsubscribe = session.subscribe(listener);
    session.logout();
    expect(holder.getToken()).toBeNull();
    expect(session.isLoggedIn()).toBe(false);
    session.replaceToken(jwt(base));
    session.clearToken();
    expect(holder.getToken()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    session.logout();
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('spec 1 §4: uses the real clock by default', () => {
    const nowSeconds = Math.floor(Date.now() / 1000);
    const token = jwt({ ...base, iat: nowSeconds, exp: nowSeconds + 60 });
    const session = createSession({ tokens: memoryHolder(token) });
    expect(session.isLoggedIn()).toBe(true);
    expect(session.getToken()).toBe(token);
  });
});
