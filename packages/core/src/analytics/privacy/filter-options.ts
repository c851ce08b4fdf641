import type { GraphFilter } from '../../schemas/graph-query';
import type { FilterOption, GraphFilterOptions } from '../../schemas/graph-filter-options';
import { resolveGraphOptions, type GraphEngineOptions } from '../graph-options';
import { GraphEngineError } from '../graph-engine-error';
import { populationOf, portableFilters } from '../population';
import type { SurveyCube } from '../survey-cube';
import { populationPrivacy } from './population-privacy';

/** An option is available when the population it selects is shown; 0 and 1..k-1 read alike (docs/privacy.md). */
function option(cube: SurveyCube, id: number, filters: GraphFilter[], all: readonly SurveyCube[], k: number) {
  const portable = portableFilters(filters, [cube, ...all]);
  const size = populationOf(cube, portable).length;
  const { status } = populationPrivacy(cube, portable, size, k);
  const reason =
    status === 'shown' ? null : status === 'empty' || status === 'fewer-than-k' ? 'fewer-than-k' : 'privacy';
  return { id, available: reason === null, reason } satisfies FilterOption;
}

/**
 * Which filter answers the sidebar may offer on a survey date, given the other filters chosen (docs/privacy.md
 * "Rule 6"): for every worker group and every answer of every demography of the date, whether the population
 * "the other filters + this one value" would be shown, and if not why, so a refused answer is shown disabled with
 * its reason before anyone picks it. `within` (a scoped viewer's scope, docs/privacy.md "Rule 10") stays on every
 * option, never replaced by the option's own value on the same dimension: an option outside the scope keeps nobody,
 * as graph/data would answer it, and is refused.
 */
export function filterOptions(
  surveyDateId: number,
  filters: readonly GraphFilter[],
  cubes: readonly SurveyCube[],
  options: GraphEngineOptions = {},
  within: readonly GraphFilter[] = [],
): GraphFilterOptions {
  const { k } = resolveGraphOptions(options);
  const cube = cubes.find((c) => c.surveyDateId === surveyDateId);
  if (!cube) throw new GraphEngineError('not-found', `Unknown survey date ${surveyDateId}`);
  const withoutGroups = filters.filter((f) => f.type !== 'worker_group');
  const codeOf = (id: number) => cubes.flatMap((c) => c.demographies).find((d) => d.id === id)?.code ?? null;
  return {
    survey_date_id: surveyDateId,
    min_group_size: k,
    worker_groups: cube.workerGroups.map((g) =>
      option(
        cube,
        g.id,
        [...within, ...withoutGroups, { type: 'worker_group', worker_group_ids: [g.id] }],
        cubes,
        k,
      ),
    ),
    demographies: cube.demographies.map((d) => {
      const others = filters.filter((f) => f.type !== 'demography' || codeOf(f.demography_id) !== d.code);
      return {
        demography_id: d.id,
        answers: d.answers.map((a) =>
          option(
            cube,
            a.id,
            [
              ...within,
              ...others,
              { type: 'demography', demography_id: d.id, demography_answer_ids: [a.id] },
            ],
            cubes,
            k,
          ),
        ),
      };
    }),
  };
}
