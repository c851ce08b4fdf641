import type { ChartGraphSlug, GraphDataRequest, GraphFilter } from '../schemas/graph-query';
import type { GraphWarning } from '../schemas/graph-response';
import { chartQueryDefinition, type RowDimension } from './graph-definitions';
import { isChartGraphSlug } from './graph-slug';
import { maxSurveyDates } from './survey-date-limits';

interface QueryState {
  readonly surveyDates: readonly number[];
  readonly filters: readonly GraphFilter[];
  readonly demographyId: number | null;
  readonly topicId: number | null;
  readonly hideNoAnswers: boolean;
  readonly showSatisfactionIndex: boolean;
  readonly rows: RowDimension;
}

const EMPTY: QueryState = {
  surveyDates: [],
  filters: [],
  demographyId: null,
  topicId: null,
  hideNoAnswers: false,
  showSatisfactionIndex: false,
  rows: 'demography',
};

/** The compiled request of a slug: its own `POST graph/data` body, any body for a plain `string`, never for a non-chart slug. */
export type CompiledGraphQuery<S extends string> = string extends S
  ? GraphDataRequest
  : S extends ChartGraphSlug
    ? Extract<GraphDataRequest, { type: S }>
    : never;

/** Whether two filters constrain the same thing (one worker-group, one answer, one filter per demography). */
function sameTarget(a: GraphFilter, b: GraphFilter): boolean {
  if (a.type === 'demography' && b.type === 'demography') return a.demography_id === b.demography_id;
  return a.type === b.type;
}

/** An empty demography or answer filter filters nothing (graphs.md "Filters"), so it is left out of the payload. */
function isEffective(filter: GraphFilter): boolean {
  if (filter.type === 'demography') return filter.demography_answer_ids.length > 0;
  if (filter.type === 'answer') return filter.question_filters.length > 0;
  return true;
}

/**
 * An immutable graph query: every method returns a new builder, `compile()` turns it into the
 * `POST graph/data` body, and sending it is a separate step (`executeGraphQuery`).
 *
 * @example
 * const base = graphQuery('commitment_total').dates([12, 9]);
 * const withIndex = base.dates([12]).showSatisfactionIndex(true);
 * withIndex.compile(); // { type: 'commitment_total', query: { survey_dates: [12], show_satisfaction_index: true } }
 * base.compile();      // unchanged: { …, survey_dates: [12, 9], show_satisfaction_index: false }
 */
export class GraphQueryBuilder<S extends string = string> {
  readonly #state: QueryState;

  /** The graph slug this query is for (any string; an unknown one compiles to `null`). */
  readonly slug: S;

  /** Starts a query for a slug; prefer `graphQuery(slug)`. */
  constructor(slug: S, state: QueryState = EMPTY) {
    this.slug = slug;
    this.#state = state;
    Object.freeze(this);
  }

  #with(patch: Partial<QueryState>): GraphQueryBuilder<S> {
    return new GraphQueryBuilder(this.slug, { ...this.#state, ...patch });
  }

  /** Sets the survey-date ids, first one first; repeats are dropped (default: none). */
  dates(surveyDateIds: readonly number[]): GraphQueryBuilder<S> {
    return this.#with({ surveyDates: [...new Set(surveyDateIds)] });
  }

  /** Adds a filter, replacing one on the same target (the worker group, the same demography, the answers). */
  filter(filter: GraphFilter): GraphQueryBuilder<S> {
    return this.#with({ filters: [...this.#state.filters.filter((f) => !sameTarget(f, filter)), filter] });
  }

  /** Replaces all filters (default: none). */
  filters(filters: readonly GraphFilter[]): GraphQueryBuilder<S> {
    return this.#with({ filters: [...filters] });
  }

  /** Sets the demography: `demography_id` of demographics, `main_dimension_demography_id` otherwise (default: none). */
  demography(demographyId: number | null): GraphQueryBuilder<S> {
    return this.#with({ demographyId });
  }

  /** Sets the topic (question group) of satisfaction_topics (default: none). */
  topic(topicId: number | null): GraphQueryBuilder<S> {
    return this.#with({ topicId });
  }

  /** Hides no-answer answers in demographics (default: false). */
  hideNoAnswers(hide: boolean): GraphQueryBuilder<S> {
    return this.#with({ hideNoAnswers: hide });
  }

  /** Adds the satisfaction index series where the graph supports it (default: false). */
  showSatisfactionIndex(show: boolean): GraphQueryBuilder<S> {
    return this.#with({ showSatisfactionIndex: show });
  }

  /** What the rows are, where the graph has a rows select: a demography's answers (default), the worker groups or the units. */
  rows(rows: RowDimension): GraphQueryBuilder<S> {
    return this.#with({ rows });
  }

  /** The client-side warnings: `graph-warning-no-survey-date` while no survey date is chosen (spec 2 §5). */
  warnings(): GraphWarning[] {
    return this.#state.surveyDates.length === 0 ? ['graph-warning-no-survey-date'] : [];
  }

  /**
   * The `POST graph/data` body, or `null` while a needed selection is missing or the slug is not a chart
   * (spec 2 §5). Dates past the graph's limit (spec 2 §9) are dropped, keeping the first ones.
   */
  compile(): CompiledGraphQuery<S> | null {
    return compile(this.slug, this.#state) as CompiledGraphQuery<S> | null;
  }
}

/**
 * The body of a chart graph's query, read off its query fields in the graph definition table: each
 * field the graph takes is set from the builder's state; a needed selection that is missing (no survey
 * date, no demography, no topic) means no query yet.
 */
function compile(slug: string, state: QueryState): GraphDataRequest | null {
  if (!isChartGraphSlug(slug)) return null;
  const fields = chartQueryDefinition(slug);
  const query: Record<string, unknown> = {};
  if (fields.dates === 'survey-dates') {
    if (state.surveyDates.length === 0) return null;
    query.survey_dates = state.surveyDates.slice(0, maxSurveyDates(slug));
  }
  // rows other than a demography's answers need no demography (docs/graphs.md "Heatmap")
  if (fields.rows) query.rows = state.rows;
  if (fields.demography !== null && (!fields.rows || state.rows === 'demography')) {
    if (state.demographyId === null) return null;
    query[fields.demography] = state.demographyId;
  }
  if (fields.topic) {
    if (state.topicId === null) return null;
    query.question_group_id = state.topicId;
  }
  if (fields.hideNoAnswers) query.hide_no_answers = state.hideNoAnswers;
  if (fields.filters) query.filters = state.filters.filter(isEffective);
  if (fields.satisfactionIndex) query.show_satisfaction_index = state.showSatisfactionIndex;
  // the wire schema of each slug (schemas/graph-query.ts) is checked against the table by a test
  return { type: slug, query } as GraphDataRequest;
}

/** Starts an empty immutable query for a graph slug, e.g. `graphQuery('total').dates([3]).compile()`. */
export function graphQuery<S extends string>(slug: S): GraphQueryBuilder<S> {
  return new GraphQueryBuilder(slug);
}
