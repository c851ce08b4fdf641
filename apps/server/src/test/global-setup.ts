import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, PGLITE_PARSERS } from '../db/database';
import { migrateToLatest } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a dumped, migrated data dir that each test file loads. */
    pgliteTemplate: string;
    /** PostgreSQL: the server URL and the migrated template database each test clones. */
    postgresTemplate: { url: string; template: string };
  }
}

/**
 * Migrates one template database per run (toolchain.md: not initdb per test). PGlite: a dumped
 * data dir; PostgreSQL (TEST_DATABASE_URL): a template database cloned per test file.
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const engine = project.config.env?.PULZUS_TEST_DB ?? 'pglite';
  if (engine === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('the postgres server project needs TEST_DATABASE_URL');
    const template = `pulzus_tpl_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${template}`);
    const handle = await openDatabase({ url: withDatabase(url, template) });
    await migrateToLatest(handle.db);
    await handle.close();
    project.provide('postgresTemplate', { url, template });
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const pglite = await PGlite.create({ parsers: PGLITE_PARSERS });
  const handle = await openDatabase({ pglite });
  await migrateToLatest(handle.db);
  const dump = await pglite.dumpDataDir('none');
  await handle.close();
  const dir = mkdtempSync(join(tmpdir(), 'pulzus-pglite-'));
  const file = join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', file);
  return async () => rmSync(dir, { recursive: true, force: true });
}

/** The same server URL pointing at another database. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
