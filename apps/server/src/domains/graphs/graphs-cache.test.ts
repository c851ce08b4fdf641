import type { GraphDataRequest, GraphFilter, GraphResponse } from '@pulzus/core';
import { buildSurveyCube } from '@pulzus/core/analytics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants } from '../../test/fixtures';
import { CubeCache, estimateCubeBytes } from './cube-cache';
import type { SeededDate } from './graphs.fixtures';
import { graphServicesOf } from './graphs.service';
import { handCompanyNewer, seedHandCompany } from './graphs-company.fixtures';
import { LruCache } from '../../services/lru-cache';

describe('LruCache (bounded caches)', () => {
  it('evicts the least recently used entries past its budget and never keeps an entry larger than it', () => {
    const cache = new LruCache<string, number>(10);
    cache.set('a', 1, 4);
    cache.set('b', 2, 4);
    cache.get('a');
    cache.set('c', 3, 4);
    expect(cache.keys()).toEqual(['a', 'c']);
    expect(cache.used).toBe(8);
    cache.set('huge', 4, 11);
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.size).toBe(2);
  });
});

describe('CubeCache (keyed by data version, bounded by a memory budget)', () => {
  const cube = buildSurveyCube({ ...handCompanyNewer(), survey_date: { id: 1, date: '2025-03-01' } });
  const date = (id: number, data_version: number, answer_count = 9) => ({ id, data_version, answer_count });

  it('builds once per data version, shares a concurrent build, rebuilds when the version changes', async () => {
    const cache = new CubeCache(10 * 1024 * 1024);
    let builds = 0;
    const build = async () => {
      builds++;
      return cube;
    };
    await Promise.all([cache.get(date(1, 1), build), cache.get(date(1, 1), build)]);
    await cache.get(date(1, 1), build);
    expect(builds).toBe(1);
    await cache.get(date(1, 2), build);
    expect(builds).toBe(2);
    // a date without answers is never kept (its configuration may still change)
    await cache.get(date(2, 1, 0), build);
    await cache.get(date(2, 1, 0), build);
    expect(builds).toBe(4);
    expect(cache.stats().entries).toBe(1);
  });

  it('evicts the least recently used cube when the budget is exceeded', async () => {
    const bytes = estimateCubeBytes(cube);
    expect(bytes).toBeGreaterThan(cube.answers.byteLength);
    const cache = new CubeCache(bytes * 2 + 1);
    for (const id of [1, 2, 3]) await cache.get(date(id, 1), async () => cube);
    expect(cache.stats().entries).toBe(2);
    let rebuilt = false;
    await cache.get(date(1, 1), async () => {
      rebuilt = true;
      return cube;
    });
    expect(rebuilt).toBe(true);
  });
});

describe('graph/data cache invalidation (rebuilt after an import)', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createTenants>>;
  let newer: SeededDate;
  beforeAll(async () => {
    t = await buildTestApp();
    world = await createTenants(t);
    ({ newer } = await seedHandCompany(t, world.accountA.id));
  });
  afterAll(() => t.close());

  // the unfiltered date is shown, so its count is never withheld (docs/privacy.md "Rule 1")
  const count = async (): Promise<number | null> => {
    const res = await t.call({
      method: 'POST',
      url: '/api/graph/data',
      token: world.tokens.userA,
      payload: { type: 'total', query: { survey_dates: [newer.id], filters: [] } },
    });
    return (res.json() as GraphResponse).graph_meta.worker_count;
  };

  it('serves the cached cube until data_version changes, then reads the new responses', async () => {
    expect(await count()).toBe(9);
    const builds = graphServicesOf(t.app).cubes.stats().builds;
    const survey = await t.database.db
      .selectFrom('survey_date_surveys')
      .select(['sm_survey_id', 'worker_group_id'])
      .where('survey_date_id', '=', newer.id)
      .executeTakeFirstOrThrow();
    await t.database.db
      .insertInto('responses')
      .values({
        account_id: world.accountA.id,
        survey_date_id: newer.id,
        worker_group_id: survey.worker_group_id,
        sm_survey_id: survey.sm_survey_id,
        sm_response_id: 'late-1',
        sm_collector_id: 'C1',
        status: 'completed',
        provider_modified_at: new Date(),
        answers: JSON.stringify({ E1: 6 }),
      })
      .execute();
    // the same data version: the answer comes from the caches, without a rebuild
    expect(await count()).toBe(9);
    expect(graphServicesOf(t.app).cubes.stats().builds).toBe(builds);
    await t.database.db
      .updateTable('survey_dates')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('id', '=', newer.id)
      .execute();
    expect(await count()).toBe(10);
    expect(graphServicesOf(t.app).cubes.stats().builds).toBe(builds + 1);
  });
});

