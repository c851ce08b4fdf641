import { type Kysely, sql } from 'kysely';

/**
 * The audit log (docs/security.md "Audit log"): one row per recorded event, kept per account
 * (`account_id` null for events of no account, such as an admin's sign-in without a session
 * account). Names are copied in, so an event still reads after its user is deleted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('actor_id', 'integer')
    .addColumn('actor_name', 'text')
    .addColumn('impersonator_id', 'integer')
    .addColumn('impersonator_name', 'text')
    .addColumn('subject_type', 'text')
    .addColumn('subject_id', 'integer')
    .addColumn('subject_name', 'text')
    .addColumn('detail', 'text')
    .addColumn('ip', 'text')
    .execute();
  await db.schema
    .createIndex('audit_events_account_at')
    .on('audit_events')
    .columns(['account_id', 'at'])
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('audit_events').execute();
}
