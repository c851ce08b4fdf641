import { configDefaults, defineProject } from 'vitest/config';

/** The slow tier: the full privacy sweeps (`*.slow.test.ts`), minutes on 2 cores; docs/architecture.md "Tests". */
const SLOW = 'src/**/*.slow.test.ts';

/**
 * Core's suites. `quick` (project `core`) is every test but the slow tier and is what `npm run test:core` runs;
 * `slow` (project `core-slow`) is the big differencing sweeps, which `npm test` and CI run beside the rest.
 */
export function coreProject(tier: 'quick' | 'slow') {
  return defineProject({
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'] } },
    test: {
      name: tier === 'quick' ? 'core' : 'core-slow',
      root: import.meta.dirname,
      environment: 'node',
      // pure functions without module state: one module graph per worker is safe and 5 s faster
      isolate: false,
      // a hang guard, not a time budget (budgets are benchmarks): the property tests took 5.3–6.6 s under
      // coverage with CI's other lanes on both cores, against Vitest's default 5
      testTimeout: 30_000,
      include: tier === 'quick' ? ['src/**/*.test.ts'] : [SLOW],
      exclude: [...configDefaults.exclude, ...(tier === 'quick' ? [SLOW] : [])],
    },
  });
}

export default coreProject('quick');
