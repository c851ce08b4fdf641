import { type Kysely, sql } from 'kysely';

/**
 * Report jobs (docs/reports.md "Queue"): one row per asked report with its owner, its request, its
 * state and progress, a translatable error code and, once done, its file — so any API instance
 * answers its progress and serves its download. The pg-boss job carries the row's id; finished rows
 * are deleted after their keeping time.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('report_jobs')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // the caller's role when asking: a user whose role changed before the job ran gets a failed job
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('format', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('request', 'jsonb', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('file', 'bytea')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addCheckConstraint('report_jobs_state', sql`state in ('queued', 'running', 'done', 'failed')`)
    .addCheckConstraint('report_jobs_format', sql`format in ('pdf', 'pptx')`)
    .execute();
  await db.schema
    .createIndex('report_jobs_user')
    .on('report_jobs')
    .columns(['user_id', 'account_id'])
    .execute();
  await db.schema.createIndex('report_jobs_state').on('report_jobs').column('state').execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('report_jobs').execute();
}
