import type { Kysely } from 'kysely';

/**
 * Binary snapshots of survey cubes (docs/graphs.md "Through the API"): one row per survey date and
 * `data_version`, so a cold graph read loads a few megabytes instead of decoding every response's
 * jsonb. A row of an older data version is never read; the store replaces it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('cube_snapshots')
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('data_version', 'integer', (c) => c.notNull())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('format', 'integer', (c) => c.notNull())
    .addColumn('respondent_count', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'bytea', (c) => c.notNull())
    .addPrimaryKeyConstraint('cube_snapshots_pkey', ['survey_date_id', 'data_version'])
    .execute();
  await db.schema.createIndex('cube_snapshots_account').on('cube_snapshots').column('account_id').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('cube_snapshots').execute();
}
