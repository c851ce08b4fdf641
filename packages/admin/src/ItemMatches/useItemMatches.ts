import type { ItemMatchDecision } from '@pulzus/core';
import { routeKeyPrefix, routeQuery, useApiClient, useRouteMutation, useSession } from '@pulzus/widgets';
import { type QueryKey, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify } from '../shared/useNotify';
import { refusedSourceCode } from './item-match-rules';

/** A refused save: its failure, the survey date and the item its decisions named, if any. */
export interface ItemMatchFailure {
  readonly error: unknown;
  readonly surveyDateId: number;
  /** The item whose decision the server named (`item-match-invalid`), else null. */
  readonly sourceCode: string | null;
}

/** Whether a cached `itemMatchesList` answer is another survey date's. */
function otherDate(key: QueryKey, surveyDateId: number): boolean {
  return (key[3] as { params?: { id?: unknown } } | undefined)?.params?.id !== surveyDateId;
}

/**
 * The item matches of a survey date (`GET survey-dates/{id}/item-matches`, keyed by the session
 * account) and saving decisions on them. A save shows the server's answer at once and reloads what
 * it may change: the other dates' matches (the whole account is matched again) and the graphs'
 * answers, whose items follow the stable codes. Toasts the outcome; a refused save is kept as
 * `failure` until the next save.
 */
export function useItemMatches(surveyDateId: number | null) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { sessionAccountId: aid } = useSession();
  const [failure, setFailure] = useState<ItemMatchFailure | null>(null);
  const list = useQuery({
    ...routeQuery(client, aid, 'itemMatchesList', { params: { id: surveyDateId ?? 0 } }),
    enabled: surveyDateId !== null,
  });
  const save = useRouteMutation('itemMatchesSave', {
    onMutate: () => setFailure(null),
    onSuccess: (answer, { params }) => {
      queryClient.setQueryData(routeQuery(client, aid, 'itemMatchesList', { params }).queryKey, answer);
      notify.success('toast-item-matches-saved');
    },
    // the other dates' matches (the whole account is matched again) and the graphs of every date and language
    invalidates: ({ params }) => [
      {
        queryKey: routeKeyPrefix(aid, 'itemMatchesList'),
        predicate: (query) => otherDate(query.queryKey, params.id),
      },
      'graphData',
      'graphFilterOptions',
    ],
    onError: () => notify.danger('toast-item-matches-save-error'),
  });
  const decide = async (decisions: ItemMatchDecision[]): Promise<ItemMatchFailure | null> => {
    if (surveyDateId === null) return null;
    try {
      await save.mutateAsync({ params: { id: surveyDateId }, body: { decisions } });
      return null;
    } catch (error) {
      const refused = { error, surveyDateId, sourceCode: refusedSourceCode(error, decisions) };
      setFailure(refused);
      return refused;
    }
  };
  return {
    list,
    /** Sends decisions on the date's items; resolves with the failure, or null once saved. */
    decide,
    /** Forgets the last failure (a dialog opens afresh). */
    dismissFailure: () => setFailure(null),
    /** The last save's failure on this date, until the next save. */
    failure: failure?.surveyDateId === surveyDateId ? failure : null,
  };
}
