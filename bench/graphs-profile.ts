/**
 * Where the CPU of a distinct `POST graph/data` goes (docs/graphs.md "Performance"): the varied throughput's bodies
 * (bench/graphs/requests.ts `variedBodies`, every chart graph, ~1,000 distinct queries) answered once each, in
 * process, on CPU time (process.cpuUsage: the machine is shared, wall clock lies), through each layer in turn:
 *
 * - `engine`: computeGraph alone on the request's cubes (k and language as the route gives them);
 * - `service_compute`: computeGraphFor (lookup, access, scope, cubes from the cache, engine, data names);
 * - `serialise`: serializeGraphResponse of those answers (response schema encode + JSON.stringify);
 * - `service`: graphDataJson with the result cache emptied first (what the route handler calls);
 * - `inject`: the route through app.inject (fastify, the bearer token, the body's zod parse, the handler);
 * - `unseen_inject`: after those, another seed's varied bodies (never asked before, code and cube tables warm)
 *   through the route, once each: the CPU of a distinct query;
 * - `http`: the varied load client (c = 50, bench/graphs/varied-client.mjs) against the app listening, the server
 *   process's CPU over the requests it answered.
 *
 * BENCH_PROFILE_CPU=file writes a V8 CPU profile of the last `inject` pass, or with BENCH_PROFILE_PART=engine of the
 * last `engine` pass, =first of the first pass through the route, =unseen of the unseen bodies (node:inspector, this process only).
 * The database (`pulzus_graphs_profile` on BENCH_PG_URL) is kept between runs so only the first run seeds it;
 * BENCH_PROFILE_RESEED=1 seeds again. Writes nothing into bench/results: it prints JSON (the caller records it).
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { loadavg } from 'node:os';
import type { GraphDataRequest } from '@pulzus/core';
import { computeGraph, type SurveyCube } from '@pulzus/core/analytics';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { issueSessionToken } from '../apps/server/src/domains/auth/claims';
import {
  computeGraphFor,
  cubeOf,
  graphDataJson,
  serializeGraphResponse,
} from '../apps/server/src/domains/graphs/graph-data.service';
import { graphServicesOf } from '../apps/server/src/domains/graphs/graphs.service';
import { loadEnv } from '../apps/server/src/env';
import { seedBenchCompany } from './graphs/seed';
import type { AuthContext } from '../apps/server/src/services/auth';
import { variedBodies } from './graphs/requests';
import { variedThroughput } from './graphs/throughput';

const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCALE = Number(process.env.BENCH_SCALES ?? 20_000);
const DB_NAME = process.env.BENCH_PROFILE_DB ?? 'pulzus_graphs_profile';
const PASSES = Number(process.env.BENCH_PROFILE_PASSES ?? 3);
const HTTP_SECONDS = Number(process.env.BENCH_PROFILE_HTTP_SECONDS ?? 5);
const K = 5;

/** Which pass BENCH_PROFILE_CPU profiles: `inject` (default), `engine`, `first` (the first pass through the route) or `unseen`. */
const PROFILED = process.env.BENCH_PROFILE_PART ?? 'inject';

/** Stops the profiler; the last pass's profile is written to BENCH_PROFILE_CPU. */
async function writeProfile(session: Session, p: number) {
  const { profile } = await session.post('Profiler.stop');
  if (p === PASSES - 1) writeFileSync(process.env.BENCH_PROFILE_CPU!, JSON.stringify(profile));
}

const cpuMicros = () => {
  const u = process.cpuUsage();
  return u.user + u.system;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]!;

async function database() {
  const admin = new pg.Pool({ connectionString: PG_URL, max: 1 });
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  const reseed = process.env.BENCH_PROFILE_RESEED === '1' || exists.rowCount === 0;
  if (reseed) {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
    await admin.query(`create database ${DB_NAME}`);
  }
  await admin.end();
  const url = new URL(PG_URL);
  url.pathname = `/${DB_NAME}`;
  const opened = await openDatabase({ url: url.toString(), poolSize: 10 });
  await migrateToLatest(opened.db);
  return { opened, reseed };
}

