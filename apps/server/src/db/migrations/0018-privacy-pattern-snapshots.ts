import { type Kysely, sql } from 'kysely';

/**
 * A cube snapshot keeps its date's privacy pattern for one k beside it (docs/graphs.md "Through the API"): the
 * decisions take most of a cold read's time, and the k is almost always the account's. `pattern` holds core's
 * `PrivacyPattern.encode` (its own format version inside), for `pattern_k`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cube_snapshots')
    .addColumn('pattern_k', 'integer')
    .addColumn('pattern', 'bytea')
    .execute();
  await sql`alter table cube_snapshots add constraint cube_snapshots_pattern check ((pattern is null) = (pattern_k is null))`.execute(
    db,
  );
}

/** Drops what `up` added. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cube_snapshots').dropColumn('pattern').dropColumn('pattern_k').execute();
}
