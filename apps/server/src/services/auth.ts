import {
  EMBED_ROLE,
  type EmbedLock,
  type GraphSlug,
  LANGUAGE_CODES,
  LANGUAGE_HEADER,
  type LanguageCode,
  ROLE_IDS,
  type RoleSlug,
} from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ChangeCache } from '../db/change-feed';
import type { DatabaseHandle } from '../db/database';
import { roleSlugOf } from '../security/roles';
import { callerStanding, userStanding } from './auth.queries';
import { createTokenService, type SessionClaims, type TokenService } from './tokens';

/**
 * What an embed session token's caller may do (docs/embedding.md): its key, the key's graphs, the
 * checked origin.
 */
export interface EmbedCaller {
  /** The embed key's id. */
  keyId: number;
  /** The graphs the key may show. */
  graphs: readonly GraphSlug[];
  /** The request's `Origin`, one of the key's origins; null for a request without one. */
  origin: string | null;
  /**
   * The pinned queries every graph request must keep to (docs/embedding.md "Locked parameters"):
   * the key's, read on every request so an admin's change holds from the next call, and a signed
   * token's; none for a key that pins nothing.
   */
  locks: readonly EmbedLock[];
  /** Whether the session may read comments: the key allows them and nothing is pinned (docs/embedding.md "Comments"). */
  readsComments: boolean;
}

/**
 * Resolves the caller of an embed session token, or null (401). The embed domain supplies it
 * (`embedGuardPlugin`), so this service never imports a domain; without it an embed token is refused.
 */
export type EmbedAuthenticator = (
  app: FastifyInstance,
  request: FastifyRequest,
  claims: SessionClaims,
) => Promise<AuthContext | null>;

/** Who is calling: the verified token and the user row behind it. */
export interface AuthContext {
  userId: number;
  role: RoleSlug;
  isAdmin: boolean;
  /** The account the call acts on: an admin's session account (`aid`) or a user's own account. */
  accountId: number | null;
  /** The verified token; null for a ticket download, which carries no token. */
  claims: SessionClaims | null;
  /**
   * Only for an embed session token (docs/embedding.md): its key, graphs and origin; the caller is then no
   * user (`userId` 0).
   */
  embed?: EmbedCaller;
  /** While an admin is signed in as this user (login-as): the real admin's id, for logs and audit. */
  impersonatorId?: number;
  /**
   * The language the request asked its labels in (`X-Pulzus-Language`: the page's language, docs/api.md
   * "Language of an answer"); it wins over the token's `lang_code`. Absent when the request named none
   * the product speaks.
   */
  language?: LanguageCode;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    /** The embed domain's resolver of embed session tokens; null until `embedGuardPlugin` sets it. */
    embedAuthenticator: EmbedAuthenticator | null;
  }
  interface FastifyRequest {
    /** Set for authenticated requests by `authenticate`. */
    auth: AuthContext | null;
    /** Set when the answer should carry a refreshed token in X-SE-Token. */
    refreshClaims: SessionClaims | null;
  }
}

/** Header that carries the refreshed session token (spec 1 §7, §9). */
export const REFRESH_HEADER = 'X-SE-Token';

/**
 * Authentication: verifies the bearer token (HS256 only), checks the user still exists, is enabled
 * and holds the token's version, and slides the session by answering a fresh token in X-SE-Token.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('tokens', createTokenService(app.env.JWT_SECRET));
    app.decorate<EmbedAuthenticator | null>('embedAuthenticator', null);
    app.decorateRequest('auth', null);
    app.decorateRequest('refreshClaims', null);

    app.addHook('onSend', async (request, reply) => {
      const claims = request.refreshClaims;
      if (!claims || reply.statusCode >= 400 || reply.hasHeader(REFRESH_HEADER)) return;
      const { iat: _iat, exp: _exp, ...input } = claims;
      reply.header(REFRESH_HEADER, await app.tokens.sign(input, nowSeconds(app)));
    });

    // docs/sessions.md: no answer of the API that carries a token or a caller's data is cached
    app.addHook('onSend', async (request, reply) => {
      if (!request.url.startsWith('/api/')) return;
      const authenticated = request.auth || reply.hasHeader(REFRESH_HEADER) || request.headers.authorization;
      // a public answer may carry a token in its body (login, embed session): no-store unless it says otherwise
      if (authenticated || !reply.hasHeader('Cache-Control')) reply.header('Cache-Control', 'no-store');
    });
  },
  { name: 'auth', dependencies: [] },
);

/** Seconds since the epoch on the app's clock. */
export function nowSeconds(app: FastifyInstance): number {
  return Math.floor(app.now().getTime() / 1000);
}

