import type { Insertable, Kysely } from 'kysely';
import type { AuditEventsTable, Database } from '../db/schema';

/** The account a user row belongs to (null for an admin); undefined when there is no such user. */
export function userAccountId(db: Kysely<Database>, userId: number) {
  return db.selectFrom('users').select('account_id').where('id', '=', userId).executeTakeFirst();
}

/** Names and addresses of users by id, deleted ones too. */
export function userNameRows(db: Kysely<Database>, ids: number[]) {
  return db.selectFrom('users').select(['id', 'name', 'email']).where('id', 'in', ids).execute();
}

/** An account's name; undefined when there is no such account. */
export function accountNameRow(db: Kysely<Database>, accountId: number) {
  return db.selectFrom('accounts').select('name').where('id', '=', accountId).executeTakeFirst();
}

/** An embed key's name; undefined when there is no such key. */
export function embedKeyNameRow(db: Kysely<Database>, keyId: number) {
  return db.selectFrom('embed_keys').select('name').where('id', '=', keyId).executeTakeFirst();
}

/** Appends one event to the audit log. */
export async function insertAuditEvent(
  db: Kysely<Database>,
  event: Insertable<AuditEventsTable>,
): Promise<void> {
  await db.insertInto('audit_events').values(event).execute();
}
