import { zodResolver } from '@hookform/resolvers/zod';
import {
  DOCUMENT_EXTENSIONS,
  DOCUMENT_UPLOAD_ACCEPT,
  type DocumentUploadForm,
  MAX_DOCUMENT_BYTES,
  type MessageKey,
  validateDocumentFile,
  zDocumentUploadForm,
} from '@pulzus/core';
import { Alert, errorKey, FileField, Form, Modal, TextField, useRouteMutation, useT } from '@pulzus/widgets';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { readDataUrl } from '../shared/read-data-url';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { ModalFormActions } from '../shared/ModalFormActions';

/** Props of {@link DocumentUploadModal}. */
export interface DocumentUploadModalProps {
  /** The survey date the document belongs to. */
  surveyDateId: number;
  /** Called after an upload, once the documents list has reloaded; default none. */
  onUploaded?: () => void;
  /** Called when the popup closes. */
  onClose: () => void;
}

const KINDS = DOCUMENT_EXTENSIONS.map((extension) => extension.toUpperCase()).join(', ');
const MAX_MB = MAX_DOCUMENT_BYTES / (1024 * 1024);

/**
 * The document upload popup (spec 2 §2, §5): a name and a file, both required, the submit disabled
 * until both are valid. A file larger than 25 MB or of a kind the server refuses is refused here,
 * before it is read or sent; the server's own refusal shows in the popup. Toasts per spec 2 §8.
 */
export function DocumentUploadModal({ surveyDateId, onUploaded, onClose }: DocumentUploadModalProps) {
  const { t } = useT();
  const upload = useRouteMutation('documentsUpload', { invalidates: ['documentsList'] });
  const notify = useNotify();
  const titleId = useId();
  const chosen = useRef<File | null>(null);
  const [fileProblem, setFileProblem] = useState<MessageKey | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, setValue, formState } = useForm<DocumentUploadForm>({
    resolver: zodResolver(zDocumentUploadForm),
    defaultValues: { name: '', file_name: '', file: '' },
    mode: 'onChange',
  });
  const { errors, isValid } = formState;
  const saving = upload.isPending;

  const onFileChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    chosen.current = file;
    setFailure(null);
    setValue('file_name', '', { shouldValidate: true });
    setValue('file', '', { shouldValidate: true });
    const problem = validateDocumentFile(file);
    setFileProblem(file ? problem : null);
    if (!file || problem) return;
    const content = await readDataUrl(file).catch(() => null);
    // a later choice wins over a slow read of an earlier one
    if (chosen.current !== file) return;
    if (content === null) return setFileProblem('invalid-file');
    setValue('file_name', file.name, { shouldValidate: true });
    setValue('file', content, { shouldValidate: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await upload.mutateAsync({
        params: { id: surveyDateId },
        body: { name: values.name.trim(), file_name: values.file_name, file: values.file },
      });
      notify.success('toast-document-uploaded');
      onUploaded?.();
      onClose();
    } catch (error) {
      notify.danger('toast-document-upload-error');
      setFailure(error);
    }
  });

  return (
    <Modal open onClose={onClose} labelledBy={titleId} state={saving ? 'submitting' : 'open'}>
      <h2 id={titleId}>{t('admin-documents-upload-popup-title')}</h2>
      <Form onSubmit={onSubmit} noValidate aria-busy={saving}>
        <TextField
          label={t('admin-documents-name')}
          autoComplete="off"
          error={fieldErrorText(t, errors.name)}
          {...register('name')}
        />
        <FileField
          label={t('admin-documents-file')}
          accept={DOCUMENT_UPLOAD_ACCEPT}
          hint={t('admin-documents-file-hint', { kinds: KINDS, size: MAX_MB })}
          error={fileProblem ? t(fileProblem) : undefined}
          onChange={(event) => void onFileChange(event)}
        />
        {failure ? <Alert tone="danger">{t(errorKey(failure))}</Alert> : null}
        <ModalFormActions
          onCancel={onClose}
          submitDisabled={!isValid || fileProblem !== null || saving}
          submitLabel="common-upload"
        />
      </Form>
    </Modal>
  );
}
