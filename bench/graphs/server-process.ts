/**
 * Fresh server processes for the benchmarks that time a server's first answers (`bench:dev-first-graph`,
 * `bench:cold-restart`): the bench's company seeded into a scratch PostgreSQL database, a session token its
 * servers accept, and a server process started on that database and stopped again.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';
import { buildApp } from '../../apps/server/src/app';
import { openDatabase } from '../../apps/server/src/db/database';
import { migrateToLatest } from '../../apps/server/src/db/migrate';
import { issueSessionToken } from '../../apps/server/src/domains/auth/claims';
import { storeCubeSnapshots } from '../../apps/server/src/domains/graphs/cube-snapshot.service';
import { loadEnv } from '../../apps/server/src/env';
import { seedBenchCompany } from './seed';

export const ROOT = resolve(import.meta.dirname, '../..');

/** A figure to a tenth of a millisecond. */
export const round1 = (x: number) => Math.round(x * 10) / 10;

/** The median (of an even count, the mean of the middle two). */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** A free port on 127.0.0.1. */
export async function freePort(): Promise<number> {
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

/** The bench's company in a scratch database, and what a server process needs to answer its graphs. */
export interface SeededBench {
  /** The scratch database's address. */
  url: string;
  /** JWT_SECRET and TOKEN_ENCRYPTION_KEY the servers run with. */
  secrets: { JWT_SECRET: string; TOKEN_ENCRYPTION_KEY: string };
  /** A session token of the account's admin. */
  token: string;
  accountId: number;
  /** The survey dates' ids, oldest first. */
  dateIds: number[];
  /** The graphs bench's cold 3-date request: commitment_demographics over the three dates. */
  threeDates: object;
  /** Drops the scratch database. */
  drop(): Promise<void>;
}

/**
 * Seeds the bench's company (3 dates of `respondents`) into a fresh database `dbName` on `pgUrl`, with the cube
 * snapshots and privacy patterns for k stored as an import's last step stores them unless `snapshots` is false.
 */
export async function seedBenchDatabase(options: {
  pgUrl: string;
  dbName: string;
  respondents: number;
  k: number;
  snapshots?: boolean;
}): Promise<SeededBench> {
  const { pgUrl, dbName, respondents, k } = options;
  const admin = new pg.Pool({ connectionString: pgUrl });
  const url = Object.assign(new URL(pgUrl), { pathname: `/${dbName}` }).toString();
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.query(`create database ${dbName}`);
  const secrets = {
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  };
  const database = await openDatabase({ url, poolSize: 4 });
  try {
    await migrateToLatest(database.db);
    const db = database.db;
    const started = performance.now();
    const seeded = await seedBenchCompany(db, respondents, k);
    const dates = await db
      .selectFrom('survey_dates')
      .select('id')
      .where('account_id', '=', seeded.accountId)
      .orderBy('date')
      .execute();
    const dateIds = dates.map((d) => d.id);
    // the snapshots and patterns an import's last step stores: a server started afterwards reads them
    if (options.snapshots !== false) await storeCubeSnapshots(db, seeded.accountId, dateIds, k);
    console.log(
      `seeded 3 × ${respondents}${options.snapshots !== false ? ' with snapshots' : ''} in ${Math.round(performance.now() - started)} ms`,
    );
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
    const token = await issueSessionToken(app, seeded.userId, { sessionAccountId: seeded.accountId });
    await app.close();
    // the graphs bench's cold 3-date request: the newest date's fourth demography as the main dimension
    const demographies = await db
      .selectFrom('demographies')
      .select('id')
      .where('survey_date_id', '=', dateIds.at(-1)!)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
    const threeDates = {
      type: 'commitment_demographics',
      query: {
        survey_dates: dateIds,
        main_dimension_demography_id: demographies[3]!.id,
        filters: [],
        show_satisfaction_index: false,
      },
    };
    return {
      url,
      secrets,
      token,
      accountId: seeded.accountId,
      dateIds,
      threeDates,
      drop: async () => {
        await admin.query(`drop database if exists ${dbName} with (force)`);
        await admin.end();
      },
    };
  } finally {
    await database.close();
  }
}

/** A running server process and its address. */
export interface ServerProcess {
  base: string;
  /** From the spawn to the first answer of /api/health. */
  readyMs: number;
  /** POSTs a graph/data body; the wall time of the answer, which must be a 200. */
  graph(body: object): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Starts a server on the seeded database: the production build (`apps/server/dist/server.js`, built beforehand)
 * or the development server as `npm start` runs it (tsx, the worker threads from `devWorkers`), both with
 * NODE_ENV=production, no demo and no import workers, so only the code's form differs.
 */
export async function startServer(
  seeded: SeededBench,
  mode: 'development' | 'production',
  devWorkers?: string,
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    ...seeded.secrets,
    NODE_ENV: 'production',
    DATABASE_URL: seeded.url,
    HOST: '127.0.0.1',
    PORT: String(port),
    DEMO: 'false',
    IMPORT_WORKERS: 'false',
    LOG_LEVEL: 'warn',
    ...(mode === 'development' && devWorkers ? { PULZUS_DEV_WORKERS: devWorkers } : {}),
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
  } catch (error) {
    await stop(child);
    throw error;
  }
  const readyMs = performance.now() - spawned;
  return {
    base,
    readyMs,
    graph: async (body) => {
      const t = performance.now();
      const res = await fetch(`${base}/api/graph/data`, {
        method: 'POST',
        headers: { authorization: `Bearer ${seeded.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${mode}: graph/data ${res.status} ${text.slice(0, 300)}`);
      return performance.now() - t;
    },
    stop: () => stop(child),
  };
}
