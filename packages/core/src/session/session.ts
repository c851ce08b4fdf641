import type { TokenHolder } from '../api/token-holder';
import { ADMIN_ROLE, DEFAULT_CLOCK_OFFSET_SECONDS } from './constants';
import { readTokenClaims } from './decode-token';
import type { TokenClaims } from './token-claims';

/** Options of {@link createSession}. */
export interface SessionOptions {
  /** Where the token lives (local storage under `id_token` in the browser). */
  tokens: TokenHolder;
  /** The browser clock in milliseconds; default `Date.now`. */
  now?: () => number;
}

/**
 * The auth session over a token holder (spec 1 §4). It is itself a token holder: hand it to the
 * API client so that a refreshed token (X-SE-Token) recomputes the clock offset.
 */
export interface Session extends TokenHolder {
  /** Seconds the browser clock is ahead of the server: browser now − iat of the last fresh token; 0 at start. */
  clockOffsetSeconds(): number;
  /** The stored token's claims, or null when there is no valid token. */
  claims(): TokenClaims | null;
  /** True when no token is stored, it is empty or undecodable, or it has expired (server time = now − offset). */
  isTokenExpired(): boolean;
  /** True when a token is stored, decodable and not expired (spec 1 §4). */
  isLoggedIn(): boolean;
  /** True when logged in with role `admin` (spec 1 §4). */
  isAdmin(): boolean;
  /** True when logged in and the token carries a session account (`aid`). */
  hasSessionAccount(): boolean;
  /** The session account id (`aid`), or null. */
  sessionAccountId(): number | null;
  /** The session account name (`an`), or null. */
  sessionAccountName(): string | null;
  /** The user's nickname, or null when logged out. */
  nickname(): string | null;
  /** The user's id (`uid`), or null when logged out. */
  userId(): number | null;
  /** The current language id (`lang_id`), or null when logged out. */
  languageId(): number | null;
  /** The current language code (`lang_code`), or null when logged out. */
  languageCode(): string | null;
  /** Deletes the stored token (spec 1 §4 logout). */
  logout(): void;
  /** Calls the listener after every token replacement or removal; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** Creates the session over a token holder with a clock offset of 0 (spec 1 §4). */
export function createSession({ tokens, now = Date.now }: SessionOptions): Session {
  let offset = DEFAULT_CLOCK_OFFSET_SECONDS;
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  const nowSeconds = () => Math.floor(now() / 1000);
  const claims = () => readTokenClaims(tokens.getToken());
  const live = (): TokenClaims | null => {
    const current = claims();
    // spec 1 §4: the expiry is compared with the server's time, estimated as browser now − offset.
    return current !== null && current.exp > nowSeconds() - offset ? current : null;
  };

  return {
    getToken: () => tokens.getToken(),
    replaceToken(token) {
      tokens.replaceToken(token);
      const fresh = readTokenClaims(token);
      offset = fresh ? nowSeconds() - fresh.iat : DEFAULT_CLOCK_OFFSET_SECONDS;
      notify();
    },
    clearToken() {
      tokens.clearToken();
      notify();
    },
    clockOffsetSeconds: () => offset,
    claims,
    isTokenExpired: () => live() === null,
    isLoggedIn: () => live() !== null,
    isAdmin: () => live()?.role === ADMIN_ROLE,
    hasSessionAccount: () => live()?.aid != null,
    sessionAccountId: () => live()?.aid ?? null,
    sessionAccountName: () => live()?.an ?? null,
    nickname: () => live()?.nickname ?? null,
    userId: () => live()?.uid ?? null,
    languageId: () => live()?.lang_id ?? null,
    languageCode: () => live()?.lang_code ?? null,
    logout() {
      tokens.clearToken();
      notify();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
