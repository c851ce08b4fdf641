import type { Session, TokenClaims } from '@pulzus/core';

/** What a component reads of the session at one moment: the token and what follows from it (spec 1 §3, §4). */
export interface SessionSnapshot {
  /** The core session itself, for actions (replaceToken, logout). */
  readonly session: Session;
  /** The stored token, or null. */
  readonly token: string | null;
  /** The live claims, or null when logged out. */
  readonly claims: TokenClaims | null;
  /** A token is stored, decodable and not expired (spec 1 §4). */
  readonly isLoggedIn: boolean;
  /** Logged in with the admin role (spec 1 §4). */
  readonly isAdmin: boolean;
  /** The session account id (`aid`), or null. */
  readonly sessionAccountId: number | null;
  /** The session account name (`an`), or null. */
  readonly sessionAccountName: string | null;
  /** The nickname, or null when logged out. */
  readonly nickname: string | null;
  /** The current language id, or null when logged out. */
  readonly languageId: number | null;
  /** The current language code, or null when logged out. */
  readonly languageCode: string | null;
}

/** Reads a snapshot of the session now. */
export function readSessionSnapshot(session: Session): SessionSnapshot {
  const isLoggedIn = session.isLoggedIn();
  return {
    session,
    token: session.getToken(),
    claims: isLoggedIn ? session.claims() : null,
    isLoggedIn,
    isAdmin: session.isAdmin(),
    sessionAccountId: session.sessionAccountId(),
    sessionAccountName: session.sessionAccountName(),
    nickname: session.nickname(),
    languageId: session.languageId(),
    languageCode: session.languageCode(),
  };
}
