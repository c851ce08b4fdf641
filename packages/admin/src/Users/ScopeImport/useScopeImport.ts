import {
  type MessageKey,
  type ScopeImportMode,
  type ScopeImportPreview,
  type ScopeImportRowError,
  zScopeImportErrorDetails,
} from '@pulzus/core';
import { useRouteMutation } from '@pulzus/widgets';
import { useCallback } from 'react';
import { type SheetRefusalCodes, sheetRefusal } from '../../shared/sheet-refusal';
import { type CheckedUploadStep, useCheckedUpload } from '../../shared/useCheckedUpload';
import { useNotify } from '../../shared/useNotify';
import { USER_LISTS } from '../useUserActions';

/** Why a check or import was refused: a text of the catalogue with its values, and the refused cells when there are. */
export interface ScopeImportRefusal {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string>>;
  readonly errors: readonly ScopeImportRowError[];
  readonly errorCount: number;
}

/** Where a scope import stands (`useCheckedUpload`); the preview keeps the mode it was checked in. */
export type ScopeImportStep = CheckedUploadStep<
  ScopeImportPreview,
  ScopeImportRefusal,
  { mode: ScopeImportMode }
>;

/** How the scope import refuses a sheet (docs/api.md "Scope import"): the refused cells and their count. */
const SCOPE_SHEET: SheetRefusalCodes<Pick<ScopeImportRefusal, 'errors' | 'errorCount'>> = {
  rowsInvalid: 'scope-import-rows-invalid',
  rowsOf: (details) => {
    const parsed = zScopeImportErrorDetails.safeParse(details);
    return parsed.success ? { errors: parsed.data.errors, errorCount: parsed.data.error_count } : undefined;
  },
  noRows: { errors: [], errorCount: 0 },
  missingColumn: 'scope-import-missing-column',
  missingColumnKey: 'admin-users-scope-import-missing-column',
  column: 'e-mail',
  cantDecodeKey: 'admin-users-scope-import-cant-decode',
};

/** The refusal a failed call shows (docs/api.md "Scope import"). */
export function scopeImportRefusal(error: unknown): ScopeImportRefusal {
  const { rows, ...text } = sheetRefusal(error, SCOPE_SHEET);
  return { ...text, ...rows };
}

/**
 * The scope import's two calls: `check` sends the file to the preview, which stores nothing; `confirm` imports the
 * previewed file all or nothing, toasts, reloads the users list and calls `onImported`; `cancel` drops the preview.
 * An answer that comes after a newer call or a cancel is dropped.
 */
export function useScopeImport(onImported: () => void) {
  const { mutateAsync: previewAsync } = useRouteMutation('usersScopeImportPreview');
  const { mutateAsync: importAsync } = useRouteMutation('usersScopeImport', { invalidates: USER_LISTS });
  const notify = useNotify();
  const upload = useCheckedUpload<ScopeImportPreview, ScopeImportRefusal, { mode: ScopeImportMode }>({
    preview: useCallback(
      (file: File, { mode }: { mode: ScopeImportMode }) => previewAsync({ query: { mode }, body: { file } }),
      [previewAsync],
    ),
    store: useCallback(
      (file: File, { mode }: { mode: ScopeImportMode }) => importAsync({ query: { mode }, body: { file } }),
      [importAsync],
    ),
    refusalOf: scopeImportRefusal,
    // the popup closes on a stored file: it keeps its preview until then
    settled: useCallback(
      (outcome: 'imported' | 'refused', current: boolean) => {
        if (outcome === 'refused') notify.danger('toast-scope-import-error');
        else {
          notify.success('toast-scope-import-done');
          if (current) onImported();
        }
      },
      [notify, onImported],
    ),
    idleAfterStore: false,
  });
  const { check } = upload;
  return {
    ...upload,
    check: useCallback((file: File, mode: ScopeImportMode) => check(file, { mode }), [check]),
  };
}
