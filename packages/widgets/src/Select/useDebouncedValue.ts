import { useEffect, useState } from 'react';

/** The value as it was `delayMs` after its last change (search and question-filter debounces, spec 2 §4, §9). */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
