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
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
// @ts-expect-error a plain ES module of the repository's scripts, without types
import { buildDevWorkers } from '../scripts/dev-workers.mjs';
import { median, ROOT, round1 as round, seedBenchDatabase, startServer } from './graphs/server-process';

const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS ?? 20_000);
const RUNS = Math.max(3, Number(process.env.RUNS ?? 3));
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'bench_dev_first_graph';
const K = 5;

interface Run {
  mode: 'development' | 'production';
  ready_ms: number;
  first_graph_ms: number;
  second_graph_ms: number;
  load_average_1m: number;
}

async function main() {
  const seeded = await seedBenchDatabase({ pgUrl: PG_URL, dbName: DB_NAME, respondents: RESPONDENTS, k: K });

  console.log('building the production server (npm run build:server)');
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  const devWorkers: string = await buildDevWorkers();

  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) {
    // in turns, the order swapped every run, so a drift of the machine's load falls on both
    const modes: Run['mode'][] = i % 2 === 0 ? ['development', 'production'] : ['production', 'development'];
    for (const mode of modes) {
      const server = await startServer(seeded, mode, devWorkers);
      try {
        const first = await server.graph(seeded.threeDates);
        const second = await server.graph(seeded.threeDates);
        const run: Run = {
          mode,
          ready_ms: round(server.readyMs),
          first_graph_ms: round(first),
          second_graph_ms: round(second),
          load_average_1m: round(loadavg()[0] ?? 0),
        };
        console.log(JSON.stringify(run));
        runs.push(run);
      } finally {
        await server.stop();
      }
    }
  }
  await seeded.drop();

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
