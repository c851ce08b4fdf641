import { type Document, formatSurveyDate } from '@pulzus/core';
import {
  Button,
  ConfirmDialog,
  FileTypeIcon,
  routeQuery,
  useApiClient,
  useDocumentDownload,
  useRouteMutation,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { type SidebarLinkOptions, SurveyDateLayout } from '../shared/SurveyDateLayout';
import { useEditableSurveyDate } from '../shared/useEditableSurveyDate';
import { ScreenFrame } from '../shared/ScreenFrame';
import { useNotify } from '../shared/useNotify';
import { DocumentsTable, type DocumentDownloader, type FileIconComponent } from './DocumentsTable';
import { DocumentUploadModal } from './DocumentUploadModal';
import { useAdminMessages } from '../shared/useAdminMessages';

/** Props of {@link DocumentsScreen}. */
export interface DocumentsScreenProps extends SidebarLinkOptions {
  /** The download through a single-use ticket (spec 2 §7); default the widgets' `useDocumentDownload()`. */
  downloader?: DocumentDownloader;
  /** A document's type icon (spec 2 §2); default the widgets' `FileTypeIcon`. */
  FileIcon?: FileIconComponent;
}

/**
 * The documents admin screen, /admin/documents (spec 2 §2 "Documents"): a survey-date select in the
 * sidebar (every date, the last one preselected); the date's documents with download and confirmed
 * delete; the upload popup. Toasts per spec 2 §8; the list reloads after an upload or delete and
 * on a session-account change.
 */
export function DocumentsScreen({
  downloader: givenDownloader,
  FileIcon = FileTypeIcon,
  linkComponent,
  newQueryHref,
}: DocumentsScreenProps) {
  useAdminMessages();
  const { t, language } = useT();
  const defaultDownloader = useDocumentDownload();
  const downloader = givenDownloader ?? defaultDownloader;
  const client = useApiClient();
  const notify = useNotify();
  const { sessionAccountId: aid } = useSession();
  const choice = useEditableSurveyDate();
  const surveyDate = choice.surveyDates.find((date) => date.id === choice.surveyDateId) ?? null;
  const dateId = surveyDate?.id ?? 0;
  const documents = useQuery({
    ...routeQuery(client, aid, 'documentsList', { params: { id: dateId } }),
    enabled: surveyDate !== null,
  });
  const [uploading, setUploading] = useState(false);
  const [deletion, setDeletion] = useState<Document | null>(null);
  const remove = useRouteMutation('documentsDelete', { invalidates: ['documentsList'] });
  const uploadButton = useRef<HTMLButtonElement>(null);
  const focusUpload = useRef(false);
  // the deleted row's button is gone: once the dialog has closed (and handed the focus back to
  // that button), the focus goes to the screen's main action
  useEffect(() => {
    if (deletion !== null || !focusUpload.current) return;
    focusUpload.current = false;
    uploadButton.current?.focus();
  }, [deletion]);

  const onConfirmDelete = async () => {
    if (!deletion) return;
    try {
      await remove.mutateAsync({ params: { id: deletion.id } });
      notify.success('toast-document-deleted');
      focusUpload.current = true;
    } catch {
      notify.danger('toast-document-delete-error');
    }
    setDeletion(null);
  };

  const list = surveyDate ? documents : null;
  const status = choice.status !== 'success' ? choice.status : (list?.status ?? 'success');
  return (
    <SurveyDateLayout
      choice={choice}
      {...(linkComponent ? { linkComponent } : {})}
      {...(newQueryHref ? { newQueryHref } : {})}
    >
      <ScreenFrame
        name="Pulzus.DocumentsScreen"
        title={t('admin-documents-title')}
        status={status}
        error={choice.status === 'error' ? choice.error : documents.error}
        actions={
          surveyDate ? (
            <Button ref={uploadButton} type="button" onClick={() => setUploading(true)}>
              {t('admin-documents-upload')}
            </Button>
          ) : null
        }
      >
        {surveyDate ? (
          <DocumentsTable
            caption={`${t('admin-documents-title')}: ${formatSurveyDate(surveyDate.date, language)}`}
            documents={documents.data?.documents ?? []}
            FileIcon={FileIcon}
            downloader={downloader}
            busy={remove.isPending}
            onDelete={setDeletion}
          />
        ) : (
          <p data-state="empty">{t('welcome-no-survey-date')}</p>
        )}
      </ScreenFrame>
      {uploading && surveyDate ? (
        <DocumentUploadModal surveyDateId={surveyDate.id} onClose={() => setUploading(false)} />
      ) : null}
      <ConfirmDialog
        open={deletion !== null}
        message={deletion ? t('admin-documents-confirm-delete', { name: deletion.name }) : ''}
        busy={remove.isPending}
        onConfirm={() => void onConfirmDelete()}
        onCancel={() => setDeletion(null)}
      />
    </SurveyDateLayout>
  );
}