describe('graph/data result cache: asked first, never wider than the caller may see (docs/privacy.md)', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createTenants>>;
  let newer: SeededDate;
  let older: SeededDate;
  beforeAll(async () => {
    // the hand company's k = 3 holds only where the server's k is not higher (docs/privacy.md "Threat model")
    t = await buildTestApp({ MIN_GROUP_SIZE: '3' });
    world = await createTenants(t);
    ({ newer, older } = await seedHandCompany(t, world.accountA.id, { olderPublished: false }));
  });
  afterAll(() => t.close());

  const post = (payload: GraphDataRequest, token: string) =>
    t.call({ method: 'POST', url: '/api/graph/data', payload, token });
  const total = (dates: number[], filters: GraphFilter[] = []): GraphDataRequest => ({
    type: 'total',
    query: { survey_dates: dates, filters },
  });
  // Office 6 and Plant 3 respondents: Plant is shown at k = 3 and withheld at k = 4 (docs/privacy.md "Rule 1")
  const byWorkerGroup = (): GraphDataRequest => ({
    type: 'commitment_total',
    query: { survey_dates: [newer.id], show_satisfaction_index: false },
  });
  const lookups = () => graphServicesOf(t.app).results?.lookups ?? { hits: 0, misses: 0 };

  it('a cached answer is sent again as the same JSON text, with the JSON content type', async () => {
    const first = await post(total([newer.id]), world.tokens.userA);
    const before = lookups();
    const again = await post(total([newer.id]), world.tokens.userA);
    expect(lookups().hits).toBe(before.hits + 1);
    expect(again.statusCode).toBe(200);
    expect(again.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(again.body).toBe(first.body);
    expect((again.json() as GraphResponse).graph_meta.worker_count).toBe(9);
  });

  it('a cached graph is never served to a role with a narrower scope: an unpublished date stays a 404 for users', async () => {
    expect((await post(total([older.id]), world.tokens.admin)).statusCode).toBe(200);
    expect((await post(total([older.id]), world.tokens.admin)).statusCode).toBe(200);
    const res = await post(total([older.id]), world.tokens.userA);
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 404,
      body: { error: { code: 'not-found' } },
    });
  });

  it("a cached graph is never served to a role with a narrower scope: an admin's answer filter stays forbidden to users", async () => {
    const t1 = newer.ids.questions.get(2200) as number;
    const answered = total(
      [newer.id],
      [{ type: 'answer', question_filters: [{ question_id: t1, answers: [6] }] }],
    );
    const admin = await post(answered, world.tokens.admin);
    expect((admin.json() as GraphResponse).graph_meta.worker_count).toBe(3);
    expect((await post(answered, world.tokens.userA)).statusCode).toBe(403);
  });

  it('a cached graph is never served to a role with a narrower scope: a graph the account disabled is a 404 for users, however often admins ask', async () => {
    const request = total([newer.id]);
    await t.database.db
      .insertInto('account_enabled_graphs')
      .values({ account_id: world.accountA.id, graph_slug: 'total', enabled: false })
      .execute();
    try {
      expect((await post(request, world.tokens.admin)).statusCode).toBe(200);
      expect((await post(request, world.tokens.admin)).statusCode).toBe(200);
      expect((await post(request, world.tokens.userA)).statusCode).toBe(404);
    } finally {
      await t.database.db
        .deleteFrom('account_enabled_graphs')
        .where('account_id', '=', world.accountA.id)
        .execute();
    }
  });

  it('the same query of an admin and of a user is cached apart (the role is part of the key)', async () => {
    const request = total(
      [newer.id],
      [{ type: 'worker_group', worker_group_ids: [newer.ids.workerGroups.get(1) as number] }],
    );
    expect((await post(request, world.tokens.admin)).statusCode).toBe(200);
    const before = lookups();
    expect((await post(request, world.tokens.userA)).statusCode).toBe(200);
    expect(lookups()).toEqual({ hits: before.hits, misses: before.misses + 1 });
  });

  it('unpublishing a date makes its cached graph a 404 for users at once, even when done by another instance', async () => {
    expect((await post(total([newer.id]), world.tokens.userA)).statusCode).toBe(200);
    const publish = (enabled: boolean) =>
      t.database.db
        .updateTable('survey_dates')
        .set({ enabled_for_users: enabled })
        .where('id', '=', newer.id)
        .execute();
    await publish(false);
    try {
      expect((await post(total([newer.id]), world.tokens.userA)).statusCode).toBe(404);
    } finally {
      await publish(true);
    }
  });

  it("changing the account's k misses the cache: a group shown at k = 3 is withheld at k = 4", async () => {
    const setK = (k: number) =>
      t.database.db
        .updateTable('accounts')
        .set({ min_group_size: k })
        .where('id', '=', world.accountA.id)
        .execute();
    const plant = async () => {
      const r: GraphResponse = (await post(byWorkerGroup(), world.tokens.userA)).json();
      return r.graph_data[0]?.data[r.graph_meta.categories.indexOf('Plant')];
    };
    expect(await plant()).not.toBeNull();
    expect(await plant()).not.toBeNull();
    // set directly in the database, as another API process would: no in-process invalidation helps
    await setK(4);
    try {
      expect(await plant()).toBeNull();
    } finally {
      await setK(3);
    }
  });

  it('a filter the graph settings stop allowing is refused, even though its answer was cached', async () => {
    const request = total(
      [newer.id],
      [{ type: 'worker_group', worker_group_ids: [newer.ids.workerGroups.get(1) as number] }],
    );
    expect((await post(request, world.tokens.userA)).statusCode).toBe(200);
    await t.database.db
      .insertInto('graph_dimensions')
      .values({
        account_id: world.accountA.id,
        survey_date_id: newer.id,
        graph_slug: 'total',
        demography_id: null,
        is_worker_group_demography: true,
        is_main_dimension: false,
        is_filter: false,
      })
      .execute();
    try {
      const res = await post(request, world.tokens.userA);
      expect({ status: res.statusCode, code: res.json().error?.code }).toEqual({
        status: 400,
        code: 'graph-filter-not-allowed',
      });
    } finally {
      await t.database.db.deleteFrom('graph_dimensions').where('survey_date_id', '=', newer.id).execute();
    }
  });

  it("changing the account's label texts misses the cache: the new text is shown at once", async () => {
    const categories = async () =>
      ((await post(byWorkerGroup(), world.tokens.userA)).json() as GraphResponse).graph_meta.categories;
    expect(await categories()).not.toContain('Mindenki');
    await t.database.db
      .insertInto('translations')
      .values(
        [1, 2].map((language_id) => ({
          account_id: world.accountA.id,
          key: 'graph-category-total',
          language_id,
          text: 'Mindenki',
        })),
      )
      .execute();
    try {
      expect(await categories()).toContain('Mindenki');
    } finally {
      await t.database.db.deleteFrom('translations').where('account_id', '=', world.accountA.id).execute();
    }
  });

  it('a new data version misses the cache and the cached answer of the old one is not served', async () => {
    const before = lookups();
    await post(total([newer.id]), world.tokens.userA);
    await t.database.db
      .updateTable('survey_dates')
      .set((eb) => ({ data_version: eb('data_version', '+', 1) }))
      .where('id', '=', newer.id)
      .execute();
    await post(total([newer.id]), world.tokens.userA);
    expect(lookups().misses).toBe(before.misses + 1);
  });
});
