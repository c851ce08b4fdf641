import { isApiError } from '@pulzus/core';
import { QueryClient } from '@tanstack/react-query';

/** How long fetched lists stay fresh before a remount refetches them: 60 s. */
export const QUERY_STALE_TIME_MS = 60_000;

/** Retries a failed query once, except for answers of 4xx status that a retry cannot change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

/** Creates the react-query client the portal and the widgets share: 60 s freshness, no refetch on focus, one retry for server errors. */
export function createPulzusQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: QUERY_STALE_TIME_MS, refetchOnWindowFocus: false, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
