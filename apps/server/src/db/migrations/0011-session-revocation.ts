import type { Kysely } from 'kysely';

/**
 * Session revocation (docs/sessions.md): a token version per account, carried in every token of a
 * session on that account (`atv`) and raised when the account is disabled, so re-enabling it never
 * revives old tokens; and the sessions ended by `POST logout`, by session id (`sid`), kept until
 * the 12-hour cap has expired every token of the session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('revoked_sessions')
    .addColumn('sid', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('revoked_sessions_expires_at')
    .on('revoked_sessions')
    .column('expires_at')
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('revoked_sessions').execute();
  await db.schema.alterTable('accounts').dropColumn('token_version').execute();
}
