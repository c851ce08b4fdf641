import { resolve } from 'node:path';
import { buildApp } from './app';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { startDemoProvider } from './demo/demo-provider';
import { importDemoAnswers } from './demo/import-demo';
import { DEMO_LOGINS, seedDemo } from './demo/seed';
import { loadEnv } from './env';

/** Starts the API and portal: migrates, seeds the demo, serves, shuts down gracefully. */
async function main(): Promise<void> {
  const env = loadEnv();
  const database = await openDatabase(
    env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: resolve(env.DATA_DIR, 'pglite') },
  );
  await migrateToLatest(database.db);
  const seeded = env.DEMO ? await seedDemo(database.db) : false;
  const portalDir = resolve(import.meta.dirname, '../../portal/dist');
  // demo mode: a provider simulator runs beside the server, and the connect flow points at it
  const demoProvider = env.DEMO ? await startDemoProvider(env) : null;
  const app = await buildApp({ env: demoProvider?.env ?? env, database, portalDir });
  if (demoProvider) app.addHook('onClose', () => demoProvider.sim.close());
  await app.ready();
  // the demo's answers arrive through the real import path, from that simulator
  const imported = demoProvider ? await importDemoAnswers(app, demoProvider) : false;

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
  const where = env.DATABASE_URL
    ? 'PostgreSQL (DATABASE_URL)'
    : `PGlite in ${resolve(env.DATA_DIR, 'pglite')}`;
  const lines = [
    '',
    `Pulzus is running on ${env.PUBLIC_URL}`,
    `  API ${env.PUBLIC_URL}/api   docs ${env.PUBLIC_URL}/api/docs   database ${where}`,
  ];
  if (env.DEMO) {
    if (demoProvider) {
      const connect = demoProvider.connectsToSimulator ? ', connect flow points at it' : '';
      const moved = demoProvider.portFallback ? ` (port ${env.DEMO_PROVIDER_PORT} was taken)` : '';
      lines.push(`  Provider simulator on ${demoProvider.sim.url}${moved}${connect}`);
    }
    if (imported)
      lines.push('  Demo answers imported from the provider simulator and the survey dates configured.');
    lines.push(seeded ? '  Demo tenant created. Logins:' : '  Demo logins:');
    for (const login of DEMO_LOGINS)
      lines.push(`    ${login.role.padEnd(9)} ${login.email}  ${login.password}`);
  }
  console.log(lines.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
