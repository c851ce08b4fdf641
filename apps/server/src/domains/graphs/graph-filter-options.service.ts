import {
  CHART_GRAPH_SLUGS,
  type ChartGraphSlug,
  type EnabledGraphs,
  GRAPH_DIMENSION_USE,
  type GraphDimension,
  type GraphFilterOptions,
  type GraphFilterOptionsRequest,
} from '@pulzus/core';
import { filterOptions, isGraphEngineError, scopeFilters } from '@pulzus/core/analytics';
import { AppError } from '../../errors';
import type { AuthContext } from '../../services/auth';
import { enabledGraphs, storedDateGraphDimensions } from '../graph-settings/graph-settings.service';
import { accountK } from '../../services/account-k';
import { accountMinGroupSize } from '../../services/account-k.queries';
import { cubeOf, type GraphServices } from './graph-data.service';
import { readableDates } from './graph-access.queries';
import { filterRefusal, graphDimensionRows } from './graph-filter-policy';
import { graphScopeOf, viewerScope } from './graph-scope';

/** The graphs with sidebar filters the caller may open: enabled for users, the key's own for an embed token. */
function filterableGraphs(auth: AuthContext, enabled: EnabledGraphs): ChartGraphSlug[] {
  return CHART_GRAPH_SLUGS.filter(
    (slug) =>
      GRAPH_DIMENSION_USE[slug].filters &&
      (auth.isAdmin || enabled[slug] !== false) &&
      (!auth.embed || auth.embed.graphs.includes(slug)),
  );
}

/** Whether a graph's rows mark the worker group (`null`) or a demography as a filter. */
const marksFilter = (rows: readonly GraphDimension[], demographyId: number | null) =>
  rows.some((row) => row.is_filter && row.demography_id === demographyId);

/**
 * `POST graph/filter-options` (docs/privacy.md "Rule 6"): which worker groups and demography answers of a date
 * the sidebar may offer, given the filters chosen so far, with the account's k. The access rules are
 * `graph/data`'s (docs/graphs.md "Through the API"): users read published dates only, another account's date is
 * a 404, answer filters are for admins. The request names no graph, so a filter is allowed when one graph the
 * caller may open marks every chosen filter `is_filter`, and the answer lists only the worker groups and
 * demographies such a graph offers as filters: it never tells of a combination `graph/data` would refuse.
 */
export async function filterOptionsFor(
  services: GraphServices,
  auth: AuthContext,
  accountId: number,
  request: GraphFilterOptionsRequest,
): Promise<GraphFilterOptions> {
  // a pinned embed draws without a sidebar and reads nothing but its pinned query (docs/privacy.md "Rule 8")
  if (auth.embed && auth.embed.locks.length > 0) throw new AppError('forbidden');
  const { db } = services;
  const [date] = await readableDates(db, accountId, [request.survey_date_id], auth);
  if (!date) throw new AppError('not-found');
  const [minGroupSize, enabled] = await Promise.all([
    accountMinGroupSize(db, accountId),
    enabledGraphs(db, accountId),
  ]);
  const slugs = filterableGraphs(auth, enabled);
  const k = accountK(minGroupSize, services.serverMinGroupSize);
  const [cube, stored] = await Promise.all([
    cubeOf(services, accountId, date, k),
    storedDateGraphDimensions(db, accountId, date.id, slugs),
  ]);
  const rowsOf = (slug: ChartGraphSlug) =>
    graphDimensionRows(
      stored.filter((row) => row.graph_slug === slug),
      cube,
      slug,
    );
  const refusals = slugs.map((slug) =>
    filterRefusal(request.filters, () => rowsOf(slug), [cube], cube, auth.isAdmin),
  );
  const usable = slugs.filter((_, i) => refusals[i] === null);
  if (usable.length === 0) {
    // with no graph to filter, any filter that filters is refused as graph/data refuses it without a row
    const refusal = refusals[0] ?? filterRefusal(request.filters, () => [], [cube], cube, auth.isAdmin);
    if (refusal) throw new AppError(refusal);
  }
  // a scoped viewer's options are judged inside the scope, as graph/data computes them (docs/privacy.md "Rule 10"):
  // the scope stays on every option, so a worker group or answer outside it is refused, not judged as unscoped
  const scope = await viewerScope(db, auth, accountId);
  const within = scope ? scopeFilters(graphScopeOf(scope), [cube]) : [];
  let options: GraphFilterOptions;
  try {
    options = filterOptions(date.id, request.filters, [cube], { minGroupSize: k }, within);
  } catch (error) {
    if (isGraphEngineError(error)) throw new AppError(error.code);
    throw error;
  }
  const rows = usable.map(rowsOf);
  return {
    ...options,
    worker_groups: rows.some((r) => marksFilter(r, null)) ? options.worker_groups : [],
    demographies: options.demographies.filter((d) => rows.some((r) => marksFilter(r, d.demography_id))),
  };
}
