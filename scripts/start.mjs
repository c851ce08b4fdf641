// `npm start`: builds the portal and the embed script when missing or older than their sources, then runs
// the server from source (tsx, workspace packages through their `source` export condition) on
// http://localhost:3000 with the embedded database in ./data and the demo tenant.
import { buildIfStale } from './build-if-stale.mjs';
import { buildDevWorkers } from './dev-workers.mjs';
import { supervise } from './supervise.mjs';

const root = new URL('..', import.meta.url).pathname;
buildIfStale('portal');
// the script an intranet page loads from /embed/pulzus-graph.js (docs/embedding.md)
buildIfStale('embed');
// the page the server prints PDF reports from (docs/reports.md)
buildIfStale('report');

// `npm run start:pg`: the same on the local PostgreSQL (DATABASE_URL, or a `pulzus` database on
// 127.0.0.1:5432 that is created when missing).
// The one-command demo runs in development (the demo and its provider simulator, generated secrets);
// NODE_ENV=production from the caller asks for a real deployment's checks (README "Running in production").
const env = { NODE_ENV: 'development', ...process.env };
// the worker threads (cubes, upload parsing) from a bundle, not compiled by tsx at their first use
env.PULZUS_DEV_WORKERS ??= await buildDevWorkers();
if (process.argv.includes('--pg')) {
  env.DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/pulzus';
  const { default: pg } = await import('pg');
  const url = new URL(env.DATABASE_URL);
  const name = url.pathname.slice(1);
  const admin = new pg.Client({
    connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString(),
  });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [name]);
  if (!exists.rowCount) await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  await admin.end();
  console.log(`Using PostgreSQL database ${name}`);
}

// the server runs under the supervisor (scripts/supervise.mjs): restarted with a growing pause when it
// crashes, stopped for good by Ctrl-C or SIGTERM; its heap is capped (SERVER_MEMORY_MB, README)
const memoryMb = Number(process.env.SERVER_MEMORY_MB ?? 2048);
if (!Number.isInteger(memoryMb) || memoryMb < 256) {
  console.error(
    `SERVER_MEMORY_MB must be a whole number of MiB, at least 256 (got ${process.env.SERVER_MEMORY_MB})`,
  );
  process.exit(2);
}
const code = await supervise(
  [`--max-old-space-size=${memoryMb}`, '--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'],
  { spawnOptions: { cwd: root, env } },
);
process.exit(code);
