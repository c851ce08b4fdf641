import rateLimit from '@fastify/rate-limit';
import { type AuditAction, routes } from '@pulzus/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../errors';
import { sharedRateLimitStore } from '../../plugins/rate-limit-store';
import { registerRoute } from '../../routing';
import { domainPlugin } from '../domain-plugin';
import { allowOrigin, answerPreflight, embedPreflightUrls } from './embed-cors';
import { listEmbedKeys, revokeEmbedKey, updateEmbedKey } from './embed.queries';
import { createEmbedKey, openEmbedSession, rotateSigningSecret } from './embed.service';

/**
 * Key exchanges per IP address and minute before `POST embed/session` answers `rate-limited`
 * (docs/embedding.md, as `POST login`); higher than login's 20, as every page view of an intranet behind
 * one address exchanges once per embedded graph.
 */
export const EMBED_SESSION_RATE_LIMIT = 60;

/**
 * The embed domain (docs/embedding.md): admins list, create and revoke the session account's
 * embed keys, set their pinned queries and rotate their signing secrets; an intranet page exchanges
 * a key or a signed token for an embed session token (docs/embedding.md); CORS preflights of the
 * embed routes and the exchange.
 */
async function embedRoutes(app: FastifyInstance): Promise<void> {
  const db = app.database.db;

  registerRoute(app, routes.embedKeysList, async ({ accountId }) => ({
    embed_keys: (await listEmbedKeys(db, accountId)).map((key) => ({
      id: key.id,
      name: key.name,
      graphs: key.graphs,
      origins: key.origins,
      lock: key.lock,
      require_signed_token: key.require_signed_token,
      allows_comments: key.allows_comments,
      has_signing_secret: key.has_signing_secret,
      created_at: key.created_at.toISOString(),
      last_used_at: key.last_used_at?.toISOString() ?? null,
      revoked_at: key.revoked_at?.toISOString() ?? null,
    })),
  }));

  // embed key changes are kept in the key's account (docs/security.md "Audit log")
  const audit = (request: FastifyRequest, action: AuditAction, accountId: number, keyId: number) =>
    app.audit.record({
      ...app.audit.actor(request),
      accountId,
      action,
      subject: { type: 'embed-key', id: keyId },
    });

  registerRoute(app, routes.embedKeysCreate, async ({ body, auth, accountId, request }) => {
    const created = await createEmbedKey(app, accountId, auth.userId, body);
    await audit(request, 'embed-key-created', accountId, created.id);
    return created;
  });

  registerRoute(app, routes.embedKeysUpdate, async ({ params, body, accountId, request }) => {
    const outcome = await updateEmbedKey(db, accountId, params.id, body);
    // another tenant's key is the same 404 as a missing one
    if (outcome === 'missing') throw new AppError('not-found');
    if (outcome === 'no-secret') {
      throw new AppError('validation-failed', {
        fields: [{ path: 'require_signed_token', message: 'The key has no signing secret' }],
      });
    }
    await audit(request, 'embed-key-updated', accountId, params.id);
    return { status: 'ok' as const };
  });

  registerRoute(app, routes.embedKeysRotateSecret, async ({ params, accountId, request }) => {
    const rotated = await rotateSigningSecret(app, accountId, params.id);
    await audit(request, 'embed-secret-rotated', accountId, params.id);
    return rotated;
  });

  registerRoute(app, routes.embedKeysRevoke, async ({ params, accountId, request }) => {
    // another tenant's key is the same 404 as a missing one
    if (!(await revokeEmbedKey(db, accountId, params.id, app.now()))) throw new AppError('not-found');
    await audit(request, 'embed-key-revoked', accountId, params.id);
    return { status: 'ok' as const };
  });

  // its own scope: the per-IP limit applies to the exchange only, and every answer of it (a
  // refusal too) is readable by the calling page, so the element can show why
  await app.register(async (scope) => {
    await scope.register(rateLimit, {
      max: EMBED_SESSION_RATE_LIMIT,
      timeWindow: 60_000,
      // counted across every API instance of the database (docs/architecture.md "Several instances")
      ...sharedRateLimitStore(app, 'embed-session'),
      errorResponseBuilder: () => new AppError('rate-limited'),
    });
    scope.addHook('onSend', async (request, reply) => {
      if (request.headers.origin) allowOrigin(reply, request.headers.origin);
    });
    registerRoute(scope, routes.embedSession, async ({ body, request }) =>
      openEmbedSession(app, body, request.headers.origin),
    );
  });

  for (const url of embedPreflightUrls()) {
    app.options(url, { schema: { hide: true } }, answerPreflight);
  }
}

/** `embedRoutes` as the named `embed-domain` plugin, depending on the service plugins it calls (docs/architecture.md "Server"). */
export const embedDomain = domainPlugin(embedRoutes, 'embed', ['audit']);
