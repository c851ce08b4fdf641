import { useCallback, useRef, useState } from 'react';

/**
 * Where an upload that is checked before it is stored stands (the manual import, the scope import; docs/import.md):
 * nothing sent yet; the file being checked; its preview, also while it is being stored; or a refused check or store.
 * `Extra` is what the admin chose beside the file (the scope import's mode), kept with the preview.
 */
export type CheckedUploadStep<Preview, Refusal, Extra extends object = object> =
  | { readonly step: 'idle' }
  | { readonly step: 'checking' }
  | {
      readonly step: 'preview' | 'importing';
      readonly file: File;
      readonly extra: Extra;
      readonly preview: Preview;
    }
  | { readonly step: 'refused'; readonly refusal: Refusal };

export interface CheckedUploadCalls<Preview, Refusal, Extra extends object> {
  /** The preview call: checks the file, stores nothing. */
  readonly preview: (file: File, extra: Extra) => Promise<Preview>;
  /** The store call, all or nothing. */
  readonly store: (file: File, extra: Extra) => Promise<unknown>;
  /** What a refused call shows. */
  readonly refusalOf: (error: unknown) => Refusal;
  /** After a store, good or refused; `current` is false when a newer call or a cancel came meanwhile. */
  readonly settled: (outcome: 'imported' | 'refused', current: boolean) => void;
  /** Whether a stored file takes the upload back to its start (a form that stays) or leaves it (a popup that closes). */
  readonly idleAfterStore: boolean;
}

/**
 * The two calls of a checked upload: `check` sends the file to the preview; `confirm` stores the previewed file;
 * `cancel` drops the preview. An answer that comes after a newer call or a cancel changes nothing (`stale`), so a
 * slow preview of an earlier file never replaces the preview of the file chosen after it.
 */
export function useCheckedUpload<Preview, Refusal, Extra extends object = object>(
  calls: CheckedUploadCalls<Preview, Refusal, Extra>,
) {
  const { preview, store, refusalOf, settled, idleAfterStore } = calls;
  const [state, setState] = useState<CheckedUploadStep<Preview, Refusal, Extra>>({ step: 'idle' });
  const run = useRef(0);

  const check = useCallback(
    async (file: File, extra: Extra): Promise<'preview' | 'refused' | 'stale'> => {
      const id = ++run.current;
      setState({ step: 'checking' });
      try {
        const answer = await preview(file, extra);
        if (id !== run.current) return 'stale';
        setState({ step: 'preview', file, extra, preview: answer });
        return 'preview';
      } catch (error) {
        if (id !== run.current) return 'stale';
        setState({ step: 'refused', refusal: refusalOf(error) });
        return 'refused';
      }
    },
    [preview, refusalOf],
  );

  const confirm = useCallback(async (): Promise<'imported' | 'refused' | 'stale'> => {
    if (state.step !== 'preview') return 'stale';
    const id = ++run.current;
    setState({ ...state, step: 'importing' });
    let outcome: 'imported' | 'refused' = 'imported';
    try {
      await store(state.file, state.extra);
      if (idleAfterStore && id === run.current) setState({ step: 'idle' });
    } catch (error) {
      outcome = 'refused';
      if (id === run.current) setState({ step: 'refused', refusal: refusalOf(error) });
    }
    settled(outcome, id === run.current);
    return id === run.current ? outcome : 'stale';
  }, [idleAfterStore, refusalOf, settled, state, store]);

  const cancel = useCallback(() => {
    run.current += 1;
    setState({ step: 'idle' });
  }, []);

  return { state, check, confirm, cancel };
}
