// `npm test`: the whole suite — lint, type check, unit and integration tests (with coverage), the slow
// privacy sweeps, package build and publish checks, the browser suites and end to end; with --with-prod
// (what .ci/run passes) the production build smoke too. Stages run in lanes side by side
// (docs/architecture.md "Tests"): each lane runs its stages in order, the lanes at the same time, so
// single-threaded checks fill the core the test workers leave. A stage's output is printed in one block
// when it ends (test-results/logs/<stage>.log keeps it). Prints each stage's time, writes them to
// bench/results/ci.json, and closes with one line "Tests: N passed, N failed, N skipped".
// TEST_LANES=1 runs every stage one after the other; --lane <name> (repeatable) runs only those lanes.
import { spawn, spawnSync } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { findChromium, requireChromiumOrSkip } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const results = join(root, 'test-results');
const logs = join(results, 'logs');
rmSync(logs, { recursive: true, force: true });
mkdirSync(logs, { recursive: true });
const withProd = process.argv.includes('--with-prod');
const sequential = process.env.TEST_LANES === '1';
const onlyLanes = process.argv.flatMap((arg, i, all) => (arg === '--lane' ? [all[i + 1]] : []));

const totals = { passed: 0, failed: 0, skipped: 0 };
const started = Date.now();
const seconds = (from) => Number(((Date.now() - from) / 1000).toFixed(1));
const load = () => Number(loadavg()[0].toFixed(2));
const loadAtStart = load();

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += (stats?.expected ?? 0) + (stats?.flaky ?? 0);
  totals.failed += stats?.unexpected ?? 0;
  totals.skipped += stats?.skipped ?? 0;
}

