import type { ApiClient, MessageKey } from '@pulzus/core';
import { useApiClient, useSession, useT } from '@pulzus/widgets';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { Fragment, type ReactNode } from 'react';
import { ScreenFrame } from './ScreenFrame';
import { useAdminMessages } from './useAdminMessages';

/** Props of {@link AccountSettingsScreen}. */
export interface AccountSettingsScreenProps<T, K extends QueryKey> {
  /** The component name for `data-component`, e.g. `Pulzus.SsoSettingsScreen`. */
  name: string;
  /** The page title's text. */
  title: MessageKey;
  /** The call that loads the session account's settings, e.g. `routeQuery(client, accountId, 'ssoSettings')`. */
  query: (client: ApiClient, accountId: number | null) => UseQueryOptions<T, Error, T, K>;
  /** The form of the loaded settings. */
  children: (settings: T) => ReactNode;
}

/**
 * A screen of the session account's settings: loads them, frames the loading state and the error, and
 * draws the form afresh whenever the settings load again (so a save's reload resets what was typed to
 * what the server stored).
 */
export function AccountSettingsScreen<T, K extends QueryKey>({
  name,
  title,
  query,
  children,
}: AccountSettingsScreenProps<T, K>) {
  useAdminMessages();
  const { t } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const settings = useQuery(query(client, sessionAccountId));
  return (
    <ScreenFrame name={name} title={t(title)} status={settings.status} error={settings.error}>
      {settings.data ? <Fragment key={settings.dataUpdatedAt}>{children(settings.data)}</Fragment> : null}
    </ScreenFrame>
  );
}
