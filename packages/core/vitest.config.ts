import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['source'] },
  ssr: { resolve: { conditions: ['source'] } },
  test: {
    name: 'core',
    environment: 'node',
    // pure functions without module state: one module graph per worker is safe and 5 s faster
    isolate: false,
    include: ['src/**/*.test.ts'],
  },
});
