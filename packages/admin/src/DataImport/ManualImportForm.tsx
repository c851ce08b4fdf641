import { MANUAL_IMPORT_ACCEPT, validateManualImportFile } from '@pulzus/core';
import { Alert, Button, FileField, Form, FormActions, useT } from '@pulzus/widgets';
import { type FormEvent, useRef, useState } from 'react';
import { ManualImportErrorList } from './ManualImportErrorList';
import { ManualImportPreview } from './ManualImportPreview';
import { Section, SectionTitle } from './parts';
import { useManualImport } from './useManualImport';

/** Props of {@link ManualImportForm}. */
export interface ManualImportFormProps {
  /** Called after every import, good or refused (the import shows in the progress view); not after a preview. */
  onUploaded: () => void;
}

/**
 * The manual upload of a responses file (spec 2 §2, §5, §8; docs/import.md "The manual import"):
 * xlsx, xls or csv, our template or SurveyMonkey's export. Uploading shows a preview first — the
 * respondents per collector, skipped answers and errors, five at a time then "and N more" — with
 * Import and Cancel; Import sends the real import and toasts its success, or shows its refusal.
 */
export function ManualImportForm({ onUploaded }: ManualImportFormProps) {
  const { t } = useT();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const upload = useManualImport(onUploaded);
  const { state } = upload;
  const problem = validateManualImportFile(file);
  // a chosen file of the wrong type is named at once; no file yet only disables the upload
  const fileError = file && problem ? t(problem) : undefined;
  const busy = state.step === 'checking' || state.step === 'importing';

  const backToFile = (clear: boolean) => {
    if (clear) {
      setFile(null);
      if (input.current) input.current.value = '';
    }
    input.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file || problem || busy) return;
    // a preview focuses its own heading; a refusal sends the focus back to the file
    if ((await upload.check(file)) === 'refused') backToFile(false);
  };

  const onImport = async () => {
    const outcome = await upload.confirm();
    if (outcome !== 'stale') backToFile(outcome === 'imported');
  };

  return (
    <Section data-component="Pulzus.ManualImport" data-state={state.step}>
      <SectionTitle>{t('admin-data-import-manual-title')}</SectionTitle>
      <Form onSubmit={(event) => void onSubmit(event)} aria-busy={busy} noValidate>
        <FileField
          ref={input}
          label={t('admin-data-import-manual-file')}
          accept={MANUAL_IMPORT_ACCEPT}
          hint={t('admin-data-import-manual-hint')}
          error={fileError}
          fileName={file?.name ?? null}
          onChange={(event) => {
            setFile(event.currentTarget.files?.[0] ?? null);
            upload.cancel();
          }}
        />
        <FormActions>
          <Button type="submit" disabled={problem !== null || busy}>
            {t('common-upload')}
          </Button>
        </FormActions>
      </Form>
      {state.step === 'checking' ? (
        <p role="status" aria-live="polite">
          {t('admin-data-import-manual-checking')}
        </p>
      ) : null}
      {state.step === 'preview' || state.step === 'importing' ? (
        <ManualImportPreview
          fileName={state.file.name}
          preview={state.preview}
          importing={state.step === 'importing'}
          onImport={() => void onImport()}
          onCancel={() => {
            upload.cancel();
            backToFile(false);
          }}
        />
      ) : null}
      {state.step === 'refused' ? (
        <Alert tone="danger">
          <p>{t(state.refusal.key, state.refusal.values)}</p>
          <ManualImportErrorList rows={state.refusal.rows} />
        </Alert>
      ) : null}
    </Section>
  );
}
