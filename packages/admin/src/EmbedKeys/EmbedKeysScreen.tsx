import { type EmbedKey, graphTitleKey } from '@pulzus/core';
import {
  Button,
  ConfirmDialog,
  DataTable,
  type DataTableColumn,
  useFormatTimestamp,
  routeQuery,
  useApiClient,
  useRouteMutation,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { RowActions, RowEditButton } from '../shared/RowActions';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useNotify } from '../shared/useNotify';
import { EmbedKeyCreatedModal } from './EmbedKeyCreatedModal';
import { type CreatedEmbedKey, EmbedKeyFormModal } from './EmbedKeyFormModal';
import { EmbedKeySecretModal } from './EmbedKeySecretModal';
import { CONTROL_KEYS } from './EmbedKeyLockFields';
import { useAdminMessages } from '../shared/useAdminMessages';

const Intro = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Items = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  code { white-space: nowrap; }
`;

const Status = styled.span`
  &[data-state='revoked'] { color: ${({ theme }) => theme.colors.textMuted}; }
`;

/** Props of {@link EmbedKeysScreen}. */
export interface EmbedKeysScreenProps {
  /** The Pulzus server's origin written into the HTML snippet; default the page's own origin. */
  serverUrl?: string;
}

type Popup =
  | { kind: 'create' }
  | { kind: 'edit'; key: EmbedKey }
  | { kind: 'created'; created: CreatedEmbedKey }
  | { kind: 'secret'; key: EmbedKey; secret: string }
  | null;

/**
 * The embed keys screen (docs/embedding.md): the session account's keys with their graphs,
 * origins, pinned query and signing, creation, last use and state; a new key popup that shows the
 * key (and any signing secret) once with the HTML snippet; changing a key; a new signing secret and
 * revoking ask first.
 */
export function EmbedKeysScreen({ serverUrl = globalThis.location?.origin ?? '' }: EmbedKeysScreenProps) {
  useAdminMessages();
  const { t } = useT();
  const formatTimestamp = useFormatTimestamp();
  const client = useApiClient();
  const notify = useNotify();
  const { sessionAccountId } = useSession();
  const keys = useQuery(routeQuery(client, sessionAccountId, 'embedKeysList'));
  const rotateSecret = useRouteMutation('embedKeysRotateSecret', { invalidates: ['embedKeysList'] });
  const revokeKey = useRouteMutation('embedKeysRevoke', { invalidates: ['embedKeysList'] });
  const busy = rotateSecret.isPending || revokeKey.isPending;
  const [popup, setPopup] = useState<Popup>(null);
  const [revoking, setRevoking] = useState<EmbedKey | null>(null);
  const [rotating, setRotating] = useState<EmbedKey | null>(null);

  const rotate = async () => {
    if (!rotating) return;
    try {
      const { signing_secret } = await rotateSecret.mutateAsync({ params: { id: rotating.id } });
      setPopup({ kind: 'secret', key: rotating, secret: signing_secret });
    } catch {
      notify.danger('toast-embed-key-rotate-error');
    }
    setRotating(null);
  };

  const revoke = async () => {
    if (!revoking) return;
    try {
      await revokeKey.mutateAsync({ params: { id: revoking.id } });
      notify.success('toast-embed-key-revoked');
    } catch {
      notify.danger('toast-embed-key-revoke-error');
    }
    setRevoking(null);
  };

  const columns: DataTableColumn<EmbedKey>[] = [
    { key: 'name', header: t('admin-embed-keys-name'), cell: (key) => key.name },
    {
      key: 'graphs',
      header: t('admin-embed-keys-graphs'),
      cell: (key) => (
        <Items>
          {key.graphs.map((slug) => (
            <li key={slug}>{t(graphTitleKey(slug))}</li>
          ))}
        </Items>
      ),
    },
    {
      key: 'origins',
      header: t('admin-embed-keys-origins'),
      cell: (key) => (
        <Items>
          {key.origins.map((origin) => (
            <li key={origin}>
              <code>{origin}</code>
            </li>
          ))}
        </Items>
      ),
    },
    {
      key: 'mode',
      header: t('admin-embed-keys-mode'),
      cell: (key) => (
        <Items>
          <li data-state={key.lock ? 'pinned' : 'any'}>
            {key.lock
              ? t('admin-embed-keys-pinned', { graph: t(graphTitleKey(key.lock.slug)) })
              : t('admin-embed-keys-any-query')}
          </li>
          {key.lock && key.lock.controls.length > 0 ? (
            <li>
              {t('admin-embed-keys-page-may-change', {
                controls: key.lock.controls.map((c) => t(CONTROL_KEYS[c])).join('; '),
              })}
            </li>
          ) : null}
          {key.require_signed_token ? (
            <li>{t('admin-embed-keys-signed-only')}</li>
          ) : key.has_signing_secret ? (
            <li>{t('admin-embed-keys-has-secret')}</li>
          ) : null}
        </Items>
      ),
    },
    {
      key: 'created',
      header: t('admin-embed-keys-created-at'),
      cell: (key) => formatTimestamp(key.created_at),
    },
    {
      key: 'used',
      header: t('admin-embed-keys-last-used'),
      cell: (key) =>
        key.last_used_at ? formatTimestamp(key.last_used_at) : t('admin-embed-keys-never-used'),
    },
    {
      key: 'status',
      header: t('admin-embed-keys-status'),
      cell: (key) => (
        <Status data-state={key.revoked_at ? 'revoked' : 'active'}>
          {key.revoked_at
            ? t('admin-embed-keys-revoked', { date: formatTimestamp(key.revoked_at) })
            : t('admin-embed-keys-active')}
        </Status>
      ),
    },
    {
      key: 'actions',
      actions: true,
      header: t('common-actions'),
      cell: (key) =>
        key.revoked_at ? null : (
          <RowActions label={`${t('common-actions')}: ${key.name}`}>
            <RowEditButton onClick={() => setPopup({ kind: 'edit', key })} />
            <Button type="button" $size="sm" $variant="secondary" onClick={() => setRotating(key)}>
              {t('admin-embed-keys-rotate-secret')}
            </Button>
            <Button type="button" $size="sm" $variant="danger" onClick={() => setRevoking(key)}>
              {t('admin-embed-keys-revoke')}
            </Button>
          </RowActions>
        ),
    },
  ];

  return (
    <ScreenFrame
      name="Pulzus.EmbedKeysScreen"
      title={t('admin-embed-keys-title')}
      status={keys.status}
      error={keys.error}
      actions={
        <Button type="button" onClick={() => setPopup({ kind: 'create' })}>
          {t('admin-embed-keys-add')}
        </Button>
      }
    >
      <Intro>{t('admin-embed-keys-intro')}</Intro>
      <DataTable
        caption={t('admin-embed-keys-title')}
        columns={columns}
        rows={keys.data?.embed_keys ?? []}
        rowKey={(key) => key.id}
        empty={t('admin-embed-keys-empty')}
      />
      {popup?.kind === 'create' ? (
        <EmbedKeyFormModal
          onClose={() => setPopup(null)}
          onCreated={(created) => {
            setPopup({ kind: 'created', created });
          }}
        />
      ) : null}
      {popup?.kind === 'edit' ? (
        <EmbedKeyFormModal
          editing={popup.key}
          onClose={() => setPopup(null)}
          onCreated={() => setPopup(null)}
          onSaved={() => setPopup(null)}
        />
      ) : null}
      {popup?.kind === 'secret' ? (
        <EmbedKeySecretModal
          keyId={popup.key.id}
          name={popup.key.name}
          secret={popup.secret}
          onClose={() => setPopup(null)}
        />
      ) : null}
      {popup?.kind === 'created' ? (
        <EmbedKeyCreatedModal created={popup.created} serverUrl={serverUrl} onClose={() => setPopup(null)} />
      ) : null}
      <ConfirmDialog
        open={rotating !== null}
        message={rotating ? t('admin-embed-keys-confirm-rotate', { name: rotating.name }) : ''}
        confirmLabel={t('admin-embed-keys-rotate-secret')}
        busy={busy}
        onConfirm={() => void rotate()}
        onCancel={() => setRotating(null)}
      />
      <ConfirmDialog
        open={revoking !== null}
        message={revoking ? t('admin-embed-keys-confirm-revoke', { name: revoking.name }) : ''}
        confirmLabel={t('admin-embed-keys-revoke')}
        busy={busy}
        onConfirm={() => void revoke()}
        onCancel={() => setRevoking(null)}
      />
    </ScreenFrame>
  );
}
