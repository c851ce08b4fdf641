import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { insertDocumentTicket, spendDocumentTicket } from './document-tokens.queries';

/** The download-ticket resource of a document download token (spec 2 §7). */
const RESOURCE = 'document';
/** A document download token lives 60 seconds, like every download ticket. */
export const DOCUMENT_TOKEN_LIFETIME_MS = 60_000;

const digest = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Issues a single-use token for one document, bound to the user and account (and the admin behind a login-as
 * session, for the audit log); only its digest is stored.
 */
export async function issueDocumentToken(
  db: Kysely<Database>,
  owner: { userId: number; accountId: number; impersonatorId?: number | undefined },
  documentId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertDocumentTicket(db, {
    digest: digest(token),
    userId: owner.userId,
    accountId: owner.accountId,
    impersonatorId: owner.impersonatorId ?? null,
    resource: RESOURCE,
    documentId,
    expiresAt: new Date(now.getTime() + DOCUMENT_TOKEN_LIFETIME_MS),
  });
  return token;
}

/** Consumes a document token atomically (once, before expiry); null when refused. A session token never opens a file. */
export async function consumeDocumentToken(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<{ userId: number; accountId: number; impersonatorId: number | null; documentId: number } | null> {
  if (token.split('.').length === 3) return null;
  const row = await spendDocumentTicket(db, digest(token), RESOURCE, now);
  if (!row || row.account_id === null) return null;
  return {
    userId: row.user_id,
    accountId: row.account_id,
    impersonatorId: row.impersonator_id,
    documentId: row.resource_id,
  };
}
