/**
 * The development server's first graph against the production build's (`npm run bench:dev-first-graph`, writes
 * `dev_first_graph` into bench/results/graphs.json). The bench's company (generated, 80 items, 3 dates of
 * BENCH_RESPONDENTS respondents, default 20,000) is seeded into a scratch PostgreSQL database with its cube
 * snapshots and privacy patterns stored, as an import leaves them. Then, RUNS times (default 3), in turns — the
 * server as `npm start` runs it (tsx, workspace packages from source, the worker threads from the bundle
 * scripts/dev-workers.mjs makes) and the production build (`apps/server/dist/server.js`, built first by
 * `npm run build:server`) — a fresh server process is started on the database and asked, once it answers its health
 * route, for the 3-date graph the graphs bench times cold (commitment_demographics over the three dates). Both
 * run with the same settings (NODE_ENV=production, no demo, no import workers), so only the code's form differs.
 * The figure is the first graph's wall time from the request to the answer (docs/graphs.md "Cold reads"), with
 * the load average beside each run.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { openDatabase } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { issueSessionToken } from '../apps/server/src/domains/auth/claims';
import { storeCubeSnapshots } from '../apps/server/src/domains/graphs/cube-snapshot.service';
import { loadEnv } from '../apps/server/src/env';
// @ts-expect-error a plain ES module of the repository's scripts, without types
import { buildDevWorkers } from '../scripts/dev-workers.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS ?? 20_000);
const RUNS = Math.max(3, Number(process.env.RUNS ?? 3));
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'bench_dev_first_graph';
const K = 5;

const round = (x: number) => Math.round(x * 10) / 10;
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/** A free port on 127.0.0.1. */
async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });
}

async function waitForHealth(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}: ${output().slice(-2000)}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`server did not answer in 180 s: ${output().slice(-2000)}`);
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}

interface Run {
  mode: 'development' | 'production';
  ready_ms: number;
  first_graph_ms: number;
  second_graph_ms: number;
  load_average_1m: number;
}

async function main() {
  const admin = new pg.Pool({ connectionString: PG_URL });
  const url = Object.assign(new URL(PG_URL), { pathname: `/${DB_NAME}` }).toString();
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.query(`create database ${DB_NAME}`);
  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const database = await openDatabase({ url, poolSize: 4 });
  let token: string;
  let threeDates: object;
  try {
    await migrateToLatest(database.db);
    const db = database.db;
    const started = performance.now();
    const seeded = await seedBenchCompany(db, RESPONDENTS, K);
    const account = { id: seeded.accountId };
    const user = { id: seeded.userId };
    const dates = await db
      .selectFrom('survey_dates')
      .select('id')
      .where('account_id', '=', account.id)
      .orderBy('date')
      .execute();
    // the snapshots and patterns an import's last step stores: the servers below read them, as after a restart
    await storeCubeSnapshots(
      db,
      account.id,
      dates.map((d) => d.id),
      K,
    );
    console.log(`seeded 3 × ${RESPONDENTS} with snapshots in ${Math.round(performance.now() - started)} ms`);
    // a token the servers accept: issued by an app on the same database and secret
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO: 'false',
      IMPORT_WORKERS: 'false',
      ...secrets,
    });
    const app = await buildApp({ env, database });
    await app.ready();
    token = await issueSessionToken(app, user.id, { sessionAccountId: account.id });
    await app.close();
    // the graphs bench's cold 3-date request: the newest date's fourth demography as the main dimension
    const demographies = await db
      .selectFrom('demographies')
      .select('id')
      .where('survey_date_id', '=', dates.at(-1)!.id)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    threeDates = {
      type: 'commitment_demographics',
      query: {
        survey_dates: dates.map((d) => d.id),
        main_dimension_demography_id: demographies[3]!.id,
        filters: [],
        show_satisfaction_index: false,
      },
    };
  } finally {
    await database.close();
  }

  console.log('building the production server (npm run build:server)');
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  const devWorkers: string = await buildDevWorkers();

  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    // in turns, the order swapped every run, so a drift of the machine's load falls on both
    const modes: Run['mode'][] = i % 2 === 0 ? ['development', 'production'] : ['production', 'development'];
    for (const mode of modes) {
      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const env = {
        ...process.env,
        ...secrets,
        NODE_ENV: 'production',
        DATABASE_URL: url,
        HOST: '127.0.0.1',
        PORT: String(port),
        DEMO: 'false',
        IMPORT_WORKERS: 'false',
        LOG_LEVEL: 'warn',
        ...(mode === 'development' ? { PULZUS_DEV_WORKERS: devWorkers } : {}),
      };
      const args =
        mode === 'development'
          ? ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts']
          : ['apps/server/dist/server.js'];
      const spawned = performance.now();
      const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
      let output = '';
      child.stdout?.on('data', (d) => (output += d));
      child.stderr?.on('data', (d) => (output += d));
      try {
        await waitForHealth(base, child, () => output);
        const ready = performance.now() - spawned;
        const ask = async () => {
          const t = performance.now();
          const res = await fetch(`${base}/api/graph/data`, {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify(threeDates),
          });
          const body = await res.text();
          if (res.status !== 200) throw new Error(`${mode}: graph/data ${res.status} ${body.slice(0, 300)}`);
          return performance.now() - t;
        };
        const first = await ask();
        const second = await ask();
        const run: Run = {
          mode,
          ready_ms: round(ready),
          first_graph_ms: round(first),
          second_graph_ms: round(second),
          load_average_1m: round(loadavg()[0] ?? 0),
        };
        console.log(JSON.stringify(run));
        runs.push(run);
      } finally {
        await stop(child);
      }
    }
  }
  await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  await admin.end();

  const of = (mode: Run['mode']) => runs.filter((r) => r.mode === mode);
  const figures = (mode: Run['mode']) => ({
    first_graph_median_ms: round(median(of(mode).map((r) => r.first_graph_ms))),
    first_graph_worst_ms: round(Math.max(...of(mode).map((r) => r.first_graph_ms))),
    ready_median_ms: round(median(of(mode).map((r) => r.ready_ms))),
  });
  const development = figures('development');
  const production = figures('production');
  const result = {
    note: 'the first 3-date graph (commitment_demographics) of a fresh server process on a database holding the snapshots and patterns, the development server (tsx, as npm start runs it, the worker threads bundled) against the production build, in turns; ready_ms is from the spawn to the first answer of /api/health',
    respondents_per_date: RESPONDENTS,
    development,
    production,
    development_over_production: round(development.first_graph_median_ms / production.first_graph_median_ms),
    target: 'the development server within 2× the production build',
    runs,
    measured_at: new Date().toISOString(),
  };
  const file = resolve(ROOT, 'bench/results/graphs.json');
  const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  all.dev_first_graph = result;
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  console.log(JSON.stringify({ development, production, ratio: result.development_over_production }));
}

await main();
process.exit(0);
