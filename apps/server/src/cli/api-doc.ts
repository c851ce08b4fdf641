import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { routes } from '@pulzus/core';
import { renderApiDoc } from '../api-doc';
import { buildApp } from '../app';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { loadEnv } from '../env';

// Rewrites docs/api.md from the route table and the routes this server registers; with
// `--openapi <file>`, writes the OpenAPI document the server serves at /api/docs/json there instead
// (the Redocly lint of `npm test` reads it, scripts/lint-openapi.mjs).
const flag = process.argv.indexOf('--openapi');
const openapiFile = flag >= 0 ? process.argv[flag + 1] : undefined;
if (flag >= 0 && !openapiFile) throw new Error('--openapi needs a file name');

const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'x'.repeat(32), DEMO: 'false' });
const database = await openDatabase({ dataDir: 'memory://' });
await migrateToLatest(database.db);
const app = await buildApp({ env, database });
await app.ready();
let target: string;
if (openapiFile) {
  target = resolve(openapiFile);
  writeFileSync(target, `${JSON.stringify(app.swagger(), null, 2)}\n`);
} else {
  target = new URL('../../../../docs/api.md', import.meta.url).pathname;
  writeFileSync(target, renderApiDoc(routes, new Set(app.apiRoutes)));
}
await app.close();
await database.close();
console.log(`wrote ${target}`);
