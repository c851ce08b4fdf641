// The entry of an upload-parsing worker thread (parse-pool.ts). A worker thread starts without the
// parent's loader hooks under every runner (tsx in `npm start`, Vitest in the tests), so this
// plain-JS entry registers tsx itself and then loads the TypeScript task loop. The parsers take
// nothing from @pulzus/core but the error catalogue (AppError's statuses; everything else they
// import from it is a type), and evaluating the whole core (its zod schemas) costs a worker seconds
// of start-up, so here `@pulzus/core` resolves to core's `errors/catalogue.ts` alone: a parser that
// imported another value from core would fail at once, loudly, in the tests.
// `npm start` loads the bundle of the same made ahead of time (PULZUS_DEV_WORKERS, scripts/dev-workers.mjs).
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register as registerTsx } from 'tsx/esm/api';

const prebuilt = process.env.PULZUS_DEV_WORKERS;
if (prebuilt) {
  await import(pathToFileURL(join(prebuilt, 'parse-worker.mjs')).href);
} else {
  register(new URL('./core-catalogue-hook.mjs', import.meta.url));
  registerTsx();
  await import('./parse-tasks-worker.ts');
}
