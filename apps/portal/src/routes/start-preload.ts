import { firstScreenOrTimeout, preloadFirstScreen } from './boot-preload';

// Imported first by main.tsx: ES modules run in import order, so this starts the first screen's
// chunks before React DOM and the app shell have even been initialised.
/** Resolves when the first screen can be drawn without its loading state (or after a short wait). */
export const firstScreen: Promise<void> = firstScreenOrTimeout(preloadFirstScreen(window.location.pathname));
