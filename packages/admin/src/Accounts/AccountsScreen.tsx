import type { Account } from '@pulzus/core';
import {
  Button,
  DataTable,
  type DataTableColumn,
  routeQuery,
  useApiClient,
  useRouteMutation,
  useSession,
  useSwitchSessionAccount,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Flag } from '../shared/Flag';
import { RowActions, RowEditButton } from '../shared/RowActions';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useNotify } from '../shared/useNotify';
import { AccountFormModal } from './AccountFormModal';
import { useAdminMessages } from '../shared/useAdminMessages';

/**
 * The admin accounts screen (spec 1 §2): a table of name, languages and the enabled flag; create
 * and edit in a popup; enable or disable (a failure is silent, spec 1 §8); switch the session to an
 * account, not offered for the current one.
 */
export function AccountsScreen() {
  useAdminMessages();
  const { t } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const notify = useNotify();
  const switchAccount = useSwitchSessionAccount();
  const [editing, setEditing] = useState<Account | 'new' | null>(null);
  const accounts = useQuery(routeQuery(client, sessionAccountId, 'accountsList'));
  const setEnabled = useRouteMutation('accountsSetEnabled', { invalidates: ['accountsList'] });

  const onSwitch = async (account: Account) => {
    try {
      await switchAccount(account.id);
      notify.success('toast-session-account-switched');
    } catch {
      notify.danger('toast-session-account-switch-error');
    }
  };

  const columns: DataTableColumn<Account>[] = [
    { key: 'name', header: t('admin-accounts-name'), cell: (account) => account.name },
    {
      key: 'languages',
      header: t('admin-accounts-languages'),
      cell: (account) => account.languages.map((language) => language.name).join(', '),
    },
    {
      key: 'enabled',
      header: t('admin-accounts-enabled'),
      cell: (account) => <Flag value={!account.is_disabled} />,
    },
    {
      key: 'actions',
      actions: true,
      header: t('common-actions'),
      cell: (account) => (
        <RowActions label={`${t('common-actions')}: ${account.name}`}>
          {account.id === sessionAccountId ? null : (
            <Button type="button" $size="sm" $variant="secondary" onClick={() => void onSwitch(account)}>
              {t('admin-accounts-switch')}
            </Button>
          )}
          <RowEditButton onClick={() => setEditing(account)} />
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={setEnabled.isPending}
            onClick={() =>
              setEnabled.mutate({ params: { id: account.id }, body: { enabled: account.is_disabled } })
            }
          >
            {account.is_disabled ? t('common-enable') : t('common-disable')}
          </Button>
        </RowActions>
      ),
    },
  ];

  return (
    <ScreenFrame
      name="Pulzus.AccountsScreen"
      title={t('admin-accounts-title')}
      status={accounts.status}
      error={accounts.error}
      actions={
        <Button type="button" onClick={() => setEditing('new')}>
          {t('admin-accounts-add')}
        </Button>
      }
    >
      <DataTable
        caption={t('admin-accounts-title')}
        columns={columns}
        rows={accounts.data?.accounts ?? []}
        rowKey={(account) => account.id}
        empty={t('admin-accounts-empty')}
      />
      {editing && accounts.data ? (
        <AccountFormModal
          account={editing === 'new' ? null : editing}
          serverMinGroupSize={accounts.data.server_min_group_size}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </ScreenFrame>
  );
}
