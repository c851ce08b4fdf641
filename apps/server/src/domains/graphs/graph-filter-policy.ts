import {
  dimensionsOf,
  type GraphDataRequest,
  type GraphDimension,
  type GraphFilter,
  withDefaultDimensions,
} from '@pulzus/core';
import type { SurveyCube } from '@pulzus/core/analytics';
import { AppError } from '../../errors';

/** The dimension rows of a graph on one date: the stored ones completed with the defaults of spec 2 §4. */
export function graphDimensionRows(
  stored: readonly GraphDimension[],
  cube: SurveyCube,
  slug: GraphDataRequest['type'],
): GraphDimension[] {
  const rows = stored.filter((row) => row.survey_date_id === cube.surveyDateId);
  const groups = [{ graph_slug: slug, graph_dimensions: rows }];
  return dimensionsOf(withDefaultDimensions(groups, cube.surveyDateId, cube.demographies), slug);
}

/** The filters of a request (commitment_total takes none). */
export function requestFilters(request: GraphDataRequest): readonly GraphFilter[] {
  return 'filters' in request.query ? request.query.filters : [];
}

/** The main dimension of a graph's rows: a demography id, or null for the worker group (spec 2 §4). */
export function mainDimensionOf(rows: readonly GraphDimension[]): number | null {
  return rows.find((row) => row.is_main_dimension)?.demography_id ?? null;
}

/** Why a filter is refused: an answer filter of a user, an unknown demography, or a row not marked `is_filter`. */
export type FilterRefusal = 'forbidden' | 'not-found' | 'graph-filter-not-allowed';

/**
 * What the caller may not filter by (graphs.md "Filters", spec 2 §6), or null: question filters are for
 * admins only (`forbidden`); a worker-group filter needs the graph's worker-group row on the newest date to
 * be `is_filter`, a demography filter the row of its demography on its own date (`graph-filter-not-allowed`).
 * An empty list filters nothing and is never refused. The first refused filter decides.
 */
export function filterRefusal(
  filters: readonly GraphFilter[],
  rowsOf: (surveyDateId: number) => readonly GraphDimension[],
  cubes: readonly SurveyCube[],
  newest: SurveyCube,
  isAdmin: boolean,
): FilterRefusal | null {
  for (const filter of filters) {
    if (filter.type === 'answer') {
      if (filter.question_filters.length > 0 && !isAdmin) return 'forbidden';
    } else if (filter.type === 'worker_group') {
      if (filter.worker_group_ids.length === 0) continue;
      const row = rowsOf(newest.surveyDateId).find((r) => r.demography_id === null);
      if (!row?.is_filter) return 'graph-filter-not-allowed';
    } else {
      if (filter.demography_answer_ids.length === 0) continue;
      const cube = cubes.find((c) => c.demographyIndexById.has(filter.demography_id));
      if (!cube) return 'not-found';
      const row = rowsOf(cube.surveyDateId).find((r) => r.demography_id === filter.demography_id);
      if (!row?.is_filter) return 'graph-filter-not-allowed';
    }
  }
  return null;
}

/** Refuses what the caller may not filter by ({@link filterRefusal}): 403, 404 or 400 with its code. */
export function assertFiltersAllowed(
  filters: readonly GraphFilter[],
  rowsOf: (surveyDateId: number) => readonly GraphDimension[],
  cubes: readonly SurveyCube[],
  newest: SurveyCube,
  isAdmin: boolean,
): void {
  const refusal = filterRefusal(filters, rowsOf, cubes, newest, isAdmin);
  if (refusal) throw new AppError(refusal);
}
