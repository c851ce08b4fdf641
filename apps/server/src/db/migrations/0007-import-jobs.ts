import { type Kysely, sql } from 'kysely';

/**
 * The import job log behind `GET data-import/jobs` (docs/import.md "The import queue"): one row per
 * queued provider import or manual upload, with its state, attempts, progress of the current attempt,
 * a translatable error code and its times. The pg-boss job carries the row's id in its data; the
 * domain's job wrapper keeps the row up to date.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('import_jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // our survey row (null for survey-list and manual jobs, or once the survey is gone)
    .addColumn('sm_survey_id', 'integer', (c) => c.references('sm_surveys.id').onDelete('set null'))
    .addColumn('provider_survey_id', 'text')
    .addColumn('sm_api_key_id', 'integer', (c) => c.references('sm_api_keys.id').onDelete('set null'))
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages_fetched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pages_total', 'integer')
    .addColumn('items_fetched', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('items_total', 'integer')
    .addColumn('error_code', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint(
      'import_jobs_state',
      sql`state in ('queued', 'active', 'retrying', 'completed', 'failed', 'dead-lettered')`,
    )
    .addCheckConstraint(
      'import_jobs_kind',
      sql`kind in ('survey-list', 'details', 'collectors', 'responses', 'manual')`,
    )
    .execute();
  await db.schema
    .createIndex('import_jobs_account_created')
    .on('import_jobs')
    .columns(['account_id', 'created_at'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('import_jobs').execute();
}
