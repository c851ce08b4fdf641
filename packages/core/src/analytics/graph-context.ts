import { populationWarning } from '../indexes/population-warning';
import { asCount } from '../indexes/units';
import {
  GRAPH_WARNINGS,
  type GraphMeta,
  type GraphResponse,
  type GraphSeries,
} from '../schemas/graph-response';
import type { WarningSink } from './cell-table';
import type { ResolvedGraphOptions } from './graph-options';
import { type PortableFilter, populationOf } from './population';
import type { SurveyCube } from './survey-cube';

/** What every graph computation receives. */
export interface GraphContext {
  /** Every cube the server passed (ids of filters and topics may point at any of them). */
  readonly cubes: readonly SurveyCube[];
  readonly options: ResolvedGraphOptions;
  readonly warnings: WarningSink;
}

/** One date's filtered population and whether its values may be shown. */
export interface DatePopulation {
  readonly cube: SurveyCube;
  readonly members: Int32Array;
  /** False when the population is empty or below k: the date's values are all null (graphs.md finer point 5). */
  readonly usable: boolean;
}

/** Filters a date and applies the whole-population rule (no-data, too-few-respondents) to it alone (graphs.md). */
export function datePopulation(
  cube: SurveyCube,
  filters: readonly PortableFilter[],
  context: GraphContext,
): DatePopulation {
  const members = populationOf(cube, filters);
  const warning = populationWarning(asCount(members.length), context.options.k);
  if (warning) context.warnings.add(warning);
  return { cube, members, usable: warning === null };
}

/** Assembles the response; warnings in catalogue order. */
export function graphResponse(
  context: GraphContext,
  graph_data: GraphSeries[],
  meta: Omit<GraphMeta, 'categories_colors'> & Partial<Pick<GraphMeta, 'categories_colors'>>,
): GraphResponse {
  return {
    graph_data,
    graph_meta: { ...meta, categories_colors: meta.categories_colors ?? [] },
    warnings: GRAPH_WARNINGS.filter((w) => context.warnings.has(w as never)),
  };
}
