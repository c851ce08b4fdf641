import type { SurveyCube } from '../survey-cube';

/** A way to split a date's respondents that a query can filter or break down by (docs/privacy.md "Dimensions"). */
export interface PrivacyDimension {
  /** `wg`, `unit`, or `d:<demography code>`. */
  readonly key: string;
  /** Per respondent, its value index; -1 = none (left out of filters and breakdowns by this dimension). */
  readonly values: ArrayLike<number>;
  /** How many values there are. */
  readonly size: number;
}

/** The dimension key of a demography (demographies match across dates by code). */
export const demographyDimensionKey = (code: string): string => `d:${code}`;

/** The key of the worker-group dimension. */
export const WORKER_GROUP_DIMENSION = 'wg';

/** The key of the unit dimension (collectors of one worker group with the same collector-demography answers). */
export const UNIT_DIMENSION = 'unit';

/** Every dimension of a date: worker group, unit and each demography, in that order. */
export function privacyDimensions(cube: SurveyCube): PrivacyDimension[] {
  return [
    { key: WORKER_GROUP_DIMENSION, values: cube.workerGroupOf, size: cube.workerGroups.length },
    { key: UNIT_DIMENSION, values: cube.unitOf, size: cube.units.length },
    ...cube.demographies.map((d) => ({
      key: demographyDimensionKey(d.code),
      values: d.answerOf,
      size: d.answers.length,
    })),
  ];
}

/** The dimension key of an item's answers (an admin answer filter), by item code. */
export const answerDimensionKey = (code: string): string => `q:${code}`;

/**
 * An item's answers as a dimension (docs/privacy.md "Rule 4"): values are the answer values given on the date, in
 * ascending order; a respondent without an answer has none.
 */
export function answerDimension(
  cube: SurveyCube,
  item: number,
): PrivacyDimension & { readonly indexOfAnswer: ReadonlyMap<number, number> } {
  const m = cube.items.length;
  const given = new Set<number>();
  for (let r = 0; r < cube.respondentCount; r++) {
    const v = cube.answers[r * m + item]!;
    if (v > 0) given.add(v);
  }
  const ordered = [...given].sort((a, b) => a - b);
  const indexOfAnswer = new Map(ordered.map((v, i) => [v, i]));
  const values = new Int16Array(cube.respondentCount);
  for (let r = 0; r < cube.respondentCount; r++)
    values[r] = indexOfAnswer.get(cube.answers[r * m + item]!) ?? -1;
  return { key: answerDimensionKey(cube.items[item]!.code), values, size: ordered.length, indexOfAnswer };
}
