import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attackCompany } from './test/differencing-attacker';
import { coldReadEngine, explainAttack, rule9Companies } from './test/differencing-checks';
import { privacyCompanyArb } from './test/privacy-company';

// The full differencing sweeps: minutes on a loaded 2-core machine, so they run in the `core-slow` project (npm test
// and CI run it beside the rest; `npm run test:core` leaves it out). privacy-differencing.test.ts keeps a small
// company of each kind in the quick tier, and the proofs that the attacker finds what a weaker engine leaks.

describe('differencing (docs/privacy.md): comparing any number of responses recovers no group below k', () => {
  // The attacker knows every respondent's profile and, conservatively, the exact answer sums of every set a value
  // is shown for; it sweeps every single filter, every pair of single-answer filters and every breakdown of every
  // graph, as a user and as an admin with answer filters (packages/core/src/analytics/test/differencing-attacker.ts).
  it('the differencing attacker recovers no group below k, as a user and as an admin', () => {
    fc.assert(
      fc.property(privacyCompanyArb, fc.integer({ min: 3, max: 6 }), (inputs, k) => {
        for (const role of ['user', 'admin'] as const) {
          const result = attackCompany(inputs, { k, role });
          expect(result.groupsRecovered, explainAttack(result)).toBe(0);
          expect(result.sizesRecovered, explainAttack(result)).toBe(0);
        }
      }),
      // each run sweeps tens of thousands of requests; failing runs are not shrunk
      { seed: 20_260_301, numRuns: 6, endOnFailure: true },
    );
    // the sweep grew with the heatmap's rows, trends and key drivers: about 100 s on a quiet 2-core machine, 208 s
    // beside CI's other lanes and two more engineers' runs (load 16-21); the limit is a hang guard, not a budget
  }, 900_000);

  it('the attacker recovers nothing from what a cold read serves: cubes and decisions read back from storage', () => {
    fc.assert(
      fc.property(privacyCompanyArb, fc.integer({ min: 3, max: 6 }), (inputs, k) => {
        for (const role of ['user', 'admin'] as const) {
          const result = attackCompany(inputs, { k, role, engine: coldReadEngine(k) });
          expect(result.groupsRecovered, explainAttack(result)).toBe(0);
          expect(result.sizesRecovered, explainAttack(result)).toBe(0);
        }
      }),
      // fewer runs than the sweep above (each sweeps tens of thousands of requests): another seed, other companies
      { seed: 20_261_126, numRuns: 4, endOnFailure: true },
    );
    // a hang guard, not a budget: 400 s reached it beside CI's other lanes at load 16-21
  }, 900_000);
});

describe('docs/privacy.md "Rule 9": a value is judged on the people it counts', () => {
  // privacy-differencing.test.ts shows the attacker recovering groups from these companies without the rule
  const companies = rule9Companies();

  it('with it, the same companies give the attacker nothing', () => {
    // the admin's sweep of the larger company takes a minute: the sweeps above cover admins on other companies
    for (const [at, roles] of [
      [4, ['user', 'admin']],
      [7, ['user']],
    ] as const) {
      const [inputs, k] = companies[at]!;
      for (const role of roles) {
        const result = attackCompany(inputs, { k, role });
        expect(result.groupsBelowK).toBeGreaterThan(0);
        expect(result.groupsRecovered, explainAttack(result)).toBe(0);
        expect(result.sizesRecovered, explainAttack(result)).toBe(0);
      }
    }
  }, 180_000);
});
