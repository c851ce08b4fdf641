import { matchPath } from 'react-router';
import * as pages from './lazy-pages';
import type { Preloadable } from './lazy-page';
import { PATHS } from './paths';

/** The screens a cold load of a path draws first: the layout and the page for the logged-in pages. */
const FIRST_SCREENS: readonly (readonly [string, readonly Preloadable[]])[] = [
  [PATHS.forgottenPassword, [pages.ForgottenPasswordPage]],
  [PATHS.newPassword, [pages.NewPasswordPage]],
  // the empty path goes to /welcome
  [PATHS.root, [pages.Layout, pages.WelcomePage]],
  [PATHS.welcome, [pages.Layout, pages.WelcomePage]],
  [PATHS.graph, [pages.Layout, pages.GraphPage]],
  [PATHS.participationRate, [pages.Layout, pages.ParticipationPage]],
  [PATHS.documents, [pages.Layout, pages.DocumentsPage]],
  [PATHS.explanations, [pages.Layout, pages.ExplanationsPage]],
  [PATHS.changePassword, [pages.Layout, pages.ChangePasswordPage]],
  // every admin screen is in one chunk
  ['/admin/*', [pages.Layout, pages.AdminAccountsPage]],
  [PATHS.oauth, [pages.Layout, pages.AdminAccountsPage]],
];

/**
 * Starts loading the chunks the screen at `pathname` needs while the rest of the entry still runs,
 * instead of when the router first renders them; resolves when they are there (or failed: the
 * screen's own load tries again). A logged-out visitor of a logged-in page is sent to /login and
 * has loaded the screen that sign-in leads to. /login itself is in the entry.
 */
export function preloadFirstScreen(pathname: string): Promise<void> {
  const screens = FIRST_SCREENS.find(([pattern]) => matchPath(pattern, pathname))?.[1] ?? [];
  return Promise.all(screens.map((screen) => screen.preload().catch(() => undefined))).then(() => undefined);
}

/**
 * How long the first render waits for the first screen's chunks, ms. Drawn before they are there,
 * the screen shows its loading state, and React then holds the screen back for up to 300 ms after
 * that state appeared (its Suspense throttling); a chunk slower than this shows the loading state.
 */
export const FIRST_RENDER_WAIT_MS = 500;

/** Resolves when the first screen's chunks are there, or after {@link FIRST_RENDER_WAIT_MS}. */
export function firstScreenOrTimeout(loading: Promise<void>): Promise<void> {
  return Promise.race([loading, new Promise<void>((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS))]);
}
