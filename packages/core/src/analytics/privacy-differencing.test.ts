import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GraphResponse } from '../schemas/graph-response';
import { buildSurveyCube } from './build-survey-cube';
import { setCountedRule } from './privacy/population-privacy';
import type { AttackEngine } from './test/attack-sweep';
import { managerScopes } from './test/attack-scopes';
import { attackCompany, judgeObservations } from './test/differencing-attacker';
import { coldReadEngine, explainAttack, rule9Companies } from './test/differencing-checks';
import { handCompany } from './test/hand-company';
import { AnnihilatorSpan, SPAN_PRIMES } from './test/prime-span';
import { privacyCompany, privacyCompanyArb } from './test/privacy-company';
import { rationalRank } from './test/rational-rank';
import { referenceGraph } from './test/reference-engine';

// The quick tier: one small generated company, built and cold-read, and the proofs that the attacker finds what a
// weaker engine leaks. The full sweeps over generated companies (minutes) are privacy-differencing.slow.test.ts, in
// the `core-slow` project that npm test and CI run beside the rest (docs/architecture.md "Tests").

/** A small two-date company of the sweeps' generator (privacyCompanyArb): 41 groups below k = 4 for a user. */
const smallCompany = () =>
  privacyCompany({
    seed: 11,
    dates: 2,
    sites: 3,
    surveyDemographies: [3, 3],
    indexTopics: 1,
    respondents: [24, 26],
  });
const SMALL_K = 4;

describe('differencing (docs/privacy.md): comparing any number of responses recovers no group below k', () => {
  // The attacker knows every respondent's profile and, conservatively, the exact answer sums of every set a value
  // is shown for; it sweeps every single filter, every pair of single-answer filters and every breakdown of every
  // graph, as a user and as an admin with answer filters (packages/core/src/analytics/test/differencing-attacker.ts).
  it('the differencing attacker recovers no group below k of a small company, as a user and as an admin', () => {
    const inputs = smallCompany();
    for (const role of ['user', 'admin'] as const) {
      const result = attackCompany(inputs, { k: SMALL_K, role });
      expect(result.groupsBelowK).toBeGreaterThan(0);
      expect(result.groupsRecovered, explainAttack(result)).toBe(0);
      expect(result.sizesRecovered, explainAttack(result)).toBe(0);
    }
    // a few seconds alone, far more on a loaded machine
  }, 120_000);

  it('scoped viewers together — every manager scope known, as colluding managers — recover no group below k (docs/privacy.md "Rule 10")', () => {
    const inputs = smallCompany();
    const latest = [...inputs].sort((a, b) => (a.survey_date.date < b.survey_date.date ? -1 : 1)).at(-1)!;
    const scopes = managerScopes(latest);
    expect(scopes.length).toBeGreaterThan(5);
    const result = attackCompany(inputs, {
      k: SMALL_K,
      role: 'user',
      scopes,
      dateSets: [[latest.survey_date.id]],
    });
    expect(result.groupsBelowK).toBeGreaterThan(0);
    expect(result.groupsRecovered, explainAttack(result)).toBe(0);
    expect(result.sizesRecovered, explainAttack(result)).toBe(0);
  }, 300_000);

  it('the attacker recovers nothing from what a cold read of the small company serves', () => {
    const inputs = smallCompany();
    const result = attackCompany(inputs, {
      k: SMALL_K,
      role: 'user',
      engine: coldReadEngine(SMALL_K),
    });
    expect(result.groupsBelowK).toBeGreaterThan(0);
    expect(result.groupsRecovered, explainAttack(result)).toBe(0);
    expect(result.sizesRecovered, explainAttack(result)).toBe(0);
  }, 60_000);

  it('no group below k that answer sets on up to three dimensions describe is recovered (docs/privacy.md "Rule 3", "The audit")', () => {
    // bench:privacy's company 30 (k = 3): two people are "Site ∈ {Budapest, Szeged} ∧ Age ∈ {Age 1, Age 4} ∧
    // Tenure = Tenure 2", a box with answer sets on two of its three dimensions. The engine of commit 47e2045, whose
    // audit guarded sets of answers on one dimension only, shows seven values to an unscoped user (commitment_total's
    // worker groups and "No answer", satisfaction_demographics by age and by tenure under single filters) whose
    // combination is that group's Pay answers, and counts that give its size: 1 group and 1 size recovered there
    const [inputs, k] = fc.sample(fc.tuple(privacyCompanyArb, fc.integer({ min: 3, max: 6 })), {
      seed: 20_260_302,
      numRuns: 31,
    })[30]!;
    expect(k).toBe(3);
    const result = attackCompany(inputs, { k, role: 'user' });
    expect(result.groupsBelowK).toBeGreaterThan(0);
    expect(result.groupsRecovered, explainAttack(result)).toBe(0);
    expect(result.sizesRecovered, explainAttack(result)).toBe(0);
  }, 60_000);

  it("a unit's published size does not make its answers derivable (the audit's answers pass)", () => {
    // two companies of the same generator where k = 3 and a unit of one or two people equals a union of shown
    // cells once the unit is taken as known: its size is public (participation), its answers are not
    const companies = fc.sample(fc.tuple(privacyCompanyArb, fc.integer({ min: 3, max: 6 })), {
      seed: 20_260_301,
      numRuns: 18,
    });
    for (const [inputs, k] of [companies[7]!, companies[17]!]) {
      expect(k).toBe(3);
      const result = attackCompany(inputs, { k, role: 'user' });
      expect(result.groupsBelowK).toBeGreaterThan(0);
      expect(result.groupsRecovered, explainAttack(result)).toBe(0);
    }
  }, 60_000);
});

