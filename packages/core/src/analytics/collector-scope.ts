import type { PortableFilter } from './population';
import type { SurveyCube } from './survey-cube';

/** What a query's filters on collector-type demographies can keep on a date, read from the configuration alone. */
export interface CollectorScope {
  /** Whether anyone of unit `u` can pass the filters (its collector-demography answers are kept). */
  readonly unitKept: (u: number) => boolean;
  /** Whether anyone with answer `answer` to the collector-type demography `d` (cube index) can pass the filters. */
  readonly answerKept: (d: number, answer: number) => boolean;
}

/**
 * The units and collector-demography answers a query's filters on collector-type demographies leave in scope on a
 * date, or null when none filters (docs/graphs.md "Filters"): a respondent's answer to a collector-type demography is
 * its collector's — its unit's — or none, so a unit whose answer a filter does not keep has nobody in the population,
 * and an answer no kept unit has (nor the answer people without a collector fall back to) has nobody either. Decided
 * by configuration, never by a count, so a category left out says nothing a count would (docs/privacy.md "Rule 1").
 */
export function collectorScope(cube: SurveyCube, filters: readonly PortableFilter[]): CollectorScope | null {
  const tests: { d: number; names: ReadonlySet<string> }[] = [];
  for (const filter of filters) {
    if (filter.type !== 'demography') continue;
    const d = cube.demographies.findIndex((x) => x.code === filter.code);
    if (d >= 0 && cube.demographies[d]!.type === 'collector') tests.push({ d, names: filter.answerNames });
  }
  if (tests.length === 0) return null;
  const passes = (answerOf: (d: number) => number) =>
    tests.every(({ d, names }) => {
      const answer = cube.demographies[d]!.answers[answerOf(d)];
      return answer !== undefined && names.has(answer.name);
    });
  const unitKept = cube.units.map((unit) => passes((d) => unit.answerIndexes[d] ?? -1));
  // people without a collector take each collector-type demography's no-answer answer
  const fallback = (d: number) => cube.demographies[d]!.answers.findIndex((a) => a.no_answer);
  const profiles = [
    ...cube.units.flatMap((unit, u) => (unitKept[u] ? [(d: number) => unit.answerIndexes[d] ?? -1] : [])),
    ...(passes(fallback) ? [fallback] : []),
  ];
  return {
    unitKept: (u) => unitKept[u] === true,
    answerKept: (d, answer) => profiles.some((answerOf) => answerOf(d) === answer),
  };
}
