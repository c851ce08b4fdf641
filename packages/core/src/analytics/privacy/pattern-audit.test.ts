import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSurveyCube } from '../build-survey-cube';
import { attackCompany } from '../test/differencing-attacker';
import { privacyCompanyArb } from '../test/privacy-company';
import { setAuditPassSecrets } from './pattern-audit';
import { PrivacyPattern } from './privacy-pattern';

afterEach(() => setAuditPassSecrets(null));

describe('docs/privacy.md "Rule 3": the audit runs on every date and every k, in passes where one would not fit', () => {
  it('the audit ran on every generated company at every k from 3 to 10', () => {
    const companies = fc.sample(privacyCompanyArb, { seed: 20_261_202, numRuns: 4 });
    for (const inputs of companies) {
      const cube = buildSurveyCube(inputs[inputs.length - 1]!);
      for (let k = 3; k <= 10; k++) {
        const pattern = new PrivacyPattern(cube, k);
        // these companies are full of cells below k: there is always a secret to guard, so at least one pass
        expect(pattern.audit.answers, `k = ${k}`).toBeGreaterThanOrEqual(1);
        expect(pattern.audit.sizes, `k = ${k}`).toBeGreaterThanOrEqual(1);
      }
    }
  }, 120_000);

  it('an audit held to a few secrets a pass still lets the attacker recover no group below k', () => {
    // every pass guards its own batch on what the passes before it left shown: together they must guard all. A
    // company where the relations alone are not enough: without the audit the attacker recovers 8 groups (k = 3);
    // the slow tier (pattern-audit.slow.test.ts) runs more, k up to 10
    setAuditPassSecrets(7);
    const samples = fc.sample(fc.tuple(privacyCompanyArb, fc.integer({ min: 3, max: 10 })), {
      seed: 20_261_203,
      numRuns: 11,
    });
    const [inputs, k] = samples[10]!;
    const cube = buildSurveyCube(inputs[inputs.length - 1]!);
    expect(new PrivacyPattern(cube, k).audit.answers).toBeGreaterThan(1);
    const result = attackCompany(inputs, { k, role: 'user' });
    expect(result.groupsBelowK).toBeGreaterThan(0);
    expect(result.groupsRecovered).toBe(0);
    expect(result.sizesRecovered).toBe(0);
  }, 120_000);
});
