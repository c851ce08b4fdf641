// Checks every publishable package as it would be published (style.md §5): publint on the
// package folder and `attw --pack` (Are The Types Wrong) on the packed tarball. Needs `npm run build`.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

/** Folders of the packages that are published to npm. */
export const PUBLISHABLE = ['packages/core', 'packages/widgets', 'packages/admin'];

let failed = false;
for (const dir of PUBLISHABLE) {
  if (!existsSync(join(dir, 'dist', 'index.js'))) {
    console.error(`✗ ${dir}: no dist/ — run \`npm run build\` first`);
    failed = true;
    continue;
  }
  for (const [label, args] of [
    ['publint', ['publint', 'run', dir, '--strict', '--pack', 'npm']],
    ['attw', ['attw', '--pack', dir, '--profile', 'esm-only', '--format', 'table-flipped', '--no-emoji']],
  ]) {
    const run = spawnSync('npx', ['--no-install', ...args], { stdio: 'inherit' });
    if (run.status !== 0) {
      console.error(`✗ ${dir}: ${label} found problems`);
      failed = true;
    } else {
      console.log(`✓ ${dir}: ${label} clean`);
    }
  }
}
process.exit(failed ? 1 : 0);
