import { buildSurveyCube, type GraphResponse } from '@pulzus/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants } from '../../test/fixtures';
import { CubeCache, estimateCubeBytes } from './cube-cache';
import type { SeededDate } from './graphs.fixtures';
import { graphServicesOf } from './graphs.routes';
import { handCompanyNewer, seedHandCompany } from './graphs-company.fixtures';
import { LruCache } from './lru-cache';

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
