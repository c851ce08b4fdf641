import {
  type EmbedLock,
  type GraphDataRequest,
  isEmbedOriginAllowed,
  routes,
  zEmbedClaim,
} from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import type { AuthContext } from '../../services/auth';
import { fastifyPath } from '../../services/route-paths';
import type { SessionClaims } from '../../services/tokens';
import { embedRouteOf } from './embed-cors';
import { assertWithinLock } from './embed-lock';
import { liveEmbedKeyById, touchEmbedKey } from './embed.queries';

/** How stale `last_used_at` may get before a request through the key records its use again. */
export const LAST_USED_RESOLUTION_MS = 5 * 60_000;

/** The server's own origin (`PUBLIC_URL`): the origin of a request that sends no `Origin`. */
export function ownOrigin(app: FastifyInstance): string {
  return new URL(app.env.PUBLIC_URL).origin;
}

/**
 * The caller of an embed session token (docs/embedding.md), a non-admin of the key's account: refused with
 * 403 on any route without the core `embed` flag and from an origin the key does not allow (comments:
 * {@link assertEmbedCommentsAllowed}); null
 * (401, so the element exchanges its key again) once the key is revoked or its account disabled —
 * the key is looked up on every request, so a revocation holds from the next call on.
 */
export async function authenticateEmbed(
  app: FastifyInstance,
  request: FastifyRequest,
  claims: SessionClaims,
): Promise<AuthContext | null> {
  const embed = zEmbedClaim.safeParse((claims as SessionClaims & { embed?: unknown }).embed);
  if (!embed.success || typeof claims.aid !== 'number') return null;
  const route = embedRouteOf(request);
  if (!route) throw new AppError('forbidden');
  const db = app.database.db;
  const key = await liveEmbedKeyById(db, claims.aid, embed.data.id);
  // disabling the account ends its embed sessions for good, as it does every other session (docs/sessions.md)
  if (!key || key.account_token_version !== claims.atv) return null;
  // a session of a signed token ends when the secret is rotated; one of the bare key once the key
  // draws through signed tokens only (docs/embedding.md "Signed embed tokens")
  const signed = embed.data.sv !== undefined;
  if (signed ? embed.data.sv !== key.signing_secret_version : key.require_signed_token) return null;
  const origin = request.headers.origin ?? null;
  if (!isEmbedOriginAllowed(key.origins, origin, ownOrigin(app))) throw new AppError('forbidden');
  const locks = [key.lock, embed.data.lock].filter((lock): lock is EmbedLock => lock != null);
  const now = app.now();
  if (!key.last_used_at || now.getTime() - key.last_used_at.getTime() > LAST_USED_RESOLUTION_MS) {
    await touchEmbedKey(db, key.id, now);
  }
  return {
    userId: 0,
    role: 'user',
    isAdmin: false,
    accountId: key.account_id,
    claims,
    embed: {
      keyId: key.id,
      // a signed token's session shows its token's graph, while the key still allows it
      graphs: signed ? key.graphs.filter((slug) => embed.data.graphs.includes(slug)) : key.graphs,
      origin,
      locks,
      // comments are free queries a pin cannot narrow: only a key that allows them and pins nothing reads them
      // (docs/embedding.md "Comments"); refused once the caller is known, so the refusal is readable by the page
      readsComments: key.allows_comments && locks.length === 0,
    },
  };
}

/**
 * `403 embed-comments-not-allowed` on a comments route (the core route table's `embedNeeds: 'comments'`) for an
 * embed session that may not read comments. It runs after authentication, so the refusal carries the key's
 * origin in its CORS headers and the element can say why instead of reporting a network failure.
 */
export function assertEmbedCommentsAllowed(request: FastifyRequest): void {
  const embed = request.auth?.embed;
  if (!embed || embed.readsComments) return;
  if (embedRouteOf(request)?.embedNeeds === 'comments') throw new AppError('embed-comments-not-allowed');
}

/**
 * An embed token draws only its key's graphs (docs/embedding.md): `POST graph/data` names the graph
 * in its `type` (spec 2 §7); another graph is 403 `embed-graph-not-allowed`. Under a pinned query
 * (the key's or a signed token's) a changed locked control is 403 `embed-parameter-locked`
 * (docs/embedding.md "Locked parameters"). Runs once the body is parsed.
 */
export function assertEmbedGraphAllowed(request: FastifyRequest): void {
  const embed = request.auth?.embed;
  if (!embed) return;
  const graphData = routes.graphData;
  if (request.method !== graphData.method || request.routeOptions.url !== fastifyPath(graphData.path)) return;
  const type = (request.body as { type?: unknown } | undefined)?.type;
  if (!embed.graphs.some((slug) => slug === type)) throw new AppError('embed-graph-not-allowed');
  for (const lock of embed.locks) assertWithinLock(lock, request.body as GraphDataRequest);
}
