import type { LanguageCode, ReportFormat } from '@pulzus/core';
import { useEffect, useId, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../session/useT';
import { Alert } from '../ui/Alert';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { SelectField } from '../ui/SelectField';

/** Where the dialog is: choosing, the report being built, ready to download, or failed. */
export type ReportDialogState = 'idle' | 'running' | 'done' | 'error';

/** Props of {@link ReportDialog}. */
export interface ReportDialogProps {
  /** Whether the dialog is shown. */
  open: boolean;
  /** Closes it (Escape, the close button). */
  onClose: () => void;
  /** Its state; default `idle`. */
  state?: ReportDialogState;
  /** The build's progress, 0–100, while running; default 0. */
  progress?: number;
  /** The chosen format. */
  format: ReportFormat;
  /** The chosen language (the interface's by default). */
  language: LanguageCode;
  /** Called with a new format. */
  onFormatChange: (format: ReportFormat) => void;
  /** Called with a new language. */
  onLanguageChange: (language: LanguageCode) => void;
  /** Starts building the report. */
  onCreate: () => void;
  /** Downloads the finished report. */
  onDownload: () => void;
  /** The error text of a failed report; default none. */
  error?: string;
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  fieldset {
    border: 0;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  }
  legend {
    font-weight: ${({ theme }) => theme.font.weight.medium};
    margin-block-end: ${({ theme }) => theme.space.xs};
  }
  label.pulzus-report-format {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    min-block-size: 44px;
  }
  progress {
    inline-size: 100%;
    block-size: 12px;
  }
  .pulzus-report-actions {
    display: flex;
    flex-wrap: wrap;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const LANGUAGES: readonly { value: LanguageCode; label: string }[] = [
  { value: 'hu', label: 'Magyar' },
  { value: 'en', label: 'English' },
];

/**
 * The report dialog (docs/reports.md): the format (PDF or slides) and the language, then a progress
 * bar while the server builds the report, then its download; a failure shows its text and lets the
 * person try again. Keyboard: a native dialog (focus stays inside, Escape closes), radios and a select; the
 * create button keeps the focus while the report is built, and the download takes it when the report is ready.
 */
export function ReportDialog({
  open,
  onClose,
  state = 'idle',
  progress = 0,
  format,
  language,
  onFormatChange,
  onLanguageChange,
  onCreate,
  onDownload,
  error,
}: ReportDialogProps) {
  const { t } = useT();
  const titleId = useId();
  const running = state === 'running';
  const download = useRef<HTMLButtonElement>(null);
  // the report is ready: focus moves to its download, which replaced the create button that had it (else it was
  // lost to the page); the status line above says so to a screen reader
  useEffect(() => {
    if (open && state === 'done') download.current?.focus();
  }, [open, state]);
  return (
    <Modal open={open} onClose={onClose} labelledBy={titleId} state={state}>
      <h2 id={titleId}>{t('report-dialog-title')}</h2>
      <Body data-component="Pulzus.ReportDialog" data-state={state}>
        <p>{t('report-dialog-intro')}</p>
        <fieldset disabled={running}>
          <legend>{t('report-format')}</legend>
          {(['pdf', 'pptx'] as const).map((value) => (
            <label key={value} className="pulzus-report-format">
              <input
                type="radio"
                name={`${titleId}-format`}
                value={value}
                checked={format === value}
                onChange={() => onFormatChange(value)}
              />
              {t(value === 'pdf' ? 'report-format-pdf' : 'report-format-pptx')}
            </label>
          ))}
        </fieldset>
        <SelectField
          label={t('report-language')}
          options={LANGUAGES}
          value={language}
          disabled={running}
          onChange={(event) => onLanguageChange(event.target.value as LanguageCode)}
        />
        {running && (
          <div role="status">
            <p>{t('report-running', { progress })}</p>
            <progress max={100} value={progress} aria-label={t('report-running', { progress })} />
          </div>
        )}
        {state === 'done' && <p role="status">{t('report-done')}</p>}
        {state === 'error' && error && <Alert tone="danger">{error}</Alert>}
        <div className="pulzus-report-actions">
          <Button type="button" $variant="secondary" onClick={onClose}>
            {t('common-close')}
          </Button>
          {state === 'done' ? (
            <Button ref={download} type="button" onClick={onDownload}>
              {t('report-download')}
            </Button>
          ) : (
            // aria-disabled while it runs, not disabled: a disabled button would drop the focus it has to the page
            <Button
              type="button"
              onClick={running ? undefined : onCreate}
              aria-disabled={running || undefined}
              aria-busy={running || undefined}
            >
              {t('report-create')}
            </Button>
          )}
        </div>
      </Body>
    </Modal>
  );
}
