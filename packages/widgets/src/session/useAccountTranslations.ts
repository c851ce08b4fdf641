import { LANGUAGE_CODES } from '@pulzus/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { baseCatalogueOf } from './i18n';
import { routeQuery } from '../query/route-query';
import { useApiClient } from './useApiClient';
import { useSession } from './useSession';

/**
 * Puts the session account's uploaded translations (spec 2 §2 "Translations", `GET
 * account/translations`) over the catalogue the instance was built on (core's, see `createCatalogueI18n`) in the surrounding i18next instance while someone is
 * signed in with a session account; core's texts come back on logout or another account. An
 * upload on the translations screen reloads them, since its key sits under the account's.
 */
export function useAccountTranslations(): void {
  const client = useApiClient();
  const { isLoggedIn, sessionAccountId } = useSession();
  const { i18n } = useTranslation();
  const enabled = isLoggedIn && sessionAccountId !== null;
  const { data } = useQuery({
    ...routeQuery(client, sessionAccountId, 'accountTranslations'),
    enabled,
    staleTime: 5 * 60_000,
  });
  const translations = enabled ? data?.translations : undefined;
  useEffect(() => {
    const base = baseCatalogueOf(i18n);
    for (const language of LANGUAGE_CODES) {
      // the whole bundle each time, so a text dropped from the account falls back to core's
      const bundle = { ...base?.[language], ...(translations?.[language] ?? {}) };
      i18n.addResourceBundle(language, 'translation', bundle, false, true);
    }
    // components re-render on a language change; the same language, anew, repaints the texts
    void i18n.changeLanguage(i18n.language);
  }, [i18n, translations]);
}
