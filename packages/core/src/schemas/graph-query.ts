import { z } from 'zod';
import { zId } from './common';
import { CHART_GRAPH_SLUGS, type ChartGraphSlug, GRAPH_SLUGS } from './graph-slugs';
import { ROW_DIMENSIONS } from '../graph/graph-definitions';
import { GRAPH_SURVEY_DATE_LIMITS } from '../graph/survey-date-limits';

// the slug lists live in a zod-free module so browser code can read them without bundling zod
export { CHART_GRAPH_SLUGS, type ChartGraphSlug, GRAPH_SLUGS, type GraphSlug } from './graph-slugs';

/** A graph slug, the key of a graph page, its settings and its enabled flag (spec 2 §2). */
export const zGraphSlug = z.enum(GRAPH_SLUGS);

/** A chart graph slug: the `type` of a `POST graph/data` request (spec 2 §7). */
export const zChartGraphSlug = z.enum(CHART_GRAPH_SLUGS);

/** Worker-group filter: keep respondents of these worker groups (spec 2 §7). */
export const zWorkerGroupFilter = z.object({
  type: z.literal('worker_group'),
  worker_group_ids: z.array(zId),
});
/** Worker-group filter (spec 2 §7). */
export type WorkerGroupFilter = z.infer<typeof zWorkerGroupFilter>;

/** Demography filter: keep respondents whose answer is one of these; an empty list filters nothing (spec 2 §7). */
export const zDemographyFilter = z.object({
  type: z.literal('demography'),
  demography_id: zId,
  demography_answer_ids: z.array(zId),
});
/** Demography filter (spec 2 §7). */
export type DemographyFilter = z.infer<typeof zDemographyFilter>;

/** One admin question filter: keep respondents whose answer to the question is one of `answers` (spec 2 §5). */
export const zQuestionFilter = z.object({
  question_id: zId,
  answers: z.array(z.number().int().nonnegative()),
});
/** One admin question filter (spec 2 §5). */
export type QuestionFilter = z.infer<typeof zQuestionFilter>;

/** Answer filter (admins only): every question filter must pass (spec 2 §6, §7). */
export const zAnswerFilter = z.object({
  type: z.literal('answer'),
  question_filters: z.array(zQuestionFilter),
});
/** Answer filter (spec 2 §7). */
export type AnswerFilter = z.infer<typeof zAnswerFilter>;

/** A graph filter, discriminated by `type` (spec 2 §7). */
export const zGraphFilter = z.discriminatedUnion('type', [
  zWorkerGroupFilter,
  zDemographyFilter,
  zAnswerFilter,
]);
/** A graph filter (spec 2 §7). */
export type GraphFilter = z.infer<typeof zGraphFilter>;

const zFilters = z.array(zGraphFilter);

/** Survey-date ids of a graph query: at least one, at most the graph's limit (spec 2 §9). */
function zSurveyDates(slug: ChartGraphSlug) {
  return z.array(zId).min(1).max(GRAPH_SURVEY_DATE_LIMITS[slug]);
}

/**
 * The query of a graph that takes its survey dates and filters and nothing else (the graph definitions'
 * plain filtered query); each such graph has its own, as the dates' limit is the graph's.
 */
function zDatesAndFiltersQuery(slug: ChartGraphSlug) {
  return z.strictObject({ survey_dates: zSurveyDates(slug), filters: zFilters });
}

// Every query is strict (docs/graphs.md "Through the API"): a field the graph does not take is refused, not dropped —
// a filter on a graph without filters would otherwise answer the unfiltered graph as if it were filtered.

