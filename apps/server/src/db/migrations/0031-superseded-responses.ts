import { type Kysely, sql } from 'kysely';

/**
 * A staged manual import's change to a stored respondent is a new row, not a queued update
 * (docs/import.md "All or nothing on either database"): the new row is hidden under the import's batch
 * and the stored row is marked `superseded_by_batch`, which keeps it seen while the batch is staged and
 * hides it once the batch is published. Publishing is then the deletion of the batch's `staged_imports`
 * row whatever the file changes. A respondent has at most one row not superseded per survey date (the
 * partial unique key the upserts name); `staged_response_updates` goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // no foreign key, as import_batch_id: a published batch's superseded rows keep its id until they are
  // deleted, and a cascade that cleared it would make two versions of a respondent seen
  await db.schema.alterTable('responses').addColumn('superseded_by_batch', 'integer').execute();
  await db.schema.alterTable('responses').dropConstraint('responses_date_response').execute();
  await db.schema
    .createIndex('responses_date_response')
    .on('responses')
    .columns(['survey_date_id', 'sm_response_id'])
    .unique()
    .where(sql.ref('superseded_by_batch'), 'is', null)
    .execute();
  // a batch's superseded rows (deleted after publication, restored by a discard), and a respondent's
  // superseded version (the preview's count while a batch is staged)
  await db.schema
    .createIndex('responses_superseded')
    .on('responses')
    .columns(['superseded_by_batch', 'survey_date_id', 'sm_response_id'])
    .where(sql.ref('superseded_by_batch'), 'is not', null)
    .execute();
  await db.schema.dropTable('staged_response_updates').execute();
}

/** Restores the queued updates' table and the full unique key (superseded rows are dropped first). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from responses where superseded_by_batch is not null`.execute(db);
  await db.schema.dropIndex('responses_superseded').execute();
  await db.schema.dropIndex('responses_date_response').execute();
  await db.schema
    .alterTable('responses')
    .addUniqueConstraint('responses_date_response', ['survey_date_id', 'sm_response_id'])
    .execute();
  await db.schema.alterTable('responses').dropColumn('superseded_by_batch').execute();
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
    .addColumn('texts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('staged_response_updates_pkey', ['import_batch_id', 'response_id'])
    .execute();
}
