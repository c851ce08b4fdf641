import {
  isApiError,
  type MessageKey,
  type ScopeImportMode,
  type ScopeImportPreview,
  type ScopeImportRowError,
  zScopeImportErrorDetails,
} from '@pulzus/core';
import { errorKey, useRouteMutation } from '@pulzus/widgets';
import { useCallback, useRef, useState } from 'react';
import { useNotify } from '../../shared/useNotify';
import { USER_LISTS } from '../useUserActions';

/** Why a check or import was refused: a text of the catalogue with its values, and the refused cells when there are. */
export interface ScopeImportRefusal {
  readonly key: MessageKey;
  readonly values?: Readonly<Record<string, string>>;
  readonly errors: readonly ScopeImportRowError[];
  readonly errorCount: number;
}

/**
 * Where a scope import stands: nothing sent yet; the file being checked; its preview (while it is being imported
 * too); or a refused check or import.
 */
export type ScopeImportStep =
  | { readonly step: 'idle' }
  | { readonly step: 'checking' }
  | {
      readonly step: 'preview' | 'importing';
      readonly file: File;
      readonly mode: ScopeImportMode;
      readonly preview: ScopeImportPreview;
    }
  | { readonly step: 'refused'; readonly refusal: ScopeImportRefusal };

/** The refusal a failed call shows (docs/api.md "Scope import"). */
export function scopeImportRefusal(error: unknown): ScopeImportRefusal {
  if (isApiError(error) && error.code === 'scope-import-rows-invalid') {
    const details = zScopeImportErrorDetails.safeParse(error.details);
    if (details.success)
      return { key: error.messageKey, errors: details.data.errors, errorCount: details.data.error_count };
  }
  if (isApiError(error) && error.code === 'scope-import-missing-column') {
    const column = (error.details as { column?: unknown } | undefined)?.column;
    return {
      key: 'admin-users-scope-import-missing-column',
      values: { column: typeof column === 'string' ? column : 'e-mail' },
      errors: [],
      errorCount: 0,
    };
  }
  if (isApiError(error) && error.code === 'cant-decode-file')
    return { key: 'admin-users-scope-import-cant-decode', errors: [], errorCount: 0 };
  return { key: errorKey(error), errors: [], errorCount: 0 };
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
  const [state, setState] = useState<ScopeImportStep>({ step: 'idle' });
  const run = useRef(0);

  const check = useCallback(
    async (file: File, mode: ScopeImportMode): Promise<'preview' | 'refused' | 'stale'> => {
      const id = ++run.current;
      setState({ step: 'checking' });
      try {
        const preview = await previewAsync({ query: { mode }, body: { file } });
        if (id !== run.current) return 'stale';
        setState({ step: 'preview', file, mode, preview });
        return 'preview';
      } catch (error) {
        if (id !== run.current) return 'stale';
        setState({ step: 'refused', refusal: scopeImportRefusal(error) });
        return 'refused';
      }
    },
    [previewAsync],
  );

  const confirm = useCallback(async (): Promise<'imported' | 'refused' | 'stale'> => {
    if (state.step !== 'preview') return 'stale';
    const id = ++run.current;
    setState({ ...state, step: 'importing' });
    try {
      await importAsync({ query: { mode: state.mode }, body: { file: state.file } });
      notify.success('toast-scope-import-done');
      if (id === run.current) onImported();
      return id === run.current ? 'imported' : 'stale';
    } catch (error) {
      notify.danger('toast-scope-import-error');
      if (id !== run.current) return 'stale';
      setState({ step: 'refused', refusal: scopeImportRefusal(error) });
      return 'refused';
    }
  }, [importAsync, notify, onImported, state]);

  const cancel = useCallback(() => {
    run.current += 1;
    setState({ step: 'idle' });
  }, []);

  return { state, check, confirm, cancel };
}
