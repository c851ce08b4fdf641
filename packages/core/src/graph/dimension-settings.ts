import { GRAPH_SLUGS } from '../schemas/graph-slugs';
import type { GraphDimension } from '../schemas/graph-settings';
import {
  GRAPH_DEFINITIONS,
  type GraphDefinition,
  type GraphSlug,
  type MainDimensionScope,
} from './graph-definitions';
import { isWorkerGroupRow } from './sidebar-visibility';

export type { MainDimensionScope } from './graph-definitions';

/** What a graph's dimension rows are used for (docs/graphs.md "Dimensions"). */
export interface GraphDimensionUse {
  /** Which rows can be the main dimension. */
  readonly main: MainDimensionScope;
  /** Whether the graph's query takes filters, so a row's `is_filter` matters. */
  readonly filters: boolean;
}

/** The dimension use of every graph: a view of the graph definition table. */
export const GRAPH_DIMENSION_USE = Object.fromEntries(
  GRAPH_SLUGS.map((slug) => {
    const definition: GraphDefinition = GRAPH_DEFINITIONS[slug];
    return [slug, { main: definition.dimensions.main, filters: definition.query?.filters ?? false }];
  }),
) as Readonly<Record<GraphSlug, GraphDimensionUse>>;

/** Whether a row can be the main dimension of the graph `slug` (see {@link GRAPH_DIMENSION_USE}). */
export function canBeMainDimension(
  slug: GraphSlug,
  row: Pick<GraphDimension, 'demography_id' | 'is_worker_group_demography'>,
): boolean {
  const scope = GRAPH_DIMENSION_USE[slug].main;
  return scope === 'any' || (scope === 'demography' && !isWorkerGroupRow(row));
}

/**
 * The rows with at most one main dimension, as the server accepts them (spec 2 §4: "only that row
 * the main one"): the first row that is main and can be main stays so; every other row is not main.
 * The defaults mark every demography main on the demographic graphs, and the sidebar and the server
 * take the first of them, so this keeps what the graph pages show. Filters are left as they are.
 */
export function singleMainDimension(slug: GraphSlug, rows: readonly GraphDimension[]): GraphDimension[] {
  const main = rows.find((row) => row.is_main_dimension && canBeMainDimension(slug, row));
  return rows.map((row) =>
    row.is_main_dimension === (row === main) ? row : { ...row, is_main_dimension: row === main },
  );
}

/** The main-dimension row of a graph's rows, or undefined when none is main. */
export function mainDimensionRow(rows: readonly GraphDimension[]): GraphDimension | undefined {
  return rows.find((row) => row.is_main_dimension);
}
