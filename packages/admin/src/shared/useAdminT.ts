import { useT } from '@pulzus/widgets';
import { useCallback } from 'react';
import { type AdminTextKey, adminText } from './admin-texts';

/** The catalogue's translate function with the current language, and `at` for the admin-only texts. */
export function useAdminT() {
  const { t, language } = useT();
  const at = useCallback(
    (key: AdminTextKey, params?: Readonly<Record<string, string | number>>) =>
      adminText(language, key, params),
    [language],
  );
  return { t, at, language };
}
