import { GRAPH_SLUGS } from '../schemas/graph-slugs';
import { GRAPH_DEFINITIONS, type GraphSlug } from './graph-definitions';
import type { GraphDimension, GraphDimensionGroup } from '../schemas/graph-settings';

/** The default worker-group row of a graph, as its row of the graph definition table says. */
export function defaultWorkerGroupDimension(surveyDateId: number, slug: GraphSlug): GraphDimension {
  return defaultDimension(surveyDateId, slug, null);
}

/** The default row of a demography, as the graph's row of the graph definition table says. */
export function defaultDemographyDimension(
  surveyDateId: number,
  slug: GraphSlug,
  demographyId: number,
): GraphDimension {
  return defaultDimension(surveyDateId, slug, demographyId);
}

/** The default row of a demography, or of the worker groups for `null`, from the graph definition table. */
function defaultDimension(
  surveyDateId: number,
  slug: GraphSlug,
  demographyId: number | null,
): GraphDimension {
  const { main, filter } =
    GRAPH_DEFINITIONS[slug].dimensions[demographyId === null ? 'workerGroup' : 'demography'];
  return {
    id: null,
    survey_date_id: surveyDateId,
    graph_slug: slug,
    demography_id: demographyId,
    is_worker_group_demography: demographyId === null,
    is_main_dimension: main,
    is_filter: filter,
  };
}

/** The default dimensions of every graph when none are stored: the worker-group row, then one row per demography (spec 2 §4). */
export function defaultGraphDimensions(
  surveyDateId: number,
  demographies: readonly { readonly id: number }[],
): GraphDimensionGroup[] {
  return GRAPH_SLUGS.map((slug) => ({
    graph_slug: slug,
    graph_dimensions: [
      defaultWorkerGroupDimension(surveyDateId, slug),
      ...demographies.map((d) => defaultDemographyDimension(surveyDateId, slug, d.id)),
    ],
  }));
}

/**
 * The stored dimensions completed with defaults (spec 2 §4): every graph gets a group, and a group gets a
 * default row for the worker group or a demography it has no stored row for (a demography added later).
 * Stored rows of demographies no longer present are dropped.
 */
export function withDefaultDimensions(
  stored: readonly GraphDimensionGroup[],
  surveyDateId: number,
  demographies: readonly { readonly id: number }[],
): GraphDimensionGroup[] {
  const present = new Set(demographies.map((d) => d.id));
  return defaultGraphDimensions(surveyDateId, demographies).map((group) => {
    const rows = stored.find((g) => g.graph_slug === group.graph_slug)?.graph_dimensions ?? [];
    const kept = rows.filter((row) => row.demography_id === null || present.has(row.demography_id));
    const has = (row: GraphDimension) => kept.some((k) => k.demography_id === row.demography_id);
    const merged = group.graph_dimensions.map((row) =>
      has(row) ? kept.find((k) => k.demography_id === row.demography_id)! : row,
    );
    return { graph_slug: group.graph_slug, graph_dimensions: merged };
  });
}

/** The dimension rows of one graph, or none. */
export function dimensionsOf(groups: readonly GraphDimensionGroup[], slug: GraphSlug): GraphDimension[] {
  return groups.find((g) => g.graph_slug === slug)?.graph_dimensions ?? [];
}
