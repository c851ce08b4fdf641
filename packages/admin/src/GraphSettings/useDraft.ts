import { useCallback, useState } from 'react';
import { sameDraft } from './graph-settings-draft';

interface DraftState<T> {
  readonly key: string;
  /** The loaded value the draft was last taken from. */
  readonly source: T;
  /** The value the edits are compared with: the loaded or the last saved one. */
  readonly baseline: T;
  readonly draft: T;
}

/** An edited copy of loaded data: its value, whether it differs from what is stored, and its actions. */
export interface Draft<T> {
  /** The edited value, or undefined until the data for `key` is loaded. */
  readonly value: T | undefined;
  /** Whether the value differs from the loaded or last saved one. */
  readonly dirty: boolean;
  /** Replaces the value (an edit). */
  update(next: (value: T) => T): void;
  /** Drops the edits. */
  discard(): void;
  /** Records `saved` as stored, so only later edits count as unsaved. */
  markSaved(saved: T): void;
}

/**
 * Keeps an edited copy of `source`, the data loaded for `key` (a survey date, or one value for
 * account-wide data). A new `key` starts from its own data; fresh data for the same key (a reload
 * after a save) replaces the copy only while it has no unsaved edits, so a reload never drops work.
 */
export function useDraft<T>(source: T | undefined, key: string): Draft<T> {
  const [state, setState] = useState<DraftState<T> | null>(null);
  let current = state;
  const adopt =
    source !== undefined &&
    (current === null ||
      current.key !== key ||
      (current.source !== source && sameDraft(current.draft, current.baseline)));
  if (adopt) {
    current = { key, source, baseline: source, draft: source };
    // adjusting state while rendering, so the first paint already shows the loaded values
    setState(current);
  }
  const active = current !== null && current.key === key ? current : null;

  const update = useCallback(
    (next: (value: T) => T) => setState((s) => (s && s.key === key ? { ...s, draft: next(s.draft) } : s)),
    [key],
  );
  const discard = useCallback(
    () => setState((s) => (s && s.key === key ? { ...s, draft: s.baseline } : s)),
    [key],
  );
  const markSaved = useCallback(
    (saved: T) => setState((s) => (s && s.key === key ? { ...s, baseline: saved } : s)),
    [key],
  );
  return {
    value: active?.draft,
    dirty: active !== null && !sameDraft(active.draft, active.baseline),
    update,
    discard,
    markSaved,
  };
}
