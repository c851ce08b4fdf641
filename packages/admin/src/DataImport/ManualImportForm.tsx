import {
  isApiError,
  MANUAL_IMPORT_ACCEPT,
  type ManualImportErrorMessage,
  type MessageKey,
  summarizeManualImportErrors,
  validateManualImportFile,
  zManualImportErrorDetails,
} from '@pulzus/core';
import { Alert, Button, errorKey, Form, FormActions, useApiClient, useT } from '@pulzus/widgets';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNotify } from '../shared/useNotify';
import { Section, SectionTitle } from './parts';

/** Props of {@link ManualImportForm}. */
export interface ManualImportFormProps {
  /** Called after every upload, good or refused (the upload shows in the progress view). */
  onUploaded: () => void;
}

/** What a refused upload shows: the code's text and, for bad rows, at most five rows then "and N more". */
interface Refusal {
  readonly key: MessageKey;
  readonly rows: readonly ManualImportErrorMessage[];
}

function refusalOf(error: unknown): Refusal {
  if (isApiError(error) && error.code === 'manual-import-rows-invalid') {
    const details = zManualImportErrorDetails.safeParse(error.details);
    if (details.success)
      return { key: error.messageKey, rows: summarizeManualImportErrors(details.data.errors) };
  }
  return { key: errorKey(error), rows: [] };
}

/**
 * The manual upload of a responses file (spec 2 §2, §5, §8): xlsx or xls only, the upload needs a
 * file; a success toast, or the refusal with at most five row errors naming row and column, then
 * "and N more".
 */
export function ManualImportForm({ onUploaded }: ManualImportFormProps) {
  const { t } = useT();
  const client = useApiClient();
  const notify = useNotify();
  const fileId = useId();
  const errorId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const problem = validateManualImportFile(file);
  // a chosen file of the wrong type is named at once; no file yet only disables the upload
  const fileError = file && problem ? t(problem) : undefined;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || problem) return;
    setBusy(true);
    setRefusal(null);
    try {
      await client.dataImportManual({ body: { file } });
      notify.success('admin-data-import-manual-success');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      setRefusal(refusalOf(error));
    }
    setBusy(false);
    onUploaded();
  };

  return (
    <Section>
      <SectionTitle>{t('admin-data-import-manual-title')}</SectionTitle>
      <Form onSubmit={(event) => void onSubmit(event)} aria-busy={busy} noValidate>
        <label htmlFor={fileId}>{t('admin-data-import-manual-file')}</label>
        <input
          ref={input}
          id={fileId}
          type="file"
          accept={MANUAL_IMPORT_ACCEPT}
          aria-invalid={fileError !== undefined}
          aria-describedby={fileError ? errorId : undefined}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            setRefusal(null);
          }}
        />
        {fileError ? (
          <Alert tone="danger">
            <span id={errorId}>{fileError}</span>
          </Alert>
        ) : null}
        <FormActions>
          <Button type="submit" disabled={problem !== null || busy}>
            {t('common-upload')}
          </Button>
        </FormActions>
      </Form>
      {refusal ? (
        <Alert tone="danger">
          <p>{t(refusal.key)}</p>
          {refusal.rows.length > 0 ? (
            <ul>
              {refusal.rows.map((row) => (
                <li
                  key={`${row.key}:${row.values.row ?? ''}:${row.values.column ?? ''}:${row.values.count ?? ''}`}
                >
                  {t(row.key, row.values)}
                </li>
              ))}
            </ul>
          ) : null}
        </Alert>
      ) : null}
    </Section>
  );
}
