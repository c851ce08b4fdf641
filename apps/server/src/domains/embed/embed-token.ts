import { type EmbedLock, zChartGraphSlug, zEmbedControl, zEmbedLock } from '@pulzus/core';
import type { FastifyInstance } from 'fastify';
import { decodeJwt, jwtVerify } from 'jose';
import { z } from 'zod';
import { AppError } from '../../errors';
import { assertWithinLock, lockRequest, narrowLock } from './embed-lock';
import { type LiveEmbedKey, liveEmbedKeyOfToken } from './embed.queries';
import { signingSecretSealer } from './embed-secret';

/** The longest a signed embed token may live: `exp` at most 10 minutes after now and after its `iat`. */
export const EMBED_TOKEN_MAX_LIFETIME_S = 10 * 60;
/** How far the signer's clock may be off the server's, in seconds. */
export const EMBED_TOKEN_CLOCK_SKEW_S = 60;

/** The claims of a signed embed token (docs/embedding.md "Signed embed tokens"). */
const zSignedEmbedClaims = z.object({
  kid: z.union([
    z.number().int().positive(),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number),
  ]),
  slug: zChartGraphSlug,
  params: z.record(z.string(), z.unknown()),
  controls: z.array(zEmbedControl).default([]),
  iat: z.number().int(),
  exp: z.number().int(),
});

/** A verified signed token: its live key and the pinned query the session keeps to. */
export interface VerifiedEmbedToken {
  key: LiveEmbedKey;
  /** The token's pinned query, narrowed to the controls its key's pin leaves open too. */
  lock: EmbedLock;
  /** The version of the signing secret that signed it. */
  secretVersion: number;
}

const invalid = () => new AppError('embed-token-invalid');

/** The key id a token names, read before its signature is checked (it picks the secret to check with). */
function namedKeyId(token: string): number | null {
  try {
    const kid = zSignedEmbedClaims.shape.kid.safeParse(decodeJwt(token).kid);
    return kid.success ? kid.data : null;
  } catch {
    return null;
  }
}

/**
 * Verifies a signed embed token (docs/embedding.md "Signed embed tokens"): HS256 only, with the
 * signing secret of the live key its `kid` names; `iat` and `exp` present, `exp` at most ten
 * minutes ahead; the graph one of the key's; the query complete and within the key's own pin. A
 * missing, revoked or secret-less key, a forged, tampered, expired or other key's token and a
 * malformed query are one answer, `embed-token-invalid`; a graph or pin the key does not allow is
 * the 403 of a request that leaves them.
 */
export async function verifyEmbedToken(
  app: FastifyInstance,
  token: string,
  nowS: number,
): Promise<VerifiedEmbedToken> {
  const id = namedKeyId(token);
  const key = id === null ? undefined : await liveEmbedKeyOfToken(app.database.db, id);
  if (!key?.signing_secret_sealed) throw invalid();
  let secret: string;
  try {
    secret = signingSecretSealer(app.env).open(key.signing_secret_sealed);
  } catch {
    throw invalid();
  }
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(token, new TextEncoder().encode(secret), {
      algorithms: ['HS256'],
      currentDate: new Date(nowS * 1000),
      clockTolerance: EMBED_TOKEN_CLOCK_SKEW_S,
      requiredClaims: ['kid', 'iat', 'exp'],
    }));
  } catch {
    throw invalid();
  }
  const claims = zSignedEmbedClaims.safeParse(payload);
  if (!claims.success || claims.data.kid !== key.id) throw invalid();
  const { slug, params, controls, iat, exp } = claims.data;
  const skew = EMBED_TOKEN_CLOCK_SKEW_S;
  const lifetime = EMBED_TOKEN_MAX_LIFETIME_S;
  if (iat > nowS + skew || exp > nowS + lifetime + skew || exp - iat > lifetime) throw invalid();
  const lock = zEmbedLock.safeParse({ slug, params, controls });
  if (!lock.success) throw invalid();
  if (!key.graphs.includes(slug)) throw new AppError('embed-graph-not-allowed');
  if (key.lock) assertWithinLock(key.lock, lockRequest(lock.data));
  const { signing_secret_sealed: _sealed, ...live } = key;
  return { key: live, lock: narrowLock(lock.data, key.lock), secretVersion: key.signing_secret_version };
}
