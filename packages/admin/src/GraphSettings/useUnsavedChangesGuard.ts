import { useEffect } from 'react';

/**
 * While `dirty`, the browser asks before the page is closed or reloaded, and `onDirtyChange` tells
 * the host (for its own in-app navigation guard) whenever `dirty` changes, and false on unmount.
 */
export function useUnsavedChangesGuard(dirty: boolean, onDirtyChange?: (dirty: boolean) => void): void {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the prompt only when a return value is set
      event.returnValue = '';
    };
    globalThis.addEventListener('beforeunload', onBeforeUnload);
    return () => globalThis.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);

  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
}
