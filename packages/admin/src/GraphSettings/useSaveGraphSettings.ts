import type { GraphSlug, LanguageCode } from '@pulzus/core';
import { routeKey, useRouteMutation, useSession } from '@pulzus/widgets';
import { useState } from 'react';
import { useNotify } from '../shared/useNotify';
import {
  type DimensionsDraft,
  type EnabledDraft,
  explanationsPayload,
  refusedGraph,
  type TextsDraft,
} from './graph-settings-draft';
import type { Draft } from './useDraft';

/** The three edited parts of the screen; `dimensions` belongs to `surveyDateId`. */
export interface GraphSettingsDrafts {
  readonly enabled: Draft<EnabledDraft>;
  readonly texts: Draft<TextsDraft>;
  readonly dimensions: Draft<DimensionsDraft>;
  readonly surveyDateId: number | null;
  /** The languages whose texts are edited. */
  readonly languages: readonly LanguageCode[];
}

/**
 * Saving the graph settings (spec 2 §7, §8): each part with unsaved edits goes to its own call —
 * the date's dimensions, the enabled flags, the explanations — at the same time. A part that was
 * stored counts as saved even when another failed, so a retry sends only what is still unsaved.
 * All stored: the success toast; any failure: the danger toast, and a refused graph is named.
 */
export function useSaveGraphSettings({
  enabled,
  texts,
  dimensions,
  surveyDateId,
  languages,
}: GraphSettingsDrafts) {
  const notify = useNotify();
  const { sessionAccountId: aid } = useSession();
  const [refused, setRefused] = useState<GraphSlug | null>(null);
  // each part reloads what it changed: the date's dimensions (the graph sidebars' too), the flags,
  // the admin texts and the users' texts in every language
  const saveDimensions = useRouteMutation('graphDimensionsSave', {
    invalidates: ({ params }) => [{ queryKey: routeKey(aid, 'graphDimensions', { params }) }],
  });
  const saveEnabled = useRouteMutation('enabledGraphsSave', { invalidates: ['enabledGraphs'] });
  const saveTexts = useRouteMutation('graphExplanationsSave', {
    invalidates: ['adminGraphExplanations', 'graphExplanations'],
  });
  const saving = saveDimensions.isPending || saveEnabled.isPending || saveTexts.isPending;

  /** Sends one part; once stored (and its cached data reloaded), it is the part's new saved value. */
  const store = async <T>(draft: Draft<T>, value: T, send: () => Promise<unknown>) => {
    await send();
    draft.markSaved(value);
  };

  const save = async (): Promise<GraphSlug | null> => {
    const id = surveyDateId;
    const groups = id !== null && dimensions.dirty ? dimensions.value : undefined;
    const flags = enabled.dirty ? enabled.value : undefined;
    const byGraph = texts.dirty ? texts.value : undefined;
    if (!groups && !flags && !byGraph) return null;
    setRefused(null);
    const results = await Promise.allSettled([
      groups && id !== null
        ? store(dimensions, groups, () =>
            saveDimensions.mutateAsync({ params: { id }, body: { grouped_graph_dimensions: [...groups] } }),
          )
        : undefined,
      flags
        ? store(enabled, flags, () => saveEnabled.mutateAsync({ body: { enabled_graphs: { ...flags } } }))
        : undefined,
      byGraph
        ? store(texts, byGraph, () =>
            saveTexts.mutateAsync({
              body: { graph_explanations: explanationsPayload(byGraph, languages) },
            }),
          )
        : undefined,
    ]);
    const [dimensionsResult] = results;
    const refusal =
      groups && dimensionsResult?.status === 'rejected'
        ? refusedGraph(dimensionsResult.reason, groups)
        : null;
    setRefused(refusal);
    if (results.every((result) => result.status === 'fulfilled'))
      notify.success('toast-graph-settings-saved');
    else notify.danger('toast-graph-settings-save-error');
    return refusal;
  };

  return { save, saving, refused, clearRefused: () => setRefused(null) };
}
