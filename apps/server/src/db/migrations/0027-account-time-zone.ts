import { type Kysely, sql } from 'kysely';

/**
 * An account's time zone (docs/reports.md "Time zone"): the IANA zone in which the server prints dates and
 * times for its people — the report's cover and pages, the lock notice's e-mail. Existing accounts get
 * Europe/Budapest, the zone every time was printed in before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('accounts')
    .addColumn('time_zone', 'text', (c) => c.notNull().defaultTo(sql`'Europe/Budapest'`))
    .execute();
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('accounts').dropColumn('time_zone').execute();
}
