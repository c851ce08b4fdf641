// `npm run bench`: every benchmark in one go, each writing bench/results/<name>.json. Benchmarks
// are measurements, never test assertions; quote medians and ratios from one run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const only = process.argv.slice(2);
let failed = false;
for (const name of [
  'import',
  'graphs',
  'dev-first-graph',
  'cold-restart',
  'pattern',
  'privacy',
  'security',
  'ui',
  'report',
  'comments',
]) {
  if (only.length && !only.includes(name)) continue;
  // a benchmark is bench/<name>.ts, or bench/<name>/index.ts when it needs a folder of its own
  const file = [join(root, 'bench', `${name}.ts`), join(root, 'bench', name, 'index.ts')].find((f) =>
    existsSync(f),
  );
  if (!file) {
    console.log(`bench ${name}: not written yet`);
    continue;
  }
  console.log(`\n━━ bench ${name}`);
  const run = spawnSync(process.execPath, ['--conditions=source', '--import', 'tsx', file], {
    cwd: root,
    stdio: 'inherit',
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
