/** The path of the system Chromium, or null when none is installed. */
export function findChromium(): string | null;
/** Launch flags that keep headless Chromium off this machine's closed network. */
export const CHROMIUM_ARGS: string[];
/** Explains a missing browser; returns false to skip, or exits under CI=true. */
export function requireChromiumOrSkip(suite: string): boolean;
