import { graphDefinition } from '../graph/graph-definitions';
import type { GraphDataRequest, GraphFilter } from '../schemas/graph-query';
import type { GraphResponse, GraphSeries, WithheldReason } from '../schemas/graph-response';
import type { ResolvedGraphOptions } from './graph-options';
import { populationOf, portableFilters } from './population';
import type { SurveyCube } from './survey-cube';

/**
 * A scoped viewer's scope in date-independent terms (docs/privacy.md "Rule 10"): one box over the date's
 * dimensions — worker groups by id (empty = every group) and, per demography code, the answers by name. Every
 * population the viewer asks for is intersected with it, as if its filters were the first of every query.
 */
export interface GraphScope {
  readonly workerGroupIds: readonly number[];
  readonly demographies: readonly { readonly code: string; readonly answers: readonly string[] }[];
}

/** The filter no respondent passes: no worker group has id 0 (ids are positive). */
const NOBODY: GraphFilter = { type: 'worker_group', worker_group_ids: [0] };

/**
 * The scope as request filters in the ids of the newest cube that has each demography; a demography or answer no
 * cube has keeps nobody (a scope is configuration: a date without its site shows the scope nobody, never everyone).
 */
export function scopeFilters(scope: GraphScope, cubes: readonly SurveyCube[]): GraphFilter[] {
  const out: GraphFilter[] = [];
  if (scope.workerGroupIds.length > 0)
    out.push({ type: 'worker_group', worker_group_ids: [...scope.workerGroupIds] });
  const newestFirst = [...cubes].sort((a, b) => b.date.localeCompare(a.date));
  for (const wanted of scope.demographies) {
    const names = new Set(wanted.answers);
    let found: GraphFilter | null = null;
    for (const cube of newestFirst) {
      const demography = cube.demographies.find((d) => d.code === wanted.code);
      const ids = demography?.answers.filter((a) => names.has(a.name)).map((a) => a.id) ?? [];
      if (demography && ids.length > 0) {
        found = { type: 'demography', demography_id: demography.id, demography_answer_ids: ids };
        break;
      }
    }
    out.push(found ?? NOBODY);
  }
  return out;
}

/**
 * Whether a scope may be shown on a date (docs/privacy.md "Rule 10"): null when it may; `scope-fewer-than-k` when
 * it holds fewer than k respondents (none included); `scope-complement-fewer-than-k` when the company outside it
 * holds 1..k-1, which the scope beside the company comparison would give away. A date nobody answered says nothing.
 */
export function scopeStanding(
  filters: readonly GraphFilter[],
  cube: SurveyCube,
  cubes: readonly SurveyCube[],
  k: number,
): WithheldReason | null {
  const everyone = cube.respondentCount;
  if (everyone === 0) return null;
  const inside = scopeCount(filters, cube, cubes);
  if (inside < k) return 'scope-fewer-than-k';
  const outside = everyone - inside;
  if (outside > 0 && outside < k) return 'scope-complement-fewer-than-k';
  return null;
}

/** The respondents of a date inside a scope (its filters, `scopeFilters`). */
export function scopeCount(
  filters: readonly GraphFilter[],
  cube: SurveyCube,
  cubes: readonly SurveyCube[],
): number {
  return populationOf(cube, portableFilters(filters, [cube, ...cubes])).length;
}

/** The first reason a scope may not be shown on any of the dates a graph reads, or null. */
export function scopeReason(
  filters: readonly GraphFilter[],
  dates: readonly SurveyCube[],
  cubes: readonly SurveyCube[],
  k: number,
): WithheldReason | null {
  for (const cube of dates) {
    const reason = scopeStanding(filters, cube, cubes, k);
    if (reason) return reason;
  }
  return null;
}

/** The request with the scope's filters first (a graph that takes no filters keeps its query; see below). */
export function withScopeFilters(
  request: GraphDataRequest,
  filters: readonly GraphFilter[],
): GraphDataRequest {
  if (!('filters' in request.query)) return request;
  return {
    ...request,
    query: { ...request.query, filters: [...filters, ...request.query.filters] },
  } as GraphDataRequest;
}

/** A graph engine call: request, cubes, population filters of graphs without filters (commitment_total). */
export type ScopedCompute = (request: GraphDataRequest, baseFilters: readonly GraphFilter[]) => GraphResponse;

