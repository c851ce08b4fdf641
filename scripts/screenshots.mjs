// `npm run test:screenshots [-- --update]`: the committed screenshots, compared or rewritten — the
// chart stories (packages/widgets/screenshots) and the page walk's first screens of every page at
// 390 and 1440 px in both languages (e2e/screenshots), on a fresh server (docs/storybook.md).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const update = process.argv.includes('--update');
const run = (command, args, env = {}) =>
  spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

const stories = run('npx', [
  '--no-install',
  'vitest',
  'run',
  '--config',
  'vitest.browser.config.ts',
  '--project',
  'storybook',
  'packages/widgets',
  ...(update ? ['--update'] : []),
]);
const pages = run(
  process.execPath,
  [join(root, 'e2e/run.mjs'), 'specs/pages.e2e.ts', ...(update ? ['--update-snapshots'] : [])],
  { E2E_SCREENSHOTS: 'compare' },
);
process.exit(stories || pages);
