import type { GraphSlug, LanguageCode } from '@pulzus/core';
import { pulzusQueryKeys, useApiClient, useSession } from '@pulzus/widgets';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueryKeys } from '../shared/admin-query-keys';
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
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { sessionAccountId: aid } = useSession();
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<GraphSlug | null>(null);

  /** Sends one part; once stored, it is the part's new saved value and its cached data reloads. */
  const store = async <T>(draft: Draft<T>, value: T, send: () => Promise<unknown>, reload: QueryKey[]) => {
    await send();
    draft.markSaved(value);
    await Promise.all(reload.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };

  const save = async (): Promise<GraphSlug | null> => {
    const id = surveyDateId;
    const groups = id !== null && dimensions.dirty ? dimensions.value : undefined;
    const flags = enabled.dirty ? enabled.value : undefined;
    const byGraph = texts.dirty ? texts.value : undefined;
    if (!groups && !flags && !byGraph) return null;
    setSaving(true);
    setRefused(null);
    const results = await Promise.allSettled([
      groups && id !== null
        ? store(
            dimensions,
            groups,
            () =>
              client.graphDimensionsSave({ params: { id }, body: { grouped_graph_dimensions: [...groups] } }),
            [adminQueryKeys.graphDimensions(aid, id)],
          )
        : undefined,
      flags
        ? store(enabled, flags, () => client.enabledGraphsSave({ body: { enabled_graphs: { ...flags } } }), [
            pulzusQueryKeys.enabledGraphs(aid),
          ])
        : undefined,
      byGraph
        ? store(
            texts,
            byGraph,
            () =>
              client.graphExplanationsSave({
                body: { graph_explanations: explanationsPayload(byGraph, languages) },
              }),
            // the admin texts, and the users' texts in every language (the key's prefix)
            [adminQueryKeys.graphExplanations(aid), pulzusQueryKeys.graphExplanations(aid, null).slice(0, 3)],
          )
        : undefined,
    ]);
    const [dimensionsResult] = results;
    const refusal =
      groups && dimensionsResult?.status === 'rejected'
        ? refusedGraph(dimensionsResult.reason, groups)
        : null;
    setSaving(false);
    setRefused(refusal);
    if (results.every((result) => result.status === 'fulfilled'))
      notify.success('toast-graph-settings-saved');
    else notify.danger('toast-graph-settings-save-error');
    return refusal;
  };

  return { save, saving, refused, clearRefused: () => setRefused(null) };
}
