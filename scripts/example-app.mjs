// The example consumer app (examples/react-app/README.md) against the packages as npm would ship
// them: build the packages (tsup) unless --no-build, pack each into a temporary folder as the release does,
// install the tarballs into examples/react-app (from the npm cache: --prefer-offline, no lockfile,
// nothing saved), then type-check the app (strict, skipLibCheck false, no Node types) and `vite build` it;
// and type-check the code blocks of the three packages' READMEs (packages/*/examples) on the same declarations.
// The app is not a workspace: its node_modules/@pulzus/* are the tarballs, never symlinks to packages/.
import { spawnSync } from 'node:child_process';
import { lstatSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { packPackage } from './pack-package.mjs';

const root = new URL('..', import.meta.url).pathname;
const app = join(root, 'examples/react-app');
/** The published packages: the root workspaces under packages/ (as scripts/check-packages.mjs lists them). */
const PUBLISHABLE = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).workspaces.filter((dir) =>
  dir.startsWith('packages/'),
);

/** Runs a command, echoing it; exits the script with its status when it fails. */
function run(cmd, args, cwd = root) {
  console.log(`$ ${[cmd, ...args].join(' ')}`);
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`✗ example app: \`${cmd} ${args.join(' ')}\` failed (exit ${result.status})`);
    process.exit(result.status ?? 1);
  }
}

if (!process.argv.includes('--no-build')) run('npx', ['--no-install', 'tsup', '--silent']);

const packs = mkdtempSync(join(tmpdir(), 'pulzus-packs-'));
try {
  // packed as `npm run release` packs them: no src/, no `source` condition (scripts/pack-package.mjs)
  for (const dir of PUBLISHABLE) packPackage(join(root, dir), packs);
  const tarballs = readdirSync(packs)
    .filter((f) => f.endsWith('.tgz'))
    .map((f) => join(packs, f));

  // the app's declared dependencies (react, vite, typescript…) and the tarballs, all from the cache
  // that the monorepo's own install filled; --no-save keeps the tarballs' temporary paths out of
  // the app's package.json, --no-package-lock leaves no lockfile beside it
  run(
    'npm',
    [
      'install',
      '--prefer-offline',
      '--no-save',
      '--no-package-lock',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      '--install-links',
      ...tarballs,
    ],
    app,
  );

  for (const name of ['core', 'widgets', 'admin']) {
    const installed = join(app, 'node_modules/@pulzus', name);
    if (lstatSync(installed).isSymbolicLink()) {
      console.error(`✗ example app: ${installed} is a symlink, not the packed tarball`);
      process.exit(1);
    }
    const { version } = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    console.log(`✓ @pulzus/${name}@${version} installed from its tarball`);
  }

  run(join(app, 'node_modules/.bin/tsc'), ['-p', '.', '--noEmit'], app);
  // the code blocks of @pulzus/widgets' README, one file each in packages/widgets/examples, against
  // the declarations these tarballs were packed from (packages/widgets/examples/README.md)
  run(join(app, 'node_modules/.bin/tsc'), ['-p', 'packages/widgets/examples', '--noEmit']);
  // the same for @pulzus/core's and @pulzus/admin's READMEs (packages/*/examples/README.md)
  run(join(app, 'node_modules/.bin/tsc'), ['-p', 'packages/core/examples', '--noEmit']);
  run(join(app, 'node_modules/.bin/tsc'), ['-p', 'packages/admin/examples', '--noEmit']);
  run(join(app, 'node_modules/.bin/vite'), ['build', '--logLevel', 'warn'], app);
  console.log('✓ example app: type-checked and built from the packed tarballs');
} finally {
  rmSync(packs, { recursive: true, force: true });
}
