import { type Document, formatSurveyDate, type SurveyDate } from '@pulzus/core';
import {
  Button,
  DataTable,
  type DataTableColumn,
  LoadError,
  Loading,
  routeQuery,
  useApiClient,
  useSession,
  useT,
  FileTypeIcon,
  useDocumentDownload,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { SurveyDateSidebarPage } from '../graph/SurveyDateSidebarPage';
import { useSidebarSurveyDate } from '../graph/useSidebarSurveyDate';

/** The documents of one survey date: type icon, name, file name and a download button (spec 2 §2). */
function DocumentList({ surveyDate }: { surveyDate: SurveyDate }) {
  const { t, language } = useT();
  const surveyDateId = surveyDate.id;
  const client = useApiClient();
  const { sessionAccountId } = useSession();
  const { busyId, download } = useDocumentDownload();
  const documents = useQuery({
    ...routeQuery(client, sessionAccountId, 'documentsList', { params: { id: surveyDateId } }),
    select: (r) => r.documents,
  });
  if (documents.isPending) return <Loading />;
  if (documents.isError) return <LoadError error={documents.error} />;
  const columns: DataTableColumn<Document>[] = [
    {
      key: 'type',
      header: t('documents-type'),
      cell: (d) => <FileTypeIcon fileName={d.original_filename} />,
    },
    { key: 'name', header: t('documents-name'), cell: (d) => d.name },
    { key: 'file', header: t('documents-file-name'), cell: (d) => d.original_filename, breakAnywhere: true },
    {
      key: 'download',
      header: <span className="visually-hidden">{t('documents-download')}</span>,
      cell: (d) => (
        <Button
          type="button"
          $size="sm"
          $variant="secondary"
          disabled={busyId !== null}
          aria-busy={busyId === d.id || undefined}
          aria-label={`${t('documents-download')}: ${d.name}`}
          onClick={() => void download(d.id)}
        >
          {t('documents-download')}
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      // the caption names the date: the card around is already the region named by the title
      caption={`${t('documents-title')}: ${formatSurveyDate(surveyDate.date, language)}`}
      columns={columns}
      rows={documents.data}
      rowKey={(d) => d.id}
      empty={t('documents-empty')}
    />
  );
}

/** /documents: the sidebar survey date and the date's documents, download only (spec 2 §2). */
export function DocumentsPage() {
  const { t } = useT();
  const choice = useSidebarSurveyDate();
  return (
    <SurveyDateSidebarPage title={t('documents-title')} choice={choice}>
      {(surveyDate) => <DocumentList key={surveyDate.id} surveyDate={surveyDate} />}
    </SurveyDateSidebarPage>
  );
}
