// `npm start`: builds the portal and the embed script when missing or older than their sources, then runs
// the server from source (tsx, workspace packages through their `source` export condition) on
// http://localhost:3000 with the embedded database in ./data and the demo tenant.
import { spawn } from 'node:child_process';
import { buildIfStale } from './build-if-stale.mjs';

const root = new URL('..', import.meta.url).pathname;
buildIfStale('portal');
// the script an intranet page loads from /embed/pulzus-graph.js (issue #7)
buildIfStale('embed');

// `npm run start:pg`: the same on the local PostgreSQL (DATABASE_URL, or a `pulzus` database on
// 127.0.0.1:5432 that is created when missing).
const env = { NODE_ENV: 'production', ...process.env };
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

const child = spawn(
  process.execPath,
  ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'],
  {
    cwd: root,
    stdio: 'inherit',
    env: { NODE_ENV: 'production', ...process.env },
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 1)));
