import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { Env } from '../env';

const VERSION = 'v1';

/** Seals and opens provider access tokens at rest (AES-256-GCM, a fresh IV per token). */
export interface TokenSealer {
  seal(token: string): string;
  open(sealed: string): string;
}

/** The 32-byte sealing key: TOKEN_ENCRYPTION_KEY, else HKDF-SHA256 of JWT_SECRET. */
export function sealingKey(env: Pick<Env, 'TOKEN_ENCRYPTION_KEY' | 'JWT_SECRET'>): Buffer {
  const material = env.TOKEN_ENCRYPTION_KEY ?? env.JWT_SECRET;
  return Buffer.from(hkdfSync('sha256', material, 'pulzus', 'provider-token-seal', 32));
}

/** A sealer over the given key: `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function createTokenSealer(key: Buffer): TokenSealer {
  return {
    seal(token) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
      const tag = cipher.getAuthTag();
      return [VERSION, iv, tag, body]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== VERSION || !iv || !tag || body === undefined) throw new Error('not a sealed token');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}
