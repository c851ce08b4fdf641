import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rationalRank } from '../test/rational-rank';
import { QuotientSpan } from './span-mod-p';

const support = (row: readonly boolean[]) => row.flatMap((on, x) => (on ? [x] : []));
const inSpan = (rows: readonly (readonly boolean[])[], v: readonly boolean[]) => {
  const numeric = rows.map((r) => r.map(Number));
  return rationalRank([...numeric, v.map(Number)]) === rationalRank(numeric);
};

describe("the audit's quotient span (docs/privacy.md Rule 3)", () => {
  it('a vector exposes a secret exactly when adding it puts the secret into the rational span of the vectors added', () => {
    const rows = (n: number, max: number) =>
      fc.array(fc.array(fc.boolean(), { minLength: n, maxLength: n }), { maxLength: max });
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 8 }).chain((n) => fc.tuple(rows(n, 10), rows(n, 6))),
        ([added, secrets]) => {
          const nonzero = secrets.filter((s) => s.some(Boolean));
          const span = new QuotientSpan(added[0]?.length ?? 1, nonzero.map(support));
          const before: boolean[][] = [];
          for (const row of added) {
            const rho = span.coordinates(support(row));
            expect(rho.cols.length === 0, 'zero coordinates: already in the span').toBe(inSpan(before, row));
            if (rho.cols.length > 0) {
              const exact = nonzero.some((s) => !inSpan(before, s) && inSpan([...before, row], s));
              expect(span.exposes(rho)).toBe(exact);
            }
            span.add(rho);
            before.push(row);
          }
        },
      ),
      { seed: 11, numRuns: 400 },
    );
  });
});
