// `npm run test:e2e`: the end-to-end suite (docs/architecture.md "Tests") against the REAL server on
// fresh databases. Builds the portal, then per Playwright worker starts an SMTP sink on 127.0.0.1 (each
// raw mail saved as a file the specs read) and apps/server/src/server.ts from source on a free port with
// a temporary DATA_DIR of its own and the demo tenant; runs the Playwright specs in Debian's Chromium,
// each spec file on one worker's server (E2E_SERVERS, e2e/support/env.ts), then stops everything.
// E2E_WORKERS sets the number of workers (default 2, never more than the spec files chosen).
// Arguments are passed to `playwright test` (e.g. `npm run test:e2e -- specs/login.e2e.ts`).
// E2E_SKIP_BUILD=1 reuses an existing apps/portal/dist.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { buildIfStale } from '../scripts/build-if-stale.mjs';
import { requireChromiumOrSkip } from '../scripts/chromium.mjs';
import { buildDevWorkers } from '../scripts/dev-workers.mjs';

const root = new URL('..', import.meta.url).pathname;
const results = join(root, 'test-results/e2e');
const started = Date.now();
const log = (line) => console.log(`[e2e ${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

if (!requireChromiumOrSkip('end-to-end tests')) process.exit(0);
const playwrightCli = join(root, 'node_modules/@playwright/test/cli.js');
if (!existsSync(playwrightCli)) {
  console.error('e2e: @playwright/test is not installed (npm install at the root).');
  process.exit(1);
}
mkdirSync(results, { recursive: true });

if (process.env.E2E_SKIP_BUILD !== '1') {
  log('building the portal (apps/portal/dist)');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const build = spawnSync(process.execPath, [vite, 'build', 'apps/portal', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
// the embed script the server serves at /embed/pulzus-graph.js (docs/embedding.md), rebuilt when stale
// (also under E2E_SKIP_BUILD, which is about the portal)
buildIfStale('embed', log);
// the page the server prints PDF reports from (docs/reports.md)
buildIfStale('report', log);

const work = mkdtempSync(join(tmpdir(), 'pulzus-e2e-'));

// one server per worker, never more than the spec files the arguments choose (a filter is a part of
// a file's path, as Playwright matches it)
const filters = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const specs = readdirSync(join(root, 'e2e/specs')).filter(
  (file) =>
    file.endsWith('.e2e.ts') &&
    (!filters.length || filters.some((f) => `specs/${file}`.includes(f.replace(/^(\.\/)?(e2e\/)?/, '')))),
);
const workers = Math.max(
  1,
  Math.min(Number(process.env.E2E_WORKERS ?? Math.min(2, availableParallelism())), specs.length || 1),
);

/** A TCP port on 127.0.0.1 that can be listened on: `port`, or any free one for 0; null when taken. */
function listenable(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(null));
    probe.listen(port, '127.0.0.1', () => {
      const { port: bound } = probe.address();
      probe.close(() => resolve(bound));
    });
  });
}

/** A free TCP port on 127.0.0.1. */
async function freePort() {
  const port = await listenable(0);
  if (port === null) throw new Error('no free port on 127.0.0.1');
  return port;
}

/**
 * Two free ports in a row, for a server's demo provider simulator and its OpenID provider (which the
 * demo starts on DEMO_PROVIDER_PORT and the port after it): servers side by side must not race for
 * the default 4010 and 4011.
 */
async function freePortPair() {
  for (;;) {
    const port = await freePort();
    if (port < 65_535 && (await listenable(port + 1)) !== null) return port;
  }
}

/** An SMTP sink: accepts every message without TLS or login and saves it raw as `<n>.eml` in `mailDir`. */
async function startSmtpSink(mailDir) {
  let count = 0;
  const sink = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        writeFileSync(join(mailDir, `${String(count).padStart(4, '0')}.eml`), Buffer.concat(chunks));
        callback();
      });
    },
  });
  await new Promise((resolve) => sink.listen(0, '127.0.0.1', resolve));
  return sink;
}

/**
 * One worker's server: its own SMTP sink, mail folder, DATA_DIR (a fresh PGlite database with the
 * demo tenant) and port; `ready` resolves with what the specs need once it serves the login page.
 */
/** The worker threads' bundle, made once for every instance (they start side by side). */
let devWorkers;
function devWorkersDir() {
  devWorkers ??= buildDevWorkers(log);
  return devWorkers;
}

async function startInstance(n) {
  const dataDir = join(work, `data-${n}`);
  const mailDir = join(work, `mail-${n}`);
  mkdirSync(mailDir);
  const sink = await startSmtpSink(mailDir);
  const smtpUrl = `smtp://127.0.0.1:${sink.server.address().port}`;
  const port = await freePort();
  const demoProviderPort = await freePortPair();
  const baseUrl = `http://127.0.0.1:${port}`;
  log(`starting server ${n} on ${baseUrl} (DATA_DIR ${dataDir}, SMTP ${smtpUrl})`);
  const serverLog = createWriteStream(join(results, `server-${n}.log`));
  const serverEnv = {
    ...process.env,
    // the demo as `npm start` runs it: not `production`, which needs PostgreSQL and real secrets and
    // never runs the provider simulator (README "Running in production"), nor `test`, which leaves the
    // import queue's workers off
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: baseUrl,
    DATA_DIR: dataDir,
    DEMO: 'true',
    SMTP_URL: smtpUrl,
    DEMO_PROVIDER_PORT: String(demoProviderPort),
    LOG_LEVEL: 'warn',
    // the worker threads from their bundle, as `npm start` runs them (scripts/dev-workers.mjs)
    PULZUS_DEV_WORKERS: await devWorkersDir(),
  };
  // always the embedded PGlite in the fresh DATA_DIR, never a configured PostgreSQL
  delete serverEnv.DATABASE_URL;
  const server = spawn(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', 'apps/server/src/server.ts'],
    { cwd: root, env: serverEnv, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  server.stdout.on('data', (chunk) => {
    output += chunk;
    serverLog.write(chunk);
  });
  server.stderr.on('data', (chunk) => serverLog.write(chunk));
  const exited = new Promise((resolve) => server.once('exit', (code) => resolve(code)));

  /**
   * The demo logins as the server prints them ("    admin     admin@…  password"): the first of each role,
   * and under `scoped` the users printed after the first one (the demo's scoped viewers, docs/privacy.md
   * "Rule 10"), in the order printed.
   */
  function demoLogins() {
    const logins = {};
    const scoped = [];
    for (const match of output.matchAll(/^\s+(admin|user|demo-user)\s+(\S+@\S+)\s+(\S+)\s*$/gm)) {
      const login = { email: match[2], password: match[3] };
      if (!logins[match[1]]) logins[match[1]] = login;
      else if (match[1] === 'user') scoped.push(login);
    }
    return { logins, scoped };
  }

  async function ready() {
    // several servers seed their demo tenants at once on a shared machine: a generous limit
    const deadline = Date.now() + 600_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null)
        throw new Error(`server ${n} exited (${server.exitCode}); see ${results}/server-${n}.log`);
      // the logins are printed in one write, the scoped ones with the rest
      const { logins, scoped } = demoLogins();
      if (Object.keys(logins).length === 3) {
        const answer = await fetch(`${baseUrl}/login`).catch(() => null);
        if (answer?.ok) return { baseUrl, mailDir, logins, scopedLogins: scoped };
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`server ${n} did not start within 600 s`);
  }

  async function stop() {
    server.kill('SIGTERM');
    const stopped = await Promise.race([exited, new Promise((r) => setTimeout(() => r('timeout'), 10_000))]);
    if (stopped === 'timeout') server.kill('SIGKILL');
    await new Promise((resolve) => sink.close(resolve));
    serverLog.end();
  }
  return { ready, stop };
}

let status = 1;
const instances = [];
try {
  for (let n = 1; n <= workers; n++) instances.push(await startInstance(n));
  const servers = await Promise.all(instances.map((instance) => instance.ready()));
  log(
    `${workers} server${workers > 1 ? 's' : ''} ready; running the specs on ${workers} worker${workers > 1 ? 's' : ''}`,
  );
  // asynchronous: the SMTP sinks in this process must keep answering while the specs run
  const run = spawn(
    process.execPath,
    [
      playwrightCli,
      'test',
      '-c',
      join(root, 'e2e/playwright.config.ts'),
      `--workers=${workers}`,
      ...process.argv.slice(2),
    ],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', E2E_SERVERS: JSON.stringify(servers) },
    },
  );
  status = await new Promise((resolve) => run.once('exit', (code) => resolve(code ?? 1)));
} catch (error) {
  console.error(`e2e: ${error instanceof Error ? error.message : error}`);
} finally {
  await Promise.all(instances.map((instance) => instance.stop()));
  rmSync(work, { recursive: true, force: true });
}
log(`done: ${status === 0 ? 'passed' : 'FAILED'}`);
process.exit(status);
