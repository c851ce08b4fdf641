import { CHART_GRAPH_SLUGS, type GraphDataRequest, type GraphResponse } from '@pulzus/core';
import {
  buildSurveyCube,
  computeGraph,
  encodeCubeSnapshot,
  hasPrivacyPattern,
  type SurveyCube,
} from '@pulzus/core/analytics';
import { requests as variedRequests } from '../../../../../packages/core/src/analytics/test/graph-requests';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/app';
import { createTenants } from '../../test/fixtures';
import {
  connectSim,
  createSimWorld,
  dateForSimSurvey,
  type SimWorld,
} from '../imports/provider-sim.fixtures';
import { CubeCache } from './cube-cache';
import { loadCubeInput } from './cube-input.queries';
import { cubeDates, readCubeSnapshot } from './cube-snapshot.queries';
import { storeCubeSnapshots } from './cube-snapshot.service';
import type { SeededDate } from './graphs.fixtures';
import { graphServicesOf } from './graphs.service';
import { seedHandCompany } from './graphs-company.fixtures';

const MB = 1024 * 1024;
/** The test server's MIN_GROUP_SIZE (its default): the k of an account without its own. */
const SERVER_K = 5;

describe('cube snapshots after an import (docs/graphs.md "Through the API")', () => {
  let w: SimWorld;
  let surveyDateId: number;
  beforeAll(async () => {
    w = await createSimWorld({ surveys: 1, respondents: [240] });
    await connectSim(w);
    const providerSurveyId = w.sim.state.data.surveys[0]!.id;
    ({ surveyDateId } = await dateForSimSurvey(w, providerSurveyId, '2025-06-01'));
    const res = await w.call('POST', `/api/data-import/surveys/${providerSurveyId}/responses`, {});
    expect(res.statusCode).toBe(200);
    await w.drain();
  });
  afterAll(() => w.close());

  it('the import stores the snapshot of the data version it produced', async () => {
    const [date] = await cubeDates(w.t.database.db, w.accountId, [surveyDateId]);
    expect(date!.answer_count).toBeGreaterThan(0);
    const row = await w.t.database.db
      .selectFrom('cube_snapshots')
      .select(['data_version', 'respondent_count'])
      .where('survey_date_id', '=', surveyDateId)
      .execute();
    expect(row).toEqual([{ data_version: date!.data_version, respondent_count: date!.answer_count }]);
  });

  it('the first cold read after the import loads the snapshot and reads no response rows', async () => {
    const [date] = await cubeDates(w.t.database.db, w.accountId, [surveyDateId]);
    const restarted = new CubeCache(64 * MB);
    const cube = await restarted.load(w.t.database.db, w.accountId, date!);
    expect(cube.respondentCount).toBe(date!.answer_count);
    expect(restarted.stats()).toMatchObject({ fromSnapshot: 1, fromRows: 0 });
  });

  it("keeps the privacy pattern for the account's k beside the snapshot: the first read computes none", async () => {
    const db = w.t.database.db;
    const [date] = await cubeDates(db, w.accountId, [surveyDateId]);
    const stored = await db
      .selectFrom('cube_snapshots')
      .select(['pattern_k', sql<boolean>`pattern is not null`.as('has_pattern')])
      .where('survey_date_id', '=', surveyDateId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ pattern_k: SERVER_K, has_pattern: true });
    const restarted = new CubeCache(64 * MB);
    const cube = await restarted.load(db, w.accountId, date!, SERVER_K);
    expect(restarted.stats()).toMatchObject({ fromSnapshot: 1, patternsRead: 1, patternsComputed: 0 });
    expect(hasPrivacyPattern(cube, SERVER_K)).toBe(true);
  });

  it('computes the pattern of another k in the cube thread once, and keeps it for the next cold read', async () => {
    const db = w.t.database.db;
    const [date] = await cubeDates(db, w.accountId, [surveyDateId]);
    const first = new CubeCache(64 * MB);
    expect(hasPrivacyPattern(await first.load(db, w.accountId, date!, 7), 7)).toBe(true);
    expect(first.stats()).toMatchObject({ fromSnapshot: 1, patternsRead: 0, patternsComputed: 1 });
    const second = new CubeCache(64 * MB);
    await second.load(db, w.accountId, date!, 7);
    expect(second.stats()).toMatchObject({ fromSnapshot: 1, patternsRead: 1, patternsComputed: 0 });
  });
});