/** The series of the response that are the company comparison, not the scope: the heatmap's first row. */
function comparisonSeries(request: GraphDataRequest): number {
  return graphDefinition(request.type).scopeComparison === 'company-row' ? 1 : 0;
}

/**
 * Every value of the scope's series withheld with the scope's reason (a not-asked value stays not asked: that is
 * configuration), with its change, counts and sizes; the population warnings give way to the reason.
 */
function withholdScope(
  response: GraphResponse,
  reason: WithheldReason,
  skip: number,
  unresolved: boolean,
): GraphResponse {
  const graph_data = response.graph_data.map((series, i): GraphSeries => {
    if (i < skip) return series;
    // a scope no date can name keeps nobody, so nothing reads as asked: every value is the scope's withheld one
    const withheld = series.data.map((v, c) => unresolved || v !== null || series.withheld?.[c] === true);
    const { change, change_meaningful, ...rest } = series;
    return {
      ...rest,
      data: series.data.map(() => null),
      withheld,
      withheld_reasons: withheld.map((w) => (w ? reason : null)),
      ...(change ? { change: change.map(() => null) } : {}),
      ...(change_meaningful ? { change_meaningful: change_meaningful.map(() => null) } : {}),
    };
  });
  const { worker_count_hidden: _hidden, ...meta } = response.graph_meta;
  return {
    graph_data,
    graph_meta: {
      ...meta,
      worker_count: null,
      worker_count_hidden: 'privacy',
      ...(meta.counts ? { counts: meta.counts.map(() => null) } : {}),
      ...(meta.date_worker_counts
        ? {
            date_worker_counts: meta.date_worker_counts.map((d) => ({
              survey_date_id: d.survey_date_id,
              worker_count: null,
              worker_count_hidden: 'privacy' as const,
            })),
          }
        : {}),
    },
    warnings: response.warnings.filter(
      (w) => w !== 'graph-warning-too-few-respondents' && w !== 'graph-warning-no-data',
    ),
  };
}

/**
 * Appends the company as the last category of commitment_total: each series' Total computed by the engine without
 * the scope, a population every user may ask for (docs/privacy.md "Rule 10").
 */
function withCompanyCategory(scoped: GraphResponse, company: GraphResponse, label: string): GraphResponse {
  const graph_data = scoped.graph_data.map((series, i): GraphSeries => {
    const other = company.graph_data[i];
    const last = other ? other.data.length - 1 : -1;
    const value = other && last >= 0 ? (other.data[last] ?? null) : null;
    const withheld = other?.withheld?.[last] ?? false;
    const reason = other?.withheld_reasons?.[last] ?? null;
    const next: GraphSeries = { ...series, data: [...series.data, value] };
    if (series.withheld || value === null) {
      next.withheld = [...(series.withheld ?? series.data.map(() => false)), withheld];
      next.withheld_reasons = [...(series.withheld_reasons ?? series.data.map(() => null)), reason];
    }
    if (series.change) next.change = [...series.change, other?.change?.[last] ?? null];
    if (series.change_meaningful)
      next.change_meaningful = [...series.change_meaningful, other?.change_meaningful?.[last] ?? null];
    return next;
  });
  return {
    ...scoped,
    graph_data,
    graph_meta: { ...scoped.graph_meta, categories: [...scoped.graph_meta.categories, label] },
  };
}

/**
 * A scoped viewer's graph (docs/privacy.md "Rule 10"): the request's populations intersected with the scope — the
 * scope's filters first in every query, and the population of commitment_total — and, where a graph has a company
 * line, the company beside it (the heatmap's first row already is the company; commitment_total gets a last
 * category). On a date where the scope is below k, or leaves 1..k-1 of the company outside it, the scope's values
 * are withheld with that reason instead of the engine's own.
 */
export function computeScopedGraph(
  request: GraphDataRequest,
  cubes: readonly SurveyCube[],
  dates: readonly SurveyCube[],
  scope: GraphScope,
  options: ResolvedGraphOptions,
  compute: ScopedCompute,
): GraphResponse {
  const filters = scopeFilters(scope, cubes);
  const reason = scopeReason(filters, dates, cubes, options.k);
  let response = compute(withScopeFilters(request, filters), filters);
  if (reason !== null)
    response = withholdScope(response, reason, comparisonSeries(request), filters.includes(NOBODY));
  if (graphDefinition(request.type).scopeComparison === 'company-category')
    response = withCompanyCategory(response, compute(request, []), options.labels.company);
  return response;
}
