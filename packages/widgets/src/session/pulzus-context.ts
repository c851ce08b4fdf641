import type { ApiClient, Session } from '@pulzus/core';
import { createContext } from 'react';

/** What `PulzusProvider` shares: one core API client and the session it stores tokens in. */
export interface PulzusContextValue {
  /** The typed API client of `@pulzus/core`, storing refreshed tokens through `session`. */
  readonly client: ApiClient;
  /** The auth session (token, claims, clock offset) of `@pulzus/core`. */
  readonly session: Session;
}

/** The context of `PulzusProvider`; null outside of it. */
export const PulzusContext = createContext<PulzusContextValue | null>(null);
