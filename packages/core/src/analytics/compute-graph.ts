import type { GraphDataRequest } from '../schemas/graph-query';
import type { GraphResponse } from '../schemas/graph-response';
import type { WarningSink } from './cell-table';
import type { GraphContext } from './graph-context';
import { type GraphEngineOptions, resolveGraphOptions } from './graph-options';
import { commitmentDemographicsGraph } from './graphs/commitment-demographics';
import { commitmentDetailedGraph } from './graphs/commitment-detailed';
import { commitmentRankingGraph } from './graphs/commitment-ranking';
import { commitmentTotalGraph } from './graphs/commitment-total';
import { demographicsGraph } from './graphs/demographics';
import { satisfactionDemographicsGraph } from './graphs/satisfaction-demographics';
import { satisfactionTopicsGraph } from './graphs/satisfaction-topics';
import { satisfactionTotalGraph } from './graphs/satisfaction-total';
import { totalGraph } from './graphs/total';
import type { SurveyCube } from './survey-cube';

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
  const context: GraphContext = {
    cubes,
    options: resolveGraphOptions(options),
    warnings: new Set() as WarningSink,
    populations: [],
  };
  switch (request.type) {
    case 'demographics':
      return demographicsGraph(request.query, context);
    case 'commitment_total':
      return commitmentTotalGraph(request.query, context);
    case 'commitment_demographics':
      return commitmentDemographicsGraph(request.query, context);
    case 'commitment_detailed':
      return commitmentDetailedGraph(request.query, context);
    case 'commitment_ranking':
      return commitmentRankingGraph(request.query, context);
    case 'satisfaction_total':
      return satisfactionTotalGraph(request.query, context);
    case 'satisfaction_topics':
      return satisfactionTopicsGraph(request.query, context);
    case 'satisfaction_demographics':
      return satisfactionDemographicsGraph(request.query, context);
    case 'total':
      return totalGraph(request.query, context);
  }
}
