import { useEffect } from 'react';
import type { Preloadable } from './lazy-page';

/** How long a busy browser may put the preload off, ms. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Loads the chunks of the screens a visitor is likely to open next once the browser is idle (the
 * screen shown is drawn and answers input first), so that opening them needs no request. Renders
 * nothing.
 */
export function PreloadOnIdle({ screens }: { screens: readonly Preloadable[] }) {
  useEffect(() => {
    const start = () => {
      for (const screen of screens) void screen.preload().catch(() => undefined);
    };
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    // Safari before 18.4 has no requestIdleCallback
    const id = window.setTimeout(start, 200);
    return () => window.clearTimeout(id);
  }, [screens]);
  return null;
}
