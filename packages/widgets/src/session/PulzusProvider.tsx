import {
  type ApiClient,
  createApiClient,
  createSession,
  createStorageTokenHolder,
  type FetchFunction,
  type LanguageCode,
  resolveLanguage,
  type Session,
  type TokenStorage,
} from '@pulzus/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createPulzusI18n } from './i18n';
import { PulzusContext, type PulzusContextValue } from './pulzus-context';
import { createPulzusQueryClient } from './query-client';
import { useSession } from './useSession';

/** Props of {@link PulzusProvider}; every part has a browser default. */
export interface PulzusProviderProps {
  /** A ready session; default one over `storage` (local storage under `id_token`). */
  session?: Session;
  /** Where a default session keeps the token; default `localStorage`. */
  storage?: TokenStorage;
  /** A ready API client; default one over the session, `baseUrl` and `fetch`. */
  client?: ApiClient;
  /** The fetch function of a default client (a fake one in component tests); default the global `fetch`. */
  fetch?: FetchFunction;
  /** The API base of a default client; default `/api/`. */
  baseUrl?: string;
  /** The react-query client; default {@link createPulzusQueryClient}. */
  queryClient?: QueryClient;
  /** The i18next instance; default {@link createPulzusI18n}. */
  i18n?: I18n;
  /** A fixed language; default the session token's `lang_code`, Hungarian when logged out (spec 1 §1). */
  language?: LanguageCode;
  /** The app or widget. */
  children?: ReactNode;
}

function createValue(props: PulzusProviderProps): PulzusContextValue {
  const session = props.session ?? createSession({ tokens: createStorageTokenHolder(props.storage) });
  const client =
    props.client ??
    createApiClient({
      tokens: session,
      ...(props.fetch ? { fetch: props.fetch } : {}),
      ...(props.baseUrl ? { baseUrl: props.baseUrl } : {}),
    });
  return { session, client };
}

/** Keeps the i18next language equal to the fixed language or the token's language. */
function LanguageSync({ i18n, language }: { i18n: I18n; language: LanguageCode | undefined }) {
  const { languageCode } = useSession();
  const wanted = language ?? resolveLanguage(languageCode);
  useEffect(() => {
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
  }, [i18n, wanted]);
  return null;
}

/**
 * Provides one core API client and session, a react-query client and an i18next instance built
 * from core's catalogue to the portal or an embedded widget. Each is created once, on first render.
 */
export function PulzusProvider(props: PulzusProviderProps) {
  const [value] = useState(() => createValue(props));
  const [queryClient] = useState(() => props.queryClient ?? createPulzusQueryClient());
  const [i18n] = useState(
    () => props.i18n ?? createPulzusI18n(props.language ?? resolveLanguage(value.session.languageCode())),
  );
  return (
    <PulzusContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LanguageSync i18n={i18n} language={props.language} />
          {props.children}
        </I18nextProvider>
      </QueryClientProvider>
    </PulzusContext.Provider>
  );
}
