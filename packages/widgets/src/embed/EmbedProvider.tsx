import {
  type ApiClient,
  BASE_TEXTS,
  DEFAULT_LANGUAGE,
  type LanguageCode,
  resolveLanguage,
} from '@pulzus/core';
import { QueryClientProvider, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { graphStartQueries } from '../Graph/graph-start-queries';
import { routeQuery } from '../query/route-query';
import { PulzusContext } from '../session/pulzus-context';
import { createPulzusQueryClient } from '../session/query-client';
import {
  createCatalogueTranslator,
  createTextsTranslator,
  type Translator,
  TranslatorContext,
} from '../session/translator';
import { useApiClient } from '../session/useApiClient';
import { useSession } from '../session/useSession';
import { useT } from '../session/useT';
import { Loading } from '../ui/PageStatus';
import type { EmbedConnection } from './embed-connection';
import { EmbedProblem } from './EmbedProblem';
import { embedFailureKey } from './embed-failure';

/**
 * The translator of what an embedded graph says before the account's texts have arrived (loading,
 * a refused key, the network): core's base texts, without i18next or the catalogue, which the
 * embed script leaves out (docs/embedding.md "The element (client)"); the heatmap's and the key
 * drivers' built-in texts come with the account's texts or their own on-demand code.
 */
export function createEmbedTranslator(language: LanguageCode | undefined): Translator {
  return createCatalogueTranslator(BASE_TEXTS, language ?? DEFAULT_LANGUAGE.code);
}

/** Props of {@link EmbedProvider}. */
export interface EmbedProviderProps {
  /** The element's connection: its session and client. */
  readonly connection: EmbedConnection;
  /** The `lang` attribute; default the token's language. */
  readonly language: LanguageCode | undefined;
  /** The element's content. */
  readonly children: ReactNode;
}

/** The element's language: the `lang` attribute, else the token's language. */
function useEmbedLanguage(language: LanguageCode | undefined): LanguageCode {
  const { languageCode } = useSession();
  return language ?? resolveLanguage(languageCode);
}

/** Translates with the built-in texts (see {@link createEmbedTranslator}); default the default language. */
export function BuiltinTranslator({
  language,
  children,
}: {
  language: LanguageCode | undefined;
  children: ReactNode;
}) {
  const translator = useMemo(() => createEmbedTranslator(language), [language]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/** The built-in texts in the `lang` attribute's language, else the token's language. */
function SessionBuiltinTranslator({
  language,
  children,
}: {
  language: LanguageCode | undefined;
  children: ReactNode;
}) {
  return <BuiltinTranslator language={useEmbedLanguage(language)}>{children}</BuiltinTranslator>;
}

/**
 * What `PulzusProvider` gives the portal, for one element: the connection's session and client, a
 * react-query client and the built-in translator; {@link EmbedTexts} below it brings the rest.
 */
export function EmbedProvider({ connection, language, children }: EmbedProviderProps) {
  // the element's client has only the calls an embed token may make; the server refuses it any other
  const value = useMemo(
    () => ({ session: connection.session, client: connection.client as ApiClient }),
    [connection],
  );
  const [queryClient] = useState(createPulzusQueryClient);
  return (
    <PulzusContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <SessionBuiltinTranslator language={language}>{children}</SessionBuiltinTranslator>
      </QueryClientProvider>
    </PulzusContext.Provider>
  );
}

/**
 * Loads the account's texts of a graph in the element's language (`GET account/translations/graph`:
 * core's graph areas with the account's uploaded translations, as the portal shows them) and
 * translates its children with them, once they are there; until then it shows the loading state,
 * and a failed load as a problem with a retry. The graph's first lists load at the same time.
 */
export function EmbedTexts({
  language,
  children,
}: {
  language: LanguageCode | undefined;
  children: ReactNode;
}) {
  const client = useApiClient();
  const { sessionAccountId, isAdmin } = useSession();
  const wanted = useEmbedLanguage(language);
  const builtin = useT();
  const texts = useQuery({
    ...routeQuery(client, sessionAccountId, 'accountGraphTranslations', { query: { lang: wanted } }),
    staleTime: Number.POSITIVE_INFINITY,
  });
  // the graph's first lists load alongside the texts, not after them
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(graphStartQueries.surveyDates(client, sessionAccountId, isAdmin));
    void queryClient.prefetchQuery(graphStartQueries.workerGroups(client, sessionAccountId, wanted));
    void queryClient.prefetchQuery(graphStartQueries.explanations(client, sessionAccountId, wanted));
  }, [queryClient, client, sessionAccountId, isAdmin, wanted]);
  const translations = texts.data?.translations;
  const translator = useMemo(
    () => translations && createTextsTranslator({ ...BASE_TEXTS[wanted], ...translations }, wanted),
    [translations, wanted],
  );
  if (texts.isError) {
    const message = builtin.t(embedFailureKey(texts.error));
    return <EmbedProblem message={message} onRetry={() => void texts.refetch()} />;
  }
  if (!translator) return <Loading />;
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}
