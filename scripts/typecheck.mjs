// The type check of `npm test` (docs/architecture.md "Tests"): every workspace, the root configs, the
// end-to-end specs and the UI benchmark pages, each under its own tsconfig (core without the DOM
// library, the portal without Node's types), in ONE `tsc -b` run instead of one process per project.
// Build mode keeps a .tsbuildinfo beside each tsconfig (git-ignored), so a second run re-checks only
// the projects whose files changed. `npm run typecheck` is this script; arguments go to tsc
// (e.g. --verbose).
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const projects = ['.', ...pkg.workspaces, 'e2e', 'bench/ui'].filter((dir) =>
  existsSync(join(root, dir, 'tsconfig.json')),
);
const tsc = join(root, 'node_modules/typescript/bin/tsc');
console.log(`tsc -b ${projects.join(' ')}`);
const run = spawnSync(process.execPath, [tsc, '-b', ...projects, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
