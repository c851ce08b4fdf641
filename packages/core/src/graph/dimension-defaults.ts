import { GRAPH_SLUGS, type GraphSlug } from '../schemas/graph-query';
import type { GraphDimension, GraphDimensionGroup } from '../schemas/graph-settings';

const WORKER_GROUP_MAIN: readonly GraphSlug[] = ['commitment_total', 'commitment_ranking'];
const WORKER_GROUP_NOT_FILTER: readonly GraphSlug[] = ['commitment_total', 'participation_rate'];
const DEMOGRAPHY_MAIN: readonly GraphSlug[] = [
  'demographics',
  'commitment_demographics',
  'satisfaction_demographics',
];
const DEMOGRAPHY_NOT_FILTER: readonly GraphSlug[] = [
  'demographics',
  'commitment_total',
  'participation_rate',
];

/** The default worker-group row of a graph: main for commitment_total/ranking, a filter except commitment_total/participation_rate (spec 2 §4). */
export function defaultWorkerGroupDimension(surveyDateId: number, slug: GraphSlug): GraphDimension {
  return {
    id: null,
    survey_date_id: surveyDateId,
    graph_slug: slug,
    demography_id: null,
    is_worker_group_demography: true,
    is_main_dimension: WORKER_GROUP_MAIN.includes(slug),
    is_filter: !WORKER_GROUP_NOT_FILTER.includes(slug),
  };
}

/** The default row of a demography: main for the demographic graphs, a filter except demographics, commitment_total, participation_rate (spec 2 §4). */
export function defaultDemographyDimension(
  surveyDateId: number,
  slug: GraphSlug,
  demographyId: number,
): GraphDimension {
  return {
    id: null,
    survey_date_id: surveyDateId,
    graph_slug: slug,
    demography_id: demographyId,
    is_worker_group_demography: false,
    is_main_dimension: DEMOGRAPHY_MAIN.includes(slug),
    is_filter: !DEMOGRAPHY_NOT_FILTER.includes(slug),
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
