import type { DemographyAnswer } from '../schemas/demography';
import type { Partition } from './breakdown';
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

/** All answers of the demography, no-answer answers included, latest date's order first (graphs.md 5, 8). */
export function demographyCategories(
  demographyId: number,
  dates: readonly SurveyCube[],
  cubes: readonly SurveyCube[],
): DemographyCategories {
  const { demography } = findDemography([...dates].reverse().concat(cubes), demographyId);
  const onDate = (cube: SurveyCube) => cube.demographies.find((d) => d.code === demography.code);
  const categories = mergeCategories(
    dates.map((cube) => onDate(cube)?.answers ?? []),
    (a) => a.name,
  );
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
