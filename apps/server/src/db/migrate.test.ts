import { randomBytes } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { openTestDatabase, TEST_ENGINE } from '../test/database';
import { withDatabase } from '../test/global-setup';
import { openDatabase } from './database';
import { MIGRATIONS, migrateToLatest } from './migrate';

describe('migrations (architecture: same SQL on PGlite and PostgreSQL)', () => {
  it('create every table of the server foundation', async () => {
    const handle = await openTestDatabase();
    try {
      const { rows } = await sql<{ table_name: string }>`
        select table_name from information_schema.tables where table_schema = 'public' order by 1`.execute(
        handle.db,
      );
      expect(rows.map((r) => r.table_name)).toEqual(
        expect.arrayContaining([
          'accounts',
          'users',
          'survey_dates',
          'survey_date_surveys',
          'outbox',
          'email_templates',
        ]),
      );
      const roles = await handle.db.selectFrom('roles').selectAll().orderBy('id').execute();
      expect(roles).toEqual([
        { id: 1, slug: 'admin' },
        { id: 2, slug: 'user' },
        { id: 3, slug: 'demo-user' },
      ]);
    } finally {
      await handle.close();
    }
  });

  it('leave the default password e-mails in formal Hungarian (magázás), edited defaults untouched', async () => {
    const handle = await openTestDatabase();
    try {
      const rows = await handle.db
        .selectFrom('email_templates')
        .select(['slug', 'language_id', 'subject'])
        .where('account_id', 'is', null)
        .where('slug', 'in', ['uj-jelszo', 'elfelejtett-jelszo'])
        .orderBy('slug')
        .orderBy('language_id')
        .execute();
      expect(rows.filter((r) => r.language_id === 1).map((r) => r.subject)).toEqual([
        'Pulzus – új jelszó beállítása',
        'Pulzus – állítsa be a jelszavát',
      ]);
    } finally {
      await handle.close();
    }
  });

  it.runIf(TEST_ENGINE === 'postgres')(
    'run once when several instances start together on an empty database (docs/architecture.md "Several instances")',
    async () => {
      const { url } = inject('postgresTemplate');
      const name = `pulzus_m_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const handles = await Promise.all(
        [1, 2, 3].map(() => openDatabase({ url: withDatabase(url, name), poolSize: 1 })),
      );
      try {
        const runs = await Promise.all(handles.map((handle) => migrateToLatest(handle.db)));
        // one instance ran every migration; the others, waiting on the lock, found none left
        expect(runs.map((names) => names.length).sort()).toEqual([0, 0, Object.keys(MIGRATIONS).length]);
        expect(runs.find((names) => names.length > 0)?.sort()).toEqual(Object.keys(MIGRATIONS).sort());
      } finally {
        await Promise.all(handles.map((handle) => handle.close()));
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
