import type { Demography, MoveDirection, WorkerGroup } from '@pulzus/core';
import { Button, DataTable, type DataTableColumn, useT } from '@pulzus/widgets';
import styled from 'styled-components';
import { RowActions, RowEditButton } from '../shared/RowActions';
import { DemographyTypeLabel } from './DemographyTypeLabel';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: 2px;
`;

// a grid item that may shrink below its table's width, so the table scrolls sideways instead
const Region = styled.div`
  min-inline-size: 0;
`;

const NoAnswer = styled.span`
  margin-inline-start: ${({ theme }) => theme.space.xs};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
`;

/** Props of {@link DemographiesTable}. */
export interface DemographiesTableProps {
  /** The date's demographies, in their order. */
  demographies: readonly Demography[];
  /** The session account's worker groups, for their names. */
  workerGroups: readonly WorkerGroup[];
  /** Whether the actions column is shown (editing allowed, spec 2 §2). */
  editable: boolean;
  /** Whether an action is running: the buttons wait. */
  busy: boolean;
  /** Moves a demography one step with wrap-around. */
  onMove: (index: number, direction: MoveDirection) => void;
  /** Opens the edit form. */
  onEdit: (demography: Demography) => void;
  /** Asks to delete. */
  onDelete: (demography: Demography) => void;
}

/**
 * The demographies table (spec 2 §2): name, code, type with its icon, worker groups, the answers
 * with their value and a marker on the no-answer one, and while editing is allowed the move up,
 * move down, edit and delete buttons. An empty list shows the no-demography text.
 */
export function DemographiesTable({
  demographies,
  workerGroups,
  editable,
  busy,
  onMove,
  onEdit,
  onDelete,
}: DemographiesTableProps) {
  const { t } = useT();
  const groupName = (id: number) => workerGroups.find((group) => group.id === id)?.name ?? String(id);
  const columns: DataTableColumn<Demography>[] = [
    { key: 'name', header: t('admin-demographies-name'), cell: (d) => d.name },
    { key: 'code', header: t('admin-demographies-code'), cell: (d) => <code>{d.code}</code> },
    { key: 'type', header: t('admin-demographies-type'), cell: (d) => <DemographyTypeLabel type={d.type} /> },
    {
      key: 'worker-groups',
      header: t('admin-demographies-worker-groups'),
      cell: (d) => (
        <List>
          {d.worker_groups.map((id) => (
            <li key={id}>{groupName(id)}</li>
          ))}
        </List>
      ),
    },
    {
      key: 'answers',
      header: t('admin-demographies-options'),
      cell: (d) => (
        <List>
          {d.answers.map((answer) => (
            <li key={answer.id} data-no-answer={answer.no_answer ? '' : undefined}>
              {answer.name} ({answer.value})
              {answer.no_answer ? <NoAnswer>{t('admin-demographies-answer-no-answer')}</NoAnswer> : null}
            </li>
          ))}
        </List>
      ),
    },
  ];
  if (editable) {
    columns.push({
      key: 'actions',
      actions: true,
      header: t('common-actions'),
      cell: (d) => {
        const index = demographies.indexOf(d);
        return (
          <RowActions label={`${t('common-actions')}: ${d.name}`}>
            {(['up', 'down'] as const).map((direction) => (
              <Button
                key={direction}
                type="button"
                $size="sm"
                $variant="secondary"
                data-focus-key={`${d.id}:${direction}`}
                disabled={busy || demographies.length < 2}
                onClick={() => onMove(index, direction)}
              >
                {t(direction === 'up' ? 'common-move-up' : 'common-move-down')}
              </Button>
            ))}
            <RowEditButton disabled={busy} onClick={() => onEdit(d)} />
            <Button type="button" $size="sm" $variant="danger" disabled={busy} onClick={() => onDelete(d)}>
              {t('common-delete')}
            </Button>
          </RowActions>
        );
      },
    });
  }
  return (
    <Region>
      <DataTable
        caption={t('admin-demographies-title')}
        columns={columns}
        rows={demographies}
        rowKey={(d) => d.id}
        empty={t('admin-demographies-empty')}
      />
    </Region>
  );
}
