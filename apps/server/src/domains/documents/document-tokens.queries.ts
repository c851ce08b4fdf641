import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A single-use document token as stored: its digest, owner, document and expiry. */
export interface DocumentTicket {
  digest: string;
  userId: number;
  accountId: number;
  /** The admin behind the login-as session that asked for it; null otherwise. */
  impersonatorId: number | null;
  resource: string;
  documentId: number;
  expiresAt: Date;
}

/** Stores a document token as a download ticket. */
export async function insertDocumentTicket(db: Kysely<Database>, ticket: DocumentTicket): Promise<void> {
  await db
    .insertInto('download_tickets')
    .values({
      digest: ticket.digest,
      user_id: ticket.userId,
      account_id: ticket.accountId,
      impersonator_id: ticket.impersonatorId,
      resource: ticket.resource,
      resource_id: ticket.documentId,
      expires_at: ticket.expiresAt,
    })
    .execute();
}

/** Spends an unused, unexpired ticket of `resource` with this digest in one statement; undefined when refused. */
export function spendDocumentTicket(db: Kysely<Database>, digest: string, resource: string, now: Date) {
  return db
    .updateTable('download_tickets')
    .set({ used_at: now })
    .where('digest', '=', digest)
    .where('resource', '=', resource)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning(['user_id', 'account_id', 'resource_id', 'impersonator_id'])
    .executeTakeFirst();
}

/** What a document download checks of a token's user: role, its and its account's standing. */
export function tokenUserStanding(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('users')
    .leftJoin('accounts', 'accounts.id', 'users.account_id')
    .select([
      'users.role_id',
      'users.is_disabled',
      'users.deleted_at',
      'accounts.is_disabled as account_disabled',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

/** An account's disabled flag; undefined when there is no such account. */
export function accountDisabledFlag(db: Kysely<Database>, accountId: number) {
  return db.selectFrom('accounts').select('is_disabled').where('id', '=', accountId).executeTakeFirst();
}
