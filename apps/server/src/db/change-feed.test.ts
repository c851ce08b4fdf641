import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildTestApp, type TestApp } from '../test/app';
import { TEST_ENGINE } from '../test/database';
import { createTenants, tokenFor } from '../test/fixtures';
import { withDatabase } from '../test/global-setup';
import { ChangeCache, ChangeFeed } from './change-feed';
import { NOTIFYING_TABLES } from './migrations/0017-change-notifications';
import { NOTIFYING_TABLES_SINCE_0026 } from './migrations/0026-user-scopes-notify';

describe('a per-process cache holds only while nothing changed (docs/architecture.md "Caches")', () => {
  const counting = () => {
    let reads = 0;
    return { load: async () => ++reads, reads: () => reads };
  };

  it('reads once, then again after any change', async () => {
    const feed = new ChangeFeed(true);
    const cache = new ChangeCache<number>(feed);
    const source = counting();
    expect(await cache.get('a', source.load)).toBe(1);
    expect(await cache.get('a', source.load)).toBe(1);
    feed.changed();
    expect(await cache.get('a', source.load)).toBe(2);
    expect(source.reads()).toBe(2);
  });

  it('does not keep a read that a change overtook: it may hold what was there before', async () => {
    const feed = new ChangeFeed(true);
    const cache = new ChangeCache<string>(feed);
    let stored = 'before';
    const read = cache.get('a', async () => {
      const seen = stored;
      // the change lands while the read is on its way back
      stored = 'after';
      feed.changed();
      return seen;
    });
    expect(await read).toBe('before');
    expect(await cache.get('a', async () => stored)).toBe('after');
  });

  it('reads every time while the process cannot hear of changes', async () => {
    const feed = new ChangeFeed(false);
    const cache = new ChangeCache<number>(feed);
    const source = counting();
    await cache.get('a', source.load);
    await cache.get('a', source.load);
    expect(source.reads()).toBe(2);
    expect(cache.size).toBe(0);
  });

  it('starts over when full instead of growing', async () => {
    const feed = new ChangeFeed(true);
    const cache = new ChangeCache<number>(feed, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => 1);
    expect(cache.size).toBe(1);
  });
});

describe('the caller standing and graph lookups follow the database (docs/architecture.md "Caches")', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createTenants>>;
  beforeAll(async () => {
    t = await buildTestApp();
    world = await createTenants(t);
  });
  afterAll(() => t.close());

  const ping = (token: string) => t.call({ method: 'GET', url: '/api/ping', token });
  const setDisabled = (disabled: boolean) =>
    t.database.db
      .updateTable('users')
      .set({ is_disabled: disabled })
      .where('id', '=', world.userA.id)
      .execute();

  it("this process's own write is seen by the very next request, through Kysely or raw SQL", async () => {
    const token = await tokenFor(t, world.userA.id);
    expect((await ping(token)).statusCode).toBe(200);
    await setDisabled(true);
    expect((await ping(token)).statusCode).toBe(401);
    await sql`update users set is_disabled = false where id = ${world.userA.id}`.execute(t.database.db);
    expect((await ping(token)).statusCode).toBe(200);
  });

  it('a write inside a transaction is seen once it commits', async () => {
    const token = await tokenFor(t, world.userA.id);
    expect((await ping(token)).statusCode).toBe(200);
    await t.database.db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ is_disabled: true }).where('id', '=', world.userA.id).execute();
    });
    expect((await ping(token)).statusCode).toBe(401);
    await setDisabled(false);
  });
});

/** The PostgreSQL URL of the test app's own database: another process's connection. */
async function otherProcess(t: TestApp): Promise<pg.Client> {
  const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(t.database.db);
  const client = new pg.Client({
    connectionString: withDatabase(inject('postgresTemplate').url, rows[0]!.name),
  });
  await client.connect();
  return client;
}

describe.runIf(TEST_ENGINE === 'postgres')(
  'changes made by another process reach this one (docs/architecture.md "Several instances")',
  () => {
    let t: TestApp;
    let world: Awaited<ReturnType<typeof createTenants>>;
    let other: pg.Client;
    beforeAll(async () => {
      t = await buildTestApp();
      world = await createTenants(t);
      other = await otherProcess(t);
    });
    afterAll(async () => {
      await other.end();
      await t.close();
    });

    const ping = (token: string) => t.call({ method: 'GET', url: '/api/ping', token });

    it('every table a cached lookup reads notifies on any statement, even one that changes no row', async () => {
      for (const table of [...NOTIFYING_TABLES, ...NOTIFYING_TABLES_SINCE_0026]) {
        const before = t.database.changes.epoch;
        await other.query(`delete from ${table} where false`);
        await expect.poll(() => t.database.changes.epoch, { timeout: 5000 }).toBeGreaterThan(before);
      }
    });

    it('a user disabled by another process is refused here as soon as the notification arrives', async () => {
      const token = await tokenFor(t, world.userA.id);
      expect((await ping(token)).statusCode).toBe(200);
      await other.query('update users set is_disabled = true where id = $1', [world.userA.id]);
      await expect.poll(async () => (await ping(token)).statusCode, { timeout: 5000 }).toBe(401);
      await other.query('update users set is_disabled = false where id = $1', [world.userA.id]);
      await expect.poll(async () => (await ping(token)).statusCode, { timeout: 5000 }).toBe(200);
    });

    it('while the listening connection is down nothing is cached; it comes back by itself', async () => {
      const token = await tokenFor(t, world.userA.id);
      expect((await ping(token)).statusCode).toBe(200);
      // the database ends the listening session, as a restart or a network cut would
      await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'listen %'`,
      );
      await expect.poll(() => t.database.changes.live, { timeout: 5000 }).toBe(false);
      // a change nobody is told of is still seen at once: the standing is read again
      await other.query('update users set is_disabled = true where id = $1', [world.userA.id]);
      expect((await ping(token)).statusCode).toBe(401);
      await other.query('update users set is_disabled = false where id = $1', [world.userA.id]);
      expect((await ping(token)).statusCode).toBe(200);
      // listening again, it hears changes again
      await expect.poll(() => t.database.changes.live, { timeout: 10_000 }).toBe(true);
      await ping(token);
      await other.query('update users set is_disabled = true where id = $1', [world.userA.id]);
      await expect.poll(async () => (await ping(token)).statusCode, { timeout: 5000 }).toBe(401);
      await other.query('update users set is_disabled = false where id = $1', [world.userA.id]);
    });
  },
);
