import {
  type ApiClient,
  graphMessages,
  createApiClient,
  createSession,
  createStorageTokenHolder,
  type FetchFunction,
  type LanguageCode,
  resolveLanguage,
  type ResponseSchemas,
  type Session,
  type TokenStorage,
} from '@pulzus/core';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { DefaultThemeProvider } from '../theme/DefaultThemeProvider';
import { createCatalogueI18n } from './i18n';
import { I18nextTranslatorProvider } from './I18nextTranslatorProvider';
import { PulzusContext, type PulzusContextValue } from './pulzus-context';
import { createPulzusQueryClient } from './query-client';
import type { I18nCatalogue } from './translator';
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
  /**
   * The routes whose answers a default client checks (`createApiClient`'s option): the portal passes
   * core's `routes`; default none, answers unchecked, so a widgets bundle carries no zod (docs/embedding.md).
   */
  responseSchemas?: ResponseSchemas;
  /** The react-query client; default {@link createPulzusQueryClient}. */
  queryClient?: QueryClient;
  /** The i18next instance; default one over `catalogue` ({@link createCatalogueI18n}). */
  i18n?: I18n;
  /**
   * The texts of a default i18next instance: core's whole `messages` for the portal; default
   * `graphMessages`, what the widgets themselves read (the rest of the catalogue stays out of a
   * bundle that only draws graphs).
   */
  catalogue?: I18nCatalogue;
  /** A fixed language; default the session token's `lang_code`, `loggedOutLanguage` when logged out (spec 1 §1). */
  language?: LanguageCode;
  /** The language while nobody is logged in (the login page's choice); default Hungarian (spec 1 §1). */
  loggedOutLanguage?: LanguageCode;
  /** The app or widget. */
  children?: ReactNode;
}

/**
 * The session and client; a default client sends the fixed `language` (read at each call, so a changed
 * prop holds from the next call) as `X-Pulzus-Language`, so the labels the server writes into the data
 * ("Total", a date's name) are in the page's language, not the signed-in user's (docs/api.md
 * "Language of an answer"). Without a fixed language the token's is the page's, and none is sent.
 */
function createValue(
  props: PulzusProviderProps,
  language: () => LanguageCode | undefined,
): PulzusContextValue {
  const session = props.session ?? createSession({ tokens: createStorageTokenHolder(props.storage) });
  const client =
    props.client ??
    createApiClient({
      tokens: session,
      ...(props.fetch ? { fetch: props.fetch } : {}),
      ...(props.baseUrl ? { baseUrl: props.baseUrl } : {}),
      ...(props.responseSchemas ? { responseSchemas: props.responseSchemas } : {}),
      language,
    });
  return { session, client };
}

/** The language to show: the fixed one, else the token's, else the logged-out choice, else Hungarian. */
function wantedLanguage(
  language: LanguageCode | undefined,
  languageCode: string | null,
  loggedOutLanguage: LanguageCode | undefined,
): LanguageCode {
  return (
    language ?? (languageCode === null ? resolveLanguage(loggedOutLanguage) : resolveLanguage(languageCode))
  );
}

/** Keeps the i18next language equal to the fixed language, the token's language or the logged-out choice. */
function LanguageSync({
  i18n,
  language,
  loggedOutLanguage,
}: {
  i18n: I18n;
  language: LanguageCode | undefined;
  loggedOutLanguage: LanguageCode | undefined;
}) {
  const { languageCode } = useSession();
  const wanted = wantedLanguage(language, languageCode, loggedOutLanguage);
  useEffect(() => {
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
  }, [i18n, wanted]);
  return null;
}

/**
 * Provides one core API client and session, a react-query client, an i18next instance (with
 * the translator of `useT`) built from core's catalogue and the styled-components theme to the
 * portal or an embedded widget. Each is created once, on first render. Nothing else is needed: the
 * default theme applies unless a ThemeProvider above overrides parts of it, and @pulzus/admin's
 * screens add the catalogue areas they read themselves.
 */
export function PulzusProvider(props: PulzusProviderProps) {
  const fixedLanguage = useRef(props.language);
  fixedLanguage.current = props.language;
  const [value] = useState(() => createValue(props, () => fixedLanguage.current));
  const [queryClient] = useState(() => props.queryClient ?? createPulzusQueryClient());
  const [i18n] = useState(
    () =>
      props.i18n ??
      createCatalogueI18n(
        props.catalogue ?? graphMessages,
        wantedLanguage(props.language, value.session.languageCode(), props.loggedOutLanguage),
      ),
  );
  return (
    <PulzusContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <I18nextTranslatorProvider i18n={i18n}>
          <LanguageSync i18n={i18n} language={props.language} loggedOutLanguage={props.loggedOutLanguage} />
          <DefaultThemeProvider>{props.children}</DefaultThemeProvider>
        </I18nextTranslatorProvider>
      </QueryClientProvider>
    </PulzusContext.Provider>
  );
}
