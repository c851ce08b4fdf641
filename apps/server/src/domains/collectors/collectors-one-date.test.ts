import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/database';
import { MIGRATIONS, migrateToLatest } from '../../db/migrate';
import { bootTenantsApp } from '../../test/fixtures';
import { insertProviderDate } from '../demographies/survey-config.fixtures';

/**
 * docs/import.md "Collectors": a provider collector belongs to one survey date of an account, so a manual import
 * of its respondents has one place to go. `PUT survey-dates/{id}/collectors` refuses one that another date holds,
 * naming that date; the database refuses it too.
 */

const { t, world: w } = await bootTenantsApp();
let serial = 0;

/** A date of the account whose provider survey lists the given collectors, and a worker group for them. */
async function dateListing(accountId: number, collectorIds: readonly string[], date?: string) {
  const listed = await insertProviderDate(
    t,
    accountId,
    collectorIds.map((id) => [id] as const),
    date ? { date } : {},
  );
  return { id: listed.date.id, group: listed.office };
}

const collector = (smCollectorId: string, workerGroupId: number) => ({
  sm_collector_id: smCollectorId,
  worker_group_id: workerGroupId,
  headcount: 12,
  demographies: [],
});

const save = (dateId: number, collectors: unknown[], token = w.tokens.admin) =>
  t.call({ method: 'PUT', url: `/api/survey-dates/${dateId}/collectors`, payload: { collectors }, token });

const stored = async (dateId: number, token = w.tokens.admin) =>
  (
    (await t.call({ method: 'GET', url: `/api/survey-dates/${dateId}/collectors`, token })).json()
      .collectors as { sm_collector_id: string; headcount: number }[]
  ).map((c) => [c.sm_collector_id, c.headcount]);

describe('a provider collector belongs to one survey date (docs/import.md "Collectors")', () => {
  it('assigning a collector to a second date is refused with the other date named on its field, and changes nothing', async () => {
    const shared = `61${++serial}001`;
    const own = `61${serial}002`;
    const spring = await dateListing(w.accountA.id, [shared], '2031-03-01');
    const autumn = await dateListing(w.accountA.id, [shared, own], '2031-09-01');
    expect((await save(spring.id, [collector(shared, spring.group.id)])).statusCode).toBe(200);
    expect((await save(autumn.id, [collector(own, autumn.group.id)])).statusCode).toBe(200);

    const res = await save(autumn.id, [
      { ...collector(own, autumn.group.id), headcount: 30 },
      collector(shared, autumn.group.id),
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: {
        code: 'collector-on-other-date',
        fields: [
          {
            path: 'collectors.1.sm_collector_id',
            message: 'Assigned to another survey date',
            sm_collector_id: shared,
            survey_date_id: spring.id,
            survey_date: '2031-03-01',
          },
        ],
      },
    });
    // all or nothing: neither date changed, not even the valid headcount sent beside the refused collector
    expect(await stored(autumn.id)).toEqual([[own, 12]]);
    expect(await stored(spring.id)).toEqual([[shared, 12]]);
  });

  it('a collector moves to another date once the first date lets it go', async () => {
    const shared = `62${++serial}001`;
    const first = await dateListing(w.accountA.id, [shared]);
    const second = await dateListing(w.accountA.id, [shared]);
    await save(first.id, [collector(shared, first.group.id)]);
    expect((await save(second.id, [collector(shared, second.group.id)])).statusCode).toBe(409);
    expect((await save(first.id, [])).statusCode).toBe(200);
    expect((await save(second.id, [collector(shared, second.group.id)])).statusCode).toBe(200);
    expect(await stored(second.id)).toEqual([[shared, 12]]);
  });

  it("another tenant's identical provider collector id is not a conflict", async () => {
    const sameId = `63${++serial}001`;
    const ours = await dateListing(w.accountA.id, [sameId]);
    const theirs = await dateListing(w.accountB.id, [sameId]);
    expect((await save(theirs.id, [collector(sameId, theirs.group.id)], w.tokens.adminB)).statusCode).toBe(
      200,
    );
    const res = await save(ours.id, [collector(sameId, ours.group.id)]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await stored(ours.id)).toEqual([[sameId, 12]]);
    expect(await stored(theirs.id, w.tokens.adminB)).toEqual([[sameId, 12]]);
  });

  it('the database refuses a second date of the account too, and takes another account’s', async () => {
    const id = `64${++serial}001`;
    const first = await dateListing(w.accountA.id, [id]);
    const second = await dateListing(w.accountA.id, [id]);
    const theirs = await dateListing(w.accountB.id, [id]);
    const insert = (accountId: number, date: { id: number; group: { id: number } }) =>
      t.database.db
        .insertInto('collectors')
        .values({
          account_id: accountId,
          survey_date_id: date.id,
          sm_collector_id: id,
          worker_group_id: date.group.id,
          headcount: 1,
        })
        .execute();
    await insert(w.accountA.id, first);
    await expect(insert(w.accountA.id, second)).rejects.toMatchObject({ code: '23505' });
    await expect(insert(w.accountB.id, theirs)).resolves.toBeDefined();
  });
});

