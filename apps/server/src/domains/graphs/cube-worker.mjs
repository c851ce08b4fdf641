// The entry of the cube worker thread (cube-pool.ts). A worker thread starts without the parent's
// loader hooks under every runner (tsx in `npm start`, Vitest in the tests), so this plain-JS entry
// registers tsx itself and then loads the TypeScript task loop; the production build bundles the task
// loop as `cube-worker.mjs` instead (apps/server/tsup.config.ts), and `npm start` loads the same bundle
// made ahead of time (PULZUS_DEV_WORKERS, scripts/dev-workers.mjs), as compiling the engine here at
// first use made the first graph seconds slower.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register as registerTsx } from 'tsx/esm/api';

const prebuilt = process.env.PULZUS_DEV_WORKERS;
if (prebuilt) {
  await import(pathToFileURL(join(prebuilt, 'cube-worker.mjs')).href);
} else {
  registerTsx();
  await import('./cube-tasks-worker.ts');
}
