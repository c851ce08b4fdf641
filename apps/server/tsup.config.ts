import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Every bare import stays an import, except the workspace packages: `npm ci --omit=dev` installs the
 * npm dependencies of every workspace (apps/server's and those of the packages bundled here), and
 * scripts/prod-smoke.mjs checks each import of the build resolves in such an install.
 */
const NPM_PACKAGE = /^(?!@pulzus\/)[^./]/;

const common: Options = {
  outDir: here('./dist'),
  tsconfig: here('./tsconfig.json'),
  format: ['esm'],
  platform: 'node',
  target: 'node24',
  external: [NPM_PACKAGE],
  // `node:` imports stay as written (`node:sqlite`-style modules exist only with the prefix)
  removeNodeProtocol: false,
  sourcemap: true,
  dts: false,
  silent: true,
  // workspace packages from their TypeScript source, as the server runs in development (style.md §4)
  esbuildOptions(options) {
    options.conditions = ['source'];
  },
};

/**
 * The server as JavaScript for production (`npm run build`, docs/deployment.md): the API
 * (`server.js`), the import worker process (`worker.js`) and the create-admin CLI
 * (`create-admin.js`), with the server's own sources and the workspace packages bundled. The portal
 * and the embed script are found from `dist` as from `src` (both are two folders below the repo root).
 */
export default defineConfig([
  {
    ...common,
    name: '@pulzus/server',
    entry: {
      server: here('./src/server.ts'),
      worker: here('./src/worker.ts'),
      'create-admin': here('./src/cli/create-admin.ts'),
    },
    splitting: true,
    // the parse worker's build below writes into the same folder at the same time
    clean: ['!parse-worker.mjs', '!parse-worker.mjs.map', '!cube-worker.mjs', '!cube-worker.mjs.map'],
    // The demo's provider simulator is dev and test code: it never runs under NODE_ENV=production
    // (docs/deployment.md), and the build does not carry it at all — server.ts skips the demo
    // simulator when this is set, and its import resolves to a stand-in that only throws
    // (production-build.test.ts checks the output).
    define: { 'process.env.PULZUS_PROVIDER_SIM': JSON.stringify('absent') },
    esbuildPlugins: [
      {
        name: 'pulzus-no-provider-simulator',
        setup(build) {
          build.onResolve({ filter: /^@pulzus\/provider-sim$/ }, () => ({
            path: here('./src/demo/provider-sim-absent.ts'),
          }));
          // the demo's identity provider (oidc-provider, a dev dependency) is dev and demo code too
          build.onResolve({ filter: /\/test\/oidc-idp$/ }, () => ({
            path: here('./src/demo/oidc-idp-absent.ts'),
          }));
          // and its SAML identity provider, whose key pairs are test fixtures
          build.onResolve({ filter: /\/test\/saml-idp$/ }, () => ({
            path: here('./src/demo/saml-idp-absent.ts'),
          }));
        },
      },
    ],
  },
  {
    // The upload-parsing worker thread (spreadsheets/parse-pool): parse-pool.ts starts
    // `./parse-worker.mjs` beside itself, which under `src` registers tsx first; here it is the task
    // loop itself. As there, `@pulzus/core` is core's error catalogue alone, so a thread starts without
    // evaluating the whole core (parse-worker.mjs says why).
    ...common,
    name: '@pulzus/server parse worker',
    entry: { 'parse-worker': here('./src/spreadsheets/parse-pool/parse-tasks-worker.ts') },
    outExtension: () => ({ js: '.mjs' }),
    splitting: false,
    clean: false,
    esbuildPlugins: [
      {
        name: 'pulzus-core-catalogue-only',
        setup(build) {
          build.onResolve({ filter: /^@pulzus\/core$/ }, () => ({
            path: here('../../packages/core/src/errors/catalogue.ts'),
          }));
        },
      },
    ],
  },
  {
    // The cube worker thread (domains/graphs/cube-pool.ts): cube-pool.ts starts `./cube-worker.mjs`
    // beside itself, which under `src` registers tsx first; here it is the task loop itself, with the
    // engine bundled in (docs/graphs.md "Through the API").
    ...common,
    name: '@pulzus/server cube worker',
    entry: { 'cube-worker': here('./src/domains/graphs/cube-tasks-worker.ts') },
    outExtension: () => ({ js: '.mjs' }),
    splitting: false,
    clean: false,
  },
]);
