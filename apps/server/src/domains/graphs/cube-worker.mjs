// The entry of the cube worker thread (cube-pool.ts). A worker thread starts without the parent's
// loader hooks under every runner (tsx in `npm start`, Vitest in the tests), so this plain-JS entry
// registers tsx itself and then loads the TypeScript task loop; the production build bundles the task
// loop as `cube-worker.mjs` instead (apps/server/tsup.config.ts).
import { register as registerTsx } from 'tsx/esm/api';

registerTsx();
await import('./cube-tasks-worker.ts');
