// `npm run release`: builds the publishable packages, checks them as they would be published, and
// packs each into release/ (docs/releasing.md). `npm run release -- --version` first applies the
// pending changesets (`changeset version`: versions and CHANGELOGs). It never publishes.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, join } from 'node:path';
import { packPackage } from './pack-package.mjs';

const root = new URL('..', import.meta.url).pathname;
const releaseDir = join(root, 'release');
/** The published packages (the same as scripts/check-packages.mjs checks). */
const PACKAGES = ['packages/core', 'packages/widgets', 'packages/admin'];
/** What every tarball must carry besides its code. */
const REQUIRED_FILES = ['package.json', 'README.md', 'LICENSE', 'CHANGELOG.md'];
/** What no tarball carries: the sources (the source maps embed them; docs/releasing.md "What a tarball carries"). */
const FORBIDDEN = /^src\//;

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--version');
if (unknown.length > 0) {
  console.error(`release: unknown argument ${unknown.join(' ')} (only --version)`);
  process.exit(2);
}

function step(name, cmd, cmdArgs, options = {}) {
  console.log(`\n━━ ${name} ━━ ${[cmd, ...cmdArgs].join(' ')}`);
  const run = spawnSync(cmd, cmdArgs, { stdio: 'inherit', cwd: root, ...options });
  if (run.status !== 0) {
    console.error(`━━ ${name}: FAILED — nothing was packed`);
    process.exit(1);
  }
  return run;
}

step('build', 'npx', ['--no-install', 'tsup', '--silent']);
step('publint + attw', 'node', ['scripts/check-packages.mjs']);
// The size budgets (bench/ui/budgets.ts): the chart-only page and the embed script, built and sized;
// a breach stops the release (docs/releasing.md "Size budgets").
step('size budgets', 'npm', ['run', '--silent', 'bench:ui', '--', '--budgets-only']);

if (args.includes('--version')) {
  step('changeset version', 'npx', ['--no-install', 'changeset', 'version']);
} else {
  console.log('\n━━ versions unchanged (pass --version to apply the pending changesets)');
}

rmSync(releaseDir, { recursive: true, force: true });
mkdirSync(releaseDir, { recursive: true });
for (const dir of PACKAGES) {
  console.log(`\n━━ pack ${dir} (scripts/pack-package.mjs: without src/ and the source condition)`);
  let tarball;
  try {
    tarball = basename(packPackage(join(root, dir), releaseDir));
  } catch (error) {
    console.error(`━━ pack ${dir}: FAILED — ${error.message}`);
    process.exit(1);
  }
  const listing = spawnSync('tar', ['-tzf', join(releaseDir, tarball)], { encoding: 'utf8' });
  const files = new Set(
    listing.stdout
      .split('\n')
      .filter(Boolean)
      .map((line) => line.replace(/^package\//, '')),
  );
  const missing = REQUIRED_FILES.filter((file) => !files.has(file));
  if (listing.status !== 0 || missing.length > 0) {
    console.error(`✗ ${tarball} lacks ${missing.join(', ') || 'a readable listing'}`);
    process.exit(1);
  }
  const sources = [...files].filter((file) => FORBIDDEN.test(file));
  if (sources.length > 0) {
    console.error(`✗ ${tarball} carries ${sources.length} source files (${sources[0]}, …)`);
    process.exit(1);
  }
  const { version } = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'));
  console.log(`✓ release/${tarball} (${version}, ${files.size} files)`);
}
console.log(`\nPacked into release/: ${readdirSync(releaseDir).join(', ')}`);
