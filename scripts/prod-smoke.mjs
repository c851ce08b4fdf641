// `npm run test:prod`: the production build and start, proven on a copy of this checkout
// (docs/deployment.md). Copies the tracked and new files to a temporary folder, leaving out what
// .dockerignore leaves out of the image's build context, runs scripts/prod-build.sh there (`npm ci`,
// `npm run build`, `npm ci --omit=dev`: the Dockerfile's build stage), then checks what an operator
// would see:
// - every npm import of apps/server/dist resolves without the dev dependencies;
// - `npm run start:prod` on a Node older than 24 refuses with one line and exit code 78;
// - `npm run start:prod` under NODE_ENV=production without the secrets exits 78 naming them;
// - start:prod's command (run as the image runs it, without npm) on a fresh PostgreSQL database is
//   ready, serves the portal and the embed script, prints the address it listens on, seeds nothing
//   (the demo admin cannot sign in);
// - the create-admin CLI from dist makes an administrator who can sign in; an upload-parsing
//   thread starts from dist; worker:prod's command starts; SIGTERM stops both with code 0;
// - SIGTERM to `npm run start:prod` and to `npm run worker:prod` (npm alone, as a service manager
//   sends it) stops the server gracefully: npm exits 0 and no process of theirs is left;
// - the Dockerfile starts the image with the command of `npm run start:prod`, and compose.yaml's
//   worker with that of `npm run worker:prod`.
// Needs PostgreSQL on 127.0.0.1:5432 (user postgres, trust; PGHOST moves it), like `.ci/run`.
// PROD_SMOKE_KEEP=1 keeps the copy for a look afterwards; PROD_SMOKE_DIR=<that copy> checks it again
// without copying and building.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join, matchesGlob } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import pg from 'pg';

const root = new URL('..', import.meta.url).pathname;
const started = Date.now();
const secs = (from) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const log = (line) => console.log(`prod-smoke: ${line}`);
const failures = [];

function check(name, ok, detail = '') {
  console.log(`prod-smoke: ${ok ? 'ok  ' : 'FAIL'} ${name}${ok || !detail ? '' : ` — ${detail}`}`);
  if (!ok) failures.push(name);
  return ok;
}

