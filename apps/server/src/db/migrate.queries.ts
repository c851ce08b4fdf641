import { type Kysely, sql } from 'kysely';
import { DEFAULT_MIGRATION_TABLE } from 'kysely/migration';

/**
 * The key of the session advisory lock instances take while they migrate (an arbitrary constant,
 * "pulzus-migrate" in ASCII; pg-boss and Kysely use keys of their own).
 */
export const MIGRATION_LOCK_KEY = 0x70756c7a7573;

/** Waits for and takes the migration lock on `connection` (one held connection: the lock is per session). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function takeMigrationLock(connection: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_lock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
}

/** Releases the migration lock taken on `connection`. */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema.
export async function releaseMigrationLock(connection: Kysely<any>): Promise<void> {
  await sql`select pg_advisory_unlock(${sql.lit(MIGRATION_LOCK_KEY)})`.execute(connection);
}

/** The names of the migrations the database has run; throws when it is unreachable or has never migrated. */
// biome-ignore lint/suspicious/noExplicitAny: the migration table is not part of the app's schema.
export async function migratedNames(db: Kysely<any>): Promise<string[]> {
  const { rows } = await sql<{
    name: string;
  }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return rows.map((row) => row.name);
}
