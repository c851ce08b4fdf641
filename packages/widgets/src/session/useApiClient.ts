import type { ApiClient } from '@pulzus/core';
import { usePulzus } from './usePulzus';

/** The one core API client of the surrounding `PulzusProvider`. */
export function useApiClient(): ApiClient {
  return usePulzus().client;
}