async function main() {
  const { opened, reseed } = await database();
  const db = opened.db;
  const env = loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-0123456789',
    DEMO: 'false',
    IMPORT_WORKERS: 'false',
    GRAPH_CUBE_CACHE_MB: '4096',
  });
  const app = await buildApp({ env, database: opened });
  await app.ready();
  try {
    let account = await db
      .selectFrom('accounts')
      .select('id')
      .where('name', '=', 'Bench Kft.')
      .executeTakeFirst();
    if (reseed || !account) account = { id: (await seedBenchCompany(db, SCALE)).accountId };
    const accountId = account.id;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'bench@example.test')
      .executeTakeFirstOrThrow();
    const token = await issueSessionToken(app, user.id, { sessionAccountId: accountId });
    const claims = await app.tokens.verify(token, Math.floor(Date.now() / 1000));
    const auth: AuthContext = { userId: user.id, role: 'admin', isAdmin: true, accountId, claims };
    const dateRows = await db
      .selectFrom('survey_dates')
      .select(['id', 'date', 'enabled_for_users', 'data_version', 'answer_count'])
      .where('account_id', '=', accountId)
      .orderBy('date')
      .execute();
    const services = graphServicesOf(app);
    const cubes: SurveyCube[] = [];
    for (const row of dateRows) cubes.push(await cubeOf(services, accountId, row, K));
    const bodies = variedBodies(cubes);
    const authorization = `Bearer ${token}`;
    const inject = (payload: GraphDataRequest) =>
      app.inject({ method: 'POST', url: '/api/graph/data', headers: { authorization }, payload });

    /** CPU µs per body of one pass of `fn` over every body, and the wall ms. */
    const pass = async (fn: (b: GraphDataRequest) => unknown) => {
      const t0 = performance.now();
      const c0 = cpuMicros();
      for (const body of bodies) await fn(body);
      return { cpu_us: (cpuMicros() - c0) / bodies.length, wall_ms: performance.now() - t0 };
    };
    const settle = () => new Promise((r) => setTimeout(r, 20));

    // the first pass through the route: the engine's per-cube memos (atoms, patterns per filter) are built here
    services.results?.clear();
    const session = process.env.BENCH_PROFILE_CPU ? new Session() : null;
    if (session) {
      session.connect();
      await session.post('Profiler.enable');
      await session.post('Profiler.setSamplingInterval', { interval: 100 });
    }
    if (session && PROFILED === 'first') await session.post('Profiler.start');
    const first = await pass(async (b) => {
      const res = await inject(b);
      if (res.statusCode !== 200) throw new Error(`${b.type}: ${res.statusCode} ${res.body.slice(0, 300)}`);
    });
    if (session && PROFILED === 'first') await writeProfile(session, PASSES - 1);
    const runs: Record<string, number[]> = {
      engine: [],
      service_compute: [],
      serialise: [],
      service: [],
      inject: [],
    };
    const engineByType: Record<string, { n: number; us: number }> = {};
    const computed = new Map<GraphDataRequest, Awaited<ReturnType<typeof computeGraphFor>>>();
    for (let p = 0; p < PASSES; p++) {
      runs.service_compute!.push(
        (
          await pass(async (b) => {
            computed.set(b, await computeGraphFor(services, auth, accountId, b));
          })
        ).cpu_us,
      );
      await settle();
      if (session && PROFILED === 'engine') await session.post('Profiler.start');
      runs.engine!.push(
        (
          await pass((b) => {
            const c = computed.get(b)!;
            const c0 = cpuMicros();
            computeGraph(b, c.cubes, { minGroupSize: c.k, language: c.language });
            const spent = cpuMicros() - c0;
            const t = engineByType[b.type] ?? { n: 0, us: 0 };
            engineByType[b.type] = t;
            t.n++;
            t.us += spent;
          })
        ).cpu_us,
      );
      if (session && PROFILED === 'engine') await writeProfile(session, p);
      await settle();
      runs.serialise!.push((await pass((b) => serializeGraphResponse(computed.get(b)!.response))).cpu_us);
      await settle();
      runs.service!.push(
        (
          await pass(async (b) => {
            services.results?.clear();
            await graphDataJson(services, auth, accountId, b);
          })
        ).cpu_us,
      );
      await settle();
      services.results?.clear();
      if (session && PROFILED === 'inject') await session.post('Profiler.start');
      runs.inject!.push((await pass((b) => inject(b))).cpu_us);
      if (session && PROFILED === 'inject') await writeProfile(session, p);
      await settle();
    }

    // distinct queries never asked before, with everything warm (the code compiled, the cubes' own tables built):
    // another seed's bodies, each once, through the route; the populations they share with earlier views are found
    const unseen = variedBodies(cubes, 19_000).filter(
      (b) => !bodies.some((x) => JSON.stringify(x) === JSON.stringify(b)),
    );
    if (session && PROFILED === 'unseen') await session.post('Profiler.start');
    const t0 = performance.now();
    const c0 = cpuMicros();
    for (const body of unseen) await inject(body);
    const unseenCpu = (cpuMicros() - c0) / unseen.length;
    const unseenWall = performance.now() - t0;
    if (session && PROFILED === 'unseen') await writeProfile(session, PASSES - 1);

    // real HTTP: the server's CPU over the requests the varied client got answered (the client is a child process)
    let http: Record<string, number> | null = null;
    if (HTTP_SECONDS > 0) {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      services.results?.clear();
      const c0 = cpuMicros();
      const run = await variedThroughput(`${address}/api/graph/data`, token, bodies, 50, HTTP_SECONDS);
      http = {
        cpu_us: Math.round((cpuMicros() - c0) / run.requests),
        rps: run.rps,
        p50_ms: run.p50_ms,
        p99_ms: run.p99_ms,
        requests: run.requests,
        non_2xx: run.non_2xx,
        load_average_1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
      };
    }
    const out = {
      bodies: bodies.length,
      scale: SCALE,
      first_inject_cpu_us: Math.round(first.cpu_us),
      unseen_inject_cpu_us: Math.round(unseenCpu),
      unseen_bodies: unseen.length,
      unseen_wall_ms: Math.round(unseenWall),
      median_cpu_us: Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, Math.round(median(v))])),
      runs_cpu_us: Object.fromEntries(Object.entries(runs).map(([k, v]) => [k, v.map(Math.round)])),
      engine_by_type: Object.fromEntries(
        Object.entries(engineByType).map(([k, v]) => [
          k,
          { bodies: v.n / PASSES, cpu_us: Math.round(v.us / v.n) },
        ]),
      ),
      http,
      load_average_1m: Math.round((loadavg()[0] ?? 0) * 100) / 100,
    };
    console.log(JSON.stringify(out));
  } finally {
    await app.close();
    await opened.close();
  }
}

await main();
