import {
  type ChartGraphSlug,
  graphDefinition,
  chartQueryDefinition,
  isMultiDateGraph,
  maxSurveyDates,
} from '@pulzus/core';

/** Which sidebar controls a graph offers (spec 2 §2 "Graph page"). */
export interface GraphControls {
  /** How many survey dates may be chosen (spec 2 §9). */
  readonly maxDates: number;
  /** Whether the date select is a multi select with tags. */
  readonly multiDate: boolean;
  /**
   * Whether the sidebar shows a date select: not for a graph that reads every date the caller may see (trends);
   * its filter lists are then the newest date's.
   */
  readonly dateSelect: boolean;
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
  /** The rows select (the heatmap: a demography's answers, the employee groups or the units). */
  readonly rows: boolean;
}

/** The controls of a graph: a view of its query fields in core's graph definition table. */
export function graphControls(slug: ChartGraphSlug): GraphControls {
  const fields = chartQueryDefinition(slug);
  return {
    maxDates: maxSurveyDates(slug),
    multiDate: isMultiDateGraph(slug),
    dateSelect: fields.dates !== 'all-dates',
    demography: fields.demography !== null,
    hideNoAnswers: fields.hideNoAnswers,
    topic: fields.topic,
    satisfactionIndex: fields.satisfactionIndex,
    filters: fields.filters,
    rows: fields.rows === true,
  };
}

/** Whether a graph is drawn as horizontal bars (item and unit lists with long labels), else as columns. */
export function isBarGraph(slug: ChartGraphSlug): boolean {
  return graphDefinition(slug).chart === 'bar';
}

/** Whether a graph colours its bars by topic, so its page needs the topics' names for the legend. */
export function hasTopicColours(slug: ChartGraphSlug): boolean {
  return graphDefinition(slug).topicColours;
}
