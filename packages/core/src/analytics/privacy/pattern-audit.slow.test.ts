import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { buildSurveyCube } from '../build-survey-cube';
import { attackCompany } from '../test/differencing-attacker';
import { generatedCompany } from '../test/generated-company';
import { privacyCompanyArb } from '../test/privacy-company';
import { setAuditPassSecrets } from './pattern-audit';
import { PrivacyPattern } from './privacy-pattern';

afterEach(() => setAuditPassSecrets(null));

describe('docs/privacy.md "Rule 3": the audit in passes, the full sweep (slow tier)', () => {
  it('an audit held to a few secrets a pass still lets the attacker recover no group below k, k from 3 to 10', () => {
    // every pass guards its own batch on what the passes before it left shown: together they must guard all
    setAuditPassSecrets(7);
    const samples = fc.sample(fc.tuple(privacyCompanyArb, fc.integer({ min: 3, max: 10 })), {
      seed: 20_261_203,
      numRuns: 24,
    });
    // companies where the relations alone are not enough: without the audit the attacker recovers answers of
    // groups below k (k = 6, 3) or exact sizes (k = 10, 8) there
    for (const [inputs, k] of [samples[6]!, samples[10]!, samples[11]!, samples[23]!]) {
      const cube = buildSurveyCube(inputs[inputs.length - 1]!);
      expect(new PrivacyPattern(cube, k).audit.answers).toBeGreaterThan(1);
      const result = attackCompany(inputs, { k, role: 'user' });
      expect(result.groupsBelowK).toBeGreaterThan(0);
      expect(result.groupsRecovered, `k = ${k}`).toBe(0);
      expect(result.sizesRecovered, `k = ${k}`).toBe(0);
    }
  }, 300_000);

  it('companies of 2,000 and 4,000 respondents at k = 10 are audited within the pass bound (they used to be skipped)', () => {
    for (const respondents of [2_000, 4_000]) {
      const cube = buildSurveyCube(generatedCompany(1, '2026-03-01', respondents, 80, 1));
      const pattern = new PrivacyPattern(cube, 10);
      expect(pattern.audit.answers, `${respondents}`).toBeGreaterThanOrEqual(1);
      expect(pattern.audit.sizes, `${respondents}`).toBeGreaterThanOrEqual(1);
      expect(pattern.audit.largestPass, `${respondents}`).toBeLessThanOrEqual(30_000_000);
    }
  }, 120_000);
});