/** The bearer token of a request, or null; the literal text `null` counts as none (spec 1 §7). */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  const token = match?.[1];
  return token && token !== 'null' ? token : null;
}

/** The language a request names in `X-Pulzus-Language` when it is one the product speaks; else null (ignored). */
export function askedLanguage(request: FastifyRequest): LanguageCode | null {
  const value = request.headers[LANGUAGE_HEADER.toLowerCase()];
  return typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value)
    ? (value as LanguageCode)
    : null;
}

/**
 * The language a caller's answers are labelled in: the one the request asked for (the page's), else the
 * token's; null for a ticket download, whose caller the user's stored language then speaks for.
 */
export function callerLanguageCode(auth: Pick<AuthContext, 'language' | 'claims'>): string | null {
  return auth.language ?? auth.claims?.lang_code ?? null;
}

/**
 * Resolves the caller from the bearer token; null when absent, invalid, revoked or disabled. One
 * query checks the user (live, enabled, token version, role), the session account (enabled, token
 * version `atv`: docs/sessions.md) and the session (`sid` not logged out); a login-as token also
 * needs its real admin live, enabled and on the same token version.
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthContext | null> {
  const token = bearerToken(request);
  if (!token) return null;
  const claims = await app.tokens.verify(token, nowSeconds(app));
  if (!claims) return null;
  // an embed session token names no user; only routes flagged `embed` accept it (docs/embedding.md)
  if (claims.role === EMBED_ROLE) {
    const resolved = app.embedAuthenticator ? await app.embedAuthenticator(app, request, claims) : null;
    const embedAuth = resolved && withAskedLanguage(resolved, request);
    if (embedAuth) {
      request.auth = embedAuth;
      request.refreshClaims = claims;
    }
    return embedAuth;
  }
  const user = await standingOf(app.database, claims);
  if (!user || user.deleted_at || user.is_disabled || user.token_version !== claims.tv || user.revoked)
    return null;
  if (user.session_account_id !== null) {
    if (user.found_account_id === null || user.account_disabled) return null;
    if (user.account_token_version !== claims.atv) return null;
  }
  if (claims.imp !== undefined && !(await impersonatorHolds(app, claims))) return null;
  const role = roleSlugOf(user.role_id);
  if (!role || role !== claims.role) return null;
  const isAdmin = role === 'admin';
  const auth: AuthContext = withAskedLanguage(
    {
      userId: user.id,
      role,
      isAdmin,
      accountId: isAdmin ? (claims.aid ?? null) : user.account_id,
      claims,
      ...(claims.imp === undefined ? {} : { impersonatorId: claims.imp }),
    },
    request,
  );
  request.auth = auth;
  request.refreshClaims = claims;
  return auth;
}

/** The caller with the request's asked language, when it named one. */
function withAskedLanguage(auth: AuthContext, request: FastifyRequest): AuthContext {
  const language = askedLanguage(request);
  return language ? { ...auth, language } : auth;
}

type Standing = Awaited<ReturnType<typeof callerStanding>>;
const standings = new WeakMap<DatabaseHandle, ChangeCache<Standing>>();

/**
 * The caller's standing, read once per change of the tables it comes from (docs/architecture.md "Caches"):
 * a logout, a disabled user or account or a raised token version anywhere empties the cache first.
 */
function standingOf(database: DatabaseHandle, claims: SessionClaims): Promise<Standing> {
  let cache = standings.get(database);
  if (!cache) {
    cache = new ChangeCache<Standing>(database.changes);
    standings.set(database, cache);
  }
  return cache.get(`${claims.uid}|${claims.aid ?? ''}|${claims.sid}|${claims.imp_sid ?? ''}`, () =>
    callerStanding(database.db, claims),
  );
}

/**
 * Whether the real admin of a login-as token is still a live, enabled admin on the same token version. A login-as
 * token without its own session id (`imp_sid`, from before returning revoked it) is refused: it could not be ended.
 */
async function impersonatorHolds(app: FastifyInstance, claims: SessionClaims): Promise<boolean> {
  if (claims.imp === undefined) return true;
  if (typeof claims.imp_sid !== 'string' || claims.imp_sid === '') return false;
  const admin = await userStanding(app.database.db, claims.imp);
  return (
    admin !== undefined &&
    admin.role_id === ROLE_IDS.admin &&
    !admin.is_disabled &&
    admin.deleted_at === null &&
    admin.token_version === claims.imp_tv
  );
}
