// `npm run test:<workspace>` (README "Commands", docs/architecture.md "Tests"): one workspace's
// tests, the inner loop. Usage: node scripts/test-workspace.mjs <workspace> [--watch] [--no-browser]
// [vitest arguments, e.g. a file filter]. Node projects come from vitest.config.ts; a UI workspace's
// components and stories also run in Chromium (vitest.browser.config.ts), filtered to its folder.
// With --watch both Vitest processes watch side by side; without it they run one after the other
// and the exit code is the first failure's.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { findChromium } from './chromium.mjs';

const root = new URL('..', import.meta.url).pathname;

/** Per workspace: its Vitest projects in Node, and the folder its browser tests are filtered to. */
const WORKSPACES = {
  core: { projects: ['core'] },
  // the full privacy sweeps (`*.slow.test.ts`): minutes on 2 cores, part of npm test and CI
  slow: { projects: ['core-slow'] },
  widgets: { projects: ['widgets'], browser: 'packages/widgets/' },
  admin: { projects: ['admin'], browser: 'packages/admin/' },
  portal: { projects: ['portal'], browser: 'apps/portal/' },
  // PostgreSQL too when TEST_DATABASE_URL is set (the project is only defined then)
  server: { projects: process.env.TEST_DATABASE_URL ? ['server', 'server-pg'] : ['server'] },
  'provider-sim': { projects: ['provider-sim'] },
};

const [name, ...rest] = process.argv.slice(2);
const workspace = WORKSPACES[name];
if (!workspace) {
  console.error(
    `usage: node scripts/test-workspace.mjs <${Object.keys(WORKSPACES).join('|')}> [--watch] [args]`,
  );
  process.exit(2);
}
const watch = rest.includes('--watch');
const noBrowser = rest.includes('--no-browser');
const args = rest.filter((arg) => arg !== '--watch' && arg !== '--no-browser');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const mode = watch ? 'watch' : 'run';

const runs = [
  [mode, ...workspace.projects.flatMap((project) => ['--project', project]), '--passWithNoTests', ...args],
];
if (workspace.browser && !noBrowser) {
  if (findChromium()) {
    // a file filter narrows the workspace's folder; without one, the folder is the filter
    const filters = args.some((arg) => !arg.startsWith('-')) ? [] : [workspace.browser];
    runs.push([mode, '--config', 'vitest.browser.config.ts', '--passWithNoTests', ...filters, ...args]);
  } else {
    console.error(
      `${name}: Chromium is not installed (apt-get install -y chromium); its browser tests are skipped.`,
    );
  }
}

const start = (vitestArgs) =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [vitest, ...vitestArgs], { cwd: root, stdio: 'inherit' });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

if (watch) {
  const codes = await Promise.all(runs.map(start));
  process.exit(codes.find((code) => code !== 0) ?? 0);
}
let status = 0;
for (const vitestArgs of runs) {
  const code = await start(vitestArgs);
  if (status === 0) status = code;
}
process.exit(status);
