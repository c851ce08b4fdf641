import { graphMessages, type LanguageCode, resolveLanguage } from '@pulzus/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createCatalogueI18n } from '../session/i18n';
import { PulzusContext } from '../session/pulzus-context';
import { createPulzusQueryClient } from '../session/query-client';
import { useSession } from '../session/useSession';
import type { EmbedConnection } from './embed-connection';

/**
 * An i18next instance over the catalogue areas a graph reads (`graphMessages`), not core's whole
 * catalogue: the embed script then leaves out the portal's texts (issue #7's size budget).
 */
export function createEmbedI18n(language: LanguageCode | undefined): I18n {
  return createCatalogueI18n(graphMessages, language);
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

/** Keeps the i18next language equal to the `lang` attribute or else the token's language. */
function LanguageSync({ i18n, language }: { i18n: I18n; language: LanguageCode | undefined }) {
  const { languageCode } = useSession();
  const wanted = language ?? resolveLanguage(languageCode);
  useEffect(() => {
    if (i18n.language !== wanted) void i18n.changeLanguage(wanted);
  }, [i18n, wanted]);
  return null;
}

/**
 * What `PulzusProvider` gives the portal, for one element: the connection's session and client, a
 * react-query client and an i18next instance, here over {@link createEmbedI18n} (`PulzusProvider`
 * defaults to the whole catalogue, which would keep it in the bundle).
 */
export function EmbedProvider({ connection, language, children }: EmbedProviderProps) {
  const value = useMemo(() => ({ session: connection.session, client: connection.client }), [connection]);
  const [queryClient] = useState(createPulzusQueryClient);
  const [i18n] = useState(() =>
    createEmbedI18n(language ?? resolveLanguage(connection.session.languageCode())),
  );
  return (
    <PulzusContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <LanguageSync i18n={i18n} language={language} />
          {children}
        </I18nextProvider>
      </QueryClientProvider>
    </PulzusContext.Provider>
  );
}
