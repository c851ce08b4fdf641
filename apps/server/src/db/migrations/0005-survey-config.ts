import { type Kysely, sql } from 'kysely';

const accountRef = 'accounts.id';

/**
 * Survey-date configuration (spec 2 §3): demographies with answers and worker groups, collectors and
 * their demography answers, provider collectors, topics and questions, documents, graph dimensions,
 * enabled graphs, graph explanations and translation overrides. Every row carries `account_id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('demographies')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('survey', 'collector')`))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addUniqueConstraint('demographies_date_code', ['survey_date_id', 'code'])
    .execute();
  await db.schema.createIndex('demographies_account').on('demographies').column('account_id').execute();

  await db.schema
    .createTable('demography_answers')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('demography_id', 'integer', (c) =>
      c.notNull().references('demographies.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('no_answer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('demography_answers_demography')
    .on('demography_answers')
    .columns(['demography_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('demography_worker_groups')
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('demography_id', 'integer', (c) =>
      c.notNull().references('demographies.id').onDelete('cascade'),
    )
    .addColumn('worker_group_id', 'integer', (c) =>
      c.notNull().references('worker_groups.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('demography_worker_groups_pk', ['demography_id', 'worker_group_id'])
    .execute();

  await db.schema
    .createTable('sm_collectors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('sm_survey_id', 'integer', (c) => c.notNull().references('sm_surveys.id').onDelete('cascade'))
    .addColumn('sm_collector_id', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addUniqueConstraint('sm_collectors_survey_collector', ['sm_survey_id', 'sm_collector_id'])
    .execute();
  await db.schema.createIndex('sm_collectors_account').on('sm_collectors').column('account_id').execute();

  await db.schema
    .createTable('collectors')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('sm_collector_id', 'text', (c) => c.notNull())
    .addColumn('worker_group_id', 'integer', (c) =>
      c.notNull().references('worker_groups.id').onDelete('cascade'),
    )
    .addColumn('headcount', 'integer', (c) => c.notNull().check(sql`headcount >= 0`))
    .addUniqueConstraint('collectors_date_sm_collector', ['survey_date_id', 'sm_collector_id'])
    .execute();
  await db.schema.createIndex('collectors_account').on('collectors').column('account_id').execute();

  await db.schema
    .createTable('collector_demography_answers')
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('collector_id', 'integer', (c) => c.notNull().references('collectors.id').onDelete('cascade'))
    .addColumn('demography_id', 'integer', (c) =>
      c.notNull().references('demographies.id').onDelete('cascade'),
    )
    .addColumn('demography_answer_id', 'integer', (c) =>
      c.notNull().references('demography_answers.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('collector_demography_answers_pk', ['collector_id', 'demography_id'])
    .execute();

  await db.schema
    .createTable('question_groups')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('worker_group_id', 'integer', (c) =>
      c.notNull().references('worker_groups.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('is_commitment', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_calculated_in_index', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('bg_color', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('question_groups_date_group')
    .on('question_groups')
    .columns(['survey_date_id', 'worker_group_id', 'sort_order'])
    .execute();
  await db.schema.createIndex('question_groups_account').on('question_groups').column('account_id').execute();

  await db.schema
    .createTable('questions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('question_group_id', 'integer', (c) =>
      c.notNull().references('question_groups.id').onDelete('cascade'),
    )
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('questions_group')
    .on('questions')
    .columns(['question_group_id', 'sort_order'])
    .execute();

  await db.schema
    .createTable('documents')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('original_filename', 'text', (c) => c.notNull())
    .addColumn('mime', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('upload_datetime', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('documents_account_date')
    .on('documents')
    .columns(['account_id', 'survey_date_id'])
    .execute();

  await db.schema
    .createTable('graph_dimensions')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('survey_date_id', 'integer', (c) =>
      c.notNull().references('survey_dates.id').onDelete('cascade'),
    )
    .addColumn('graph_slug', 'text', (c) => c.notNull())
    // null for the worker-group row
    .addColumn('demography_id', 'integer', (c) => c.references('demographies.id').onDelete('cascade'))
    .addColumn('is_worker_group_demography', 'boolean', (c) => c.notNull())
    .addColumn('is_main_dimension', 'boolean', (c) => c.notNull())
    .addColumn('is_filter', 'boolean', (c) => c.notNull())
    .execute();
  await sql`create unique index graph_dimensions_row on graph_dimensions (survey_date_id, graph_slug, coalesce(demography_id, 0))`.execute(
    db,
  );
  await db.schema
    .createIndex('graph_dimensions_account')
    .on('graph_dimensions')
    .column('account_id')
    .execute();

  await db.schema
    .createTable('account_enabled_graphs')
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('graph_slug', 'text', (c) => c.notNull())
    .addColumn('enabled', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_enabled_graphs_pk', ['account_id', 'graph_slug'])
    .execute();

  await db.schema
    .createTable('graph_explanations')
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('graph_slug', 'text', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('graph_explanations_pk', ['account_id', 'language_id', 'graph_slug'])
    .execute();

  await db.schema
    .createTable('translations')
    .addColumn('account_id', 'integer', (c) => c.notNull().references(accountRef).onDelete('cascade'))
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('language_id', 'integer', (c) => c.notNull().references('languages.id'))
    .addColumn('text', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('translations_pk', ['account_id', 'language_id', 'key'])
    .execute();
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'translations',
    'graph_explanations',
    'account_enabled_graphs',
    'graph_dimensions',
    'documents',
    'questions',
    'question_groups',
    'collector_demography_answers',
    'collectors',
    'sm_collectors',
    'demography_worker_groups',
    'demography_answers',
    'demographies',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
