/**
 * Cold after a restart, quiet and under load (`npm run bench:cold-restart`, writes `cold_after_restart` into
 * bench/results/graphs.json; docs/graphs.md "Performance"). Per scale (BENCH_SCALES, default
 * `20000,100000,300000` respondents per date) the bench's company (3 dates, 80 items, 6 demographies) is seeded into
 * a scratch PostgreSQL database, and a fresh production server process (`apps/server/dist/server.js`, built first)
 * is started for every run:
 *
 * - **first load from the rows** (scales in BENCH_FROM_ROWS_SCALES, default `300000`): the dates' snapshots deleted,
 *   the server asked for each date's commitment_total in turn, so each answer reads that date's response rows,
 *   builds its cube and privacy pattern and stores them: the figure is per date;
 * - **cold 3-date**: the snapshots and patterns stored (as an import's last step leaves them), the server's first
 *   answer to the graphs bench's 3-date graph (commitment_demographics over the three dates).
 *
 * Each kind runs RUNS times (default 5, at least 3) quiet — the machine as it is — and then RUNS times under load:
 * BENCH_LOAD_BURNERS processes (default 2, one per core) spinning on the CPU, as other work on a shared server, the
 * runs starting once the 1-minute load average has reached BENCH_MIN_LOAD (default 2). Every run keeps its load
 * average; the figures are the median and the worst.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import pg from 'pg';
import {
  median,
  ROOT,
  round1 as round,
  type SeededBench,
  seedBenchDatabase,
  startServer,
} from './graphs/server-process';

const SCALES = (process.env.BENCH_SCALES ?? '20000,100000,300000').split(',').map(Number);
const FROM_ROWS_SCALES = new Set(
  (process.env.BENCH_FROM_ROWS_SCALES ?? '300000').split(',').filter(Boolean).map(Number),
);
const RUNS = Math.max(3, Number(process.env.RUNS ?? 5));
const BURNERS = Number(process.env.BENCH_LOAD_BURNERS ?? 2);
const MIN_LOAD = Number(process.env.BENCH_MIN_LOAD ?? 2);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const K = 5;

const load1m = () => round(loadavg()[0] ?? 0);

/** Processes spinning on the CPU: other work on a shared machine. */
class Burners {
  private children: ChildProcess[] = [];

  async start(): Promise<void> {
    for (let i = 0; i < BURNERS; i++)
      this.children.push(spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
    // the 1-minute load average follows the runnable processes within a minute or two
    const deadline = Date.now() + 180_000;
    while (load1m() < MIN_LOAD && Date.now() < deadline) await new Promise((r) => setTimeout(r, 2_000));
    console.log(`load average ${load1m()} with ${BURNERS} burners`);
  }

  stop(): void {
    for (const child of this.children) child.kill('SIGKILL');
    this.children = [];
  }
}

interface Run {
  ms: number;
  load_average_1m: number;
}

const figures = (runs: Run[]) => ({
  median_ms: round(median(runs.map((r) => r.ms))),
  worst_ms: round(Math.max(...runs.map((r) => r.ms))),
  load_average_1m: [
    Math.min(...runs.map((r) => r.load_average_1m)),
    Math.max(...runs.map((r) => r.load_average_1m)),
  ],
  runs,
});

/** The first 3-date graph of a fresh server on the stored snapshots. */
async function cold3(seeded: SeededBench): Promise<Run> {
  const server = await startServer(seeded, 'production');
  try {
    const ms = await server.graph(seeded.threeDates);
    return { ms: round(ms), load_average_1m: load1m() };
  } finally {
    await server.stop();
  }
}

/** Each date's first load from its rows in a fresh server, the snapshots deleted first. */
async function fromRows(seeded: SeededBench, db: pg.Pool): Promise<Run[]> {
  await db.query('delete from cube_snapshots where survey_date_id = any($1)', [seeded.dateIds]);
  const server = await startServer(seeded, 'production');
  try {
    const runs: Run[] = [];
    for (const id of seeded.dateIds) {
      const ms = await server.graph({
        type: 'commitment_total',
        query: { survey_dates: [id], show_satisfaction_index: false },
      });
      runs.push({ ms: round(ms), load_average_1m: load1m() });
    }
    return runs;
  } finally {
    await server.stop();
  }
}

async function measureScale(respondents: number) {
  const seeded = await seedBenchDatabase({
    pgUrl: PG_URL,
    dbName: 'bench_cold_restart',
    respondents,
    k: K,
  });
  const db = new pg.Pool({ connectionString: seeded.url });
  const burners = new Burners();
  try {
    const result: Record<string, unknown> = {};
    for (const loaded of [false, true]) {
      if (loaded) await burners.start();
      const condition = loaded ? 'under_load' : 'quiet';
      if (FROM_ROWS_SCALES.has(respondents)) {
        const runs: Run[] = [];
        for (let i = 0; i < Math.min(RUNS, 3); i++) {
          const dates = await fromRows(seeded, db);
          console.log(
            `[${respondents}] ${condition} first load from rows per date: ${JSON.stringify(dates)}`,
          );
          runs.push(...dates);
        }
        result[`from_rows_per_date_${condition}`] = figures(runs);
      }
      // on the snapshots and patterns stored by the seeding, or by the loads from the rows just above
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) {
        const run = await cold3(seeded);
        console.log(`[${respondents}] ${condition} cold 3-date: ${JSON.stringify(run)}`);
        runs.push(run);
      }
      result[`cold_3_dates_${condition}`] = figures(runs);
      burners.stop();
    }
    return result;
  } finally {
    burners.stop();
    await db.end();
    await seeded.drop();
  }
}

async function main() {
  console.log('building the production server (npm run build:server)');
  execFileSync('npm', ['run', '--silent', 'build:server'], { cwd: ROOT, stdio: 'inherit' });
  const scales: Record<string, unknown> = {};
  for (const respondents of SCALES)
    scales[respondents] = { ...(await measureScale(respondents)), measured_at: new Date().toISOString() };
  const file = resolve(ROOT, 'bench/results/graphs.json');
  const all = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const result = {
    note: 'a fresh production server process per run on a PostgreSQL database of the bench company (3 dates, 80 items, 6 demographies): cold_3_dates = its first answer to commitment_demographics over the three dates, each date read from its stored snapshot and privacy pattern; from_rows_per_date = with the snapshots deleted, its first answer to each date in turn (the rows read, the cube built, the pattern computed and both stored). quiet = the machine as it was; under_load = with burner processes spinning on every core (load average per run)',
    burners: BURNERS,
    targets: {
      cold_3_dates_worst_ms_under_load: { 20000: 300, 100000: 1000 },
      from_rows_per_date_ms: { 300000: 10_000 },
    },
    // a run of some scales keeps the others' figures (each with its own measured_at)
    ...Object.fromEntries(Object.entries(all.cold_after_restart ?? {}).filter(([key]) => /^\d+$/.test(key))),
    ...scales,
  };
  all.cold_after_restart = result;
  writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
  console.log(JSON.stringify(scales, (key, value) => (key === 'runs' ? undefined : value)));
}

await main();
process.exit(0);
