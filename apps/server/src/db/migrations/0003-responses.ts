import { type Kysely, sql } from 'kysely';

/**
 * Imported answers, one row per provider response: upserted on (survey date, provider response
 * id) by incremental imports, read in full per survey date by the analytics engine.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('responses')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('worker_group_id', 'integer', (c) => c.notNull().references('worker_groups.id'))
    .addColumn('sm_survey_id', 'integer', (c) => c.notNull().references('sm_surveys.id'))
    .addColumn('sm_response_id', 'text', (c) => c.notNull())
    .addColumn('sm_collector_id', 'text')
    // the provider's response_status: completed, partial, overquota, disqualified
    .addColumn('status', 'text', (c) => c.notNull())
    // the provider's date_modified: the high-water mark of incremental imports
    .addColumn('provider_modified_at', 'timestamptz', (c) => c.notNull())
    // item code (question id, or `questionId:rowId`) → answer value
    .addColumn('answers', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('responses_date_response', ['survey_date_id', 'sm_response_id'])
    .execute();
  await db.schema
    .createIndex('responses_account_date')
    .on('responses')
    .columns(['account_id', 'survey_date_id'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('responses').execute();
}
