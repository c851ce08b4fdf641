import type { GraphFilterOptionsRequest } from '@pulzus/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { routeQuery } from '../query/route-query';
import { useApiClient } from '../session/useApiClient';
import { useSession } from '../session/useSession';
import { useT } from '../session/useT';
import { type FilterRefusals, filterRefusals } from './filter-refusals';

/**
 * Which worker groups and demography answers the sidebar shows refused, and why (`POST graph/filter-options`,
 * docs/privacy.md "Rule 6"), asked again whenever the date or the chosen filters change; null asks nothing.
 * While the answer loads, or when it fails, nothing is refused: the sidebar never waits for it.
 */
export function useFilterRefusals(request: GraphFilterOptionsRequest | null): FilterRefusals {
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const { t } = useT();
  const { data } = useQuery({
    // no texts in the answer: one cache entry serves every language
    ...routeQuery(client, sessionAccountId, 'graphFilterOptions', { body: request! }),
    enabled: request !== null,
    retry: false,
  });
  return useMemo(
    () =>
      filterRefusals(data, (reason, k) =>
        reason === 'fewer-than-k'
          ? t('graph-sidebar-option-fewer-than-k', { k })
          : t('graph-sidebar-option-privacy'),
      ),
    [data, t],
  );
}
