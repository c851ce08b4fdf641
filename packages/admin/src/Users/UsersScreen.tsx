import { type MessageKey, roleLabelKey, type User } from '@pulzus/core';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  useFormatTimestamp,
  routeQuery,
  SelectField,
  useApiClient,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Flag } from '../shared/Flag';
import { RowActions, RowEditButton } from '../shared/RowActions';
import { ScreenFrame } from '../shared/ScreenFrame';
import { SetPasswordModal } from './SetPasswordModal';
import { type ConfirmedUserAction, useUserActions } from './useUserActions';
import { UserFormModal } from './UserFormModal';
import { ScopeImportModal } from './ScopeImport/ScopeImportModal';
import { UserScopeModal } from './UserScopeModal';
import { scopeSummary } from './scope-summary';
import { userRowActions } from './user-row-rules';
import { useAdminMessages } from '../shared/useAdminMessages';

const Stack = styled.div`
  display: grid;
  small { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** The screen's header buttons side by side, wrapping on a phone. */
const HeaderActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const CONFIRM_KEYS: Record<ConfirmedUserAction, MessageKey> = {
  unlock: 'admin-users-confirm-unlock',
  'login-as': 'admin-users-confirm-login-as',
  delete: 'admin-users-confirm-delete',
  reminder: 'admin-users-confirm-send-reminder',
};

/** Props of {@link UsersScreen}. */
export interface UsersScreenProps {
  /** True on /admin/admins (administrators, only the admin role), false on /admin/users (spec 1 §2, §5). */
  admin: boolean;
  /** Called after logging in as another user, with the new token stored (the portal goes to /welcome). */
  onLoggedInAs?: () => void;
}

// the scope filter's two fixed choices; every other value is a scope's summary
const SCOPED = '@@scoped';
const UNSCOPED = '@@unscoped';

type Popup =
  | { kind: 'edit'; user: User | null }
  | { kind: 'password'; user: User }
  | { kind: 'scope'; user: User }
  | { kind: 'scope-import' }
  | null;

/**
 * The users and admins screen (spec 1 §2): name and nickname, e-mail link and mobile, role, login
 * lock date or "not available", enabled flag; row actions edit, log in as and disable/enable (not
 * for oneself), change password, send reminder, unlock (only when locked), delete; unlock,
 * login-as, delete and the reminder ask for confirmation first.
 */
export function UsersScreen({ admin, onLoggedInAs }: UsersScreenProps) {
  useAdminMessages();
  const { t } = useT();
  const formatTimestamp = useFormatTimestamp();
  const client = useApiClient();
  const { sessionAccountId, claims } = useSession();
  const screen = admin ? 'admins' : 'users';
  const admins = useQuery({ ...routeQuery(client, sessionAccountId, 'usersAdmins'), enabled: admin });
  const members = useQuery({ ...routeQuery(client, sessionAccountId, 'usersList'), enabled: !admin });
  const users = admin ? admins : members;
  // the users list shows each person's scope by worker group names (docs/privacy.md "Rule 10")
  const groups = useQuery({ ...routeQuery(client, sessionAccountId, 'workerGroupsList'), enabled: !admin });
  const [scopeFilter, setScopeFilter] = useState('');
  const actions = useUserActions(onLoggedInAs);
  const [popup, setPopup] = useState<Popup>(null);
  const [confirm, setConfirm] = useState<{ action: ConfirmedUserAction; user: User } | null>(null);
  const selfId = claims?.uid ?? null;

  const onConfirm = async () => {
    if (!confirm) return;
    await actions.run(confirm.action, confirm.user);
    setConfirm(null);
  };

  const summaryOf = (user: User) =>
    user.scope ? scopeSummary(user.scope, groups.data?.worker_groups ?? []) : null;

  const columns: DataTableColumn<User>[] = [
    {
      key: 'name',
      header: `${t('admin-users-name')} / ${t('admin-users-nickname')}`,
      cell: (user) => (
        <Stack>
          <span>{user.name}</span>
          <small>{user.nickname}</small>
        </Stack>
      ),
    },
    {
      key: 'contact',
      header: `${t('admin-users-email')} / ${t('admin-users-mobile')}`,
      cell: (user) => (
        <Stack>
          <a href={`mailto:${user.email}`}>{user.email}</a>
          {user.mobile ? <small>{user.mobile}</small> : null}
        </Stack>
      ),
    },
    { key: 'role', header: t('admin-users-role'), cell: (user) => t(roleLabelKey(user.role)) },
    {
      key: 'locked',
      header: t('admin-users-login-locked'),
      cell: (user) =>
        user.login_locked_date ? formatTimestamp(user.login_locked_date) : t('common-not-available'),
    },
    { key: 'enabled', header: t('admin-users-enabled'), cell: (user) => <Flag value={!user.is_disabled} /> },
    ...(admin
      ? []
      : [
          {
            key: 'scope',
            header: t('admin-users-scope-column'),
            cell: (user: User) => summaryOf(user) ?? t('admin-users-scope-none'),
          },
        ]),
    {
      key: 'actions',
      actions: true,
      header: t('common-actions'),
      cell: (user) => {
        const offered = userRowActions(user, selfId);
        const ask = (action: ConfirmedUserAction) => () => setConfirm({ action, user });
        return (
          <RowActions label={`${t('common-actions')}: ${user.name}`}>
            <RowEditButton onClick={() => setPopup({ kind: 'edit', user })} />
            {offered.loginAs ? (
              <Button type="button" $size="sm" $variant="secondary" onClick={ask('login-as')}>
                {t('admin-users-action-login-as')}
              </Button>
            ) : null}
            {offered.toggleEnabled ? (
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                onClick={() => void actions.setEnabled(user, user.is_disabled)}
              >
                {user.is_disabled ? t('common-enable') : t('common-disable')}
              </Button>
            ) : null}
            {offered.setPassword ? (
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                onClick={() => setPopup({ kind: 'password', user })}
              >
                {t('admin-users-action-change-password')}
              </Button>
            ) : null}
            {/* a scope narrows what a non-admin sees (docs/privacy.md "Rule 10"); admins are never scoped */}
            {!admin && user.role !== 'admin' ? (
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                onClick={() => setPopup({ kind: 'scope', user })}
              >
                {t('admin-users-action-scope')}
              </Button>
            ) : null}
            <Button type="button" $size="sm" $variant="secondary" onClick={ask('reminder')}>
              {t('admin-users-action-send-reminder')}
            </Button>
            {offered.unlock ? (
              <Button type="button" $size="sm" $variant="secondary" onClick={ask('unlock')}>
                {t('admin-users-action-unlock')}
              </Button>
            ) : null}
            {offered.remove ? (
              <Button type="button" $size="sm" $variant="danger" onClick={ask('delete')}>
                {t('common-delete')}
              </Button>
            ) : null}
          </RowActions>
        );
      },
    },
  ];

  const rows = (users.data?.users ?? []).filter((user) => {
    if (scopeFilter === '') return true;
    if (scopeFilter === UNSCOPED) return !user.scope;
    if (scopeFilter === SCOPED) return Boolean(user.scope);
    return summaryOf(user) === scopeFilter;
  });
  const summaries = [...new Set((users.data?.users ?? []).map(summaryOf).filter((s) => s !== null))].sort();
  const scopeOptions = [
    { value: SCOPED, label: t('admin-users-scope-filter-scoped') },
    { value: UNSCOPED, label: t('admin-users-scope-filter-unscoped') },
    ...summaries.map((summary) => ({ value: summary, label: summary })),
  ];

  const title = t(admin ? 'admin-users-title-admins' : 'admin-users-title-users');
  return (
    <ScreenFrame
      name="Pulzus.UsersScreen"
      title={title}
      status={users.status}
      error={users.error}
      actions={
        <HeaderActions>
          <Button type="button" onClick={() => setPopup({ kind: 'edit', user: null })}>
            {t(admin ? 'admin-users-add-admin' : 'admin-users-add')}
          </Button>
          {admin ? null : (
            <Button type="button" $variant="secondary" onClick={() => setPopup({ kind: 'scope-import' })}>
              {t('admin-users-scope-import')}
            </Button>
          )}
        </HeaderActions>
      }
    >
      {admin ? null : (
        <SelectField
          label={t('admin-users-scope-filter')}
          placeholder={t('admin-users-scope-filter-all')}
          options={scopeOptions}
          value={scopeFilter}
          onChange={(event) => setScopeFilter(event.currentTarget.value)}
        />
      )}
      <DataTable
        caption={title}
        columns={columns}
        rows={rows}
        rowKey={(user) => user.id}
        empty={t(admin ? 'admin-admins-empty' : 'admin-users-empty')}
      />
      {popup?.kind === 'edit' ? (
        <UserFormModal screen={screen} user={popup.user} onClose={() => setPopup(null)} />
      ) : null}
      {popup?.kind === 'scope' ? <UserScopeModal user={popup.user} onClose={() => setPopup(null)} /> : null}
      {popup?.kind === 'scope-import' ? (
        <ScopeImportModal users={users.data?.users ?? []} onClose={() => setPopup(null)} />
      ) : null}
      {popup?.kind === 'password' ? (
        <SetPasswordModal user={popup.user} onClose={() => setPopup(null)} />
      ) : null}
      <ConfirmDialog
        open={confirm !== null}
        message={confirm ? t(CONFIRM_KEYS[confirm.action], { name: confirm.user.name }) : ''}
        busy={actions.pending}
        onConfirm={() => void onConfirm()}
        onCancel={() => setConfirm(null)}
      />
    </ScreenFrame>
  );
}