/** Query of the demographics graph (spec 2 §7). */
export const zDemographicsQuery = z.strictObject({
  demography_id: zId,
  hide_no_answers: z.boolean(),
  filters: zFilters,
});
/** Query of the commitment_total graph; it takes no filters (spec 2 §7). */
export const zCommitmentTotalQuery = z.strictObject({
  survey_dates: zSurveyDates('commitment_total'),
  show_satisfaction_index: z.boolean(),
});
/** Query of the commitment_detailed graph (spec 2 §7). */
export const zCommitmentDetailedQuery = zDatesAndFiltersQuery('commitment_detailed');
/** Query of the satisfaction_total graph (spec 2 §7). */
export const zSatisfactionTotalQuery = zDatesAndFiltersQuery('satisfaction_total');
/** Query of the total graph (spec 2 §7). */
export const zTotalQuery = zDatesAndFiltersQuery('total');
/** Query of the commitment_ranking graph (spec 2 §7). */
export const zCommitmentRankingQuery = z.strictObject({
  survey_dates: zSurveyDates('commitment_ranking'),
  filters: zFilters,
  show_satisfaction_index: z.boolean(),
});
/** Query of the satisfaction_topics graph: one topic (question group) (spec 2 §7). */
export const zSatisfactionTopicsQuery = z.strictObject({
  survey_dates: zSurveyDates('satisfaction_topics'),
  question_group_id: zId,
  filters: zFilters,
});
/** Query of the commitment_demographics graph (spec 2 §7). */
export const zCommitmentDemographicsQuery = z.strictObject({
  survey_dates: zSurveyDates('commitment_demographics'),
  main_dimension_demography_id: zId,
  filters: zFilters,
  show_satisfaction_index: z.boolean(),
});
/** Query of the satisfaction_demographics graph: exactly one survey date (spec 2 §7). */
export const zSatisfactionDemographicsQuery = z.strictObject({
  survey_dates: zSurveyDates('satisfaction_demographics'),
  main_dimension_demography_id: zId,
  filters: zFilters,
});

/**
 * Query of the heatmap graph: one survey date, its rows (a demography's answers, the worker groups or the units), filters
 * (docs/graphs.md "Heatmap").
 */
export const zHeatmapQuery = z
  .strictObject({
    survey_dates: zSurveyDates('heatmap'),
    /** What the rows are; absent = the answers of `main_dimension_demography_id`. */
    rows: z.enum(ROW_DIMENSIONS).optional(),
    /** The demography whose answers are the rows; needed (only) when the rows are a demography's answers. */
    main_dimension_demography_id: zId.optional(),
    filters: zFilters,
  })
  .refine((q) => (q.rows ?? 'demography') !== 'demography' || q.main_dimension_demography_id !== undefined, {
    path: ['main_dimension_demography_id'],
    message: 'needed when the rows are a demography’s answers',
  });

/** Query of the key_drivers graph: one survey date and filters (docs/graphs.md "Key drivers"). */
export const zKeyDriversQuery = zDatesAndFiltersQuery('key_drivers');

/**
 * Query of the trends graph: filters only; its dates are every date the caller may see, which the server passes
 * (docs/graphs.md "Trends").
 */
export const zTrendsQuery = z.strictObject({
  filters: zFilters,
});

/** The `POST graph/data` body: the graph slug as `type` and its query (spec 2 §7). */
export const zGraphDataRequest = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('demographics'), query: zDemographicsQuery }),
  z.strictObject({ type: z.literal('commitment_total'), query: zCommitmentTotalQuery }),
  z.strictObject({ type: z.literal('commitment_demographics'), query: zCommitmentDemographicsQuery }),
  z.strictObject({ type: z.literal('commitment_detailed'), query: zCommitmentDetailedQuery }),
  z.strictObject({ type: z.literal('commitment_ranking'), query: zCommitmentRankingQuery }),
  z.strictObject({ type: z.literal('satisfaction_total'), query: zSatisfactionTotalQuery }),
  z.strictObject({ type: z.literal('satisfaction_topics'), query: zSatisfactionTopicsQuery }),
  z.strictObject({ type: z.literal('satisfaction_demographics'), query: zSatisfactionDemographicsQuery }),
  z.strictObject({ type: z.literal('total'), query: zTotalQuery }),
  z.strictObject({ type: z.literal('heatmap'), query: zHeatmapQuery }),
  z.strictObject({ type: z.literal('key_drivers'), query: zKeyDriversQuery }),
  z.strictObject({ type: z.literal('trends'), query: zTrendsQuery }),
]);
/** The `POST graph/data` body (spec 2 §7). */
export type GraphDataRequest = z.infer<typeof zGraphDataRequest>;
/** The query of one chart graph type (spec 2 §7). */
export type GraphQueryOf<S extends ChartGraphSlug> = Extract<GraphDataRequest, { type: S }>['query'];
