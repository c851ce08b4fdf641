import {
  createMemoryStorage,
  createSession,
  createStorageTokenHolder,
  type Session,
  TOKEN_STORAGE_KEY,
  messages,
} from '@pulzus/core';
import { PulzusProvider, Toasts, theme } from '@pulzus/widgets';
import { createFakeFetch, type FakeCall, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';

/** What {@link createAdminHarness} builds: the session, the query client and the fake server's call log. */
export interface AdminHarness {
  readonly session: Session;
  readonly queryClient: QueryClient;
  readonly calls: FakeCall[];
  /** The provider tree around a screen, with the theme and the toast region. */
  wrap(ui: ReactNode): ReactNode;
}

/** Options of {@link createAdminHarness}. */
export interface AdminHarnessOptions {
  /** The fake server's handlers. */
  handlers?: FakeHandlers;
  /** The stored token; default an admin (uid 7) with session account 3. */
  token?: string;
}

/**
 * A provider tree for admin screens in stories and component tests (never end to end): an
 * in-memory session holding `token`, a fake `fetch`, a query client without retries, the theme
 * and the toast region.
 */
export function createAdminHarness({ handlers = {}, token = makeAdminToken() }: AdminHarnessOptions = {}) {
  const storage = createMemoryStorage();
  storage.setItem(TOKEN_STORAGE_KEY, token);
  const session = createSession({ tokens: createStorageTokenHolder(storage) });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false }, mutations: { retry: false } },
  });
  const { fetch, calls } = createFakeFetch(handlers);
  const wrap = (ui: ReactNode) => (
    <PulzusProvider session={session} fetch={fetch} queryClient={queryClient} catalogue={messages}>
      <ThemeProvider theme={theme}>
        {ui}
        <Toasts />
      </ThemeProvider>
    </PulzusProvider>
  );
  return { session, queryClient, calls, wrap } satisfies AdminHarness;
}

/** A fake answer that never arrives, to hold a screen in its loading state. */
export function pending(): Promise<never> {
  return new Promise<never>(() => {});
}
