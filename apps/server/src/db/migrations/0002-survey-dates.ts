import { type Kysely, sql } from 'kysely';

/** Worker groups, provider API keys and surveys, survey dates and their surveys, e-mail templates. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('worker_groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addUniqueConstraint('worker_groups_account_code', ['account_id', 'code'])
    .execute();

  await db.schema
    .createTable('sm_api_keys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    // AES-GCM sealed provider access token (never sent to clients, never logged)
    .addColumn('access_token_sealed', 'text', (c) => c.notNull())
    .addColumn('access_url', 'text', (c) => c.notNull())
    .addColumn('day_remaining', 'integer')
    .addColumn('day_reset', 'timestamptz')
    .addColumn('minute_remaining', 'integer')
    .addColumn('minute_reset', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sm_api_keys_account').on('sm_api_keys').column('account_id').execute();

  await db.schema
    .createTable('sm_surveys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('sm_api_key_id', 'integer', (c) =>
      c.notNull().references('sm_api_keys.id').onDelete('cascade'),
    )
    .addColumn('sm_survey_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sm_collector_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('details', 'jsonb')
    .addColumn('imported_at', 'timestamptz')
    .addUniqueConstraint('sm_surveys_key_survey', ['sm_api_key_id', 'sm_survey_id'])
    .execute();
  await db.schema.createIndex('sm_surveys_account').on('sm_surveys').column('account_id').execute();

  await db.schema
    .createTable('survey_dates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('date', 'date', (c) => c.notNull())
    .addColumn('enabled_for_users', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_refresh_enabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('answer_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sm_api_key_id', 'integer', (c) => c.references('sm_api_keys.id').onDelete('set null'))
    // bumped by every import; keys the analytics cache
    .addColumn('data_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('survey_dates_account_date')
    .on('survey_dates')
    .columns(['account_id', 'date'])
    .execute();

  await db.schema
    .createTable('survey_date_surveys')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references('accounts.id').onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('worker_group_id', 'integer', (c) => c.notNull().references('worker_groups.id'))
    .addColumn('sm_survey_id', 'integer', (c) => c.notNull().references('sm_surveys.id'))
    .addColumn('respondent_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addUniqueConstraint('survey_date_surveys_group', ['survey_date_id', 'worker_group_id'])
    .execute();
  await db.schema
    .createIndex('survey_date_surveys_account')
    .on('survey_date_surveys')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('email_templates')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.references('accounts.id').onDelete('cascade'))
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .execute();
  await sql`create unique index email_templates_scope on email_templates (coalesce(account_id, 0), slug, language_id)`.execute(
    db,
  );
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'email_templates',
    'survey_date_surveys',
    'survey_dates',
    'sm_surveys',
    'sm_api_keys',
    'worker_groups',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
