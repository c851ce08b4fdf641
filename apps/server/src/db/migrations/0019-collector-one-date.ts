import { type Kysely, sql } from 'kysely';

/**
 * A provider collector belongs to one survey date of an account (docs/import.md "Collectors"): a unique index on
 * (account, provider collector id). A database may already hold a provider collector on several dates of an
 * account, which the rule did not refuse before; those rows are kept — they carry the older dates' headcounts and
 * collector answers, which their graphs use — and every one but the most recently created date's (the highest id:
 * the one the manual import has been filling) is marked `legacy_shared`. The index leaves marked rows out, so it
 * builds on such a database, and a new duplicate is still refused, since that date's row stays in the index. Saving
 * a date's collectors clears the mark once the collector is on that date alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('collectors')
    .addColumn('legacy_shared', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  await sql`
    update collectors c set legacy_shared = true
    where exists (
      select 1 from collectors newer
      where newer.account_id = c.account_id
        and newer.sm_collector_id = c.sm_collector_id
        and newer.survey_date_id > c.survey_date_id
    )`.execute(db);
  await sql`
    create unique index collectors_account_sm_collector
    on collectors (account_id, sm_collector_id) where not legacy_shared`.execute(db);
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('collectors_account_sm_collector').execute();
  await db.schema.alterTable('collectors').dropColumn('legacy_shared').execute();
}
