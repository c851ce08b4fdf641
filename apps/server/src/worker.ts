import { buildApp } from './app';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { ConfigError, loadEnv, requireProductionSettings } from './env';
import { closeOnSignals } from './graceful-shutdown';

/**
 * `npm run worker`: the import workers as a process of their own (architecture.md "Scale path").
 * It is the app without an HTTP listener — the same job handlers, budget and schedule — so the API
 * processes can run with IMPORT_WORKERS=false. It needs PostgreSQL (DATABASE_URL): PGlite is one
 * process's database, and there the API process runs the workers itself.
 */
async function main(): Promise<void> {
  requireProductionSettings();
  const loaded = loadEnv();
  if (!loaded.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL): with the embedded PGlite database the server process runs the import workers itself.',
    );
    process.exit(2);
  }
  const env = { ...loaded, IMPORT_WORKERS: 'true' as const };
  const database = await openDatabase({ url: loaded.DATABASE_URL, poolSize: loaded.DATABASE_POOL_SIZE });
  await migrateToLatest(database.db);
  const app = await buildApp({ env, database });
  await app.ready();
  app.log.info('import worker started; waiting for jobs');

  closeOnSignals(app, { cleanup: () => database.close() });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof ConfigError ? 78 : 1);
});
