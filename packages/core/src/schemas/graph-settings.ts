import { z } from 'zod';
import { zId } from './common';
import { zGraphSlug } from './graph-query';
import { zLanguageCode } from './language';

/** One dimension row of a graph: the worker-group row has `demography_id: null`; `id` is null until stored (spec 2 §3). */
export const zGraphDimension = z.object({
  id: zId.nullable(),
  survey_date_id: zId,
  graph_slug: zGraphSlug,
  demography_id: zId.nullable(),
  is_worker_group_demography: z.boolean(),
  is_main_dimension: z.boolean(),
  is_filter: z.boolean(),
});
/** One graph dimension row (spec 2 §3). */
export type GraphDimension = z.infer<typeof zGraphDimension>;

/** The dimension rows of one graph (spec 2 §3). */
export const zGraphDimensionGroup = z.object({
  graph_slug: zGraphSlug,
  graph_dimensions: z.array(zGraphDimension),
});
/** The dimension rows of one graph (spec 2 §3). */
export type GraphDimensionGroup = z.infer<typeof zGraphDimensionGroup>;

/** `GET survey-dates/{id}/graph-dimensions` answer, also the `POST` body of the updated dimensions (spec 2 §7). */
export const zGraphDimensionsPayload = z.object({
  grouped_graph_dimensions: z.array(zGraphDimensionGroup),
});
/** Grouped graph dimensions (spec 2 §7). */
export type GraphDimensionsPayload = z.infer<typeof zGraphDimensionsPayload>;

/** Enabled flag per graph slug (spec 1 §2, spec 2 §3). */
export const zEnabledGraphs = z.record(zGraphSlug, z.boolean());
/** Enabled flag per graph slug (spec 2 §3). */
export type EnabledGraphs = z.infer<typeof zEnabledGraphs>;

/** `GET account/enabled-graphs` answer, also the admin save body (spec 1 §7). */
export const zEnabledGraphsPayload = z.object({ enabled_graphs: zEnabledGraphs });
/** Enabled graphs payload (spec 1 §7). */
export type EnabledGraphsPayload = z.infer<typeof zEnabledGraphsPayload>;

/** Explanation text per graph slug in one language; a missing slug has no explanation (spec 2 §3). */
export const zGraphExplanations = z.partialRecord(zGraphSlug, z.string());
/** Explanation text per graph slug (spec 2 §3). */
export type GraphExplanations = z.infer<typeof zGraphExplanations>;

/** `GET account/graph-explanations` answer: the explanations in the current language (spec 1 §7). */
export const zGraphExplanationsPayload = z.object({ graph_explanations: zGraphExplanations });
/** Graph explanations payload (spec 1 §7). */
export type GraphExplanationsPayload = z.infer<typeof zGraphExplanationsPayload>;

/** Admin variant: explanations per language code (`hu`, `en`), read and saved by the settings screen (spec 2 §7). */
export const zAdminGraphExplanationsPayload = z.object({
  graph_explanations: z.partialRecord(zLanguageCode, zGraphExplanations),
});
/** Admin graph explanations payload (spec 2 §7). */
export type AdminGraphExplanationsPayload = z.infer<typeof zAdminGraphExplanationsPayload>;
