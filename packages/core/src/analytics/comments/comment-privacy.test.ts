import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSurveyCube } from '../build-survey-cube';
import { attackComments } from '../test/comment-attacker';
import { privacyCompany, privacyCompanyArb } from '../test/privacy-company';
import { commentPartition } from './comment-partition';
import { commentVisibility } from './comment-visibility';

// docs/privacy.md "Comments": the comment attacker asks every population a user may name, alone and within every
// manager's scope, for questions asked of everyone and of one worker group, and reads shown comment sets as sets.

/** A company of the differencing sweeps' generator with many groups below a threshold of 10. */
const company = (seed: number, respondents: number) =>
  privacyCompany({
    seed,
    dates: 1,
    sites: 5,
    surveyDemographies: [3, 4],
    indexTopics: 1,
    respondents: [respondents],
  });

describe('comments (docs/privacy.md "Comments")', () => {
  it('Rule C3: two shown comment sets intersected isolate a small group when comments follow the pattern alone — the partition stops it', () => {
    const [input] = company(7, 150);
    const weak = attackComments(input!, 10, { partition: false });
    expect(weak.groupsBelowThreshold).toBeGreaterThan(0);
    expect(weak.recovered, 'the pattern alone guards sums, not sets').toBeGreaterThan(0);
    const strong = attackComments(input!, 10);
    expect(strong.shown, 'comments are still shown').toBeGreaterThan(0);
    expect(strong.recovered, strong.example ?? '').toBe(0);
  }, 120_000);

  it('the comment attacker recovers no comment set of a group below the threshold on generated companies, with scopes and one-group questions', () => {
    const companies = fc.sample(fc.tuple(privacyCompanyArb, fc.integer({ min: 5, max: 12 })), {
      seed: 20_261_202,
      numRuns: 6,
    });
    let secrets = 0;
    for (const [inputs, threshold] of companies) {
      for (const input of inputs) {
        const result = attackComments(input, threshold);
        secrets += result.groupsBelowThreshold;
        expect(result.recovered, result.example ?? '').toBe(0);
      }
    }
    expect(secrets).toBeGreaterThan(0);
  }, 240_000);

  it('Rule C1: a population below the comment threshold shows no comments, and reads like nobody', () => {
    const [input] = company(3, 60);
    const cube = buildSurveyCube(input!);
    const site = cube.demographies.find((d) => d.type === 'collector')!;
    const sizes = site.answers.map((_, a) => site.answerOf.filter((x) => x === a).length);
    const small = sizes.findIndex((s) => s > 0 && s < 10);
    expect(small).toBeGreaterThanOrEqual(0);
    const filter = {
      type: 'demography' as const,
      code: site.code,
      answerNames: new Set([site.answers[small]!.name]),
    };
    expect(commentVisibility(cube, [filter], null, 10).reason).toBe('fewer-than-k');
    const nobody = { type: 'demography' as const, code: site.code, answerNames: new Set(['no such site']) };
    expect(commentVisibility(cube, [nobody], null, 10).reason).toBe('fewer-than-k');
  });

  it('Rule C3: "Szeged or Pécs" and "Pécs" are never both shown when Szeged is below the threshold, whatever the pair', () => {
    let pairs = 0;
    for (const seed of [3, 5, 7, 9]) {
      const [input] = company(seed, 150);
      const cube = buildSurveyCube(input!);
      const site = cube.demographies.find((d) => d.type === 'collector')!;
      const sizes = site.answers.map((_, a) => site.answerOf.filter((x) => x === a).length);
      const filter = (...names: string[]) => ({
        type: 'demography' as const,
        code: site.code,
        answerNames: new Set(names),
      });
      site.answers.forEach((small, a) => {
        if (sizes[a]! === 0 || sizes[a]! >= 10) return;
        for (const other of site.answers) {
          if (other === small) continue;
          const union = commentVisibility(cube, [filter(small.name, other.name)], null, 10);
          const alone = commentVisibility(cube, [filter(other.name)], null, 10);
          pairs += 1;
          expect(
            union.reason === null && alone.reason === null,
            `${small.name} (${sizes[a]}) beside ${other.name}`,
          ).toBe(false);
        }
      });
    }
    expect(pairs).toBeGreaterThan(0);
  });

  it('Rule C2: a question asked of one worker group is judged on that group, so "everyone" cannot show a small group\'s comments', () => {
    const [input] = company(5, 80);
    const cube = buildSurveyCube(input!);
    const sizes = cube.workerGroups.map((_, g) => cube.workerGroupOf.filter((x) => x === g).length);
    const g = sizes.indexOf(Math.min(...sizes));
    const threshold = sizes[g]! + 1;
    expect(commentVisibility(cube, [], null, threshold).reason).toBeNull();
    const asked = new Set([cube.workerGroups[g]!.id]);
    expect(commentVisibility(cube, [], asked, threshold).reason).toBe('fewer-than-k');
  });

  it('Rule C2: answer filters are no comment filters', () => {
    const [input] = company(5, 80);
    const cube = buildSurveyCube(input!);
    const item = cube.items[0]!;
    const filter = { type: 'answer' as const, code: item.code, values: new Set([5, 6]) };
    expect(commentVisibility(cube, [filter], null, 3).reason).toBe('combination');
  });

  it('Rule C3: every block of the comment partition holds at least the threshold, and everyone is one union of them', () => {
    for (const seed of [1, 2, 3]) {
      const [input] = company(seed, 120);
      const cube = buildSurveyCube(input!);
      const partition = commentPartition(cube, 10);
      expect(Math.min(...partition.blockSize)).toBeGreaterThanOrEqual(10);
      expect(partition.blockSize.reduce((a, b) => a + b, 0)).toBe(cube.respondentCount);
      expect(commentVisibility(cube, [], null, 10).reason).toBeNull();
    }
  });
});
