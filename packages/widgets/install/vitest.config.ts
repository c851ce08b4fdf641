import { defineConfig } from 'vitest/config';

/**
 * The install checks of @pulzus/widgets (peers.test.ts): npm resolves the packed tarballs into a
 * fresh app, from the registry or its cache, so they are slow and need the registry once.
 */
export default defineConfig({
  test: {
    name: 'widgets-install',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['*.test.ts'],
  },
});
