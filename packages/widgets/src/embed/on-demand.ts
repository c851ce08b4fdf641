/**
 * A loader for code the embed script fetches on demand (docs/embedding.md "What the page loads"): the
 * first call starts the `import()`, later calls share it, and a failed load is forgotten so that a
 * retry fetches again instead of repeating the failure.
 */
export function onDemand<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= load().catch((cause: unknown) => {
      pending = null;
      throw cause;
    });
    return pending;
  };
}
