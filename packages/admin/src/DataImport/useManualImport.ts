import {
  isApiError,
  type ManualImportErrorMessage,
  type ManualImportPreview,
  type MessageKey,
  summarizeManualImportErrors,
  zManualImportErrorDetails,
} from '@pulzus/core';
import { errorKey, useRouteMutation } from '@pulzus/widgets';
import { useCallback } from 'react';
import { type CheckedUploadStep, useCheckedUpload } from '../shared/useCheckedUpload';
import { useNotify } from '../shared/useNotify';

/** What a refused call shows: the code's text and, for bad rows, at most five rows then "and N more". */
export interface ManualImportRefusal {
  readonly key: MessageKey;
  /** The values the text names, such as the missing column. */
  readonly values?: Readonly<Record<string, string>>;
  readonly rows: readonly ManualImportErrorMessage[];
}

/** Where the manual upload stands (`useCheckedUpload`). */
export type ManualImportStep = CheckedUploadStep<ManualImportPreview, ManualImportRefusal>;

function refusalOf(error: unknown): ManualImportRefusal {
  if (isApiError(error) && error.code === 'manual-import-rows-invalid') {
    const details = zManualImportErrorDetails.safeParse(error.details);
    if (details.success)
      return {
        key: error.messageKey,
        rows: summarizeManualImportErrors(details.data.errors, undefined, details.data.error_count),
      };
  }
  // a readable sheet without its collector column: name the column and what it is for
  if (isApiError(error) && error.code === 'manual-import-missing-column') {
    const column = (error.details as { column?: unknown } | undefined)?.column;
    return {
      key: 'admin-data-import-manual-error-missing-column',
      values: { column: typeof column === 'string' ? column : 'collector_id' },
      rows: [],
    };
  }
  // an unreadable file: name the columns and formats it needs
  if (isApiError(error) && error.code === 'cant-decode-file') {
    return { key: 'admin-data-import-manual-error-cant-decode-file', rows: [] };
  }
  return { key: errorKey(error), rows: [] };
}

/**
 * The manual upload's two calls (docs/import.md "The manual import"): `check` sends the file to
 * the preview, which stores nothing; `confirm` imports the previewed file, toasts, and calls
 * `onImported` (good or refused: the import shows in the progress view); `cancel` drops the
 * preview. An answer that comes after a newer call or a cancel is dropped (`stale`).
 */
export function useManualImport(onImported: () => void) {
  const { mutateAsync: previewAsync } = useRouteMutation('dataImportManualPreview');
  // the import shows in the progress view either way: `onImported` reloads it, good or refused
  const { mutateAsync: importAsync } = useRouteMutation('dataImportManual');
  const notify = useNotify();
  const upload = useCheckedUpload<ManualImportPreview, ManualImportRefusal>({
    preview: useCallback((file: File) => previewAsync({ body: { file } }), [previewAsync]),
    store: useCallback((file: File) => importAsync({ body: { file } }), [importAsync]),
    refusalOf,
    settled: useCallback(
      (outcome: 'imported' | 'refused') => {
        if (outcome === 'imported') notify.success('admin-data-import-manual-success');
        onImported();
      },
      [notify, onImported],
    ),
    idleAfterStore: true,
  });
  const { check } = upload;
  return { ...upload, check: useCallback((file: File) => check(file, {}), [check]) };
}
