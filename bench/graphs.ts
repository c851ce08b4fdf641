/**
 * Graphs benchmark (`npm run bench:graphs`, writes bench/results/graphs.json). Per scale (respondents per date,
 * env BENCH_SCALES, default `20000,100000,300000`): three survey dates of the generated company (80 items, two
 * worker groups, six demographies) seeded into a scratch PostgreSQL database (`pulzus_bench_<pid>` on
 * BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end) that the API runs on;
 * the same answers as a long table in DuckDB (in memory, 2 threads) and in PostgreSQL (covering index). Per
 * graph type, in ONE interleaved run (engine, API warm, API cached, DuckDB, PostgreSQL alternate per query):
 * engine, API warm (result cache emptied), API cached, DuckDB and PostgreSQL latencies, whether their shares
 * agree, then the API cold (cube and result caches emptied), and the first query after an import's last step. Then
 * c = 50 clients over HTTP on one cached query.
 * Query counts: BENCH_QUERIES (60 per graph at every scale), BENCH_BASELINE_QUERIES and BENCH_COLD_QUERIES (the
 * baselines shrink with the scale so a run of all three scales stays within about 15 minutes on 2 cores);
 * BENCH_THROUGHPUT_SECONDS (default 10).
 */
import { writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { rmSync } from 'node:fs';
import { CHART_GRAPH_SLUGS, type GraphDataRequest, type GraphResponse } from '@pulzus/core';
import { computeGraph, type SurveyCube } from '@pulzus/core/analytics';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { issueSessionToken } from '../apps/server/src/domains/auth/claims';
import { storeCubeSnapshots } from '../apps/server/src/domains/graphs/cube-snapshot.service';
import { cubeOf } from '../apps/server/src/domains/graphs/graph-data.service';
import { graphServicesOf } from '../apps/server/src/domains/graphs/graphs.service';
import { loadEnv } from '../apps/server/src/env';
import {
  type Baseline,
  baselineSql,
  duckdbBaseline,
  postgresBaseline,
  sharesAgree,
  writeLongTableCsv,
} from './graphs/baselines';
import { quantile, requests, round, stats, time, variedBodies } from './graphs/requests';
import { BENCH_DATES as DATES, BENCH_ITEMS as ITEMS, seedBenchCompany } from './graphs/seed';
import { cachedThroughput, type Throughput, variedThroughput } from './graphs/throughput';

const SCALES = (process.env.BENCH_SCALES ?? '20000,100000,300000').split(',').map(Number);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const envNumber = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const THROUGHPUT_SECONDS = envNumber('BENCH_THROUGHPUT_SECONDS', 10);
/** Rounds of the cached and the varied throughput run: figures are the median of these (at least three). */
const THROUGHPUT_ROUNDS = Math.max(3, envNumber('BENCH_THROUGHPUT_ROUNDS', 3));

/** Every run of the throughput rounds at one scale, and how many distinct bodies the varied runs posted. */
interface ThroughputRounds {
  cached: Throughput[];
  varied: Throughput[];
  distinct_bodies: number;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/** The median of some runs' figure. */
const medianOf = (runs: readonly Throughput[], pick: (t: Throughput) => number) =>
  quantile(runs.map(pick), 0.5);
/** How many times the cold 3-date graph is measured (its median is the figure). */
const COLD3_RUNS = envNumber('BENCH_COLD3_RUNS', 5);
/** The account's k: the server's default MIN_GROUP_SIZE (the bench account sets none). */
const BENCH_K = 5;

/**
 * One turn of the event loop between timed steps: the collector's deferred work (marking steps and sweeping the
 * engine's per-query arrays are posted as tasks) runs there, and not inside whichever step next awaits — an
 * engine call is synchronous, so without it the API call after it would pay for the engine's garbage.
 */
const settle = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Runs `work` while a cheap route (`GET /api/health`) is asked back to back, 1 ms apart, in the same process:
 * its latencies show how long the work holds the event loop from other requests.
 */
async function cheapRouteDuring<T>(
  app: Awaited<ReturnType<typeof buildApp>>,
  work: () => Promise<T>,
): Promise<[T, number[]]> {
  const latencies: number[] = [];
  let done = false;
  const asking = (async () => {
    while (!done) {
      const [ms, res] = await time(() => app.inject({ method: 'GET', url: '/api/health' }));
      if (res.statusCode !== 200) throw new Error(`health: ${res.statusCode}`);
      latencies.push(ms);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
  })();
  try {
    return [await work(), latencies];
  } finally {
    done = true;
    await asking;
  }
}

const latencySummary = (xs: number[]) => ({
  p50_ms: round(quantile(xs, 0.5)),
  p99_ms: round(quantile(xs, 0.99)),
  max_ms: round(quantile(xs, 1)),
  requests: xs.length,
});

/** Query counts of a scale: fewer baseline queries at larger scales, where each takes seconds. */
function countsOf(respondents: number) {
  const factor = respondents / 20_000;
  return {
    queries: envNumber('BENCH_QUERIES', 60),
    baseline: envNumber('BENCH_BASELINE_QUERIES', factor <= 1 ? 5 : factor <= 5 ? 3 : 2),
    cold: envNumber('BENCH_COLD_QUERIES', 1),
  };
}

const dbUrl = (name: string) => {
  const url = new URL(PG_URL);
  url.pathname = `/${name}`;
  return url.toString();
};

async function measureScale(respondents: number, admin: pg.Pool, dbName: string) {
  const counts = countsOf(respondents);
  const started = performance.now();
  await admin.query(`drop database if exists ${dbName}`);
  await admin.query(`create database ${dbName}`);
  const url = dbUrl(dbName);
  const database = await openDatabase({ url, poolSize: 10 });
  await migrateToLatest(database.db);
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    DEMO: 'false',
    IMPORT_WORKERS: 'false',
    GRAPH_CUBE_CACHE_MB: '4096',
  });
  const app = await buildApp({ env, database });
  await app.ready();
  const closers: (() => Promise<void>)[] = [() => app.close(), () => database.close()];
  try {
    const db = database.db;
    // seed one date at a time (the generated input of 300,000 respondents is large), 1,000-row inserts
    const [seedMs, seededCompany] = await time(() => seedBenchCompany(db, respondents));
    const account = { id: seededCompany.accountId };
    const user = { id: seededCompany.userId };
    // a session token expires (docs/sessions.md): on a loaded machine a scale outlasts one, so it is issued again
    // every five minutes
    let token = '';
    let issuedAt = Number.NEGATIVE_INFINITY;
    const bearer = async () => {
      if (performance.now() - issuedAt > 5 * 60_000) {
        token = await issueSessionToken(app, user.id, { sessionAccountId: account.id });
        issuedAt = performance.now();
      }
      return token;
    };

    console.log(`[${respondents}] seeded 3 × ${respondents} responses in ${Math.round(seedMs)} ms`);
    const dateRows = await db
      .selectFrom('survey_dates')
      .select(['id', 'date', 'enabled_for_users', 'data_version', 'answer_count'])
      .where('account_id', '=', account.id)
      .orderBy('date')
      .execute();

    // the cubes as the API loads them (the first load of each date, from the rows: the snapshot and the privacy
    // pattern for the account's k are stored as an import's last step stores them)
    const services = graphServicesOf(app);
    const firstLoads: number[] = [];
    const cubes: SurveyCube[] = [];
    // the cheap route meanwhile: building from the rows (reading and parsing them included) must not hold the loop
    const [, duringBuild] = await cheapRouteDuring(app, async () => {
      for (const row of dateRows) {
        const [ms, cube] = await time(() => cubeOf(services, account.id, row, BENCH_K));
        firstLoads.push(ms);
        cubes.push(cube);
      }
    });
    const cubeBytes = services.cubes.stats().bytes;
    console.log(
      `[${respondents}] cubes loaded in ${firstLoads.map(Math.round).join(', ')} ms, ${cubeBytes} bytes`,
    );

    // the baselines' long table, from the same cubes
    const csv = join(tmpdir(), `pulzus-bench-${process.pid}-answers.csv`);
    let duck: Awaited<ReturnType<typeof duckdbBaseline>>;
    let postgres: Awaited<ReturnType<typeof postgresBaseline>>;
    let longRows = 0;
    try {
      longRows = await writeLongTableCsv(cubes, csv);
      duck = await duckdbBaseline(csv, cubes);
      postgres = await postgresBaseline(url, csv, cubes);
    } finally {
      rmSync(csv, { force: true });
    }
    closers.push(
      () => duck.baseline.close(),
      () => postgres.baseline.close(),
    );
    console.log(
      `[${respondents}] long table ${longRows} rows: duckdb ${Math.round(duck.loadMs)} ms, postgres ${Math.round(postgres.loadMs)} ms`,
    );

    const call = async (payload: GraphDataRequest) => {
      const authorization = `Bearer ${await bearer()}`;
      return app.inject({ method: 'POST', url: '/api/graph/data', headers: { authorization }, payload });
    };
    const runBaseline = async (baseline: Baseline, request: GraphDataRequest) => {
      const text = baselineSql(request, cubes);
      return time(() => baseline.query(text));
    };

    const graphs: Record<string, Record<string, unknown>> = {};
    const lists = new Map<string, GraphDataRequest[]>();
    for (const [s, slug] of CHART_GRAPH_SLUGS.entries()) {
      // a graph the tree cannot compute yet (one being built) is recorded as an error; the others still run
      try {
        const list = requests(slug, cubes, counts.queries, 100 + s);
        lists.set(slug, list);
        // untimed pass: the privacy patterns of the dates (per k, and per item for answer filters) are built
        // once and kept with the cube, so every timed path below runs warm
        for (const request of list) computeGraph(request, cubes, { language: 'en', minGroupSize: BENCH_K });
        const engine: number[] = [];
        const warm: number[] = [];
        const cached: number[] = [];
        const duckTimes: number[] = [];
        const pgTimes: number[] = [];
        const agree = { duckdb: [] as (boolean | null)[], postgres: [] as (boolean | null)[] };
        for (const [i, request] of list.entries()) {
          // one round per query, every path in turn, so load changes hit them alike
          const [engineMs, response] = await time(() =>
            computeGraph(request, cubes, { language: 'en', minGroupSize: BENCH_K }),
          );
          engine.push(engineMs);
          await settle();
          services.results?.clear();
          const [warmMs, res] = await time(() => call(request));
          if (res.statusCode !== 200) throw new Error(`${slug}: ${res.statusCode} ${res.body.slice(0, 300)}`);
          warm.push(warmMs);
          await settle();
          cached.push((await time(() => call(request)))[0]);
          await settle();
          if (i < counts.baseline) {
            const [duckMs, duckRows] = await runBaseline(duck.baseline, request);
            duckTimes.push(duckMs);
            const [pgMs, pgRows] = await runBaseline(postgres.baseline, request);
            pgTimes.push(pgMs);
            agree.duckdb.push(sharesAgree(request, response as GraphResponse, duckRows, cubes));
            agree.postgres.push(sharesAgree(request, response as GraphResponse, pgRows, cubes));
          }
        }
        const e = stats(engine);
        const w = stats(warm);
        const c = stats(cached);
        const d = stats(duckTimes);
        const p = stats(pgTimes);
        const verdict = (xs: (boolean | null)[]) =>
          xs.includes(false) ? false : xs.includes(true) ? true : null;
        graphs[slug] = {
          engine_p95_ms: e.p95,
          engine_median_ms: e.median,
          api_warm_p95_ms: w.p95,
          api_warm_median_ms: w.median,
          api_cached_p95_ms: c.p95,
          api_cached_median_ms: c.median,
          duckdb_median_ms: d.median,
          duckdb_p95_ms: d.p95,
          postgres_median_ms: p.median,
          postgres_p95_ms: p.p95,
          // the API's own cost: per query, its warm call minus the engine on the same query, the median of those
          // (queries differ tenfold in engine time, so the two medians below are often of different queries)
          api_warm_minus_engine_median_ms: round(
            quantile(
              warm.map((ms, q) => ms - engine[q]!),
              0.5,
            ),
          ),
          api_warm_median_minus_engine_median_ms: round(w.median - e.median),
          ratios: {
            duckdb_over_api_warm: round(d.median / w.median),
            duckdb_over_engine: round(d.median / e.median),
            postgres_over_api_warm: round(p.median / w.median),
          },
          agree: {
            duckdb: verdict(agree.duckdb),
            postgres: verdict(agree.postgres),
            checked: agree.duckdb.length,
          },
          queries: {
            engine: engine.length,
            api_warm: warm.length,
            api_cached: cached.length,
            baseline: duckTimes.length,
          },
        };
        console.log(`[${respondents}] ${slug}`, JSON.stringify(graphs[slug]));
      } catch (error) {
        graphs[slug] = { error: String(error).slice(0, 300) };
        lists.delete(slug);
        console.log(`[${respondents}] ${slug} failed: ${String(error).slice(0, 300)}`);
      }
    }

    // cold, after every warm figure (a cold call replaces the cached cubes): both caches emptied, so the call
    // loads its dates' cubes as after a start or an import, and builds their privacy patterns
    const coldCall = async (request: GraphDataRequest) => {
      services.cubes.clear();
      services.results?.clear();
      const [ms, res] = await time(() => call(request));
      if (res.statusCode !== 200)
        throw new Error(`cold ${request.type}: ${res.statusCode} ${res.body.slice(0, 300)}`);
      return ms;
    };
    for (const slug of CHART_GRAPH_SLUGS) {
      if (!lists.has(slug)) continue;
      const cold: number[] = [];
      for (const request of lists.get(slug)!.slice(0, counts.cold)) cold.push(await coldCall(request));
      const graph = graphs[slug]!;
      graph.api_cold_ms = round(quantile(cold, 0.5));
      graph.api_cold_dates =
        lists.get(slug)![0]!.type === 'demographics'
          ? 1
          : new Set((lists.get(slug)![0]!.query as { survey_dates: number[] }).survey_dates).size;
      (graph.queries as Record<string, number>).api_cold = cold.length;
      (graph.ratios as Record<string, number>).duckdb_over_api_cold = round(
        (graph.duckdb_median_ms as number) / quantile(cold, 0.5),
      );
      console.log(`[${respondents}] ${slug} cold ${graph.api_cold_ms} ms (${graph.api_cold_dates} dates)`);
    }
    // the slowest cold case: a graph over all three dates (commitment_demographics takes three)
    const newestCube = cubes.at(-1)!;
    const threeDates: GraphDataRequest = {
      type: 'commitment_demographics',
      query: {
        survey_dates: dateRows.map((d) => d.id),
        main_dimension_demography_id: newestCube.demographies[3]!.id,
        filters: [],
        show_satisfaction_index: false,
      },
    };
    // a few runs (a single cold call swings with the collector and the machine): the median is the figure
    const cold3Runs: number[] = [];
    for (let i = 0; i < COLD3_RUNS; i++) cold3Runs.push(await coldCall(threeDates));
    const cold3 = quantile(cold3Runs, 0.5);
    // then the same cold loads with a cheap route asked back to back meanwhile (apart from the timed runs above,
    // which it would slow a little): what a cold load costs everyone else's requests
    const [, duringCold] = await cheapRouteDuring(app, async () => {
      for (let i = 0; i < COLD3_RUNS; i++) await coldCall(threeDates);
    });
    console.log(
      `[${respondents}] cold commitment_demographics over 3 dates ${Math.round(cold3)} ms (median of ${cold3Runs.map(Math.round).join(', ')})`,
    );

    // the first query after an import: one more response on the newest date, stored as an import stores one,
    // the import's last step (its snapshot and pattern), then the same 3-date graph with the server's caches as
    // they were (the newest date's cube is of the old version, the result cache's key too)
    const newestRow = dateRows.at(-1)!;
    const template = await db
      .selectFrom('responses')
      .select(['worker_group_id', 'sm_survey_id', 'sm_collector_id', 'answers'])
      .where('survey_date_id', '=', newestRow.id)
      .limit(1)
      .executeTakeFirstOrThrow();
    await call(threeDates);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('responses')
        .values({
          ...template,
          account_id: account.id,
          survey_date_id: newestRow.id,
          sm_response_id: `bench-after-import-${respondents}`,
          status: 'completed',
          provider_modified_at: new Date(),
          answers: JSON.stringify(template.answers),
        })
        .execute();
      await trx
        .updateTable('survey_dates')
        .set((eb) => ({
          answer_count: eb('answer_count', '+', 1),
          data_version: eb('data_version', '+', 1),
        }))
        .where('id', '=', newestRow.id)
        .execute();
    });
    const [importStepMs, stored] = await time(() =>
      storeCubeSnapshots(db, account.id, [newestRow.id], BENCH_K),
    );
    const [afterImport, afterRes] = await time(() => call(threeDates));
    if (afterRes.statusCode !== 200) throw new Error(`after import: ${afterRes.statusCode}`);
    console.log(
      `[${respondents}] import's last step ${Math.round(importStepMs)} ms ${JSON.stringify(stored)}; first 3-date query after it ${Math.round(afterImport)} ms`,
    );

    // throughput over HTTP at c = 50, three rounds, each a cached run (one query, answered from the result cache)
    // then a varied run (hundreds of distinct queries with the result cache emptied first, as managers opening
    // their own views after a date is published): medians and every run kept (docs/graphs.md "Throughput")
    let throughput: ThroughputRounds | null = null;
    if (THROUGHPUT_SECONDS > 0) {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const body: GraphDataRequest = {
        type: 'total',
        query: { survey_dates: [dateRows.at(-1)!.id], filters: [] },
      };
      await call(body);
      const varied = variedBodies(cubes);
      const token = await bearer();
      const cachedRuns: Throughput[] = [];
      const variedRuns: Throughput[] = [];
      for (let round = 0; round < THROUGHPUT_ROUNDS; round++) {
        const cachedRun = await cachedThroughput(
          `${address}/api/graph/data`,
          token,
          body,
          50,
          THROUGHPUT_SECONDS,
        );
        // the machine is shared: the load while the clients ran says how far the figure is the server's own
        cachedRuns.push({ ...cachedRun, load_average_1m: round2(loadavg()[0] ?? 0) });
        services.results?.clear();
        const variedRun = await variedThroughput(
          `${address}/api/graph/data`,
          token,
          varied,
          50,
          THROUGHPUT_SECONDS,
        );
        variedRuns.push({ ...variedRun, load_average_1m: round2(loadavg()[0] ?? 0) });
      }
      throughput = { cached: cachedRuns, varied: variedRuns, distinct_bodies: varied.length };
      console.log(`[${respondents}] throughput`, JSON.stringify(throughput));
    }
    return {
      graphs,
      throughput,
      api_cold_3_dates_ms: round(cold3),
      api_cold_3_dates_runs_ms: cold3Runs.map(round),
      api_first_after_import_ms: round(afterImport),
      import_last_step_ms: round(importStepMs),
      import_last_step: stored,
      cube_bytes: cubeBytes,
      cube_bytes_per_respondent: round(cubeBytes / (respondents * DATES.length)),
      cube_first_load_ms: firstLoads.map(round),
      cheap_route_during_cold_load: latencySummary(duringCold),
      cheap_route_during_build_from_rows: latencySummary(duringBuild),
      duckdb: { load_ms: Math.round(duck.loadMs), memory_usage: duck.memoryUsage },
      postgres: {
        load_ms: Math.round(postgres.loadMs),
        table_bytes: postgres.tableBytes,
        index_bytes: postgres.indexBytes,
      },
      long_table_rows: longRows,
      seed_ms: Math.round(seedMs),
      counts,
      total_ms: Math.round(performance.now() - started),
      load_average_1m_at_end: round(loadavg()[0] ?? 0),
    };
  } finally {
    for (const close of closers.reverse()) await close().catch(() => {});
  }
}

