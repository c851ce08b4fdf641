import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The download-ticket resource of a document download token (spec 2 §7). */
const RESOURCE = 'document';
/** A document download token lives 60 seconds, like every download ticket. */
export const DOCUMENT_TOKEN_LIFETIME_MS = 60_000;

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/** Issues a single-use token for one document, bound to the user and account; only its digest is stored. */
export async function issueDocumentToken(
  db: Kysely<Database>,
  owner: { userId: number; accountId: number },
  documentId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insertInto('download_tickets')
    .values({
      digest: digest(token),
      user_id: owner.userId,
      account_id: owner.accountId,
      resource: RESOURCE,
      resource_id: documentId,
      expires_at: new Date(now.getTime() + DOCUMENT_TOKEN_LIFETIME_MS),
    })
    .execute();
  return token;
}

/** Consumes a document token atomically (once, before expiry); null when refused. A session token never opens a file. */
export async function consumeDocumentToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ userId: number; accountId: number; documentId: number } | null> {
  if (token.split('.').length === 3) return null;
  const row = await db
    .updateTable('download_tickets')
    .set({ used_at: now })
    .where('digest', '=', digest(token))
    .where('resource', '=', RESOURCE)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'account_id', 'resource_id'])
    .executeTakeFirst();
  if (!row || row.account_id === null) return null;
  return { userId: row.user_id, accountId: row.account_id, documentId: row.resource_id };
}
