import { createHash, randomBytes } from 'node:crypto';
import {
  DEFAULT_LANGUAGE,
  EMBED_KEY_PREFIX,
  EMBED_ROLE,
  type EmbedClaim,
  type EmbedLock,
  type EmbedSessionPayload,
  isEmbedOriginAllowed,
} from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../errors';
import { nowSeconds } from '../../services/auth';
import type { SessionClaimsInput } from '../../services/tokens';
import { ownOrigin } from './embed-auth';
import { newSigningSecret, signingSecretSealer } from './embed-secret';
import { verifyEmbedToken } from './embed-token';
import {
  type EmbedKeySettings,
  embedLanguage,
  insertEmbedKey,
  type LiveEmbedKey,
  liveEmbedKeyByDigest,
  replaceSigningSecret,
  touchEmbedKey,
} from './embed.queries';

// What other domains use of this domain (docs/architecture.md "Server"): they import a `*.service.ts` of the domain,
// never its routes, queries or other modules.
export { EMBED_ALLOWED_HEADERS } from './embed-cors';

/** The SHA-256 digest of an embed key, the only form it is stored in (docs/embedding.md). */
export function embedKeyDigest(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** A new embed key's settings and whether to create its signing secret now. */
export type NewEmbedKey = Pick<EmbedKeySettings, 'name' | 'graphs' | 'origins'> &
  Partial<Pick<EmbedKeySettings, 'lock' | 'require_signed_token' | 'allows_comments'>> & {
    signing_secret?: boolean;
  };

/**
 * Creates an embed key of the account: `pze_` + 32 random bytes, stored as its digest, and when
 * asked a signing secret, stored sealed; answers the key and the secret this once (docs/embedding.md).
 */
export async function createEmbedKey(
  app: FastifyInstance,
  accountId: number,
  createdBy: number,
  fields: NewEmbedKey,
): Promise<{ id: number; key: string; signing_secret?: string }> {
  const key = `${EMBED_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const secret = fields.signing_secret || fields.require_signed_token ? newSigningSecret() : null;
  const id = await insertEmbedKey(app.database.db, accountId, {
    name: fields.name,
    graphs: fields.graphs,
    origins: fields.origins,
    lock: fields.lock ?? null,
    require_signed_token: fields.require_signed_token ?? false,
    allows_comments: fields.allows_comments ?? false,
    digest: embedKeyDigest(key),
    sealedSecret: secret && signingSecretSealer(app.env).seal(secret),
    createdBy,
    at: app.now(),
  });
  return secret ? { id, key, signing_secret: secret } : { id, key };
}

/**
 * Creates or replaces the signing secret of one of the account's live keys and answers it this
 * once; the version it raises ends every session opened with a token of the old secret.
 */
export async function rotateSigningSecret(
  app: FastifyInstance,
  accountId: number,
  id: number,
): Promise<{ signing_secret: string }> {
  const secret = newSigningSecret();
  const sealed = signingSecretSealer(app.env).seal(secret);
  // another tenant's key is the same 404 as a missing one
  if (!(await replaceSigningSecret(app.database.db, accountId, id, sealed))) throw new AppError('not-found');
  return { signing_secret: secret };
}

/**
 * The claims of an embed session token: what `zTokenClaims` needs plus the `embed` claim (docs/embedding.md).
 */
export type EmbedSessionClaims = SessionClaimsInput & { embed: EmbedClaim };

/** What the key exchange answers: the embed session token and the pinned query the element draws. */
export interface EmbedSession {
  token: string;
  lock: EmbedLock | null;
}

/**
 * Opens an embed session from a key or a signed token (docs/embedding.md): a key must
 * be right, not revoked, of an enabled account and allow the request's origin — every refusal is
 * the same `embed-key-invalid`, so the answer tells nothing about which check failed — and a key
 * that draws through signed tokens only answers `embed-token-required`; a signed token is checked
 * by {@link verifyEmbedToken}, and a foreign origin is its `embed-token-invalid` too.
 */
export async function openEmbedSession(
  app: FastifyInstance,
  payload: EmbedSessionPayload,
  origin: string | undefined,
): Promise<EmbedSession> {
  const db = app.database.db;
  const now = nowSeconds(app);
  let key: LiveEmbedKey;
  let embed: EmbedClaim;
  let lock: EmbedLock | null;
  if (payload.token !== undefined) {
    const verified = await verifyEmbedToken(app, payload.token, now);
    key = verified.key;
    if (!isEmbedOriginAllowed(key.origins, origin, ownOrigin(app))) throw new AppError('embed-token-invalid');
    lock = verified.lock;
    embed = { id: key.id, graphs: [lock.slug], lock, sv: verified.secretVersion };
  } else {
    const found = await liveEmbedKeyByDigest(db, embedKeyDigest(payload.key ?? ''));
    if (!found || !isEmbedOriginAllowed(found.origins, origin, ownOrigin(app))) {
      throw new AppError('embed-key-invalid');
    }
    if (found.require_signed_token) throw new AppError('embed-token-required');
    key = found;
    lock = key.lock;
    embed = { id: key.id, graphs: key.graphs };
  }
  const language = (await embedLanguage(db, key.account_id, payload.lang)) ?? DEFAULT_LANGUAGE;
  await touchEmbedKey(db, key.id, app.now());
  const claims: EmbedSessionClaims = {
    nickname: key.name,
    role: EMBED_ROLE,
    uid: 0,
    aid: key.account_id,
    an: key.account_name,
    atv: key.account_token_version,
    lang_id: language.id,
    lang_code: language.code,
    tv: 0,
    auth_time: now,
    embed,
  };
  return { token: await app.tokens.sign(claims, now), lock };
}
