import { DEFAULT_LANGUAGE, graphMessages, type LanguageCode, resolveLanguage } from '@pulzus/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useMemo, useState } from 'react';
import { PulzusContext } from '../session/pulzus-context';
import { createPulzusQueryClient } from '../session/query-client';
import { createCatalogueTranslator, type Translator, TranslatorContext } from '../session/translator';
import { useSession } from '../session/useSession';
import type { EmbedConnection } from './embed-connection';

/**
 * The translator of an embedded graph: over the catalogue areas a graph reads (`graphMessages`),
 * not core's whole catalogue, and without i18next — the embed script then leaves out the portal's
 * texts and i18next (issue #7's size budget).
 */
export function createEmbedTranslator(language: LanguageCode | undefined): Translator {
  return createCatalogueTranslator(graphMessages, language ?? DEFAULT_LANGUAGE.code);
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

/** Translates in the `lang` attribute's language, else the token's language. */
function EmbedTranslator({
  language,
  children,
}: {
  language: LanguageCode | undefined;
  children: ReactNode;
}) {
  const { languageCode } = useSession();
  const wanted = language ?? resolveLanguage(languageCode);
  const translator = useMemo(() => createEmbedTranslator(wanted), [wanted]);
  return <TranslatorContext.Provider value={translator}>{children}</TranslatorContext.Provider>;
}

/**
 * What `PulzusProvider` gives the portal, for one element: the connection's session and client, a
 * react-query client and a translator, here {@link createEmbedTranslator} instead of i18next.
 */
export function EmbedProvider({ connection, language, children }: EmbedProviderProps) {
  const value = useMemo(() => ({ session: connection.session, client: connection.client }), [connection]);
  const [queryClient] = useState(createPulzusQueryClient);
  return (
    <PulzusContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <EmbedTranslator language={language}>{children}</EmbedTranslator>
      </QueryClientProvider>
    </PulzusContext.Provider>
  );
}
