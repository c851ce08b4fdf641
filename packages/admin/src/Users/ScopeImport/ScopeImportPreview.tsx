import {
  formatNumber,
  formatSurveyDate,
  SCOPE_IMPORT_LISTED,
  type ScopeImportPreview as Preview,
  type ScopeImportRow,
} from '@pulzus/core';
import { Alert, DataTable, type DataTableColumn, useT } from '@pulzus/widgets';
import styled from 'styled-components';
import { UploadPreview } from '../../shared/UploadPreview';
import { ScopeImportErrors } from './ScopeImportErrors';
import { scopeText, type TemplateNames } from './scope-import-template';

/** Props of {@link ScopeImportPreview}. */
export interface ScopeImportPreviewProps {
  /** The previewed file's name. */
  fileName: string;
  /** What importing the file would change. */
  preview: Preview;
  /** The account's names, to show each new scope as the file writes it. */
  names: TemplateNames;
  /** Whether the import runs; default false. */
  importing?: boolean;
  /** Sends the real import. */
  onImport: () => void;
  /** Drops the preview. */
  onCancel: () => void;
}

/**
 * What a scope import file would change (docs/api.md "Scope import"): the counts, the "fewer than k" warning of the
 * latest date, the refused cells by row and column, and each row's change; Import only for a file without errors
 * that changes something, in the frame of {@link UploadPreview}.
 */
export function ScopeImportPreview({
  fileName,
  preview,
  names,
  importing = false,
  onImport,
  onCancel,
}: ScopeImportPreviewProps) {
  const { t, language } = useT();
  const n = (value: number) => formatNumber(value, language);
  const k = String(preview.min_group_size);
  const columns: DataTableColumn<ScopeImportRow>[] = [
    { key: 'row', header: t('admin-users-scope-import-row'), numeric: true, cell: (r) => n(r.row) },
    { key: 'email', header: t('admin-users-email'), cell: (r) => <Wrap>{r.email}</Wrap> },
    { key: 'name', header: t('admin-users-name'), cell: (r) => r.name },
    {
      key: 'change',
      header: t('admin-users-scope-import-change'),
      cell: (r) =>
        [
          r.new_user ? t('admin-users-scope-import-new-user') : null,
          t(`admin-users-scope-import-change-${r.change}`),
        ]
          .filter(Boolean)
          .join(', '),
    },
    {
      key: 'scope',
      header: t('admin-users-scope-import-new-scope'),
      cell: (r) => (
        <Wrap>
          {r.after ? scopeText(r.after, names) : t('admin-users-scope-none')}
          {r.warning ? (
            <Warning>{` (${t(`admin-users-scope-import-warning-${r.warning}`, { k })})`}</Warning>
          ) : null}
        </Wrap>
      ),
    },
  ];
  const changes = preview.new_user_count + preview.set_count + preview.changed_count + preview.removed_count;
  const blocked = preview.error_count > 0 || changes === 0;
  return (
    <Frame
      name="Pulzus.ScopeImportPreview"
      title={t('admin-users-scope-import-preview-title', { file: fileName })}
      blocked={blocked}
      importing={importing}
      importingText={t('admin-users-scope-import-importing')}
      importLabel={t('admin-users-scope-import-apply')}
      onImport={onImport}
      onCancel={onCancel}
    >
      {preview.row_count === 0 ? (
        <p>{t('admin-users-scope-import-empty')}</p>
      ) : (
        <p>
          {t('admin-users-scope-import-summary', {
            rows: n(preview.row_count),
            new: n(preview.new_user_count),
            set: n(preview.set_count),
            changed: n(preview.changed_count),
            removed: n(preview.removed_count),
            unchanged: n(preview.unchanged_count),
          })}
        </p>
      )}
      {preview.warning_count > 0 && preview.latest_date ? (
        <Alert tone="warning">
          {t('admin-users-scope-import-warning', {
            count: n(preview.warning_count),
            k,
            date: formatSurveyDate(preview.latest_date, language),
          })}
        </Alert>
      ) : null}
      {preview.error_count > 0 ? (
        <Alert tone="danger">
          <p>{t('admin-users-scope-import-errors', { count: n(preview.error_count) })}</p>
          <ScopeImportErrors errors={preview.errors} count={preview.error_count} />
        </Alert>
      ) : null}
      {preview.error_count === 0 && preview.row_count > 0 && changes === 0 ? (
        <p>{t('admin-users-scope-import-nothing')}</p>
      ) : null}
      {preview.rows.length > 0 ? (
        <DataTable
          caption={t('admin-users-scope-import-rows-caption')}
          showCaption
          columns={columns}
          rows={preview.rows}
          rowKey={(r) => r.row}
          empty=""
        />
      ) : null}
      {preview.row_count > SCOPE_IMPORT_LISTED && preview.rows.length === SCOPE_IMPORT_LISTED ? (
        <p>{t('admin-users-scope-import-rows-listed', { count: n(SCOPE_IMPORT_LISTED) })}</p>
      ) : null}
    </Frame>
  );
}

const Frame = styled(UploadPreview)`
  gap: ${({ theme }) => theme.space.sm};
`;

const Wrap = styled.span`
  overflow-wrap: anywhere;
`;

const Warning = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: 600;
`;
