import type { ApiClient } from '@pulzus/core';
import { queryOptions } from '@tanstack/react-query';
import { routeKeyPrefix } from './route-key';

/**
 * Every worker group's topics on a date in one query (one `topicsList` call per group, in
 * parallel): one loading state, and no `useQueries` in the embed script (docs/embedding.md "The
 * element (client)"). Its key sits under the `topicsList` prefix, so saving topics reloads it too.
 */
export function allTopicsQuery(
  client: Pick<ApiClient, 'topicsList'>,
  aid: number | null,
  surveyDateId: number | null,
  groupIds: readonly number[],
  /** Names for showing in this language (docs/i18n.md "Data names"); without it, the stored names an edit saves. */
  displayLanguage?: string,
) {
  const query = displayLanguage === undefined ? {} : { names: 'display' as const };
  return queryOptions({
    // the groups stand where a single call's worker group would
    queryKey: [
      ...routeKeyPrefix(aid, 'topicsList'),
      { params: { id: surveyDateId }, workerGroupIds: groupIds, query },
      ...(displayLanguage === undefined ? [] : [displayLanguage]),
    ],
    queryFn: ({ signal }) =>
      Promise.all(
        groupIds.map((workerGroupId) =>
          client
            .topicsList({ params: { id: surveyDateId!, workerGroupId }, query, signal })
            .then((r) => r.question_groups),
        ),
      ).then((lists) => lists.flat()),
  });
}