async function main(): Promise<void> {
  const started = performance.now();
  const loadAtStart = loadavg().map(round);
  const admin = new pg.Pool({ connectionString: PG_URL, max: 1 });
  const dbName = `pulzus_bench_${process.pid}`;
  const scales: Record<string, unknown> = {};
  let throughput: (ThroughputRounds & { scale: number }) | null = null;
  try {
    for (const respondents of SCALES) {
      const result = await measureScale(respondents, admin, dbName);
      scales[String(respondents)] = result;
      if (result.throughput && !throughput) throughput = { ...result.throughput, scale: respondents };
      await admin.query(`drop database if exists ${dbName} with (force)`);
      // written after every scale, so a run stopped at a larger scale keeps what it measured
      writeResults(scales, throughput, loadAtStart, started);
    }
  } finally {
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
}

/** Writes bench/results/graphs.json: the scales measured so far, the throughput, the load and the machine. */
function writeResults(
  scales: Record<string, unknown>,
  throughput: (ThroughputRounds & { scale: number }) | null,
  loadAtStart: number[],
  started: number,
): void {
  const result = {
    ...scales,
    throughput: throughput && {
      cached_c50_rps: medianOf(throughput.cached, (t) => t.rps),
      cached_c50_p99_ms: medianOf(throughput.cached, (t) => t.p99_ms),
      cached_c50_p50_ms: medianOf(throughput.cached, (t) => t.p50_ms),
      varied_c50_rps: medianOf(throughput.varied, (t) => t.rps),
      varied_c50_p99_ms: medianOf(throughput.varied, (t) => t.p99_ms),
      varied_c50_p50_ms: medianOf(throughput.varied, (t) => t.p50_ms),
      varied_distinct_bodies: throughput.distinct_bodies,
      rounds: throughput.cached.length,
      load_average_1m: throughput.cached.map((t) => t.load_average_1m ?? null),
      runs: { cached: throughput.cached, varied: throughput.varied },
      measured_at_scale: throughput.scale,
    },
    load_average: { at_start: loadAtStart, at_end: loadavg().map(round) },
    targets: {
      api_cold_3_dates_ms: { 20000: 150, 100000: 600 },
      engine_p95_ms_at_300000: 30,
      api_warm_minus_engine_median_ms: 1.5,
      cached_c50_rps: 2000,
      cached_c50_p99_ms: 50,
      varied_c50_rps: 1000,
      varied_c50_p99_ms: 100,
      cheap_route_p99_ms_during_cold_load: 50,
    },
    notes: [
      'Per scale and graph: engine = computeGraph on the cubes (k = 5, English); api_warm = POST graph/data via app.inject with a bearer token (auth, access checks, engine, JSON), result cache emptied before each call; api_cached = the same request again; api_cold = cube and result caches emptied first (the call loads its dates as after a start or an import); duckdb / postgres = the same shares by one GROUP BY over a long table (one row per answer), no privacy step. api_warm_minus_engine_median_ms = the median over queries of (API warm − engine) on the same query; api_warm_median_minus_engine_median_ms = the difference of the two medians.',
      'Interleaved: per query the engine, API warm, API cached, DuckDB and PostgreSQL run in turn (baselines on the first `counts.baseline` queries), so load changes affect them alike; ratios are medians of that one run. One event-loop turn separates the timed steps, so the collector work one step leaves behind is not timed in the next.',
      'agree: for the queries the baselines ran, every value the engine shows for a category the baseline names equals the baseline pooled positive share rounded half up (null = nothing comparable, e.g. the demographics graph shows counts).',
      'DuckDB: @duckdb/node-api in memory, threads = 2, table loaded with read_csv. PostgreSQL: the local server, the long table with a covering index on (date, item) including every other column, vacuumed and analysed; the API runs on the same server (scratch database).',
      'throughput: autocannon in a child process, 50 connections for BENCH_THROUGHPUT_SECONDS against the app listening on 127.0.0.1; BENCH_THROUGHPUT_ROUNDS (at least 3) rounds of a cached run (one total query, from the result cache) then a varied run (varied_distinct_bodies distinct queries of every chart graph without answer filters, posted in turn, the result cache emptied before the run); the figures are medians of the rounds, every run kept under runs with the 1-minute load after it; the load generator shares the 2 cores.',
      'cube_bytes_per_respondent = the cube cache estimate (estimateCubeBytes) over the 3 dates / (3 × respondents).',
      "api_cold reads each date's snapshot and the privacy pattern stored beside it (the first loads store both, as an import's last step does). api_first_after_import_ms: one response added to the newest date as an import adds it, the import's last step run (import_last_step_ms: the snapshot appended to and the pattern computed in the cube thread), then the 3-date query of api_cold_3_dates_ms with the caches as they were.",
      'cheap_route_during_cold_load: GET /api/health asked back to back (1 ms apart, same process) during BENCH_COLD3_RUNS more cold 3-date queries (run apart from the timed ones); cheap_route_during_build_from_rows: the same during the first load of the 3 dates from the response rows (no snapshot yet: rows read and parsed, cubes built and patterns computed in the cube thread).',
    ],
    data: { survey_dates: DATES.length, items: ITEMS, worker_groups: 2, demographies: 6, scales: SCALES },
    database: 'postgresql (native, local)',
    node: process.version,
    cpus: `${cpus().length} × ${cpus()[0]?.model ?? '?'}`,
    memory_gb: round(totalmem() / 1024 ** 3),
    total_ms: Math.round(performance.now() - started),
    measured_at: new Date().toISOString(),
  };
  writeFileSync(resolve(import.meta.dirname, 'results/graphs.json'), `${JSON.stringify(result, null, 2)}\n`);
  console.log(
    JSON.stringify({ scales: Object.keys(scales), total_ms: result.total_ms, throughput: result.throughput }),
  );
}

await main();
