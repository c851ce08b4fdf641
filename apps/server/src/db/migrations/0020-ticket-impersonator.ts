import type { Kysely } from 'kysely';

/**
 * A download ticket (and a document token, stored alike) issued in a login-as session names the admin behind it
 * (docs/security.md "Audit log"), so the download it opens is recorded with both the user and the admin, and
 * "return to my account" can drop the impersonated session's unused tickets (docs/sessions.md "Impersonation").
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('download_tickets')
    .addColumn('impersonator_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('download_tickets').dropColumn('impersonator_id').execute();
}
