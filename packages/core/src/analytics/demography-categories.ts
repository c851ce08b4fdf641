import type { DemographyAnswer } from '../schemas/demography';
import type { Partition } from './breakdown';
import { collectorScope } from './collector-scope';
import { type MergedCategory, mergeCategories } from './merge-categories';
import { findDemography, type PortableFilter } from './population';
import { demographyDimensionKey } from './privacy/privacy-dimensions';
import type { SurveyCube } from './survey-cube';

/** A demography's answers as categories across dates: demography by code, answers by name (graphs.md). */
export interface DemographyCategories {
  readonly name: string;
  readonly categories: MergedCategory<DemographyAnswer>[];
  /** The partition of a date by the demography's answers; everyone in the remainder where it is missing. */
  readonly partitionOf: (cube: SurveyCube) => Partition;
  /** The filter that keeps category `c` (its answer by name, the demography by code), as a query would name it. */
  readonly filterOf: (c: number) => PortableFilter;
}

/**
 * All answers of the demography, no-answer answers included, latest date's order first (graphs.md 5, 8) — but
 * those a filter on the same demography leaves out, and of a collector-type demography those no unit the filters on
 * collector-type demographies keep has (`collectorScope`): nobody outside the filter is in the population, so such an
 * answer is no category of it (listing it would draw an empty bar as if it were withheld; graphs.md "Filters").
 */
export function demographyCategories(
  demographyId: number,
  dates: readonly SurveyCube[],
  cubes: readonly SurveyCube[],
  filters: readonly PortableFilter[] = [],
): DemographyCategories {
  const { demography } = findDemography([...dates].reverse().concat(cubes), demographyId);
  const onDate = (cube: SurveyCube) => cube.demographies.find((d) => d.code === demography.code);
  const kept = (name: string) =>
    filters.every((f) => f.type !== 'demography' || f.code !== demography.code || f.answerNames.has(name));
  const inScope = (cube: SurveyCube) => {
    const scope = collectorScope(cube, filters);
    const d = cube.demographies.findIndex((x) => x.code === demography.code);
    const found = cube.demographies[d];
    if (!found) return [];
    return found.answers.filter(
      (a, i) => kept(a.name) && (found.type !== 'collector' || (scope?.answerKept(d, i) ?? true)),
    );
  };
  const categories = mergeCategories(dates.map(inScope), (a) => a.name);
  const position = new Map(categories.map((c, i) => [c.key, i]));
  return {
    name: demography.name,
    categories,
    filterOf: (c) => ({
      type: 'demography',
      code: demography.code,
      answerNames: new Set([categories[c]!.key]),
    }),
    partitionOf: (cube) => {
      const found = onDate(cube);
      if (!found) return { groupOf: null, groupCount: 0, categoryOf: new Int32Array(0), dimension: null };
      return {
        dimension: demographyDimensionKey(found.code),
        groupOf: found.answerOf,
        groupCount: found.answers.length,
        categoryOf: Int32Array.from(found.answers, (a) => position.get(a.name) ?? -1),
      };
    },
  };
}
