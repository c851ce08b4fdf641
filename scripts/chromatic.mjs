// `npm run chromatic`: publishes the Storybook to Chromatic for visual review, for teams that have a
// Chromatic project token (docs/storybook.md). Without CHROMATIC_PROJECT_TOKEN it explains how to set
// one and exits 0, so it never fails a local run or CI. Extra arguments go to the chromatic CLI.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.log(
    [
      'chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing is published.',
      '  1. In Chromatic, open the project (or create one) and copy its token from Manage → Configure.',
      '  2. Run: CHROMATIC_PROJECT_TOKEN=<token> npm run chromatic',
      '     (in CI, store the token as a secret and expose it under that name).',
      '  Local visual checks need no token: the story tests compare screenshots (docs/storybook.md).',
    ].join('\n'),
  );
  process.exit(0);
}

// the chromatic CLI reads the token from the environment and builds Storybook with `npm run build-storybook`
const manifest = createRequire(import.meta.url).resolve('chromatic/package.json');
const cli = join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.chromatic);
const run = spawnSync(process.execPath, [cli, '--exit-zero-on-changes', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(run.status ?? 1);
