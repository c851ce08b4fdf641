import { writeFileSync } from 'node:fs';
import { routes } from '@pulzus/core';
import { renderApiDoc } from '../api-doc';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { loadEnv } from '../env';

// Rewrites docs/api.md from the route table and the routes this server registers.
const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32), DEMO: 'false' });
const database = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(database.db);
const app = await buildApp({ env, database });
await app.ready();
const target = new URL('../../../../docs/api.md', import.meta.url);
writeFileSync(target, renderApiDoc(routes, new Set(app.apiRoutes)));
await app.close();
await database.close();
console.log(`wrote ${target.pathname}`);
