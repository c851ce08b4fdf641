import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { loadEnv } from './env';

/** Starts the API: migrates, serves, and shuts down gracefully on SIGINT/SIGTERM. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR, 'pglite') },
  );
  await migrateToLatest(database.db);
  const app = await buildApp({ env, database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  console.log(
    `\nPulzus is running on ${env.PUBLIC_URL}  (API: ${env.PUBLIC_URL}/api, docs: ${env.PUBLIC_URL}/api/docs)`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
