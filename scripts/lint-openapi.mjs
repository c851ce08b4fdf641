// The OpenAPI document the server serves (`/api/docs/json`) against Redocly's recommended ruleset
// (redocly.yaml): writes the document with the api-doc CLI to a temporary file, lints it, prints
// every problem, and fails on any error. Warnings are printed and do not fail.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatProblems, getTotals, lint, loadConfig } from '@redocly/openapi-core';

const root = new URL('..', import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), 'pulzus-openapi-'));
const file = join(dir, 'openapi.json');
try {
  const cli = join(root, 'apps/server/src/cli/api-doc.ts');
  const run = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', cli, '--openapi', file],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (run.status !== 0) {
    console.error('could not write the OpenAPI document (apps/server/src/cli/api-doc.ts --openapi)');
    process.exit(1);
  }
  const config = await loadConfig({ configPath: join(root, 'redocly.yaml') });
  const problems = await lint({ ref: file, config });
  const totals = getTotals(problems);
  formatProblems(problems, { totals, format: 'stylish', maxProblems: 1000, cwd: dir });
  console.log(`OpenAPI lint (Redocly recommended): ${totals.errors} errors, ${totals.warnings} warnings`);
  process.exitCode = totals.errors > 0 ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
