import {
  type AdminGraphExplanationsPayload,
  chooseMainDimension,
  type Demography,
  dimensionsOf,
  type EnabledGraphs,
  GRAPH_SLUGS,
  type GraphDimensionGroup,
  type GraphSlug,
  isApiError,
  type LanguageCode,
  setDimensionFilter,
  singleMainDimension,
  type SurveyDate,
  withDefaultDimensions,
  zValidationIssue,
} from '@pulzus/core';
import { z } from 'zod';

/** The enabled flag of every graph. */
export type EnabledDraft = Readonly<Record<GraphSlug, boolean>>;

/** The explanation texts of one graph in each language shown. */
export type GraphTexts = Readonly<Partial<Record<LanguageCode, string>>>;

/** The explanation texts of every graph, per graph so that an edit changes one graph's entry only. */
export type TextsDraft = Readonly<Record<GraphSlug, GraphTexts>>;

/** The dimension rows of every graph on one survey date. */
export type DimensionsDraft = readonly GraphDimensionGroup[];

/** The survey dates newest first, as the date dropdown lists them. */
export function newestFirst<D extends Pick<SurveyDate, 'date'>>(dates: readonly D[]): D[] {
  return [...dates].sort((a, b) => b.date.localeCompare(a.date));
}

/** Every graph's flag from the server's map; a graph the map lacks is enabled, as the server treats it. */
export function enabledDraftOf(flags: Partial<EnabledGraphs>): EnabledDraft {
  return Object.fromEntries(GRAPH_SLUGS.map((slug) => [slug, flags[slug] ?? true])) as EnabledDraft;
}

/** The texts of the languages shown, per graph; a graph without an explanation has an empty text. */
export function textsDraftOf(
  texts: AdminGraphExplanationsPayload['graph_explanations'],
  languages: readonly LanguageCode[],
): TextsDraft {
  return Object.fromEntries(
    GRAPH_SLUGS.map((slug) => [
      slug,
      Object.fromEntries(languages.map((code) => [code, texts[code]?.[slug] ?? ''])),
    ]),
  ) as TextsDraft;
}

/**
 * The save body's texts: every graph's text in each language shown; an empty one removes that
 * explanation, and a language not shown is not sent, so the server keeps its texts.
 */
export function explanationsPayload(
  draft: TextsDraft,
  languages: readonly LanguageCode[],
): AdminGraphExplanationsPayload['graph_explanations'] {
  return Object.fromEntries(
    languages.map((code) => [
      code,
      Object.fromEntries(GRAPH_SLUGS.map((slug) => [slug, draft[slug][code] ?? ''])),
    ]),
  );
}

/**
 * The date's dimension rows as the screen edits them: completed with core's defaults in the
 * demographies' order (spec 2 §4), then at most one main dimension per graph, as the server accepts.
 */
export function dimensionsDraftOf(
  groups: readonly GraphDimensionGroup[],
  surveyDateId: number,
  demographies: readonly Pick<Demography, 'id'>[],
): DimensionsDraft {
  const complete = withDefaultDimensions(groups, surveyDateId, demographies);
  return GRAPH_SLUGS.map((slug) => ({
    graph_slug: slug,
    graph_dimensions: singleMainDimension(slug, dimensionsOf(complete, slug)),
  }));
}

/** Makes the row of `demographyId` (null: the worker group) the only main dimension of one graph (spec 2 §4). */
export function withMainDimension(
  draft: DimensionsDraft,
  slug: GraphSlug,
  demographyId: number | null,
): DimensionsDraft {
  return draft.map((group) =>
    group.graph_slug === slug
      ? { ...group, graph_dimensions: chooseMainDimension(group.graph_dimensions, demographyId) }
      : group,
  );
}

/** Sets whether the row of `demographyId` (null: the worker group) is a filter of one graph. */
export function withFilter(
  draft: DimensionsDraft,
  slug: GraphSlug,
  demographyId: number | null,
  isFilter: boolean,
): DimensionsDraft {
  return draft.map((group) =>
    group.graph_slug === slug
      ? { ...group, graph_dimensions: setDimensionFilter(group.graph_dimensions, demographyId, isFilter) }
      : group,
  );
}

/**
 * The graph whose dimensions the server refused: a `validation-failed` answer names the field
 * `grouped_graph_dimensions.{index}…` of the sent list; null for any other failure.
 */
export function refusedGraph(error: unknown, sent: DimensionsDraft): GraphSlug | null {
  if (!isApiError(error) || error.code !== 'validation-failed') return null;
  const fields = z.array(zValidationIssue).safeParse(error.details.fields);
  for (const field of fields.data ?? []) {
    const index = /^grouped_graph_dimensions\.(\d+)/.exec(field.path)?.[1];
    const group = index === undefined ? undefined : sent[Number(index)];
    if (group) return group.graph_slug;
  }
  return null;
}

/** Whether two drafts hold the same values (drafts are plain JSON data built in one key order). */
export function sameDraft(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}
