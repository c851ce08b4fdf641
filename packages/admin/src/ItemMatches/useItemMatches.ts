import type { ItemMatchDecision, ItemMatchesResponse } from '@pulzus/core';
import { graphQueryKeys, useApiClient, useSession } from '@pulzus/widgets';
import { type QueryKey, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminQueryKeys } from '../shared/admin-query-keys';
import { useNotify } from '../shared/useNotify';
import { refusedSourceCode } from './item-match-rules';

/** A refused save: its failure, the survey date and the item its decisions named, if any. */
export interface ItemMatchFailure {
  readonly error: unknown;
  readonly surveyDateId: number;
  /** The item whose decision the server named (`item-match-invalid`), else null. */
  readonly sourceCode: string | null;
}

/** Whether a cached answer is another survey date's item matches of the session account. */
function otherDatesMatches(key: QueryKey, accountId: number | null, surveyDateId: number): boolean {
  return (
    key[0] === 'account' &&
    key[1] === accountId &&
    key[2] === 'survey-date' &&
    key[4] === 'item-matches' &&
    key[3] !== surveyDateId
  );
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
    queryKey: adminQueryKeys.itemMatches(aid, surveyDateId ?? 0),
    queryFn: ({ signal }) => client.itemMatchesList({ params: { id: surveyDateId ?? 0 }, signal }),
    enabled: surveyDateId !== null,
  });
  const save = useMutation({
    mutationFn: ({ id, decisions }: { id: number; decisions: ItemMatchDecision[] }) =>
      client.itemMatchesSave({ params: { id }, body: { decisions } }),
    onMutate: () => setFailure(null),
    onSuccess: async (answer: ItemMatchesResponse, { id }) => {
      queryClient.setQueryData(adminQueryKeys.itemMatches(aid, id), answer);
      notify.success('toast-item-matches-saved');
      await Promise.all([
        queryClient.invalidateQueries({ predicate: (query) => otherDatesMatches(query.queryKey, aid, id) }),
        // the graphs of every date and language (the keys' prefixes)
        queryClient.invalidateQueries({ queryKey: graphQueryKeys.graphData(aid, '', null).slice(0, 3) }),
        queryClient.invalidateQueries({ queryKey: graphQueryKeys.filterOptions(aid, null).slice(0, 3) }),
      ]);
    },
    onError: () => notify.danger('toast-item-matches-save-error'),
  });
  const decide = async (decisions: ItemMatchDecision[]): Promise<ItemMatchFailure | null> => {
    if (surveyDateId === null) return null;
    try {
      await save.mutateAsync({ id: surveyDateId, decisions });
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
