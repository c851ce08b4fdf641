import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { ChangeFeed, changeAwareDialect, listenOnPglite, listenOnPostgres } from './change-feed';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/**
 * An open database: Kysely plus how to close it, which engine runs it and the feed of its changes, which
 * says whether a per-process cache of what was read may still be current (docs/architecture.md "Caches").
 */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  changes: ChangeFeed;
  close(): Promise<void>;
}

/**
 * Where the database lives: a PostgreSQL URL (with its pool's size, default 10), a PGlite data
 * dir, or an opened PGlite.
 */
export type DatabaseTarget = { url: string; poolSize?: number } | { dataDir: string } | { pglite: PGlite };

// Dates come back as plain strings (`yyyy-MM-dd`), bigint counts as numbers, as the API sends them.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Opens PostgreSQL (with `url`) or the embedded PGlite (the default, in `dataDir`). */
export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if ('url' in target) {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    // an idle client whose server connection ends (a restart, a dropped test database) must not
    // become an uncaught exception; the pool replaces it on the next checkout
    pool.on('error', () => {});
    const changes = new ChangeFeed(false);
    const db = new Kysely<Database>({ dialect: changeAwareDialect(new PostgresDialect({ pool }), changes) });
    const unlisten = await listenOnPostgres(target.url, changes);
    return { db, kind: 'postgres', changes, close: closing(unlisten, db) };
  }
  const pglite =
    'pglite' in target
      ? target.pglite
      : await PGlite.create({ dataDir: target.dataDir, parsers: PGLITE_PARSERS });
  const changes = new ChangeFeed(false);
  const db = new Kysely<Database>({ dialect: changeAwareDialect(new PGliteDialect(pglite), changes) });
  const unlisten = await listenOnPglite(pglite, changes);
  return { db, kind: 'pglite', changes, close: closing(unlisten, db) };
}

/** Stops listening, then closes Kysely (and with it the pool or PGlite). */
const closing = (unlisten: () => Promise<void>, db: Kysely<Database>) => async () => {
  await unlisten();
  await db.destroy();
};

/** PGlite type parsers matching the `pg` ones above: dates as strings, int8 as numbers. */
export const PGLITE_PARSERS = {
  1082: (v: string) => v,
  20: (v: string) => Number(v),
};