describe('migration 0019 on a database that already holds a collector on two dates (docs/import.md "Collectors")', () => {
  it('keeps every row, marks the older dates’ rows, and refuses a new duplicate', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const db = handle.db;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      const before = await migrator.migrateTo('0018-privacy-pattern-snapshots');
      expect(before.error).toBeUndefined();
      const account = await db
        .insertInto('accounts')
        .values({ name: 'Régi adat Kft.' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const group = await db
        .insertInto('worker_groups')
        .values({ account_id: account.id, name: 'Iroda', code: 'iroda' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const dates = [];
      for (const date of ['2023-03-01', '2023-09-01', '2024-03-01']) {
        dates.push(
          await db
            .insertInto('survey_dates')
            .values({ account_id: account.id, date })
            .returning('id')
            .executeTakeFirstOrThrow(),
        );
      }
      // the same provider collector on all three dates, and one on a date of its own
      await sql`insert into collectors (account_id, survey_date_id, sm_collector_id, worker_group_id, headcount)
        values ${sql.join(
          [
            ...dates.map((d) => sql`(${account.id}, ${d.id}, '700001', ${group.id}, 10)`),
            sql`(${account.id}, ${dates[0]?.id}, '700002', ${group.id}, 5)`,
          ],
          sql`, `,
        )}`.execute(db);

      await migrateToLatest(db);

      const rows = await db
        .selectFrom('collectors')
        .select(['survey_date_id', 'sm_collector_id', 'legacy_shared'])
        .orderBy('sm_collector_id')
        .orderBy('survey_date_id')
        .execute();
      expect(rows).toEqual([
        { survey_date_id: dates[0]?.id, sm_collector_id: '700001', legacy_shared: true },
        { survey_date_id: dates[1]?.id, sm_collector_id: '700001', legacy_shared: true },
        { survey_date_id: dates[2]?.id, sm_collector_id: '700001', legacy_shared: false },
        { survey_date_id: dates[0]?.id, sm_collector_id: '700002', legacy_shared: false },
      ]);
      const fourth = await db
        .insertInto('survey_dates')
        .values({ account_id: account.id, date: '2024-09-01' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await expect(
        db
          .insertInto('collectors')
          .values({
            account_id: account.id,
            survey_date_id: fourth.id,
            sm_collector_id: '700001',
            worker_group_id: group.id,
            headcount: 1,
          })
          .execute(),
      ).rejects.toMatchObject({ code: '23505' });
    } finally {
      await handle.close();
    }
    // a database of its own, migrated to the old schema and then on: seconds alone, many more beside the other lanes
  }, 90_000);
});
