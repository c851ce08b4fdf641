import { z } from 'zod';
import { TOPIC_COLOR_NAMES } from '../graph/topic-colors';
import { zGraphDataRequest } from './graph-query';
import { WITHHELD_REASONS } from './withheld-reason-list';

/** A topic background colour name, or null for none (spec 2 §3); also the type of a topic's `bg_color`. */
export const zTopicColor = z.enum(TOPIC_COLOR_NAMES);
/** A topic background colour name (spec 2 §3). */
export type TopicColor = z.infer<typeof zTopicColor>;

/** The message keys a graph may warn with; no-survey-date is raised by the client (spec 2 §5, §8). */
export const GRAPH_WARNINGS = [
  'graph-warning-no-survey-date',
  'graph-warning-privacy',
  'graph-warning-too-few-respondents',
  'graph-warning-no-data',
  'graph-warning-privacy-neighbour',
  'graph-warning-privacy-combination',
] as const;
/** A graph warning message key (spec 2 §8). */
export const zGraphWarning = z.enum(GRAPH_WARNINGS);
/** A graph warning message key (spec 2 §8). */
export type GraphWarning = z.infer<typeof zGraphWarning>;

export { WITHHELD_REASONS };
/** Why a value is withheld (docs/privacy.md "Reasons"). */
export const zWithheldReason = z.enum(WITHHELD_REASONS);
/** Why a value is withheld (docs/privacy.md "Reasons"). */
export type WithheldReason = z.infer<typeof zWithheldReason>;

/**
 * One chart series aligned with the categories; `null` is a withheld or a not-asked value (graphs.md).
 * `withheld` (as long as `data`, present only when some value is withheld) is true exactly where a privacy rule
 * withheld the value; a `null` with `withheld[i]` false was not asked on that date (configuration). Without
 * `withheld` (an older server), every `null` counts as withheld.
 */
export const zGraphSeries = z.object({
  name: z.string(),
  data: z.array(z.number().nullable()),
  stack: z.string().optional(),
  withheld: z.array(z.boolean()).optional(),
  /**
   * Beside `withheld` (present exactly when it is): per category, why the value is withheld, null where it is not
   * (docs/privacy.md "Reasons"). Without it (an older server), a withheld value's reason is unknown.
   */
  withheld_reasons: z.array(zWithheldReason.nullable()).optional(),
  /**
   * On a later date's series of a graph over several dates: per category, the change since the previous date's series
   * in whole percentage points (later − earlier), null where either value is null (docs/graphs.md "Change since the
   * previous date").
   */
  change: z.array(z.number().int().nullable()).optional(),
  /**
   * Beside `change`: whether the change means anything for groups of their sizes (at least the 95 % margin of the
   * difference of two shares), null where there is no change or a size is not shown.
   */
  change_meaningful: z.array(z.boolean().nullable()).optional(),
});
/** One chart series (spec 2 §3). */
export type GraphSeries = z.infer<typeof zGraphSeries>;

/** Chart metadata: categories, their colours (empty when the graph has none), the respondent count (spec 2 §3). */
export const zGraphMeta = z.object({
  categories: z.array(z.string()),
  categories_colors: z.array(zTopicColor.nullable()),
  /** The respondents of the filtered population on the latest date; null when the privacy rules withhold it. */
  worker_count: z.number().int().nonnegative().nullable(),
  /** Why `worker_count` is null: `fewer-than-k` (0..k-1 in a filtered population) or `privacy` (docs/privacy.md). */
  worker_count_hidden: z.enum(['fewer-than-k', 'privacy']).optional(),
  /** The k in force: values from fewer respondents are withheld. */
  min_group_size: z.number().int().positive().optional(),
  /**
   * With several survey dates: each date's respondent count, oldest first, under the same rules as
   * `worker_count` (each is what a query for that date alone answers; docs/privacy.md "Rule 1").
   */
  date_worker_counts: z
    .array(
      z.object({
        survey_date_id: z.number().int().positive(),
        worker_count: z.number().int().nonnegative().nullable(),
        worker_count_hidden: z.enum(['fewer-than-k', 'privacy']).optional(),
      }),
    )
    .optional(),
  /**
   * Per category, the index of the category it belongs to, null for a top-level one (key_drivers only:
   * an item points at its topic; docs/graphs.md "Key drivers").
   */
  category_parents: z.array(z.number().int().nonnegative().nullable()).optional(),
  /**
   * Per category, the company's score: the date's whole population, unfiltered, as the satisfaction graphs show it
   * with no filter; null where withheld (key_drivers on a filtered population only: its quadrants divide the scores
   * at the company's; docs/graphs.md "Key drivers").
   */
  company_scores: z.array(z.number().nullable()).optional(),
  /** Respondent counts per category (demographics only), `null` where withheld (graphs.md). */
  counts: z.array(z.number().int().nonnegative().nullable()).optional(),
});
/** Chart metadata (spec 2 §3). */
export type GraphMeta = z.infer<typeof zGraphMeta>;

/** The `POST graph/data` answer (spec 2 §3, §7). */
export const zGraphResponse = z.object({
  graph_data: z.array(zGraphSeries),
  graph_meta: zGraphMeta,
  warnings: z.array(zGraphWarning),
});
/** The `POST graph/data` answer (spec 2 §7). */
export type GraphResponse = z.infer<typeof zGraphResponse>;

/** The xlsx export content: the chart as drawn, its title and the request that produced it (spec 2 §7). */
export const zGraphExcelExport = z.object({
  title: z.string(),
  graph_data: z.array(zGraphSeries),
  graph_meta: zGraphMeta,
  request: zGraphDataRequest,
});
/** The xlsx export content (spec 2 §7). */
export type GraphExcelExport = z.infer<typeof zGraphExcelExport>;

/** The `POST graph/excel-export` form body: field `data` holds the JSON of a `GraphExcelExport` (spec 2 §7). */
export const zGraphExcelExportForm = z.object({ data: z.string().min(1) });
/** The `POST graph/excel-export` form body (spec 2 §7). */
export type GraphExcelExportForm = z.infer<typeof zGraphExcelExportForm>;
