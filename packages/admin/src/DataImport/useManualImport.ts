import {
  isApiError,
  type ManualImportErrorMessage,
  type ManualImportPreview,
  type MessageKey,
  summarizeManualImportErrors,
  zManualImportErrorDetails,
} from '@pulzus/core';
import { errorKey, useRouteMutation } from '@pulzus/widgets';
import { useCallback, useRef, useState } from 'react';
import { useNotify } from '../shared/useNotify';

/** What a refused call shows: the code's text and, for bad rows, at most five rows then "and N more". */
export interface ManualImportRefusal {
  readonly key: MessageKey;
  /** The values the text names, such as the missing column. */
  readonly values?: Readonly<Record<string, string>>;
  readonly rows: readonly ManualImportErrorMessage[];
}

/**
 * Where the manual upload stands: nothing sent yet; the file being checked; its preview (while it
 * is being imported too); or a refused check or import.
 */
export type ManualImportStep =
  | { readonly step: 'idle' }
  | { readonly step: 'checking' }
  | {
      readonly step: 'preview' | 'importing';
      readonly file: File;
      readonly preview: ManualImportPreview;
    }
  | { readonly step: 'refused'; readonly refusal: ManualImportRefusal };

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
  const preview = useRouteMutation('dataImportManualPreview');
  // the import shows in the progress view either way: `onImported` reloads it, good or refused
  const manualImport = useRouteMutation('dataImportManual');
  const { mutateAsync: previewAsync } = preview;
  const { mutateAsync: importAsync } = manualImport;
  const notify = useNotify();
  const [state, setState] = useState<ManualImportStep>({ step: 'idle' });
  const run = useRef(0);

  const check = useCallback(
    async (file: File): Promise<'preview' | 'refused' | 'stale'> => {
      const id = ++run.current;
      setState({ step: 'checking' });
      try {
        const answer = await previewAsync({ body: { file } });
        if (id !== run.current) return 'stale';
        setState({ step: 'preview', file, preview: answer });
        return 'preview';
      } catch (error) {
        if (id !== run.current) return 'stale';
        setState({ step: 'refused', refusal: refusalOf(error) });
        return 'refused';
      }
    },
    [previewAsync],
  );

  const confirm = useCallback(async (): Promise<'imported' | 'refused' | 'stale'> => {
    if (state.step !== 'preview') return 'stale';
    const id = ++run.current;
    setState({ ...state, step: 'importing' });
    let outcome: 'imported' | 'refused' = 'imported';
    try {
      await importAsync({ body: { file: state.file } });
      notify.success('admin-data-import-manual-success');
      if (id === run.current) setState({ step: 'idle' });
    } catch (error) {
      outcome = 'refused';
      if (id === run.current) setState({ step: 'refused', refusal: refusalOf(error) });
    }
    onImported();
    return id === run.current ? outcome : 'stale';
  }, [importAsync, notify, onImported, state]);

  const cancel = useCallback(() => {
    run.current += 1;
    setState({ step: 'idle' });
  }, []);

  return { state, check, confirm, cancel };
}
