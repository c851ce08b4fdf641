import { hkdfSync, randomBytes } from 'node:crypto';
import { EMBED_SECRET_PREFIX } from '@pulzus/core';
import type { Env } from '../../env';
import { createTokenSealer, type TokenSealer } from '../../services/token-seal';

/** A new signing secret: `pzs_` + 32 random bytes in base64url; the string itself is the HMAC key. */
export function newSigningSecret(): string {
  return `${EMBED_SECRET_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * Seals signing secrets at rest as provider tokens are sealed (AES-256-GCM, a fresh IV each), under
 * a key of their own derived from the same material (TOKEN_ENCRYPTION_KEY, else JWT_SECRET), so a
 * sealed provider token never opens as a secret or the other way round. Sealed, not hashed: the
 * server needs the secret itself to check a token's HMAC (docs/embedding.md "Signed embed tokens").
 */
export function signingSecretSealer(env: Pick<Env, 'TOKEN_ENCRYPTION_KEY' | 'JWT_SECRET'>): TokenSealer {
  const material = env.TOKEN_ENCRYPTION_KEY ?? env.JWT_SECRET;
  return createTokenSealer(
    Buffer.from(hkdfSync('sha256', material, 'pulzus', 'embed-signing-secret-seal', 32)),
  );
}
