import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'provider-sim',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // these tests start the simulator as a process and run property sweeps: under CI's parallel
    // lanes (and coverage) a few took 7–11 s against the default 5
    testTimeout: 30_000,
  },
});
