import {
  type ChartGraphSlug,
  type GraphFilter,
  graphQuery,
  isMultiDateGraph,
  maxSurveyDates,
} from '@pulzus/core';

/** Which sidebar controls a graph offers (spec 2 §2 "Graph page"). */
export interface GraphControls {
  /** How many survey dates may be chosen (spec 2 §9). */
  readonly maxDates: number;
  /** Whether the date select is a multi select with tags. */
  readonly multiDate: boolean;
  /** The demographic indicator select. */
  readonly demography: boolean;
  /** The 'hide not answered' checkbox (further limited to a demography with a no-answer answer). */
  readonly hideNoAnswers: boolean;
  /** The topic area select. */
  readonly topic: boolean;
  /** The 'show satisfaction index' checkbox. */
  readonly satisfactionIndex: boolean;
  /** Whether the graph takes filters (employee group, demography and question filters). */
  readonly filters: boolean;
}

const PROBE_FILTER: GraphFilter = { type: 'worker_group', worker_group_ids: [1] };

/**
 * The controls of a graph, read off core's query builder: a control is shown when the compiled
 * query of a fully chosen sidebar carries its field (spec 2 §7), so no rule is repeated here.
 */
export function graphControls(slug: ChartGraphSlug): GraphControls {
  const compiled = graphQuery(slug).dates([1]).demography(1).topic(1).filter(PROBE_FILTER).compile();
  const query: object = compiled?.query ?? {};
  return {
    maxDates: maxSurveyDates(slug),
    multiDate: isMultiDateGraph(slug),
    demography: 'demography_id' in query || 'main_dimension_demography_id' in query,
    hideNoAnswers: 'hide_no_answers' in query,
    topic: 'question_group_id' in query,
    satisfactionIndex: 'show_satisfaction_index' in query,
    filters: 'filters' in query,
  };
}

/** Graphs drawn as horizontal bars: item and unit lists with long labels; the rest are columns. */
const BAR_SLUGS: readonly ChartGraphSlug[] = [
  'commitment_detailed',
  'commitment_ranking',
  'satisfaction_topics',
  'total',
];

/** Whether a graph is drawn as a bar chart (else a column chart). */
export function isBarGraph(slug: ChartGraphSlug): boolean {
  return BAR_SLUGS.includes(slug);
}
