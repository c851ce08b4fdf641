import { type Kysely, sql } from 'kysely';

/**
 * Cross-wave matching (docs/import.md "Matching across survey dates"): one row per provider item code
 * of a survey date's designs — a matrix row `questionId:rowId` or a single-choice question id — with
 * the stable code graphs use for it, how it was found (`status`), a pending suggestion and whether an
 * admin decided it (decided rows survive every re-match).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('item_matches')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('source_code', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('stable_code', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('exact', 'text', 'suggested', 'confirmed', 'broken', 'new')`),
    )
    .addColumn('confidence', 'double precision')
    .addColumn('suggested_code', 'text')
    .addColumn('matched_survey_date_id', 'integer', (c) =>
      c.references('survey_dates.id').onDelete('set null'),
    )
    .addColumn('decided', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('item_matches_date_code', ['survey_date_id', 'source_code'])
    .execute();
  await db.schema.createIndex('item_matches_account').on('item_matches').column('account_id').execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('item_matches').execute();
}
