import { useCallback, useEffect, useRef } from 'react';

/**
 * Keeps keyboard focus on a move button after its row moved: a moved row's DOM node is re-inserted
 * (a wrap-around move always re-inserts it), which drops the focus in Chromium. `request(key)`
 * names the button (its `data-focus-key`) to focus once it is rendered and enabled again.
 */
export function useFocusAfterMove<E extends HTMLElement>() {
  const containerRef = useRef<E>(null);
  const pending = useRef<string | null>(null);
  // after every render: the rows may arrive later (a reload), so try until the button is there
  useEffect(() => {
    const key = pending.current;
    if (key === null) return;
    const target = containerRef.current?.querySelector<HTMLButtonElement>(
      `[data-focus-key="${CSS.escape(key)}"]`,
    );
    if (target && !target.disabled) {
      target.focus();
      pending.current = null;
    }
  });
  const request = useCallback((key: string) => {
    pending.current = key;
  }, []);
  return { containerRef, request };
}
