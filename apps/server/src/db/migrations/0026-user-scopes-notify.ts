import { type Kysely, sql } from 'kysely';

/**
 * Scopes join the tables a request's cached lookups read (docs/architecture.md "Caches"): `POST graph/data` keeps a
 * user's scope with its other lookups, so a scope changed by another API process must drop it there too, as
 * `0017-change-notifications` does for the caller's standing.
 */
export const NOTIFYING_TABLES_SINCE_0026 = ['user_scopes'] as const;

/** The trigger of `0017-change-notifications` on the tables above. */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of NOTIFYING_TABLES_SINCE_0026) {
    await sql`
      create trigger ${sql.id(`${table}_notify_change`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function pulzus_notify_change()`.execute(db);
  }
}

/** Drops what `up` created. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of NOTIFYING_TABLES_SINCE_0026) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_change`)} on ${sql.table(table)}`.execute(db);
  }
}
