import { formatNumber, type MessageKey, type ProviderSurvey } from '@pulzus/core';
import { Button, DataTable, type DataTableColumn, useT } from '@pulzus/widgets';
import { RowActions } from '../shared/RowActions';
import { Note, Section, SectionHeader, SectionTitle } from './parts';

/** A reimport of one provider survey (spec 2 §7 `data-import/surveys/{id}/…`). */
export type ReimportKind = 'details' | 'collectors' | 'answers';

/** The reimport buttons of a survey row, in order, with their labels. */
export const REIMPORTS: readonly { kind: ReimportKind; label: MessageKey }[] = [
  { kind: 'details', label: 'admin-data-import-reimport-details' },
  { kind: 'collectors', label: 'admin-data-import-reimport-collectors' },
  { kind: 'answers', label: 'admin-data-import-reimport-answers' },
];

/** Props of {@link ProviderSurveysSection}. */
export interface ProviderSurveysSectionProps {
  /** The account's provider surveys. */
  surveys: readonly ProviderSurvey[];
  /** The account's API keys: each survey names its key, as two keys may hold surveys of one title. */
  apiKeys?: readonly { readonly id: number; readonly name: string }[];
  /** Provider survey ids whose reimport buttons wait: an import of theirs runs, or a call for them does. */
  busySurveyIds: ReadonlySet<string>;
  /** Whether the survey-list refresh call runs. */
  refreshing: boolean;
  /** Refreshes the survey list. */
  onRefresh: () => void;
  /** Reimports part of a survey. */
  onReimport: (survey: ProviderSurvey, kind: ReimportKind) => void;
}

/**
 * The provider surveys (spec 2 §2): id, title and collector count, with the reimport buttons
 * (details, collectors, answers), disabled while that survey's import runs (spec 2 §4), and the
 * survey-list refresh.
 */
export function ProviderSurveysSection({
  surveys,
  apiKeys = [],
  busySurveyIds,
  refreshing,
  onRefresh,
  onReimport,
}: ProviderSurveysSectionProps) {
  const { t, language } = useT();
  const columns: DataTableColumn<ProviderSurvey>[] = [
    { key: 'id', header: t('admin-data-import-survey-id'), cell: (survey) => <code>{survey.id}</code> },
    { key: 'title', header: t('admin-data-import-survey-title'), cell: (survey) => survey.title },
    {
      key: 'api-key',
      header: t('admin-data-import-survey-api-key'),
      cell: (survey) => apiKeys.find((key) => key.id === survey.sm_api_key_id)?.name ?? '',
    },
    {
      key: 'collectors',
      header: t('admin-data-import-collector-count'),
      numeric: true,
      cell: (survey) => formatNumber(survey.sm_collector_count, language),
    },
    {
      key: 'actions',
      actions: true,
      header: t('common-actions'),
      cell: (survey) => {
        const busy = busySurveyIds.has(survey.id);
        return (
          <>
            <RowActions label={`${t('common-actions')}: ${survey.title}`}>
              {REIMPORTS.map(({ kind, label }) => (
                <Button
                  key={kind}
                  type="button"
                  $size="sm"
                  $variant="secondary"
                  disabled={busy}
                  onClick={() => onReimport(survey, kind)}
                >
                  {t(label)}
                </Button>
              ))}
            </RowActions>
            {busy ? <Note>{t('admin-data-import-survey-import-running')}</Note> : null}
          </>
        );
      },
    },
  ];
  return (
    <Section>
      <SectionHeader>
        <SectionTitle>{t('admin-data-import-surveys')}</SectionTitle>
        <Button type="button" $variant="secondary" disabled={refreshing} onClick={onRefresh}>
          {t('admin-data-import-reimport-surveys')}
        </Button>
      </SectionHeader>
      <DataTable
        caption={t('admin-data-import-surveys')}
        columns={columns}
        rows={surveys}
        rowKey={(survey) => `${survey.sm_api_key_id}:${survey.id}`}
        empty={t('admin-data-import-surveys-empty')}
      />
    </Section>
  );
}
