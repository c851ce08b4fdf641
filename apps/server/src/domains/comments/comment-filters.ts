import type { GraphFilter } from '@pulzus/core';
import { type PortableFilter, portableFilters, type SurveyCube } from '@pulzus/core/analytics';
import { AppError } from '../../errors';

/**
 * The population filters of a comment query in the engine's terms (docs/api.md "Comments"): the scope's and worker
 * group filters as given, and the demography answers grouped by their demography on the date — answers of one are
 * alternatives, of two both apply. An answer the date does not have is a 404, as in graphs.
 */
export function portableFiltersOf(
  cube: SurveyCube,
  filters: readonly GraphFilter[],
  demographyAnswerIds: readonly number[],
): PortableFilter[] {
  const byDemography = new Map<number, number[]>();
  for (const id of new Set(demographyAnswerIds)) {
    const demography = cube.demographies.find((d) => d.answers.some((a) => a.id === id));
    if (!demography) throw new AppError('not-found');
    byDemography.set(demography.id, [...(byDemography.get(demography.id) ?? []), id]);
  }
  const all: GraphFilter[] = [...filters];
  for (const [demography_id, demography_answer_ids] of byDemography)
    all.push({ type: 'demography', demography_id, demography_answer_ids });
  return portableFilters(all, [cube]);
}
