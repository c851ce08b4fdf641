import { type Kysely, sql } from 'kysely';

/**
 * Manual imports on the embedded database are written in short steps yet published at once
 * (docs/import.md "The manual import"): an import's new rows carry its batch id and stay invisible
 * while the batch is listed in `staged_imports`; its changes to stored rows wait in
 * `staged_response_updates`. Publishing applies those changes and deletes the batch's row, in one
 * short transaction; a batch left by a crash is removed on start-up.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staged_imports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  // no foreign key: a published batch's rows keep its id after its `staged_imports` row is gone
  await db.schema.alterTable('responses').addColumn('import_batch_id', 'integer').execute();
  await db.schema
    .createIndex('responses_import_batch')
    .on('responses')
    .column('import_batch_id')
    .where(sql.ref('import_batch_id'), 'is not', null)
    .execute();
  await db.schema
    .createTable('staged_response_updates')
    .addColumn('import_batch_id', 'integer', (c) =>
      c.notNull().references('staged_imports.id').onDelete('cascade'),
    )
    .addColumn('response_id', 'bigint', (c) => c.notNull())
    .addColumn('worker_group_id', 'integer', (c) => c.notNull())
    .addColumn('sm_survey_id', 'integer', (c) => c.notNull())
    .addColumn('sm_collector_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('provider_modified_at', 'timestamptz', (c) => c.notNull())
    .addColumn('answers', 'jsonb', (c) => c.notNull())
    .addPrimaryKeyConstraint('staged_response_updates_pkey', ['import_batch_id', 'response_id'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('staged_response_updates').execute();
  await db.schema.alterTable('responses').dropColumn('import_batch_id').execute();
  await db.schema.dropTable('staged_imports').execute();
}
