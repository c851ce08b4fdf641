/**
 * Graphs benchmark: 3 survey dates × 20,000 respondents × 80 items, two worker groups,
 * six demographies, seeded into PGlite (in memory); per graph type the latency through the engine and through
 * `POST graph/data` (app.inject) over ≥ 200 varied queries, next to SQL GROUP BY baselines on the same
 * database; the cube build time. Writes bench/results/graphs.json. Run: `npm run bench:graphs`.
 * Env: BENCH_QUERIES (default 200), BENCH_SQL_QUERIES (default 3), BENCH_COLD_QUERIES (default 2).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  buildSurveyCube,
  CHART_GRAPH_SLUGS,
  type ChartGraphSlug,
  computeGraph,
  GRAPH_SURVEY_DATE_LIMITS,
  type GraphDataRequest,
  type GraphFilter,
  type SurveyCube,
} from '@pulzus/core';
import { generatedCompany } from '../packages/core/src/analytics/test/generated-company';
import { buildApp } from '../apps/server/src/app';
import { openDatabase, PGLITE_PARSERS } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { issueSessionToken } from '../apps/server/src/domains/auth/claims';
import { loadCubeInput } from '../apps/server/src/domains/graphs/cube-input.queries';
import { seedSurveyDate } from '../apps/server/src/domains/graphs/graphs.fixtures';
import { graphServicesOf } from '../apps/server/src/domains/graphs/graphs.routes';
import { loadEnv } from '../apps/server/src/env';
import { sqlBaseline } from './graphs-sql';

const QUERIES = Number(process.env.BENCH_QUERIES ?? 200);
const SQL_QUERIES = Number(process.env.BENCH_SQL_QUERIES ?? 3);
const COLD_QUERIES = Number(process.env.BENCH_COLD_QUERIES ?? 2);
const DATES = ['2024-03-01', '2024-09-01', '2025-03-01'];

/** mulberry32: the same queries on every run. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
const round = (x: number) => Math.round(x * 100) / 100;
const stats = (xs: number[]) => ({
  median: round(quantile(xs, 0.5)),
  p95: round(quantile(xs, 0.95)),
  n: xs.length,
});

async function time<T>(fn: () => Promise<T> | T): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await fn();
  return [performance.now() - t0, value];
}

/** Varied requests of a graph type: dates, worker-group, demography and (admin) answer filters, demographies, topics. */
function requests(
  slug: ChartGraphSlug,
  cubes: SurveyCube[],
  count: number,
  seed: number,
): GraphDataRequest[] {
  const random = prng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  const out: GraphDataRequest[] = [];
  for (let i = 0; i < count; i++) {
    const n = 1 + Math.floor(random() * GRAPH_SURVEY_DATE_LIMITS[slug]);
    const chosen = [...cubes].sort(() => random() - 0.5).slice(0, n);
    const newest = chosen.reduce((a, b) => (b.date > a.date ? b : a));
    const filters: GraphFilter[] = [];
    if (random() < 0.4)
      filters.push({ type: 'worker_group', worker_group_ids: [pick(newest.workerGroups).id] });
    if (slug !== 'demographics' && random() < 0.5) {
      const d = pick(newest.demographies);
      const answers = d.answers.filter(() => random() < 0.5).map((a) => a.id);
      filters.push({
        type: 'demography',
        demography_id: d.id,
        demography_answer_ids: answers.length ? answers : [d.answers[0]!.id],
      });
    }
    if (random() < 0.2) {
      const item = pick(newest.items);
      const questionId = [...newest.itemIndexByQuestionId].find(([, idx]) => newest.items[idx] === item)![0];
      filters.push({ type: 'answer', question_filters: [{ question_id: questionId, answers: [5, 6] }] });
    }
    const survey_dates = chosen.map((c) => c.surveyDateId);
    const demography = pick(newest.demographies).id;
    const show_satisfaction_index = n === 1 && random() < 0.5;
    const request = ((): GraphDataRequest => {
      switch (slug) {
        case 'demographics':
          return {
            type: slug,
            query: { demography_id: demography, hide_no_answers: random() < 0.5, filters },
          };
        case 'commitment_total':
          return { type: slug, query: { survey_dates, show_satisfaction_index } };
        case 'commitment_demographics':
          return {
            type: slug,
            query: {
              survey_dates,
              main_dimension_demography_id: demography,
              filters,
              show_satisfaction_index,
            },
          };
        case 'commitment_ranking':
          return { type: slug, query: { survey_dates, filters, show_satisfaction_index } };
        case 'satisfaction_topics': {
          const topicIds = [...newest.topicIndexById.keys()];
          return { type: slug, query: { survey_dates, question_group_id: pick(topicIds), filters } };
        }
        case 'satisfaction_demographics':
          return { type: slug, query: { survey_dates, main_dimension_demography_id: demography, filters } };
        default:
          return { type: slug, query: { survey_dates, filters } };
      }
    })();
    out.push(request);
  }
  return out;
}