describe('cold cube reads (docs/graphs.md "Through the API")', () => {
  let t: TestApp;
  let world: Awaited<ReturnType<typeof createTenants>>;
  let newer: SeededDate;
  let older: SeededDate;
  beforeAll(async () => {
    t = await buildTestApp();
    world = await createTenants(t);
    ({ newer, older } = await seedHandCompany(t, world.accountA.id, { olderPublished: true }));
  });
  afterAll(() => t.close());

  const db = () => t.database.db;
  const datesNow = async () => {
    const rows = await cubeDates(db(), world.accountA.id, [newer.id, older.id]);
    return [newer.id, older.id].map((id) => rows.find((r) => r.id === id)!);
  };
  const fromRows = async (): Promise<SurveyCube[]> =>
    Promise.all(
      (await datesNow()).map(async (d) => buildSurveyCube(await loadCubeInput(db(), world.accountA.id, d))),
    );
  const graph = (request: GraphDataRequest, cubes: SurveyCube[]): GraphResponse =>
    computeGraph(request, cubes, { minGroupSize: 3, language: 'en' });
  const requests = (): GraphDataRequest[] => [
    { type: 'total', query: { survey_dates: [newer.id, older.id], filters: [] } },
    {
      type: 'commitment_total',
      query: { survey_dates: [newer.id, older.id], show_satisfaction_index: true },
    },
    {
      type: 'commitment_ranking',
      query: { survey_dates: [newer.id], filters: [], show_satisfaction_index: false },
    },
  ];

  it('a cold read without a snapshot builds from the rows once and stores the snapshot', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/api/graph/data',
      token: world.tokens.userA,
      payload: { type: 'total', query: { survey_dates: [newer.id, older.id], filters: [] } },
    });
    expect(res.statusCode).toBe(200);
    expect(graphServicesOf(t.app).cubes.stats()).toMatchObject({ fromRows: 2, fromSnapshot: 0 });
    for (const d of await datesNow())
      expect(await readCubeSnapshot(db(), world.accountA.id, d.id, d.data_version)).not.toBeNull();
  });

  it('a privacy pattern read from beside the snapshot gives every graph of a pattern computed anew', async () => {
    // the first read of k = 3 computes the patterns in the cube thread and keeps them; the next reads them
    const first = new CubeCache(64 * MB);
    for (const d of await datesNow()) await first.load(db(), world.accountA.id, d, 3);
    expect(first.stats()).toMatchObject({ patternsComputed: 2, patternsRead: 0 });
    const restarted = new CubeCache(64 * MB);
    const loaded = await Promise.all(
      (await datesNow()).map((d) => restarted.load(db(), world.accountA.id, d, 3)),
    );
    expect(restarted.stats()).toMatchObject({ patternsComputed: 0, patternsRead: 2 });
    const fresh = await fromRows();
    for (const [s, slug] of CHART_GRAPH_SLUGS.entries()) {
      for (const request of variedRequests(slug, fresh, 6, 500 + s)) {
        expect(graph(request, loaded)).toEqual(graph(request, fresh));
      }
    }
  });

  it('a restarted server answers from the snapshots, with the graphs and bytes of a build from rows', async () => {
    const restarted = new CubeCache(64 * MB);
    const loaded = await Promise.all(
      (await datesNow()).map((d) => restarted.load(db(), world.accountA.id, d)),
    );
    expect(restarted.stats()).toMatchObject({ fromSnapshot: 2, fromRows: 0 });
    const built = await fromRows();
    const bytes = (cubes: SurveyCube[]) => cubes.map((cube) => encodeCubeSnapshot(cube));
    expect(bytes(loaded)).toEqual(bytes(built));
    for (const request of requests()) expect(graph(request, loaded)).toEqual(graph(request, built));
  });

  const surveyOfNewer = () =>
    db()
      .selectFrom('survey_date_surveys')
      .select(['sm_survey_id', 'worker_group_id'])
      .where('survey_date_id', '=', newer.id)
      .executeTakeFirstOrThrow();
  const bumpNewer = (added: number) =>
    db()
      .updateTable('survey_dates')
      .set((eb) => ({
        answer_count: eb('answer_count', '+', added),
        data_version: eb('data_version', '+', 1),
      }))
      .where('id', '=', newer.id)
      .execute();

  it('new responses are appended to the older version’s snapshot: the graphs of a rebuild, no rows re-read', async () => {
    const [before] = await datesNow();
    const survey = await surveyOfNewer();
    await db()
      .insertInto('responses')
      .values(
        [6, 2, 4].map((value, i) => ({
          account_id: world.accountA.id,
          survey_date_id: newer.id,
          worker_group_id: survey.worker_group_id,
          sm_survey_id: survey.sm_survey_id,
          sm_response_id: `late-snapshot-${i}`,
          sm_collector_id: 'C1',
          status: 'completed',
          provider_modified_at: new Date(),
          answers: JSON.stringify({ E1: value }),
        })),
      )
      .execute();
    await bumpNewer(3);
    const [now] = await datesNow();
    const restarted = new CubeCache(64 * MB);
    const appended = await restarted.load(db(), world.accountA.id, now!);
    expect(restarted.stats()).toMatchObject({ fromSnapshot: 0, fromRows: 0, appended: 1 });
    expect(appended.respondentCount).toBe(before!.answer_count + 3);
    const built = await fromRows();
    const loaded = [appended, await restarted.load(db(), world.accountA.id, (await datesNow())[1]!)];
    for (const request of requests()) expect(graph(request, loaded)).toEqual(graph(request, built));
    // the new version's snapshot replaced the old one, and a cold read of it is the appended cube
    const versions = await db()
      .selectFrom('cube_snapshots')
      .select('data_version')
      .where('survey_date_id', '=', newer.id)
      .execute();
    expect(versions).toEqual([{ data_version: now!.data_version }]);
    const again = new CubeCache(64 * MB);
    const reloaded = await again.load(db(), world.accountA.id, now!);
    expect(again.stats()).toMatchObject({ fromSnapshot: 1 });
    expect(encodeCubeSnapshot(reloaded)).toEqual(encodeCubeSnapshot(appended));
  });

  it('the import’s last step appends a page of new responses to the stored snapshot instead of rebuilding', async () => {
    const survey = await surveyOfNewer();
    await db()
      .insertInto('responses')
      .values(
        [5, 3].map((value, i) => ({
          account_id: world.accountA.id,
          survey_date_id: newer.id,
          worker_group_id: survey.worker_group_id,
          sm_survey_id: survey.sm_survey_id,
          sm_response_id: `late-page-${i}`,
          sm_collector_id: 'C1',
          status: 'completed',
          provider_modified_at: new Date(),
          answers: JSON.stringify({ E1: value }),
        })),
      )
      .execute();
    await bumpNewer(2);
    const counts = await storeCubeSnapshots(db(), world.accountA.id, [newer.id]);
    expect(counts).toMatchObject({ appended: 1, fromRows: 0, stored: 1 });
    const restarted = new CubeCache(64 * MB);
    const loaded = await Promise.all(
      (await datesNow()).map((d) => restarted.load(db(), world.accountA.id, d)),
    );
    expect(restarted.stats()).toMatchObject({ fromSnapshot: 2, fromRows: 0 });
    const built = await fromRows();
    for (const request of requests()) expect(graph(request, loaded)).toEqual(graph(request, built));
  });

  it('a response the older snapshot holds modified since: the cube is rebuilt from the rows, never appended', async () => {
    await db()
      .updateTable('responses')
      .set({ answers: JSON.stringify({ E1: 1 }), provider_modified_at: new Date(Date.now() + 60_000) })
      .where('survey_date_id', '=', newer.id)
      .where('sm_response_id', '=', 'late-snapshot-0')
      .execute();
    await bumpNewer(0);
    const [now] = await datesNow();
    const restarted = new CubeCache(64 * MB);
    const cube = await restarted.load(db(), world.accountA.id, now!);
    expect(restarted.stats()).toMatchObject({ fromSnapshot: 0, fromRows: 1, appended: 0 });
    const built = await fromRows();
    expect(encodeCubeSnapshot(cube)).toEqual(encodeCubeSnapshot(built[0]!));
  });

  it('an unreadable snapshot is rebuilt from the rows and replaced, never misread', async () => {
    const [now] = await datesNow();
    const good = Buffer.from(
      (await readCubeSnapshot(db(), world.accountA.id, newer.id, now!.data_version))!,
      'base64',
    );
    // the stored bytes cut short by three, as a write interrupted or a disk error might leave them
    const cut = new Uint8Array(good.subarray(0, good.length - 3));
    await db()
      .updateTable('cube_snapshots')
      .set({ snapshot: cut })
      .where('survey_date_id', '=', newer.id)
      .where('data_version', '=', now!.data_version)
      .execute();
    const restarted = new CubeCache(64 * MB);
    const cube = await restarted.load(db(), world.accountA.id, now!);
    expect(restarted.stats()).toMatchObject({ fromSnapshot: 0, fromRows: 1 });
    expect(cube.respondentCount).toBe(now!.answer_count);
    const stored = await readCubeSnapshot(db(), world.accountA.id, newer.id, now!.data_version);
    expect(Buffer.from(stored!, 'base64')).toEqual(good);
  });
});