const npx = (bin, ...args) => ({ cmd: 'npx', args: ['--no-install', bin, ...args] });
const node = (script, ...args) => ({ cmd: process.execPath, args: [join(root, script), ...args] });
const vitestRun = (name, args) => {
  const json = join(results, `${name}.json`);
  return {
    ...npx('vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`),
    count: () => countVitest(json),
  };
};
const projects = (...names) => names.flatMap((name) => ['--project', name]);

/**
 * The lanes. A stage runs when the stages before it in its lane have ended and the stages it waits
 * `after` (in other lanes) too; `needs` names a stage that must have passed, else it is skipped.
 */
/**
 * The server tests that time the server (the flood's p99, a zip bomb refused within a second), so they run
 * alone (lane `timed`): beside the other lanes they would time the machine's load.
 */
const TIMED_TESTS = ['src/security/public-flood.test.ts', 'src/spreadsheets/spreadsheet-limits.test.ts'];
const excludeTimed = TIMED_TESTS.flatMap((file) => ['--exclude', file]);
/**
 * Server tests whose subject does not depend on the database engine and that take minutes: PGlite only. The report's
 * printed pages (pdftoppm, LibreOffice) are drawn from the same graph answers on either database, which the report
 * and summary suites check on both; the demo tenant's differencing attack runs in memory on the cube inputs, which
 * the graph suites read alike from both (2–4 minutes, which beside the other lanes outlived its hang guard).
 */
const ENGINE_INDEPENDENT = [
  'src/domains/reports/report-pages.test.ts',
  'src/domains/graphs/privacy-demo-attack.test.ts',
];

const lanes = {
  // single-threaded checks: one core between them, beside the test workers
  checks: [
    // the lockfile matches every package.json, other platforms' optional binaries included, so `npm ci`
    // installs a clean machine exactly (README "Install"); `--dry-run` checks without installing, offline
    {
      name: 'lockfile in sync (npm ci --dry-run)',
      cmd: 'npm',
      args: ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'],
    },
    { name: 'lint + format', ...npx('biome', 'ci', '--colors=off', '.') },
    // no circular imports in the server, the packages or the portal (type-only imports aside):
    // the rule and why it skips `import type` are in .dependency-cruiser.mjs
    {
      name: 'no import cycles (dependency-cruiser)',
      ...npx(
        'depcruise',
        '--config',
        '.dependency-cruiser.mjs',
        '--output-type',
        'err',
        'apps/server/src',
        'apps/portal/src',
        ...pkg.workspaces.filter((dir) => dir.startsWith('packages/')).map((dir) => `${dir}/src`),
      ),
    },
    // the root configs, every workspace, the end-to-end specs and the UI benchmark pages
    { name: 'typecheck', ...node('scripts/typecheck.mjs') },
    // the OpenAPI document the server serves, against Redocly's recommended rules (redocly.yaml)
    { name: 'OpenAPI lint (Redocly recommended)', ...node('scripts/lint-openapi.mjs') },
    { name: 'build packages (tsup)', ...npx('tsup', '--silent') },
    // on the dist/ just built: the size budgets (bench/ui/budgets.test.ts — the chart-only page and the
    // embed, and an over-budget fixture that must fail), the tarballs as published and a chart-only
    // app's install on i18next 25 and 26 (packages/widgets/install). In this lane, whose stages end
    // minutes before the browser lane's, they add no time to the run (docs/releasing.md "Size budgets")
    {
      name: 'size budgets, tarballs, chart-only install (vitest slow)',
      needs: 'build packages (tsup)',
      env: { PULZUS_PACKAGES_BUILT: '1' },
      ...vitestRun('vitest-slow', ['--config', 'vitest.slow.config.ts']),
    },
    {
      name: 'package checks (publint, attw)',
      needs: 'build packages (tsup)',
      ...node('scripts/check-packages.mjs'),
    },
    // a fresh Vite + React app on the packed tarballs, installed from the npm cache, type-checked
    // strictly and built (examples/react-app/README.md)
    {
      name: 'example app from the packed tarballs',
      needs: 'build packages (tsup)',
      ...node('scripts/example-app.mjs', '--no-build'),
    },
  ],
  // Node suites. Coverage (core ≥ 90 % lines) is measured on the quick projects only: the server's
  // and the slow sweeps' runs would pay V8's coverage mode for no line of core they add
  node: [
    {
      name: 'unit (vitest, coverage)',
      ...vitestRun('vitest', [
        '--coverage',
        ...projects('core', 'provider-sim', 'widgets', 'admin', 'portal'),
      ]),
    },
    {
      name: 'server integration on PGlite + slow privacy sweeps (vitest)',
      ...vitestRun('vitest-server', [...projects('server', 'core-slow'), ...excludeTimed]),
    },
  ],
  // the same server suites on PostgreSQL (TEST_DATABASE_URL, as .ci/run sets it), in a process of
  // their own: much of their time is PostgreSQL's, in its own processes, not the test workers'
  ...(process.env.TEST_DATABASE_URL
    ? {
        pg: [
          {
            name: 'server integration on PostgreSQL (vitest)',
            ...vitestRun('vitest-server-pg', [
              ...projects('server-pg'),
              ...excludeTimed,
              ...ENGINE_INDEPENDENT.flatMap((file) => ['--exclude', file]),
            ]),
          },
        ],
      }
    : {}),
  // Debian's Chromium: Storybook stories as tests with an axe check and component tests, then end to
  // end (the real server on fresh databases, the built portal, Playwright)
  browser: [
    {
      name: 'stories and components in Chromium (vitest browser, axe)',
      browser: true,
      // after the quick unit tests: their short timeouts would meet Chromium's start on a busy machine
      after: ['unit (vitest, coverage)'],
      ...vitestRun('vitest-browser', ['--config', 'vitest.browser.config.ts']),
    },
    {
      name: 'end-to-end (Playwright, real server)',
      browser: true,
      ...node('e2e/run.mjs', '--reporter=list,json'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: join(results, 'e2e.json') },
      count: () => countPlaywright(join(results, 'e2e.json')),
    },
  ],
  // the production build on a copy of the checkout, as the Dockerfile builds it, then a start from
  // dist on a database of its own (docs/deployment.md); .ci/run asks for it
  ...(withProd
    ? { prod: [{ name: 'production build smoke (test:prod)', ...node('scripts/prod-smoke.mjs') }] }
    : {}),
  // the tests that assert a latency (docs/security.md: the flood leaves GET /api/health p99 under 50 ms;
  // a zip bomb is refused within a second) run alone, after every other stage: beside the other lanes
  // the machine's load, not the server, decides their times
  timed: [
    {
      name: 'timed server tests, alone (vitest)',
      afterEveryOther: true,
      ...vitestRun('vitest-timed', [
        ...projects('server', ...(process.env.TEST_DATABASE_URL ? ['server-pg'] : [])),
        ...TIMED_TESTS,
      ]),
    },
  ],
};

const browserOk = findChromium() ? true : requireChromiumOrSkip('browser suites');
const stages = Object.entries(lanes)
  .filter(([lane]) => !onlyLanes.length || onlyLanes.includes(lane))
  .flatMap(([lane, list]) =>
    list
      .filter((stage) => !stage.browser || browserOk)
      .map((stage, i, all) => ({ ...stage, lane, before: all[i - 1]?.name })),
  );
for (const stage of stages)
  if (stage.afterEveryOther) stage.after = stages.filter((s) => s !== stage).map((s) => s.name);
if (sequential) {
  for (const [i, stage] of stages.entries()) stage.before = stages[i - 1]?.name;
}
/**
 * A stage's CPU seconds. Where this process may make a cgroup (root on cgroup v1's cpuacct, as on the CI
 * machine), each stage runs in one of its own and its `cpuacct.usage` counts every process the stage started,
 * including the test workers a runner kills without waiting for them. Elsewhere bash's `times` after the
 * command counts the children that were waited for (second line of its output), which undercounts such runners.
 */
const CPU_GROUPS = '/sys/fs/cgroup/cpuacct';
let cpuGroupsUsable = existsSync(join(CPU_GROUPS, 'cgroup.procs'));
function openCpuGroup(stage) {
  if (!cpuGroupsUsable) return null;
  const dir = join(CPU_GROUPS, `pulzus-test-${process.pid}-${stage.name.replace(/[^a-z0-9]+/gi, '-')}`);
  try {
    mkdirSync(dir, { recursive: true });
    return dir;
  } catch {
    cpuGroupsUsable = false;
    return null;
  }
}
function closeCpuGroup(dir) {
  if (!dir) return null;
  let usage = null;
  try {
    usage = Number(readFileSync(join(dir, 'cpuacct.usage'), 'utf8')) / 1e9;
  } catch {}
  try {
    rmdirSync(dir); // fails while a process the stage left behind is still in it; the group is then left
  } catch {}
  return Number.isFinite(usage) ? Number(usage.toFixed(1)) : null;
}
// bash joins the stage's group (when there is one) before it starts the command; `times` itself, not in a pipe
// or $(…), since a subshell has no children of its own
const CPU_WRAPPER = String.raw`if [ -n "$PULZUS_CPU_GROUP" ]; then echo $$ > "$PULZUS_CPU_GROUP/cgroup.procs" 2>/dev/null; fi; "$@"; status=$?; printf '\n##cpu ' >&2; times >&2; exit $status`;
const CPU_MARKER = /\n##cpu \S+ \S+\n(\d+)m([\d.]+)s (\d+)m([\d.]+)s/;
const cpuSeconds = (m) =>
  Number((Number(m[1]) * 60 + Number(m[2]) + Number(m[3]) * 60 + Number(m[4])).toFixed(1));
const outcome = new Map(); // stage name → { status, seconds, ... }
const running = new Map(); // stage name → start time

function runStage(stage) {
  const from = Date.now();
  const loadFrom = load();
  running.set(stage.name, from);
  const file = join(logs, `${stage.name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '')}.log`);
  const log = createWriteStream(file);
  log.write(`━━ ${stage.name} ━━ ${[stage.cmd, ...stage.args].join(' ')}\n`);
  if (!sequential) console.log(`━━ ${stage.name}: started (lane ${stage.lane})`);
  return new Promise((resolve) => {
    // through bash, whose `times` prints the CPU its children used: a stage's CPU seconds do not depend on
    // what ran beside it, so they say where a run's time goes when the lanes share the cores
    const group = openCpuGroup(stage);
    const child = spawn('bash', ['-c', CPU_WRAPPER, stage.name, stage.cmd, ...stage.args], {
      cwd: root,
      env: {
        ...process.env,
        FORCE_COLOR: process.env.FORCE_COLOR ?? '0',
        PULZUS_CPU_GROUP: group ?? '',
        ...stage.env,
      },
      stdio: ['ignore', sequential ? 'inherit' : 'pipe', 'pipe'],
    });
    // the CPU line comes last on stderr; it may arrive split over chunks, so it is looked for in what is kept of the end
    let cpu = null;
    let stderrEnd = '';
    child.stdout?.pipe(log, { end: false });
    child.stderr?.on('data', (chunk) => {
      stderrEnd = (stderrEnd + chunk.toString()).slice(-200);
      log.write(chunk);
      if (sequential) process.stderr.write(chunk);
    });
    child.once('close', (code) => {
      const marker = stderrEnd.match(CPU_MARKER);
      if (marker) cpu = cpuSeconds(marker);
      cpu = closeCpuGroup(group) ?? cpu;
      running.delete(stage.name);
      log.end(() => {
        const secs = seconds(from);
        const status = code === 0 ? 'ok' : 'failed';
        if (!sequential) process.stdout.write(`\n${readFileSync(file, 'utf8')}`);
        console.log(
          `━━ ${stage.name}: ${status === 'ok' ? 'ok' : 'FAILED'} (${secs} s, ${cpu ?? '?'} s of CPU)`,
        );
        stage.count?.();
        outcome.set(stage.name, {
          stage: stage.name,
          lane: stage.lane,
          status,
          seconds: secs,
          cpu_seconds: cpu,
          started_at_s: seconds(started) - secs,
          load_start: loadFrom,
          load_end: load(),
        });
        resolve();
      });
    });
  });
}

// every minute, what is still running (a quiet lane is not a hung one)
const heartbeat = setInterval(() => {
  const now = [...running].map(([name, from]) => `${name} (${seconds(from)} s)`);
  if (now.length && !sequential) console.log(`… ${seconds(started)} s, running: ${now.join(', ')}`);
}, 60_000);

const done = new Map(); // stage name → promise
for (const stage of stages) {
  const waits = [stage.before, ...(stage.after ?? [])].filter(Boolean).map((name) => done.get(name));
  done.set(
    stage.name,
    Promise.all(waits).then(() => {
      if (stage.needs && outcome.get(stage.needs)?.status !== 'ok') {
        console.log(`━━ ${stage.name}: skipped (${stage.needs} failed)`);
        outcome.set(stage.name, { stage: stage.name, lane: stage.lane, status: 'skipped', seconds: 0 });
        return;
      }
      return runStage(stage);
    }),
  );
}
await Promise.all(done.values());
clearInterval(heartbeat);

const failures = [...outcome.values()].filter((o) => o.status !== 'ok').map((o) => o.stage);
const total = seconds(started);
console.log('\nStage times (s; wall, then CPU):');
for (const o of [...outcome.values()].sort((a, b) => (a.started_at_s ?? 0) - (b.started_at_s ?? 0)))
  console.log(
    `  ${String(o.seconds).padStart(7)}  ${String(o.cpu_seconds ?? '').padStart(7)}  ${o.status.padEnd(7)} ${o.lane.padEnd(8)} ${o.stage}`,
  );
console.log(`  ${String(total).padStart(7)}  total (lanes side by side on ${availableParallelism()} cores)`);
recordTimes(total);

console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);