async function main(): Promise<void> {
  const started = performance.now();
  const pglite = await PGlite.create({ parsers: PGLITE_PARSERS });
  const database = await openDatabase({ pglite });
  await migrateToLatest(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    DEMO: 'false',
    IMPORT_WORKERS: 'false',
  });
  const app = await buildApp({ env, database });
  await app.ready();
  const db = database.db;
  const account = await db
    .insertInto('accounts')
    .values({ name: 'Bench Kft.', min_group_size: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  const admin = await db
    .insertInto('users')
    .values({
      account_id: null,
      session_account_id: account.id,
      role_id: 1,
      name: 'Bench',
      nickname: 'Bench',
      email: 'bench@example.test',
      mobile: null,
      password_hash: null,
      language_id: 2,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const token = await issueSessionToken(app, admin.id, { sessionAccountId: account.id });

  // seed: three dates of the generated company, 1,000-row multi-row inserts
  const [seedMs, seeded] = await time(async () => {
    let groups = new Map<number, number>();
    const dates = [];
    for (const [i, date] of DATES.entries()) {
      const input = generatedCompany(i + 1, date, 20_000, 80, i + 1);
      const s = await seedSurveyDate(db, account.id, input, {
        published: true,
        workerGroups: groups,
        batchSize: 1000,
      });
      groups = s.ids.workerGroups;
      dates.push(s);
    }
    return dates;
  });
  console.log(`seeded 3 × 20,000 responses in ${Math.round(seedMs)} ms`);
  const dateRows = await db
    .selectFrom('survey_dates')
    .select(['id', 'date'])
    .where('account_id', '=', account.id)
    .orderBy('date')
    .execute();

  // cube build: read one date from the database and build its cube (median of 3)
  const loadTimes: number[] = [];
  const buildTimes: number[] = [];
  let cubes: SurveyCube[] = [];
  for (let round = 0; round < 3; round++) {
    cubes = [];
    for (const row of dateRows) {
      const [loadMs, input] = await time(() => loadCubeInput(db, account.id, row));
      const [buildMs, cube] = await time(() => buildSurveyCube(input));
      if (row === dateRows[0]) {
        loadTimes.push(loadMs);
        buildTimes.push(buildMs);
      }
      cubes.push(cube);
    }
  }
  const cubeBuildMs = round(
    quantile(
      loadTimes.map((l, i) => l + buildTimes[i]!),
      0.5,
    ),
  );
  console.log(
    `cube build ${cubeBuildMs} ms (db read ${round(quantile(loadTimes, 0.5))} ms + build ${round(quantile(buildTimes, 0.5))} ms)`,
  );

  const services = graphServicesOf(app);
  const call = (payload: GraphDataRequest) =>
    app.inject({
      method: 'POST',
      url: '/api/graph/data',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const graphs: Record<string, unknown> = {};
  for (const [s, slug] of CHART_GRAPH_SLUGS.entries()) {
    const list = requests(slug, cubes, QUERIES, 100 + s);
    // engine: the same requests straight on the cubes (k = 5, English)
    const engine: number[] = [];
    for (const request of list)
      engine.push((await time(() => computeGraph(request, cubes, { language: 'en', minGroupSize: 5 })))[0]);
    // API warm: cubes in memory, the result cache emptied before each call (so every call computes)
    // every date's cube in memory first (the previous type's cold runs emptied the cache)
    for (const cube of cubes)
      await call({ type: 'total', query: { survey_dates: [cube.surveyDateId], filters: [] } });
    const warm: number[] = [];
    for (const request of list) {
      services.results?.clear();
      const [ms, res] = await time(() => call(request));
      if (res.statusCode !== 200) throw new Error(`${slug}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      warm.push(ms);
    }
    // API cached: the same request again (identical-query cache)
    const cached: number[] = [];
    for (const request of list) cached.push((await time(() => call(request)))[0]);
    // API cold: caches emptied, so the call reads its dates' responses and builds the cubes
    const cold: number[] = [];
    for (const request of list.slice(0, COLD_QUERIES)) {
      services.cubes.clear();
      services.results?.clear();
      cold.push((await time(() => call(request)))[0]);
    }
    console.log(`${slug}: engine, api warm, cached, cold done; sql…`);
    const sqlTimes: number[] = [];
    for (const request of list.slice(0, SQL_QUERIES))
      sqlTimes.push((await time(() => sqlBaseline(db, account.id, request, cubes)))[0]);
    const api = stats(warm);
    const sqlStats = stats(sqlTimes);
    graphs[slug] = {
      api_p95_ms: api.p95,
      api_median_ms: api.median,
      engine_p95_ms: stats(engine).p95,
      engine_median_ms: stats(engine).median,
      sql_p95_ms: sqlStats.p95,
      sql_median_ms: sqlStats.median,
      speedup: round(sqlStats.median / api.median),
      speedup_p95: round(sqlStats.p95 / api.p95),
      api_cached_p95_ms: stats(cached).p95,
      api_cached_median_ms: stats(cached).median,
      api_cold_p95_ms: stats(cold).p95,
      api_cold_median_ms: stats(cold).median,
      queries: {
        engine: engine.length,
        api_warm: warm.length,
        api_cached: cached.length,
        api_cold: cold.length,
        sql: sqlTimes.length,
      },
    };
    console.log(slug, JSON.stringify(graphs[slug]));
  }
  const result = {
    cube_build_ms: cubeBuildMs,
    cube_db_read_ms: round(quantile(loadTimes, 0.5)),
    cube_engine_build_ms: round(quantile(buildTimes, 0.5)),
    cube_bytes: services.cubes.stats().bytes,
    graphs,
    targets: { api_p95_ms: 20, speedup: 20, cube_build_ms: 1500 },
    notes: [
      'api = POST graph/data via app.inject with a bearer token (auth, access checks, dimension rules, JSON); warm = cubes in memory and the result cache emptied before each call; cached = the identical query again; cold = both caches emptied (the call reads its dates from the database and builds the cubes).',
      'speedup = sql median / api warm median; speedup_p95 = sql p95 / api warm p95.',
      'sql = GROUP BY over responses.answers (jsonb_each_text) joined to topics, collectors and demographies with the same dates and filters; no privacy step; fewer samples since each takes seconds.',
      'engine = computeGraph on the same cubes (k = 5); cube_build_ms = reading one date (20,000 responses) from the database + buildSurveyCube, median of 3.',
    ],
    data: { survey_dates: 3, respondents_per_date: 20_000, items: 80, worker_groups: 2, demographies: 6 },
    database: 'pglite (in memory)',
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    memory_gb: round(totalmem() / 1024 ** 3),
    load_average_1m_at_end: round(loadavg()[0] ?? 0),
    seed_ms: Math.round(seedMs),
    total_ms: Math.round(performance.now() - started),
    measured_at: new Date().toISOString(),
  };
  writeFileSync(resolve(import.meta.dirname, 'results/graphs.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify({ cube_build_ms: result.cube_build_ms, total_ms: result.total_ms }));
  await app.close();
  await database.close();
  void seeded;
}

await main();
