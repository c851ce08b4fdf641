import { type Kysely, sql } from 'kysely';

/**
 * The tables a request's cached lookups read (docs/architecture.md "Caches"): the caller's standing (users,
 * accounts, revoked sessions) and a graph's dates, settings, dimensions and labels.
 */
export const NOTIFYING_TABLES = [
  'users',
  'accounts',
  'revoked_sessions',
  'survey_dates',
  'demographies',
  'account_enabled_graphs',
  'graph_dimensions',
  'translations',
  'languages',
] as const;

/**
 * A change to any of those tables, by any process, notifies `pulzus_changes` once per statement (PostgreSQL folds
 * the same notification within a transaction into one, sent at commit): every API process listens and drops
 * what it had cached (src/db/change-feed.ts).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function pulzus_notify_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('pulzus_changes', '');
      return null;
    end
    $$`.execute(db);
  for (const table of NOTIFYING_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function pulzus_notify_change()`.execute(db);
  }
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of NOTIFYING_TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function if exists pulzus_notify_change()`.execute(db);
}
