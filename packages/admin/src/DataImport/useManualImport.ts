import {
  type ManualImportErrorMessage,
  type ManualImportPreview,
  summarizeManualImportErrors,
  zManualImportErrorDetails,
} from '@pulzus/core';
import { useRouteMutation } from '@pulzus/widgets';
import { useCallback } from 'react';
import { type SheetRefusal, type SheetRefusalCodes, sheetRefusal } from '../shared/sheet-refusal';
import { type CheckedUploadStep, useCheckedUpload } from '../shared/useCheckedUpload';
import { useNotify } from '../shared/useNotify';

/** What a refused call shows: the code's text and, for bad rows, at most five rows then "and N more". */
export type ManualImportRefusal = SheetRefusal<readonly ManualImportErrorMessage[]>;

/** Where the manual upload stands (`useCheckedUpload`). */
export type ManualImportStep = CheckedUploadStep<ManualImportPreview, ManualImportRefusal>;

/** How the manual import refuses a sheet (docs/import.md "The manual import"): bad rows show at most five, then "and N more". */
const MANUAL_SHEET: SheetRefusalCodes<readonly ManualImportErrorMessage[]> = {
  rowsInvalid: 'manual-import-rows-invalid',
  rowsOf: (details) => {
    const parsed = zManualImportErrorDetails.safeParse(details);
    return parsed.success
      ? summarizeManualImportErrors(parsed.data.errors, undefined, parsed.data.error_count)
      : undefined;
  },
  noRows: [],
  missingColumn: 'manual-import-missing-column',
  missingColumnKey: 'admin-data-import-manual-error-missing-column',
  column: 'collector_id',
  cantDecodeKey: 'admin-data-import-manual-error-cant-decode-file',
};

const refusalOf = (error: unknown): ManualImportRefusal => sheetRefusal(error, MANUAL_SHEET);

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
