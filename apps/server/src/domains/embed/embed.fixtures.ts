import type { GraphSlug } from '@pulzus/core';
import type { TestApp } from '../../test/app';
import { createEmbedKey } from './embed.service';

/** The origin the fixture keys allow: the intranet page of the example (issue #7). */
export const INTRANET_ORIGIN = 'http://127.0.0.1:4020';

let serial = 0;

/** Creates an embed key of the account as an admin would; answers its id and the key itself. */
export function insertEmbedKeyFixture(
  t: TestApp,
  accountId: number,
  createdBy: number,
  fields: { name?: string; graphs?: GraphSlug[]; origins?: string[] } = {},
): Promise<{ id: number; key: string }> {
  return createEmbedKey(t.app, accountId, createdBy, {
    name: fields.name ?? `Intranet ${++serial}`,
    graphs: fields.graphs ?? ['commitment_total'],
    origins: fields.origins ?? [INTRANET_ORIGIN],
  });
}
