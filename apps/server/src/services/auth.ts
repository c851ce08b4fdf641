import { EMBED_ROLE, ROLE_IDS, type RoleSlug } from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { roleSlugOf } from '../security/roles';
import { createTokenService, type SessionClaims, type TokenService } from '../domains/auth/tokens';
import { assertEmbedGraphAllowed, authenticateEmbed, type EmbedCaller } from '../domains/embed/embed-auth';
import { applyEmbedCors } from '../domains/embed/embed-cors';

/** Who is calling: the verified token and the user row behind it. */
export interface AuthContext {
  userId: number;
  role: RoleSlug;
  isAdmin: boolean;
  /** The account the call acts on: an admin's session account (`aid`) or a user's own account. */
  accountId: number | null;
  /** The verified token; null for a ticket download, which carries no token. */
  claims: SessionClaims | null;
  /** Only for an embed session token (issue #7): its key, graphs and origin; the caller is then no user (`userId` 0). */
  embed?: EmbedCaller;
  /** While an admin is signed in as this user (login-as): the real admin's id, for logs and audit. */
  impersonatorId?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
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

    // issue #7: an embed token draws only its key's graphs (checked once the body is parsed) …
    app.addHook('preHandler', async (request) => assertEmbedGraphAllowed(request));
    // … and CORS headers go only on embed routes, for the key's origins
    app.addHook('onSend', async (request, reply) => applyEmbedCors(request, reply));
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
  // issue #7: an embed session token names no user; only routes flagged `embed` accept it
  if (claims.role === EMBED_ROLE) {
    const embedAuth = await authenticateEmbed(app, request, claims);
    if (embedAuth) {
      request.auth = embedAuth;
      request.refreshClaims = claims;
    }
    return embedAuth;
  }
  const db = app.database.db;
  // the session account: an admin's `aid`, a user's own account
  const accountIdSql = sql<
    number | null
  >`case when users.role_id = ${ROLE_IDS.admin} then ${claims.aid ?? null}::integer else users.account_id end`;
  const user = await db
    .selectFrom('users')
    .leftJoin('accounts', (join) => join.on(sql<boolean>`accounts.id = ${accountIdSql}`))
    .select((eb) => [
      'users.id',
      'users.role_id',
      'users.account_id',
      'users.is_disabled',
      'users.deleted_at',
      'users.token_version',
      accountIdSql.as('session_account_id'),
      'accounts.id as found_account_id',
      'accounts.is_disabled as account_disabled',
      'accounts.token_version as account_token_version',
      eb
        .exists(
          eb.selectFrom('revoked_sessions').select('revoked_sessions.sid').where('sid', '=', claims.sid),
        )
        .as('revoked'),
    ])
    .where('users.id', '=', claims.uid)
    .executeTakeFirst();
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
  const auth: AuthContext = {
    userId: user.id,
    role,
    isAdmin,
    accountId: isAdmin ? (claims.aid ?? null) : user.account_id,
    claims,
    ...(claims.imp === undefined ? {} : { impersonatorId: claims.imp }),
  };
  request.auth = auth;
  request.refreshClaims = claims;
  return auth;
}

/** Whether the real admin of a login-as token is still a live, enabled admin on the same token version. */
async function impersonatorHolds(app: FastifyInstance, claims: SessionClaims): Promise<boolean> {
  if (claims.imp === undefined) return true;
  const admin = await app.database.db
    .selectFrom('users')
    .select(['role_id', 'is_disabled', 'deleted_at', 'token_version'])
    .where('id', '=', claims.imp)
    .executeTakeFirst();
  return (
    admin !== undefined &&
    admin.role_id === ROLE_IDS.admin &&
    !admin.is_disabled &&
    admin.deleted_at === null &&
    admin.token_version === claims.imp_tv
  );
}
