import {
  COLLECTOR_UPLOAD_ACCEPT,
  COLLECTOR_UPLOAD_ERROR_CODES,
  type ChosenFile,
  collectorUploadErrorMessageKey,
  formatSurveyDate,
  isApiError,
  type MessageKey,
  validateCollectorUpload,
} from '@pulzus/core';
import {
  Alert,
  FileField,
  Form,
  Modal,
  surveyDateScope,
  useRouteMutation,
  useSession,
  useT,
} from '@pulzus/widgets';
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react';
import { useNotify } from '../shared/useNotify';
import { readDataUrl } from '../shared/read-data-url';
import { ModalFormActions } from '../shared/ModalFormActions';
import { otherDateOfUpload } from './collector-drafts';

/** Props of {@link CollectorsUploadModal}. */
export interface CollectorsUploadModalProps {
  /** The survey date whose collectors the file replaces. */
  surveyDateId: number;
  /** Handles a refused upload: true when the date turned out to be locked (spec 2 §4). */
  onLocked: (error: unknown) => boolean;
  /** Called when the popup closes. */
  onClose: () => void;
}

const isCellCode = (code: string): boolean =>
  (COLLECTOR_UPLOAD_ERROR_CODES as readonly string[]).includes(code);

/**
 * The upload xlsx popup (spec 2 §5, §7, §8): only .xlsx, read as a data URL (else invalid-file, a
 * file is required); the upload replaces the date's collectors. A wrong collector id or worker
 * group names its cell, a collector another survey date holds names that date, and both keep the popup
 * open; any other failure gives the generic error toast.
 */
export function CollectorsUploadModal({ surveyDateId, onLocked, onClose }: CollectorsUploadModalProps) {
  const { t, language } = useT();
  const { sessionAccountId } = useSession();
  // the upload replaces the date's collectors: its lists reload
  const upload = useRouteMutation('collectorsXlsxUpload', {
    invalidates: [surveyDateScope(sessionAccountId, surveyDateId)],
  });
  const busy = upload.isPending;
  const notify = useNotify();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<ChosenFile | null>(null);
  const [checked, setChecked] = useState(false);
  const [cellError, setCellError] = useState<string | null>(null);
  const fileError: MessageKey | null = checked ? validateCollectorUpload(file) : null;

  const onChoose = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.currentTarget.files?.[0];
    setCellError(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    let content: string | undefined;
    try {
      content = await readDataUrl(chosen);
    } catch {
      content = undefined;
    }
    setFile({ name: chosen.name, ...(content === undefined ? {} : { content }) });
    setChecked(true);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (validateCollectorUpload(file) || !file?.content) {
      input.current?.focus();
      return;
    }
    setCellError(null);
    try {
      await upload.mutateAsync({ params: { id: surveyDateId }, body: { file: file.content } });
      notify.success('toast-collectors-uploaded');
      onClose();
    } catch (error) {
      if (isApiError(error) && isCellCode(error.code)) {
        // spec 2 §8: the message names the wrong cell and the popup stays open for another file
        const cell = typeof error.details.cell === 'string' ? error.details.cell : '';
        setCellError(t(collectorUploadErrorMessageKey(error.code), { cell }));
        return;
      }
      const other = otherDateOfUpload(error);
      if (other) {
        // a collector of the file that another survey date holds (docs/import.md "Collectors"): name it and the date
        const date = formatSurveyDate(other.survey_date, language);
        setCellError(`${other.sm_collector_id}: ${t('error-collector-on-other-date', { date })}`);
        return;
      }
      if (isApiError(error) && error.code.startsWith('spreadsheet-')) {
        // a file the spreadsheet limits refuse (docs/import.md): say which limit, and keep the popup for another file
        setCellError(t(error.messageKey));
        return;
      }
      notify.danger('toast-collectors-upload-error');
      onLocked(error);
      onClose();
    }
  };

  return (
    <Modal open onClose={onClose} labelledBy={titleId} state={busy ? 'submitting' : 'loaded'}>
      <h2 id={titleId}>{t('admin-collectors-upload-popup-title')}</h2>
      <Form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={busy}>
        <FileField
          ref={input}
          label={t('common-choose-file')}
          accept={COLLECTOR_UPLOAD_ACCEPT}
          error={fileError ? t(fileError) : undefined}
          onChange={(event) => void onChoose(event)}
        />
        {cellError ? <Alert tone="danger">{cellError}</Alert> : null}
        <ModalFormActions onCancel={onClose} submitDisabled={busy} submitLabel="common-upload" />
      </Form>
    </Modal>
  );
}
