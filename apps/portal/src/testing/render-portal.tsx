import {
  createMemoryStorage,
  createSession,
  createStorageTokenHolder,
  type Session,
  TOKEN_STORAGE_KEY,
} from '@pulzus/core';
import { createPulzusQueryClient, useToasts } from '@pulzus/widgets';
import { createFakeFetch, type FakeCall, type FakeHandlers } from '@pulzus/widgets/testing';
import type { QueryClient } from '@tanstack/react-query';
import { act, cleanup, render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { PortalRoot } from '../App';
import { useLoginLanguage } from '../pages/login/login-language-store';
import { useLoginNotice } from '../routes/login-notice-store';
import { useSessionAccountDialog } from '../session-account/session-account-dialog-store';

/** Shows the router's current path and search, for asserting redirects. */
function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  );
}

/** Options of {@link renderPortal}. */
export interface RenderPortalOptions {
  /** The start URL; default `/`. */
  path?: string;
  /** The token found in storage at start; default none (logged out). */
  token?: string | null;
  /** The fake server's handlers. */
  handlers?: FakeHandlers;
  /** Replaces the route tree (e.g. to test a guard on its own). */
  routes?: ReactNode;
}

/** What {@link renderPortal} gives a test. */
export interface RenderedPortal extends RenderResult {
  session: Session;
  queryClient: QueryClient;
  calls: FakeCall[];
  /** The router's current path and search. */
  location(): string;
}

/** Empties the portal's zustand stores between tests. */
export function resetStores(): void {
  act(() => {
    useToasts.setState({ toasts: [] });
    useSessionAccountDialog.setState({ open: false });
    useLoginNotice.setState({ notice: null });
    // the logged-out pages in Hungarian whatever the test browser's language
    useLoginLanguage.setState({ language: 'hu' });
  });
}

/** Renders the portal in a memory router over a fake fetch and an in-memory token store. */
export function renderPortal({ path = '/', token = null, handlers = {}, routes }: RenderPortalOptions = {}) {
  cleanup();
  resetStores();
  // the token sits in storage as a reload finds it: the clock offset starts at 0 (spec 1 §4)
  const storage = createMemoryStorage();
  if (token) storage.setItem(TOKEN_STORAGE_KEY, token);
  const session = createSession({ tokens: createStorageTokenHolder(storage) });
  const queryClient = createPulzusQueryClient();
  const { fetch, calls } = createFakeFetch(handlers);
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <PortalRoot session={session} fetch={fetch} queryClient={queryClient} routes={routes} />
      <LocationProbe />
    </MemoryRouter>,
  );
  const location = () => result.getByTestId('location').textContent ?? '';
  return { ...result, session, queryClient, calls, location } satisfies RenderedPortal;
}
