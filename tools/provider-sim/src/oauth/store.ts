import { randomBytes } from 'node:crypto';

/** Lifetime of an authorization code (provider-api §2.2: exchange within 5 minutes). */
export const CODE_TTL_MS = 5 * 60_000;

/** State of an issued access token: usable, revoked by the user, or (for tests) expired. */
export type TokenStatus = 'active' | 'revoked' | 'expired';

/** An access token with the app it was issued to. */
export interface TokenRecord {
  token: string;
  clientId: string;
  status: TokenStatus;
  issuedAt: number;
}

interface CodeRecord {
  clientId: string;
  redirectUri: string;
  issuedAt: number;
  used: boolean;
}

/** Why a code exchange failed, as an OAuth error code. */
export type CodeProblem = 'invalid_grant';

/** Authorization codes and access tokens of the simulated provider. */
export interface OAuthStore {
  issueCode(clientId: string, redirectUri: string): string;
  /** Consumes a code: single use, bound to client and redirect URI, valid for 5 minutes. */
  redeemCode(code: string, clientId: string, redirectUri: string): string | null;
  issueToken(clientId: string): string;
  token(token: string): TokenRecord | undefined;
  setStatus(token: string, status: TokenStatus): void;
}

const secret = (prefix: string): string => `${prefix}${randomBytes(16).toString('hex')}`;

/** Creates an empty store reading time from `clock`. */
export function createOAuthStore(clock: () => number): OAuthStore {
  const codes = new Map<string, CodeRecord>();
  const tokens = new Map<string, TokenRecord>();
  return {
    issueCode(clientId, redirectUri) {
      const code = secret('sim-code-');
      codes.set(code, { clientId, redirectUri, issuedAt: clock(), used: false });
      return code;
    },
    redeemCode(code, clientId, redirectUri) {
      const record = codes.get(code);
      if (!record || record.used) return null;
      record.used = true;
      if (clock() - record.issuedAt > CODE_TTL_MS) return null;
      if (record.clientId !== clientId || record.redirectUri !== redirectUri) return null;
      return this.issueToken(clientId);
    },
    issueToken(clientId) {
      const token = secret('sim-tok-');
      tokens.set(token, { token, clientId, status: 'active', issuedAt: clock() });
      return token;
    },
    token: (token) => tokens.get(token),
    setStatus(token, status) {
      const record = tokens.get(token);
      if (!record) throw new Error(`unknown token ${token}`);
      record.status = status;
    },
  };
}
