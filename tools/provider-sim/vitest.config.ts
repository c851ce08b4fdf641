import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'provider-sim',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