describe('docs/privacy.md "Rule 9": a value is judged on the people it counts', () => {
  // the companies and their groups' own items: test/differencing-checks.ts `rule9Companies`; that the rule stops the
  // attacker on them is checked in privacy-differencing.slow.test.ts
  const companies = rule9Companies();

  it("without the rule (the engine of commit a122887) the attacker recovers groups through one group's items", () => {
    setCountedRule(false);
    try {
      for (const at of [4, 7]) {
        const [inputs, k] = companies[at]!;
        const result = attackCompany(inputs, { k, role: 'user' });
        expect(result.groupsRecovered).toBeGreaterThan(10);
        // each recovered group is shown as the combination of shown values that isolates it
        expect(JSON.stringify(result.examples)).toMatch(/Item (T2|E3|T3)|commitment/);
      }
    } finally {
      setCountedRule(true);
    }
  }, 120_000);
});

describe('the differencing attacker is not blind', () => {
  it('derives exactly the sets in the rational span of the sets shown, modulo either prime', () => {
    const sets = (n: number) =>
      fc.array(fc.array(fc.boolean(), { minLength: n, maxLength: n }), { maxLength: 10 });
    fc.assert(
      fc.property(
        fc
          .integer({ min: 1, max: 9 })
          .chain((n) => fc.tuple(sets(n), fc.array(fc.boolean(), { minLength: n, maxLength: n }))),
        ([shown, target]) => {
          const support = (row: readonly boolean[]) => row.flatMap((on, x) => (on ? [x] : []));
          const rows = shown.map((row) => row.map(Number));
          const exact = rationalRank([...rows, target.map(Number)]) === rationalRank(rows);
          for (const prime of SPAN_PRIMES) {
            const span = new AnnihilatorSpan(target.length, prime);
            for (const row of shown) span.add(support(row));
            expect(span.contains(support(target))).toBe(exact);
          }
        },
      ),
      { seed: 7, numRuns: 300 },
    );
  });

  // handCompany: Office Budapest r1–r4, Office Debrecen r5–r6, Plant Budapest r7–r9 (test/hand-company.ts); with
  // k = 4 neither population shown is below k, the two Debrecen people are
  const office = [0, 1, 2, 3, 4, 5];
  const officeBudapest = [0, 1, 2, 3];
  const k = 4;

  it('recovers the group two shown populations differ by, and nothing from one population alone', () => {
    const input = handCompany();
    const alone = judgeObservations(input, [{ respondents: office, level: 'value', label: 'Office' }], k);
    expect(alone.groupsRecovered).toBe(0);
    const both = judgeObservations(
      input,
      [
        { respondents: office, level: 'value', label: 'Office' },
        { respondents: officeBudapest, level: 'value', label: 'Office ∧ Budapest' },
      ],
      k,
    );
    expect(both.groupsBelowK).toBeGreaterThan(0);
    expect(both.groupsRecovered).toBe(1);
    expect(both.sizesRecovered).toBe(0);
    // Debrecen is the two Office Debrecen people: Office minus Office Budapest
    expect(both.examples).toContainEqual(
      expect.objectContaining({
        size: 2,
        level: 'value',
        combination: [
          { coefficient: 1, observation: 'Office' },
          { coefficient: -1, observation: 'Office ∧ Budapest' },
        ],
      }),
    );
  });

  it('recovers the size of a group from two shown counts, but not one the participation table gives', () => {
    // everyone (9) and those who told their age (7) differ by r6 and r8, who did not: no unit, so not public
    const answered = [0, 1, 2, 3, 4, 6, 8];
    const everyone = [0, 1, 2, 3, 4, 5, 6, 7, 8];
    const result = judgeObservations(
      handCompany(),
      [
        { respondents: everyone, level: 'count', label: 'everyone count' },
        { respondents: answered, level: 'count', label: 'age answered count' },
      ],
      k,
    );
    expect(result.groupsRecovered).toBe(0);
    expect(result.sizesRecovered).toBe(1);
    // Office minus Office Budapest is Office Debrecen, a unit: its size is in the participation table already
    const unit = judgeObservations(
      handCompany(),
      [
        { respondents: office, level: 'count', label: 'Office count' },
        { respondents: officeBudapest, level: 'count', label: 'Office ∧ Budapest count' },
      ],
      k,
    );
    expect(unit.sizesRecovered).toBe(0);
  });

  it('recovers groups, as a user and as an admin, from an engine that applies the minimum group size alone', () => {
    // the reference reading of docs/graphs.md withholds values below k and nothing else: the classic tracker target
    const reference: AttackEngine = {
      buildSurveyCube,
      computeGraph: (request, cubes, options): GraphResponse => {
        const inputs = inputsOf.get(cubes[0]!.surveyDateId)!;
        const ref = referenceGraph(request, inputs, options.minGroupSize ?? 5);
        return {
          graph_data: ref.series.map((s) => ({
            name: s.name,
            ...(s.stack === undefined ? {} : { stack: s.stack }),
            data: s.cells.map((c) => c.value),
          })),
          graph_meta: { categories: ref.categories, categories_colors: [], worker_count: ref.worker_count },
          warnings: [],
        };
      },
    };
    const company = privacyCompany({
      seed: 7,
      dates: 1,
      sites: 4,
      surveyDemographies: [3, 4],
      indexTopics: 1,
      respondents: [60, 60],
    });
    const inputsOf = new Map(company.map((input) => [input.survey_date.id, company]));
    for (const role of ['user', 'admin'] as const) {
      // the reference has no main-dimension option: worker groups and units only
      const result = attackCompany(company, { k: 5, role, engine: reference, mainDimensionOptions: [null] });
      expect(result.groupsBelowK).toBeGreaterThan(0);
      expect(result.groupsRecovered).toBeGreaterThan(0);
      expect(result.sizesRecovered).toBeGreaterThan(0);
    }
    // two full sweeps of a generated company: about 5 s alone, far more on a loaded CI machine
  }, 60_000);
});
