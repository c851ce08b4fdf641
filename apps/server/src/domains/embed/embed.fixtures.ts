import { createHmac } from 'node:crypto';
import type { EmbedLock, GraphSlug } from '@pulzus/core';
import type { TestApp } from '../../test/app';
import { createEmbedKey } from './embed.service';

/** The origin the fixture keys allow: the intranet page of the example (docs/embedding.md). */
export const INTRANET_ORIGIN = 'http://127.0.0.1:4020';

let serial = 0;

/** What a fixture key may set beside the defaults (a name, `commitment_total`, the intranet origin). */
export interface EmbedKeyFixtureFields {
  name?: string;
  graphs?: GraphSlug[];
  origins?: string[];
  lock?: EmbedLock | null;
  require_signed_token?: boolean;
  signing_secret?: boolean;
  allows_comments?: boolean;
}

/** Creates an embed key of the account as an admin would; answers its id, the key and any signing secret. */
export function insertEmbedKeyFixture(
  t: TestApp,
  accountId: number,
  createdBy: number,
  fields: EmbedKeyFixtureFields = {},
): Promise<{ id: number; key: string; signing_secret?: string }> {
  return createEmbedKey(t.app, accountId, createdBy, {
    ...fields,
    name: fields.name ?? `Intranet ${++serial}`,
    graphs: fields.graphs ?? (fields.lock ? [fields.lock.slug] : ['commitment_total']),
    origins: fields.origins ?? [INTRANET_ORIGIN],
  });
}

/**
 * Signs a token as an intranet's backend would (docs/embedding.md "Signed embed tokens"): HS256 over
 * base64url JSON with node:crypto, the secret string as the HMAC key. `header` replaces the header.
 */
export function signEmbedToken(
  secret: string,
  claims: object,
  header: object = { alg: 'HS256', typ: 'JWT' },
): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part(header)}.${part(claims)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}
