import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PGliteDialect } from './pglite-dialect';
import type { Database } from './schema';

/** An open database: Kysely plus how to close it and which engine runs it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
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
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  const pglite =
    'pglite' in target
      ? target.pglite
      : await PGlite.create({ dataDir: target.dataDir, parsers: PGLITE_PARSERS });
  const db = new Kysely<Database>({ dialect: new PGliteDialect(pglite) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

/** PGlite type parsers matching the `pg` ones above: dates as strings, int8 as numbers. */
export const PGLITE_PARSERS = {
  1082: (v: string) => v,
  20: (v: string) => Number(v),
};
