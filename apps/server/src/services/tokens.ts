import { createSecretKey, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

/** Session token lifetime: 15 minutes, slid forward by X-SE-Token on every authenticated answer. */
export const TOKEN_LIFETIME_S = 15 * 60;
/** No refresh carries a session past 12 hours after sign-in. */
export const SESSION_MAX_AGE_S = 12 * 60 * 60;

/**
 * The claims of spec 1 §3 plus `tv` (the user's token version), `auth_time` (sign-in), `sid` (the
 * session, kept by every refresh; `POST logout` revokes it), `atv` (the session account's token
 * version, with `aid`), `atz` (its time zone) and, while an admin is signed in as someone else, `imp`/`imp_name`/`imp_tv`
 * (the real admin's id, nickname and token version) with `imp_sid`, the login-as session's own id, which
 * `POST session/return` revokes — see docs/sessions.md.
 */
export interface SessionClaims {
  nickname: string;
  role: string;
  uid: number;
  aid?: number;
  an?: string;
  atv?: number;
  /** The session account's time zone (IANA), with `aid`: the portal prints every time in it (docs/reports.md "Time zone"). */
  atz?: string;
  lang_id: number;
  lang_code: string;
  tv: number;
  auth_time: number;
  sid: string;
  imp?: number;
  imp_name?: string;
  imp_tv?: number;
  imp_sid?: string;
  iat: number;
  exp: number;
}

/** What a token is signed from; iat/exp are set at signing, and a new session gets a fresh `sid`. */
export type SessionClaimsInput = Omit<SessionClaims, 'iat' | 'exp' | 'sid'> & { sid?: string };

/** Signs and verifies session tokens: HS256 only, pinned on both sides. */
export interface TokenService {
  sign(claims: SessionClaimsInput, nowS?: number): Promise<string>;
  /** The claims of a valid token, or null for anything forged, expired or malformed. */
  verify(token: string, nowS?: number): Promise<SessionClaims | null>;
}

/** How many verified tokens a process remembers (a token is verified once, then only its times are checked). */
const VERIFIED_TOKENS = 10_000;

/** A token service over one secret. */
export function createTokenService(secret: string): TokenService {
  // a KeyObject made once: with raw bytes jose imports an HMAC key on every sign and verify, the
  // largest cost of a cached graph answer (docs/graphs.md "Through the API")
  const key = createSecretKey(Buffer.from(secret, 'utf8'));
  // A token's signature is checked once: the same text with the same key verifies the same way, so a token
  // seen before needs only its times checked again. The refreshed token of a session is signed once per
  // second: the same claims at the same second sign to the same text (docs/sessions.md "The token").
  const verified = new Map<string, SessionClaims>();
  let signedSecond = -1;
  const signed = new Map<string, Promise<string>>();
  const current = (claims: SessionClaims, nowS: number) =>
    claims.exp > nowS && nowS <= claims.auth_time + SESSION_MAX_AGE_S ? claims : null;

  const signNow = (claims: SessionClaimsInput, nowS: number) => {
    const exp = Math.min(nowS + TOKEN_LIFETIME_S, claims.auth_time + SESSION_MAX_AGE_S);
    const { aid, an, atv, atz, sid, ...rest } = claims;
    return new SignJWT({
      ...rest,
      sid: sid ?? randomUUID(),
      ...(aid ? { aid, an, atv, ...(atz ? { atz } : {}) } : {}),
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt(nowS)
      .setExpirationTime(exp)
      .sign(key);
  };

  return {
    async sign(claims, nowS = Math.floor(Date.now() / 1000)) {
      // a new session (no sid yet) always gets a fresh one
      if (claims.sid === undefined) return signNow(claims, nowS);
      if (nowS !== signedSecond) {
        signed.clear();
        signedSecond = nowS;
      }
      const memo = JSON.stringify(claims);
      let token = signed.get(memo);
      if (!token) {
        token = signNow(claims, nowS);
        if (signed.size >= VERIFIED_TOKENS) signed.clear();
        signed.set(memo, token);
        token.catch(() => signed.delete(memo));
      }
      return token;
    },
    async verify(token, nowS = Math.floor(Date.now() / 1000)) {
      const known = verified.get(token);
      if (known) return current(known, nowS);
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: new Date(nowS * 1000),
        });
        const p = payload as Partial<SessionClaims>;
        if (
          typeof p.uid !== 'number' ||
          typeof p.tv !== 'number' ||
          typeof p.auth_time !== 'number' ||
          typeof p.sid !== 'string' ||
          typeof p.exp !== 'number'
        )
          return null;
        // frozen: every request with this token shares the object
        const claims = Object.freeze(p as SessionClaims);
        if (!current(claims, nowS)) return null;
        if (verified.size >= VERIFIED_TOKENS) verified.clear();
        verified.set(token, claims);
        return claims;
      } catch {
        return null;
      }
    },
  };
}