/** The patterns of .dockerignore, in order (no comments, no blank lines). */
const dockerIgnore = readFileSync(join(root, '.dockerignore'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

/**
 * Whether the image's build context leaves `file` out, by Docker's rules: patterns are paths from the
 * root (`**` any depth), a match of a folder leaves out what is in it, the last matching line wins
 * and `!` takes a path back.
 */
function dockerIgnores(file) {
  const parts = file.split('/');
  let ignored = false;
  for (const line of dockerIgnore) {
    const back = line.startsWith('!');
    const pattern = (back ? line.slice(1) : line).replace(/^\/+|\/+$/g, '');
    if (parts.some((_, i) => matchesGlob(parts.slice(0, i + 1).join('/'), pattern))) ignored = !back;
  }
  return ignored;
}

// ── the copy: what `git clone` would hold, plus files not committed yet (nothing git ignores), less
// what .dockerignore leaves out, so the build below sees what the Dockerfile's build stage sees;
// PROD_SMOKE_DIR names a copy built before (kept with PROD_SMOKE_KEEP=1) to check it again
const reuse = process.env.PROD_SMOKE_DIR;
const copy = reuse ?? mkdtempSync(join(tmpdir(), 'pulzus-prod-'));
if (!reuse) {
  const copyStarted = Date.now();
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  let leftOut = 0;
  for (const file of new Set(listed.stdout.split('\0').filter(Boolean))) {
    const from = join(root, file);
    if (!existsSync(from)) continue; // deleted in the working tree
    if (dockerIgnores(file)) {
      leftOut += 1;
      continue;
    }
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(from, join(copy, file), { verbatimSymlinks: true });
  }
  log(
    `copied the checkout to ${copy} in ${secs(copyStarted)}, less ${leftOut} files .dockerignore leaves out`,
  );
}

// the project's Node (24) first on PATH: without the dev dependencies the copy has no
// node_modules/.bin/node, and production runs on the Node of the image (Dockerfile)
const env = {
  ...process.env,
  PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH}`,
};
// the build must not inherit a caller's production settings (NODE_ENV=production makes `npm ci` skip the
// dev dependencies the build needs)
delete env.NODE_ENV;
delete env.DATABASE_URL;
delete env.JWT_SECRET;
delete env.TOKEN_ENCRYPTION_KEY;
delete env.DEMO;
delete env.TEST_DATABASE_URL;

const pgHost = process.env.PGHOST ?? '127.0.0.1';
const dbName = `pulzus_smoke_${Date.now()}_${process.pid}`;
const adminUrl = `postgres://postgres@${pgHost}:5432/postgres`;
const databaseUrl = `postgres://postgres@${pgHost}:5432/${dbName}`;
const children = new Set();
/** Process groups started with `detached` (npm and what it runs), killed whole when the run ends. */
const groups = new Set();

/** Whether a process of group `pgid` still runs. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
}

async function cleanUp() {
  for (const child of children) child.kill('SIGKILL');
  for (const pgid of groups) if (groupAlive(pgid)) process.kill(-pgid, 'SIGKILL');
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`drop database if exists "${dbName}" with (force)`);
  } catch (error) {
    log(`could not drop ${dbName}: ${error.message}`);
  } finally {
    await admin.end().catch(() => {});
  }
  if (reuse || process.env.PROD_SMOKE_KEEP === '1') log(`kept ${copy}`);
  else rmSync(copy, { recursive: true, force: true });
}

const scripts = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts;

/** A package script's command as words, without the `exec` that lets it replace npm's shell. */
const commandOf = (script) => scripts[script].replace(/^exec /, '').split(' ');

/**
 * Starts a command in the copy: `['npm', 'run', script]`, or a package script's own command without
 * npm in between, as the image runs it. `detached` starts it in a process group of its own, as a
 * service manager does.
 */
function start(args, extraEnv, { detached = false } = {}) {
  const [file, ...rest] = typeof args === 'string' ? commandOf(args) : args;
  const child = spawn(file, rest, {
    cwd: copy,
    env: { ...env, ...extraEnv },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  children.add(child);
  if (detached) groups.add(child.pid);
  let out = '';
  child.stdout.on('data', (chunk) => {
    out += chunk;
  });
  child.stderr.on('data', (chunk) => {
    out += chunk;
  });
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve(code ?? signal);
    }),
  );
  return { child, exited, output: () => out };
}

/** Waits until `test(output)` holds, the process ends, or `ms` pass. */
async function waitFor(proc, test, ms) {
  const until = Date.now() + ms;
  let ended = false;
  void proc.exited.then(() => {
    ended = true;
  });
  while (Date.now() < until && !ended) {
    const found = test(proc.output());
    if (found) return found;
    await sleep(100);
  }
  return test(proc.output());
}

async function stop(proc, name) {
  proc.child.kill('SIGTERM');
  const code = await Promise.race([proc.exited, sleep(30_000).then(() => 'still running after 30 s')]);
  check(`${name} stops on SIGTERM with code 0`, code === 0, `got ${code}\n${proc.output().slice(-2000)}`);
}

/**
 * `npm run <script>` in a process group of its own, as systemd or a supervisor starts it; SIGTERM to
 * npm alone (what they send first) must stop the whole tree gracefully: npm passes it on to the
 * server, which drains, logs "shutting down" and exits 0, and npm exits 0 with it. A shell between npm
 * and node would die of the signal and leave node serving, its parent pid 1 (docs/deployment.md "Stopping").
 */
async function npmStopsOnSigterm(script, started, prodEnv) {
  const proc = start(['npm', 'run', script], { ...prodEnv, LOG_LEVEL: 'info' }, { detached: true });
  const up = await waitFor(proc, started, 60_000);
  if (!check(`\`npm run ${script}\` starts`, !!up, proc.output().slice(-2000))) return;
  const pgid = proc.child.pid;
  const tree = () =>
    spawnSync('ps', ['-o', 'pid,ppid,args', '-g', String(pgid)], { encoding: 'utf8' }).stdout;
  const before = tree();
  proc.child.kill('SIGTERM');
  const code = await Promise.race([proc.exited, sleep(30_000).then(() => 'still running after 30 s')]);
  for (let i = 0; i < 20 && groupAlive(pgid); i++) await sleep(100);
  const left = groupAlive(pgid) ? tree() : '';
  check(
    `SIGTERM to \`npm run ${script}\` (npm alone) stops it gracefully: npm exits 0, no process left`,
    code === 0 && proc.output().includes('"msg":"shutting down"') && !left,
    `npm exit ${code}; before:\n${before}left:\n${left}\n${proc.output().slice(-1500)}`,
  );
}

try {
  // ── the build, as the Dockerfile runs it
  if (!reuse) {
    const buildStarted = Date.now();
    const build = spawnSync('bash', [join(copy, 'scripts/prod-build.sh'), copy], {
      cwd: copy,
      env,
      stdio: 'inherit',
    });
    if (!check(`scripts/prod-build.sh (${secs(buildStarted)})`, build.status === 0))
      throw new Error('build failed');
  }
  for (const built of [
    'apps/server/dist/server.js',
    'apps/server/dist/worker.js',
    'apps/server/dist/create-admin.js',
    'apps/server/dist/parse-worker.mjs',
    'apps/portal/dist/index.html',
    'packages/widgets/dist-embed/pulzus-graph.js',
    // the page the server prints PDF reports from (docs/reports.md)
    'apps/portal/dist-report/index.html',
  ]) {
    check(`built ${built}`, existsSync(join(copy, built)));
  }
  check(
    'no dev dependency installed (vite, tsx, vitest)',
    ['vite', 'tsx', 'vitest'].every((name) => !existsSync(join(copy, 'node_modules', name))),
  );

  // ── every npm import of the build resolves from dist without the dev dependencies
  const dist = join(copy, 'apps/server/dist');
  const probe = join(dist, 'resolve-probe.mjs');
  writeFileSync(
    probe,
    `import { readdirSync, readFileSync } from 'node:fs';
const found = new Set();
for (const file of readdirSync(import.meta.dirname).filter((f) => /\\.m?js$/.test(f))) {
  const text = readFileSync(new URL(file, import.meta.url), 'utf8');
  for (const m of text.matchAll(/(?:^|[\\s;])(?:import|export)\\b[^'"]*?from\\s*["']([^"'./][^"']*)["']|\\bimport\\(\\s*["']([^"'./][^"']*)["']\\s*\\)|^import\\s*["']([^"'./][^"']*)["']/gm))
    found.add(m[1] ?? m[2] ?? m[3]);
}
const missing = [...found].filter((s) => !s.startsWith('node:')).filter((s) => {
  try { import.meta.resolve(s); return false; } catch { return true; }
});
console.log(JSON.stringify({ count: found.size, missing }));
`,
  );
  const resolved = spawnSync(process.execPath, [probe], { cwd: dist, env, encoding: 'utf8' });
  rmSync(probe);
  const { count, missing } = JSON.parse(resolved.stdout || '{"count":0,"missing":["(probe failed)"]}');
  check(
    `the ${count} npm imports of apps/server/dist resolve without dev dependencies`,
    count > 10 && missing.length === 0,
    `missing: ${missing.join(', ')} ${resolved.stderr}`,
  );

  // ── production without its secrets: exit 78, naming them
  const bare = start(['npm', 'run', '--silent', 'start:prod'], { NODE_ENV: 'production', PORT: '0' });
  const bareCode = await Promise.race([bare.exited, sleep(30_000).then(() => 'still running')]);
  check(
    '`npm run start:prod` under NODE_ENV=production without secrets exits 78 naming DATABASE_URL, JWT_SECRET, TOKEN_ENCRYPTION_KEY',
    bareCode === 78 &&
      ['DATABASE_URL', 'JWT_SECRET', 'TOKEN_ENCRYPTION_KEY'].every((n) => bare.output().includes(n)),
    `exit ${bareCode}: ${bare.output().slice(-1000)}`,
  );
  if (bareCode === 'still running') bare.child.kill('SIGKILL');

  // ── an older Node (22, as process.versions says it): one line, exit 78, nothing started
  const olderNode = join(copy, 'older-node-probe.mjs');
  writeFileSync(olderNode, "Object.defineProperty(process.versions, 'node', { value: '22.12.0' });\n");
  const old = start(
    ['npm', 'run', '--silent', 'start:prod'],
    { NODE_OPTIONS: `--import=${pathToFileURL(olderNode).href}` },
    { detached: true },
  );
  const oldCode = await Promise.race([old.exited, sleep(30_000).then(() => 'still running')]);
  rmSync(olderNode);
  check(
    '`npm run start:prod` on Node 22 refuses with one line and exit code 78',
    oldCode === 78 &&
      old.output().trim().split('\n').length === 1 &&
      old.output().includes('Pulzus needs Node.js 24 or newer'),
    `exit ${oldCode}: ${old.output().slice(-1000)}`,
  );
  if (oldCode === 'still running') process.kill(-old.child.pid, 'SIGKILL');

  // ── a fresh database and a real start
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const prodEnv = {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    TOKEN_ENCRYPTION_KEY: randomBytes(48).toString('base64url'),
    DATABASE_POOL_SIZE: '4',
    IMPORT_WORKERS: 'false',
    LOG_LEVEL: 'warn',
  };
  const serverStarted = Date.now();
  const server = start('start:prod', prodEnv);
  const listening = await waitFor(
    server,
    (out) => out.match(/Pulzus is listening on (http:\/\/\S+)/),
    60_000,
  );
  if (
    !check(
      `start:prod (${scripts['start:prod']}) listens and prints its address (${secs(serverStarted)})`,
      !!listening,
      server.output(),
    )
  )
    throw new Error('the server did not start');
  const base = listening[1];
  check('the banner names the real port, not PORT=0', !base.endsWith(':0'), base);

  const ready = await fetch(`${base}/api/ready`);
  check('/api/ready answers 200', ready.status === 200, `${ready.status} ${await ready.text()}`);
  const page = await fetch(`${base}/`);
  const html = await page.text();
  check(
    '/ serves the portal page',
    page.status === 200 &&
      /text\/html/.test(page.headers.get('content-type') ?? '') &&
      html.includes('<script'),
    `${page.status} ${html.slice(0, 200)}`,
  );
  const asset = html.match(/src="(\/assets\/[^"]+\.js)"/)?.[1];
  const assetRes = asset ? await fetch(`${base}${asset}`) : null;
  check(`the portal's script ${asset} is served`, assetRes?.status === 200, `${assetRes?.status}`);
  const embed = await fetch(`${base}/embed/pulzus-graph.js`);
  check(
    '/embed/pulzus-graph.js is served',
    embed.status === 200 && /javascript/.test(embed.headers.get('content-type') ?? ''),
    `${embed.status} ${embed.headers.get('content-type')}`,
  );

  // ── nothing seeded: no account, no user, the demo's published admin cannot sign in
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const counts = await db.query(
    'select (select count(*) from accounts)::int as accounts, (select count(*) from users)::int as users',
  );
  check(
    'no account and no user in the new database',
    counts.rows[0].accounts === 0 && counts.rows[0].users === 0,
    JSON.stringify(counts.rows[0]),
  );
  const seed = readFileSync(join(root, 'apps/server/src/demo/seed.ts'), 'utf8');
  const [, demoEmail, demoPassword] = seed.match(/email: '(admin@[^']+)',\s*password: '([^']+)'/) ?? [];
  const login = (email, password) =>
    fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
  const demoLogin = demoEmail ? await login(demoEmail, demoPassword) : null;
  check(`the demo admin (${demoEmail}) cannot sign in`, demoLogin?.status === 401, `${demoLogin?.status}`);

  // ── the first administrator, with the CLI from dist
  // the password rule refuses one holding the name or the address (sign-in.md)
  const adminPassword = `Qv7!${randomBytes(12).toString('hex')}Xz`;
  const created = spawnSync(
    'npm',
    ['run', '--silent', 'create-admin:prod', '--', '--email', 'ops@example.test', '--name', 'Smoke Operator'],
    { cwd: copy, env: { ...env, ...prodEnv, PULZUS_ADMIN_PASSWORD: adminPassword }, encoding: 'utf8' },
  );
  check(
    'npm run create-admin:prod creates an administrator',
    created.status === 0,
    created.stdout + created.stderr,
  );
  const adminLogin = await login('ops@example.test', adminPassword);
  check(
    'that administrator signs in',
    adminLogin.status === 200,
    `${adminLogin.status} ${await adminLogin.text()}`,
  );
  const users = await db.query('select count(*)::int as n from users');
  check('one user exists: the administrator', users.rows[0].n === 1, `${users.rows[0].n}`);
  await db.end();

  // ── an upload-parsing thread starts from dist (the worker threads have their own bundle)
  const threadProbe = join(dist, 'thread-probe.mjs');
  writeFileSync(
    threadProbe,
    `import { Worker } from 'node:worker_threads';
const worker = new Worker(new URL('./parse-worker.mjs', import.meta.url));
const rows = [];
const timer = setTimeout(() => { console.log('timeout'); process.exit(1); }, 20000);
worker.on('message', (m) => {
  if (m.type === 'ready') worker.postMessage({ id: 1, task: { kind: 'csv', bytes: new TextEncoder().encode('a;b\\n1;2\\n') } });
  // each piece of rows comes once the previous is taken (parse-tasks-worker.ts): ask for the next
  if (m.type === 'rows') {
    rows.push(...m.rows);
    worker.postMessage({ type: 'next', id: m.id });
  }
  if (m.type === 'done' || m.type === 'failed' || m.type === 'refused') {
    console.log(JSON.stringify({ m, rows }));
    clearTimeout(timer);
    void worker.terminate();
  }
});
`,
  );
  const parsed = spawnSync(process.execPath, [threadProbe], { cwd: dist, env, encoding: 'utf8' });
  rmSync(threadProbe);
  check(
    'an upload-parsing thread parses a csv from apps/server/dist/parse-worker.mjs',
    parsed.status === 0 && parsed.stdout.includes('"type":"done"') && parsed.stdout.includes('["1","2"]'),
    parsed.stdout + parsed.stderr,
  );

  // ── the import worker process
  const worker = start('worker:prod', { ...prodEnv, LOG_LEVEL: 'info' });
  const waiting = await waitFor(worker, (out) => out.includes('import worker started'), 60_000);
  check(
    `worker:prod (${scripts['worker:prod']}) starts and waits for jobs`,
    !!waiting,
    worker.output().slice(-2000),
  );
  await stop(worker, 'the worker');
  await stop(server, 'the server');

  // ── the npm scripts themselves, stopped as a service manager stops them
  await npmStopsOnSigterm('start:prod', (out) => out.includes('Pulzus is listening on'), prodEnv);
  await npmStopsOnSigterm('worker:prod', (out) => out.includes('import worker started'), prodEnv);

  // ── the image runs what CI proved
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const startProd = commandOf('start:prod').join(' ');
  const cmd = dockerfile.match(/^CMD\s+(\[.*\])\s*$/m)?.[1];
  check(
    'the Dockerfile starts the image with the command of `npm run start:prod`',
    !!cmd && JSON.parse(cmd).join(' ') === startProd,
    `CMD ${cmd} vs start:prod ${startProd}`,
  );
  const workerProd = commandOf('worker:prod').join(' ');
  const workerCommand = readFileSync(join(root, 'compose.yaml'), 'utf8').match(
    /^ {2}worker:\n(?: {4}.*\n)*? {4}command: (\[.*\])$/m,
  )?.[1];
  check(
    "compose.yaml's worker runs the command of `npm run worker:prod`",
    !!workerCommand && JSON.parse(workerCommand).join(' ') === workerProd,
    `command ${workerCommand} vs worker:prod ${workerProd}`,
  );
  check(
    'the Dockerfile builds with scripts/prod-build.sh',
    /^RUN\s.*scripts\/prod-build\.sh/m.test(dockerfile),
  );
} catch (error) {
  check('the smoke run completes', false, error instanceof Error ? error.message : String(error));
} finally {
  await cleanUp();
}

log(`${failures.length ? `FAILED: ${failures.join('; ')}` : 'all checks passed'} in ${secs(started)}`);
process.exit(failures.length ? 1 : 0);
