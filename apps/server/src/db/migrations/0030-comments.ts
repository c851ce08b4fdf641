import { type Kysely, sql } from 'kysely';

/**
 * Open-text comments (docs/import.md "Comments", docs/privacy.md "Comments"): each response's open-ended answers and
 * "other, please specify" texts beside its answers (`texts`: key → text, staged alike by manual imports), the
 * open-ended flag and the "show comments" switch of a question, an account's comment threshold and the names
 * masked in comments, and the comments an admin hid, with the reason. A hidden comment is keyed by the provider's
 * response id and the text's key, so it stays hidden across re-imports.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('responses')
    .addColumn('texts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .alterTable('staged_response_updates')
    .addColumn('texts', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await db.schema
    .alterTable('questions')
    .addColumn('is_open_ended', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('show_comments', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await db.schema
    .alterTable('accounts')
    .addColumn('comment_min_group_size', 'integer')
    .addColumn('comment_masked_names', 'jsonb', (c) => c.notNull().defaultTo(sql`'[]'::jsonb`))
    .execute();
  await db.schema
    .createTable('comment_hides')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('sm_response_id', 'text', (c) => c.notNull())
    .addColumn('text_key', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('hidden_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('hidden_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('comment_hides_text', ['survey_date_id', 'sm_response_id', 'text_key'])
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('comment_hides').execute();
  await db.schema.alterTable('accounts').dropColumn('comment_masked_names').execute();
  await db.schema.alterTable('accounts').dropColumn('comment_min_group_size').execute();
  await db.schema.alterTable('questions').dropColumn('show_comments').execute();
  await db.schema.alterTable('questions').dropColumn('is_open_ended').execute();
  await db.schema.alterTable('staged_response_updates').dropColumn('texts').execute();
  await db.schema.alterTable('responses').dropColumn('texts').execute();
}
