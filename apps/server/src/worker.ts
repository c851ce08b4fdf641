import { buildApp } from './app';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loadEnv } from './env';

/**
 * `npm run worker`: the import workers as a process of their own (architecture.md "Scale path").
 * It is the app without an HTTP listener — the same job handlers, budget and schedule — so the API
 * processes can run with IMPORT_WORKERS=false. It needs PostgreSQL (DATABASE_URL): PGlite is one
 * process's database, and there the API process runs the workers itself.
 */
async function main(): Promise<void> {
  const loaded = loadEnv();
  if (!loaded.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL (PostgreSQL): with the embedded PGlite database the server process runs the import workers itself.',
    );
    process.exit(2);
  }
  const env = { ...loaded, IMPORT_WORKERS: 'true' as const };
  const database = await openDatabase({ url: loaded.DATABASE_URL });
  await migrateToLatest(database.db);
  const app = await buildApp({ env, database });
  await app.ready();
  app.log.info('import worker started; waiting for jobs');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'import worker stopping');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
