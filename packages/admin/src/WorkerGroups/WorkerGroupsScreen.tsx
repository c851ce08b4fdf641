import type { WorkerGroup } from '@pulzus/core';
import {
  Button,
  DataTable,
  type DataTableColumn,
  routeQuery,
  useApiClient,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ScreenFrame } from '../shared/ScreenFrame';
import { WorkerGroupFormModal } from './WorkerGroupFormModal';
import { useAdminMessages } from '../shared/useAdminMessages';

/** The worker groups screen (spec 1 §2): the list of the session account's groups and an add popup. */
export function WorkerGroupsScreen() {
  useAdminMessages();
  const { t } = useT();
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const [adding, setAdding] = useState(false);
  const groups = useQuery(routeQuery(client, sessionAccountId, 'workerGroupsList'));
  const columns: DataTableColumn<WorkerGroup>[] = [
    { key: 'name', header: t('admin-worker-groups-name'), cell: (group) => group.name },
    { key: 'code', header: t('admin-worker-groups-code'), cell: (group) => <code>{group.code}</code> },
  ];
  return (
    <ScreenFrame
      name="Pulzus.WorkerGroupsScreen"
      title={t('admin-worker-groups-title')}
      status={groups.status}
      error={groups.error}
      actions={
        <Button type="button" onClick={() => setAdding(true)}>
          {t('admin-worker-groups-add')}
        </Button>
      }
    >
      <DataTable
        caption={t('admin-worker-groups-title')}
        columns={columns}
        rows={groups.data?.worker_groups ?? []}
        rowKey={(group) => group.id}
        empty={t('admin-worker-groups-empty')}
      />
      {adding ? <WorkerGroupFormModal onClose={() => setAdding(false)} /> : null}
    </ScreenFrame>
  );
}
