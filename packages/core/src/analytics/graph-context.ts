import {
  GRAPH_WARNINGS,
  type GraphMeta,
  type GraphResponse,
  type GraphSeries,
  type WithheldReason,
} from '../schemas/graph-response';
import type { GraphFilter } from '../schemas/graph-query';
import type { WarningSink } from './cell-table';
import type { ResolvedGraphOptions } from './graph-options';
import { type PortableFilter, populationOf } from './population';
import { type PopulationPrivacy, populationPrivacy, populationReason } from './privacy/population-privacy';
import type { SurveyCube } from './survey-cube';

/** What every graph computation receives. */
export interface GraphContext {
  /** Every cube the server passed (ids of filters and topics may point at any of them). */
  readonly cubes: readonly SurveyCube[];
  readonly options: ResolvedGraphOptions;
  readonly warnings: WarningSink;
  /** Every date population the graph filtered, in order: their counts go into `date_worker_counts`. */
  readonly populations?: DatePopulation[];
  /** The population of a graph that takes no filters: a scoped viewer's scope (analytics/scope.ts); none = everyone. */
  readonly baseFilters?: readonly GraphFilter[];
}

/** One date's filtered population and whether its values may be shown. */
export interface DatePopulation {
  readonly cube: SurveyCube;
  readonly members: Int32Array;
  /** False when the privacy rules withhold the whole population: the date's values are all null (docs/privacy.md). */
  readonly usable: boolean;
  /** Why the population's values are all withheld when it is not usable (docs/privacy.md "Reasons"); else null. */
  readonly reason: WithheldReason | null;
  /** The privacy decisions for the population and its categories (docs/privacy.md). */
  readonly privacy: PopulationPrivacy;
}

/** The warning a withheld population raises (docs/privacy.md "Rule 1" to "Rule 4"). */
function populationWarning(privacy: PopulationPrivacy) {
  switch (privacy.status) {
    case 'shown':
      return null;
    case 'empty':
      // a filtered population of 0 and one of 1..k-1 look the same (docs/privacy.md "Rule 1")
      return privacy.filtered ? 'graph-warning-too-few-respondents' : 'graph-warning-no-data';
    case 'fewer-than-k':
      return 'graph-warning-too-few-respondents';
    case 'withheld':
      return 'graph-warning-privacy-neighbour';
    case 'too-complex':
      return 'graph-warning-privacy-combination';
  }
}

/** Filters a date and applies the population rules of docs/privacy.md to it alone (graphs.md finer point 5). */
export function datePopulation(
  cube: SurveyCube,
  filters: readonly PortableFilter[],
  context: GraphContext,
): DatePopulation {
  const members = populationOf(cube, filters);
  const privacy = populationPrivacy(cube, filters, members.length, context.options.k);
  const warning = populationWarning(privacy);
  if (warning) context.warnings.add(warning);
  const population = {
    cube,
    members,
    usable: privacy.status === 'shown',
    reason: populationReason(privacy.status),
    privacy,
  };
  context.populations?.push(population);
  return population;
}

/**
 * The respondent count of a population for `graph_meta` (docs/privacy.md "Rule 1"): the exact count only when the
 * population is shown (or nobody answered at all, unfiltered); otherwise null and why.
 */
export function populationMeta(
  population: DatePopulation | undefined,
  k: number,
): Pick<GraphMeta, 'worker_count' | 'worker_count_hidden' | 'min_group_size'> {
  const status = population?.privacy.status ?? 'empty';
  if (status === 'shown' || (status === 'empty' && !population?.privacy.filtered))
    return { worker_count: population?.members.length ?? 0, min_group_size: k };
  const hidden = status === 'empty' || status === 'fewer-than-k' ? 'fewer-than-k' : 'privacy';
  return { worker_count: null, worker_count_hidden: hidden, min_group_size: k };
}

/**
 * The populations of a graph over its dates, oldest first: `of` filters one date (see {@link datePopulation}),
 * `meta` describes the last one filtered, the latest date, for `graph_meta` (see {@link populationMeta}).
 */
export function latestPopulation(context: GraphContext) {
  let latest: DatePopulation | undefined;
  return {
    of(cube: SurveyCube, filters: readonly PortableFilter[]): DatePopulation {
      latest = datePopulation(cube, filters, context);
      return latest;
    },
    meta: () => populationMeta(latest, context.options.k),
  };
}

/**
 * The respondent count of each date of a graph over several dates, oldest first (the first
 * population of each date the graph filtered); nothing for one date, whose count is `worker_count`.
 */
function dateWorkerCounts(context: GraphContext): Pick<GraphMeta, 'date_worker_counts'> {
  const byDate = new Map<number, DatePopulation>();
  for (const population of context.populations ?? []) {
    if (!byDate.has(population.cube.surveyDateId)) byDate.set(population.cube.surveyDateId, population);
  }
  if (byDate.size < 2) return {};
  const populations = [...byDate.values()].sort((a, b) => a.cube.date.localeCompare(b.cube.date));
  return {
    date_worker_counts: populations.map((population) => {
      const { worker_count, worker_count_hidden } = populationMeta(population, context.options.k);
      return {
        survey_date_id: population.cube.surveyDateId,
        worker_count,
        ...(worker_count_hidden ? { worker_count_hidden } : {}),
      };
    }),
  };
}

/** Assembles the response; warnings in catalogue order. */
export function graphResponse(
  context: GraphContext,
  graph_data: GraphSeries[],
  meta: Omit<GraphMeta, 'categories_colors'> & Partial<Pick<GraphMeta, 'categories_colors'>>,
): GraphResponse {
  return {
    graph_data,
    graph_meta: { ...meta, categories_colors: meta.categories_colors ?? [], ...dateWorkerCounts(context) },
    warnings: GRAPH_WARNINGS.filter((w) => context.warnings.has(w as never)),
  };
}
