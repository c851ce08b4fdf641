import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openDatabase, PGLITE_PARSERS } from '../db/database';
import { withDatabase } from './global-setup';

/** The engine this test project runs on: `pglite` (default) or `postgres` (TEST_DATABASE_URL). */
export const TEST_ENGINE = process.env.PULZUS_TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/** A fresh, migrated database of its own (a copy of the run's template); close() removes it. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (TEST_ENGINE === 'postgres') {
    const { url, template } = inject('postgresTemplate');
    const name = `pulzus_t_${randomBytes(5).toString('hex')}`;
    await adminQuery(url, `create database ${name} template ${template}`);
    const handle = await openDatabase({ url: withDatabase(url, name) });
    return {
      ...handle,
      close: async () => {
        await handle.close();
        await adminQuery(url, `drop database if exists ${name} with (force)`);
      },
    };
  }
  const tar = readFileSync(inject('pgliteTemplate'));
  const pglite = await PGlite.create({ loadDataDir: new Blob([tar]), parsers: PGLITE_PARSERS });
  return openDatabase({ pglite });
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