/**
 * Appends this run to bench/results/ci.json (the last 30 runs): per stage its time, lane and the
 * machine's 1-minute load when it started and ended; .ci/run adds its own set-up time.
 */
function recordTimes(total) {
  const file = join(root, 'bench/results/ci.json');
  let history = { runs: [] };
  try {
    history = JSON.parse(readFileSync(file, 'utf8'));
  } catch {}
  const git = (args) => {
    const run = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
    return run.status === 0 ? run.stdout.trim() : null;
  };
  const setup = Number(process.env.CI_SETUP_SECONDS ?? Number.NaN);
  history.runs = [
    ...(history.runs ?? []),
    {
      date: new Date(started).toISOString(),
      commit: git(['rev-parse', 'HEAD']),
      uncommitted_changes: Boolean(git(['status', '--porcelain'])),
      ci: process.env.CI === 'true',
      cores: availableParallelism(),
      lanes: sequential ? 'one after the other' : 'side by side',
      load_start: loadAtStart,
      load_end: load(),
      ...(Number.isFinite(setup) ? { setup_seconds: setup } : {}),
      test_seconds: total,
      ...(Number.isFinite(setup) ? { total_seconds: Number((setup + total).toFixed(1)) } : {}),
      tests: { ...totals },
      // the CPU all stages used: on 2 cores a run cannot take less than half of it
      cpu_counted_by: cpuGroupsUsable ? 'cgroup (cpuacct)' : 'bash times (waited-for processes only)',
      cpu_seconds: Number([...outcome.values()].reduce((sum, o) => sum + (o.cpu_seconds ?? 0), 0).toFixed(1)),
      failed_stages: failures,
      stages: [...outcome.values()],
    },
  ].slice(-30);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(file, `${JSON.stringify(history, null, 2)}\n`);
  console.log(`Stage times written to bench/results/ci.json`);
}
