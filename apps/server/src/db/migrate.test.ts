import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openTestDatabase } from '../test/database';

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
});
