// `npm test`: the whole suite, in order — lint, type check, unit and integration tests (with
// coverage), package build and publish checks, then the browser suites. Prints one closing line
// "Tests: N passed, N failed, N skipped".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { requireChromiumOrSkip } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const results = join(root, 'test-results');
mkdirSync(results, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, cmd, args, opts = {}) {
  const started = Date.now();
  console.log(`\n━━ ${name} ━━ ${[cmd, ...args].join(' ')}`);
  const run = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  if (run.status === 0) {
    console.log(`━━ ${name}: ok (${secs} s)`);
  } else {
    console.log(`━━ ${name}: FAILED (${secs} s)`);
    failures.push(name);
  }
  return run.status === 0;
}

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

const npx = (bin, ...args) => ['npx', ['--no-install', bin, ...args]];

// the lockfile matches every package.json, other platforms' optional binaries included, so `npm ci`
// installs a clean machine exactly (README "Install"); `--dry-run` checks without installing, offline
step('lockfile in sync (npm ci --dry-run)', 'npm', [
  'ci',
  '--dry-run',
  '--ignore-scripts',
  '--no-audit',
  '--no-fund',
  '--loglevel=error',
]);

step('lint + format', ...npx('biome', 'ci', '--colors=off', '.'));

// no circular imports in the server, the packages or the portal (type-only imports aside):
// the rule and why it skips `import type` are in .dependency-cruiser.mjs
step(
  'no import cycles (dependency-cruiser)',
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
);

// the root configs, every workspace, the end-to-end specs and the UI benchmark pages
for (const dir of ['.', ...pkg.workspaces, 'e2e', 'bench/ui']) {
  if (existsSync(join(root, dir, 'tsconfig.json')))
    step(`typecheck ${dir}`, ...npx('tsc', '-p', dir, '--noEmit'));
}

// the OpenAPI document the server serves, against Redocly's recommended rules (redocly.yaml)
step('OpenAPI lint (Redocly recommended)', process.execPath, [join(root, 'scripts/lint-openapi.mjs')]);

const vitestJson = join(results, 'vitest.json');
step(
  'unit + integration (vitest, coverage)',
  ...npx(
    'vitest',
    'run',
    '--coverage',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${vitestJson}`,
  ),
);
countVitest(vitestJson);

if (step('build packages (tsup)', ...npx('tsup', '--silent'))) {
  step('package checks (publint, attw)', process.execPath, [join(root, 'scripts/check-packages.mjs')]);
  // a fresh Vite + React app on the packed tarballs, installed from the npm cache, type-checked
  // strictly and built (examples/react-app/README.md)
  step('example app from the packed tarballs', process.execPath, [
    join(root, 'scripts/example-app.mjs'),
    '--no-build',
  ]);
}

// Browser suites in Debian's Chromium: Storybook stories as tests with an axe check.
if (requireChromiumOrSkip('browser suites')) {
  const browserJson = join(results, 'vitest-browser.json');
  step(
    'stories in Chromium (vitest browser, axe)',
    ...npx(
      'vitest',
      'run',
      '--config',
      'vitest.browser.config.ts',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${browserJson}`,
    ),
  );
  countVitest(browserJson);

  // End to end: the real server on a fresh database, the built portal, Playwright in Chromium.
  const e2eJson = join(results, 'e2e.json');
  step(
    'end-to-end (Playwright, real server)',
    process.execPath,
    [join(root, 'e2e/run.mjs'), '--reporter=list,json'],
    {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: e2eJson },
    },
  );
  countPlaywright(e2eJson);
}

console.log(`\n${failures.length ? `Failed steps: ${failures.join(', ')}` : 'All steps passed.'}`);
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
