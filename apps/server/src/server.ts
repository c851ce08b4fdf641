import { resolve } from 'node:path';
import { warmUpEngine } from '@pulzus/core/analytics';
import { buildApp } from './app';
import { PORTAL_DIR } from './asset-dirs';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { sharedCubePool } from './domains/graphs/cube-pool';
import { discardLeftoverStagedImports } from './domains/imports/manual/staged-import.queries';
import { startDemoProvider } from './demo/demo-provider';
import { startDemoSaml } from './demo/demo-saml';
import { startDemoSso } from './demo/demo-sso';
import { importDemoAnswers } from './demo/import-demo';
import { DEMO_LOGINS, DEMO_SCOPED_LOGINS, seedDemo } from './demo/seed';
import { ConfigError, loadEnv, requireProductionSettings } from './env';
import { closeOnSignals } from './graceful-shutdown';
import { startBanner } from './start-banner';

/** The exit code of a configuration the server refuses (sysexits EX_CONFIG), apart from a crash's 1. */
const EXIT_CONFIG = 78;

/** Starts the API and portal: migrates, seeds the demo, serves, shuts down gracefully. */
async function main(): Promise<void> {
  // production never runs on the embedded database or a secret generated into DATA_DIR
  requireProductionSettings();
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL
      ? { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE }
      : { dataDir: resolve(env.DATA_DIR, 'pglite') },
  );
  await migrateToLatest(database.db);
  // a manual import staged by a process that stopped part way is never published (docs/import.md);
  // the embedded database belongs to this process alone, so no import of it is running now
  if (database.kind === 'pglite') await discardLeftoverStagedImports(database.db);
  const seeded = env.DEMO ? await seedDemo(database.db) : false;
  // demo mode: a provider simulator runs beside the server, and the connect flow points at it —
  // never in production, even with DEMO=true, and never from the production build, which does not
  // carry the simulator (apps/server/tsup.config.ts sets PULZUS_PROVIDER_SIM there)
  const simulatorBuiltIn = process.env.PULZUS_PROVIDER_SIM !== 'absent';
  const demoProvider =
    env.DEMO && env.NODE_ENV !== 'production' && simulatorBuiltIn ? await startDemoProvider(env) : null;
  // and a local identity provider the demo company signs in through (docs/sso.md "Demo"), on the same terms
  const demoSso = demoProvider ? await startDemoSso(env, database.db) : null;
  // and a local SAML identity provider, with single logout, for a demo account of its own
  const demoSaml = demoProvider ? await startDemoSaml(env, database.db) : null;
  const app = await buildApp({ env: demoProvider?.env ?? env, database, portalDir: PORTAL_DIR });
  if (demoProvider) app.addHook('onClose', () => demoProvider.sim.close());
  if (demoSso) app.addHook('onClose', () => demoSso.idp.close());
  if (demoSaml) app.addHook('onClose', () => demoSaml.idp.close());
  await app.ready();
  // the demo's answers arrive through the real import path, from that simulator
  const imported = demoProvider ? await importDemoAnswers(app, demoProvider) : false;

  closeOnSignals(app, { cleanup: () => database.close() });
  // the engine's code runs once on a made-up company before the first request can arrive: a fresh process's first
  // graph otherwise ran it interpreted, at about three times a later cold graph's time (docs/graphs.md "Cold reads")
  warmUpEngine();

  await app.listen({ host: env.HOST, port: env.PORT });
  // the cube thread loads the engine now, not when the first graph waits for it (docs/graphs.md "Through the API")
  sharedCubePool().warm();
  const connect = demoProvider?.connectsToSimulator ? ', connect flow points at it' : '';
  const moved = demoProvider?.portFallback ? ` (port ${env.DEMO_PROVIDER_PORT} was taken)` : '';
  const lines = startBanner({
    address: app.server.address(),
    publicUrl: env.PUBLIC_URL,
    database: env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${resolve(env.DATA_DIR, 'pglite')}`,
    demo: env.DEMO
      ? {
          simulator: demoProvider
            ? `Provider simulator on ${demoProvider.sim.url}${moved}${connect}`
            : undefined,
          imported,
          seeded,
          logins: [...DEMO_LOGINS, ...DEMO_SCOPED_LOGINS],
        }
      : null,
  });
  console.log(lines.join('\n'));
  if (demoSso) console.log(`  ${demoSso.note}`);
  if (demoSaml) console.log(`  ${demoSaml.note}`);
}

main().catch((error: unknown) => {
  // one readable message, no stack: the operator fixes the configuration, not the code
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof ConfigError ? EXIT_CONFIG : 1);
});
