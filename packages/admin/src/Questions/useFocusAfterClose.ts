import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Moves the focus to an element once a confirmation dialog is gone: the button that opened it was
 * deleted with its row, and a still-open modal dialog keeps the focus inside itself.
 */
export function useFocusAfterClose<T extends HTMLElement>(): {
  ref: RefObject<T | null>;
  request: () => void;
} {
  const ref = useRef<T>(null);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    if (!requested) return;
    ref.current?.focus();
    setRequested(false);
  }, [requested]);
  return { ref, request: () => setRequested(true) };
}
