// The server's worker threads for `npm start`, bundled ahead of time. Under tsx a worker thread
// compiles the engine it loads at first use, which made the development server's first graph take
// seconds longer than the production build's (docs/graphs.md "Cold reads"); a bundle of the same
// entries the production build bundles (apps/server/tsup.config.ts) starts as fast as the build's. The
// worker entries load a bundle from PULZUS_DEV_WORKERS when it is set, and compile through tsx when
// not (the tests).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = new URL('..', import.meta.url).pathname;
export const DEV_WORKERS_DIR = join(root, 'apps/server/.dev-workers');

const SOURCES = ['packages/core/src', 'apps/server/src', 'scripts/dev-workers.mjs'];
const WORKERS = {
  'cube-worker': 'apps/server/src/domains/graphs/cube-tasks-worker.ts',
  'parse-worker': 'apps/server/src/spreadsheets/parse-pool/parse-tasks-worker.ts',
};

/** The newest modification time under a path (ms), 0 when it is missing. */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** Every bare import stays an import, except the workspace packages (as in the production build). */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(b) {
    // (esbuild's filters have no look-ahead: a workspace package answers undefined, so it resolves and bundles)
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@pulzus/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The parse worker takes nothing from @pulzus/core but the error catalogue (parse-worker.mjs says why). */
const coreCatalogueOnly = {
  name: 'core-catalogue-only',
  setup(b) {
    b.onResolve({ filter: /^@pulzus\/core$/ }, () => ({
      path: join(root, 'packages/core/src/errors/catalogue.ts'),
    }));
  },
};

/** Bundles the worker entries into DEV_WORKERS_DIR when missing or older than their sources; answers the folder. */
export async function buildDevWorkers(log = console.log) {
  const outputs = Object.keys(WORKERS).map((name) => join(DEV_WORKERS_DIR, `${name}.mjs`));
  const sources = Math.max(...SOURCES.map((s) => newest(join(root, s))));
  if (outputs.every((o) => existsSync(o) && statSync(o).mtimeMs >= sources)) return DEV_WORKERS_DIR;
  log('Bundling the server’s worker threads…');
  await Promise.all(
    Object.entries(WORKERS).map(([name, entry]) =>
      build({
        entryPoints: [join(root, entry)],
        outfile: join(DEV_WORKERS_DIR, `${name}.mjs`),
        bundle: true,
        format: 'esm',
        platform: 'node',
        target: 'node24',
        conditions: ['source'],
        sourcemap: 'inline',
        logLevel: 'warning',
        plugins: name === 'parse-worker' ? [coreCatalogueOnly, npmPackagesExternal] : [npmPackagesExternal],
      }),
    ),
  );
  return DEV_WORKERS_DIR;
}
