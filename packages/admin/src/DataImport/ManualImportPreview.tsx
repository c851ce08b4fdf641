import {
  formatNumber,
  formatSurveyDate,
  type ManualImportPreview as Preview,
  type ManualImportPreviewCollector,
  summarizeManualImportErrors,
} from '@pulzus/core';
import { Alert, DataTable, type DataTableColumn, useT } from '@pulzus/widgets';
import styled from 'styled-components';
import { UploadPreview } from '../shared/UploadPreview';
import { ManualImportErrorList } from './ManualImportErrorList';

/** Props of {@link ManualImportPreview}. */
export interface ManualImportPreviewProps {
  /** The previewed file's name. */
  fileName: string;
  /** What importing the file would store. */
  preview: Preview;
  /** Whether the import runs; default false. */
  importing?: boolean;
  /** Sends the real import. */
  onImport: () => void;
  /** Drops the preview. */
  onCancel: () => void;
}

/**
 * What a manual import file would store (docs/import.md "The manual import"): its layout and
 * counts, the respondents per collector with how many are new, and its errors five at a time
 * then "and N more"; Import (only for a file without errors) and Cancel, in the frame of
 * {@link UploadPreview}.
 */
export function ManualImportPreview({
  fileName,
  preview,
  importing = false,
  onImport,
  onCancel,
}: ManualImportPreviewProps) {
  const { t, language } = useT();
  const count = (value: number) => ({ count: formatNumber(value, language) });
  const number = (value: number) => formatNumber(value, language);
  const columns: DataTableColumn<ManualImportPreviewCollector>[] = [
    { key: 'collector', header: t('admin-data-import-manual-collector'), cell: (c) => c.collector_id },
    {
      key: 'date',
      header: t('common-survey-date'),
      cell: (c) => formatSurveyDate(c.survey_date, language),
    },
    { key: 'group', header: t('common-worker-group'), cell: (c) => c.worker_group_name },
    {
      key: 'respondents',
      header: t('admin-data-import-manual-respondent-count'),
      numeric: true,
      cell: (c) => number(c.respondent_count),
    },
    {
      key: 'new',
      header: t('admin-data-import-manual-new-count'),
      numeric: true,
      cell: (c) => number(c.new_count),
    },
    {
      key: 'existing',
      header: t('admin-data-import-manual-existing-count'),
      numeric: true,
      cell: (c) => number(c.existing_count),
    },
  ];
  const blocked = preview.errors.length > 0 || preview.respondent_count === 0;
  return (
    <Frame
      name="Pulzus.ManualImportPreview"
      title={t('admin-data-import-manual-preview-title', { file: fileName })}
      blocked={blocked}
      importing={importing}
      importingText={t('admin-data-import-manual-importing')}
      importLabel={t('admin-data-import-manual-import')}
      onImport={onImport}
      onCancel={onCancel}
    >
      <Facts>
        <li>{t(`admin-data-import-manual-layout-${preview.layout}`)}</li>
        <li>{t('admin-data-import-manual-rows', count(preview.row_count))}</li>
        <li>{t('admin-data-import-manual-respondents', count(preview.respondent_count))}</li>
        {preview.empty_row_count > 0 ? (
          <li>{t('admin-data-import-manual-empty-rows', count(preview.empty_row_count))}</li>
        ) : null}
        <li>{t('admin-data-import-manual-skipped-answers', count(preview.skipped_answer_count))}</li>
      </Facts>
      <DataTable
        caption={t('admin-data-import-manual-collectors')}
        showCaption
        columns={columns}
        rows={preview.collectors}
        rowKey={(c) => `${c.collector_id}:${c.survey_date_id}`}
        empty={t('admin-data-import-manual-collectors-empty')}
      />
      {preview.errors.length > 0 ? (
        <Alert tone="danger">
          <p>{t('admin-data-import-manual-preview-errors')}</p>
          <ManualImportErrorList
            rows={summarizeManualImportErrors(preview.errors, undefined, preview.error_count)}
          />
        </Alert>
      ) : null}
    </Frame>
  );
}

const Frame = styled(UploadPreview)`
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const Facts = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
