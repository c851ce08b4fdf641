// Module resolve hook of the upload-parsing workers (parse-worker.mjs): `@pulzus/core` → the
// catalogue module of the same package, found through the package's own `source` entry.

/** Resolves `@pulzus/core` to `src/errors/catalogue.ts` beside its `src/index.ts`. */
export async function resolve(specifier, context, nextResolve) {
  if (specifier !== '@pulzus/core') return nextResolve(specifier, context);
  const index = await nextResolve(specifier, context);
  return { ...index, url: new URL('./errors/catalogue.ts', index.url).href };
}
