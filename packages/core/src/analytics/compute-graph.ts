import type { ChartGraphSlug, GraphDataRequest, GraphFilter } from '../schemas/graph-query';
import type { GraphResponse } from '../schemas/graph-response';
import type { WarningSink } from './cell-table';
import type { GraphContext } from './graph-context';
import { type GraphEngineOptions, resolveGraphOptions } from './graph-options';
import { commitmentDemographicsGraph } from './graphs/commitment-demographics';
import { commitmentDetailedGraph } from './graphs/commitment-detailed';
import { commitmentRankingGraph } from './graphs/commitment-ranking';
import { commitmentTotalGraph } from './graphs/commitment-total';
import { demographicsGraph } from './graphs/demographics';
import { heatmapGraph } from './graphs/heatmap';
import { keyDriversGraph } from './graphs/key-drivers';
import { satisfactionDemographicsGraph } from './graphs/satisfaction-demographics';
import { satisfactionTopicsGraph } from './graphs/satisfaction-topics';
import { satisfactionTotalGraph } from './graphs/satisfaction-total';
import { totalGraph } from './graphs/total';
import { trendsGraph } from './graphs/trends';
import { computeScopedGraph } from './scope';
import type { SurveyCube } from './survey-cube';

/** The engine of one chart graph: its query and the context of the call → its response. */
export type GraphComputer<S extends ChartGraphSlug> = (
  query: Extract<GraphDataRequest, { type: S }>['query'],
  context: GraphContext,
) => GraphResponse;

/**
 * One engine per chart graph of the definition table (`graph/graph-definitions.ts`): a mapped type, so a
 * graph added to the table without an engine here fails the type check.
 */
const GRAPH_COMPUTERS: { readonly [S in ChartGraphSlug]: GraphComputer<S> } = {
  demographics: demographicsGraph,
  commitment_total: commitmentTotalGraph,
  commitment_demographics: commitmentDemographicsGraph,
  commitment_detailed: commitmentDetailedGraph,
  commitment_ranking: commitmentRankingGraph,
  satisfaction_total: satisfactionTotalGraph,
  satisfaction_topics: satisfactionTopicsGraph,
  satisfaction_demographics: satisfactionDemographicsGraph,
  total: totalGraph,
  heatmap: heatmapGraph,
  key_drivers: keyDriversGraph,
  trends: trendsGraph,
};

/**
 * Computes one chart graph (`POST graph/data`, spec 2 §7) from the cubes of the account's survey dates, as
 * `docs/graphs.md` defines it, with the privacy rule and secondary suppression applied to every value.
 * Throws `GraphEngineError` (`graph-too-many-dates`, `not-found`); checks of roles and `is_filter` are the server's.
 *
 * @example
 * const cube = buildSurveyCube(rows);
 * computeGraph({ type: 'total', query: { survey_dates: [cube.surveyDateId], filters: [] } }, [cube], { language: 'en' });
 */
export function computeGraph(
  request: GraphDataRequest,
  cubes: readonly SurveyCube[],
  options: GraphEngineOptions = {},
): GraphResponse {
  const resolved = resolveGraphOptions(options);
  const run = (scoped: GraphDataRequest, baseFilters: readonly GraphFilter[]): GraphResponse => {
    const context: GraphContext = {
      cubes,
      options: resolved,
      warnings: new Set() as WarningSink,
      populations: [],
      baseFilters,
    };
    const compute = GRAPH_COMPUTERS[scoped.type] as GraphComputer<typeof scoped.type>;
    return compute(scoped.query, context);
  };
  if (!options.scope) return run(request, []);
  // a scoped viewer: every population intersected with the scope in this one place (docs/privacy.md "Rule 10")
  const named = 'survey_dates' in request.query ? new Set<number>(request.query.survey_dates) : null;
  const dates = named ? cubes.filter((c) => named.has(c.surveyDateId)) : cubes;
  return computeScopedGraph(request, cubes, dates, options.scope, resolved, run);
}
