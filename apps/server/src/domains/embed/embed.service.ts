import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  EMBED_KEY_PREFIX,
  EMBED_ROLE,
  type EmbedClaim,
  type EmbedSessionPayload,
  type GraphSlug,
  isEmbedOriginAllowed,
} from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { nowSeconds } from '../../plugins/auth';
import type { SessionClaimsInput } from '../auth/tokens';
import { ownOrigin } from './embed-auth';
import { embedLanguage, insertEmbedKey, liveEmbedKeyByDigest, touchEmbedKey } from './embed.queries';

/** The SHA-256 digest of an embed key, the only form it is stored in (issue #7). */
export function embedKeyDigest(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Creates an embed key of the account: `pze_` + 32 random bytes, stored as its digest; answers the key once. */
export async function createEmbedKey(
  app: FastifyInstance,
  accountId: number,
  createdBy: number,
  fields: { name: string; graphs: GraphSlug[]; origins: string[] },
): Promise<{ id: number; key: string }> {
  const key = `${EMBED_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const id = await insertEmbedKey(app.database.db, accountId, {
    ...fields,
    digest: embedKeyDigest(key),
    createdBy,
    at: app.now(),
  });
  return { id, key };
}

/** The claims of an embed session token: what `zTokenClaims` needs plus the `embed` claim (issue #7). */
export type EmbedSessionClaims = SessionClaimsInput & { embed: EmbedClaim };

/**
 * Exchanges an embed key for a 15-minute embed session token (issue #7): the key must be right,
 * not revoked, of an enabled account, and allow the request's origin. Every refusal is the same
 * `embed-key-invalid`, so the answer tells nothing about which check failed.
 */
export async function exchangeEmbedKey(
  app: FastifyInstance,
  payload: EmbedSessionPayload,
  origin: string | undefined,
): Promise<string> {
  const db = app.database.db;
  const key = await liveEmbedKeyByDigest(db, embedKeyDigest(payload.key));
  if (!key || !isEmbedOriginAllowed(key.origins, origin, ownOrigin(app))) {
    throw new AppError('embed-key-invalid');
  }
  const language = (await embedLanguage(db, key.account_id, payload.lang)) ?? DEFAULT_LANGUAGE;
  await touchEmbedKey(db, key.id, app.now());
  const now = nowSeconds(app);
  const claims: EmbedSessionClaims = {
    nickname: key.name,
    role: EMBED_ROLE,
    uid: 0,
    aid: key.account_id,
    an: key.account_name,
    lang_id: language.id,
    lang_code: language.code,
    tv: 0,
    auth_time: now,
    embed: { id: key.id, graphs: key.graphs },
  };
  return app.tokens.sign(claims, now);
}
