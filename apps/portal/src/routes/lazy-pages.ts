import { lazy } from 'react';

// Each page is its own chunk (issue 8: lazy-loaded route chunks); the pages use named exports.

/** The login page chunk. */
export const LoginPage = lazy(() =>
  import('../pages/login/LoginPage').then((m) => ({ default: m.LoginPage })),
);
/** The forgotten-password page chunk. */
export const ForgottenPasswordPage = lazy(() =>
  import('../pages/password/ForgottenPasswordPage').then((m) => ({ default: m.ForgottenPasswordPage })),
);
/** The first-time password page chunk. */
export const NewPasswordPage = lazy(() =>
  import('../pages/password/NewPasswordPage').then((m) => ({ default: m.NewPasswordPage })),
);
/** The logged-in layout chunk. */
export const Layout = lazy(() => import('../layout/Layout').then((m) => ({ default: m.Layout })));
/** The welcome page chunk. */
export const WelcomePage = lazy(() =>
  import('../pages/welcome/WelcomePage').then((m) => ({ default: m.WelcomePage })),
);
/** The change-password page chunk. */
export const ChangePasswordPage = lazy(() =>
  import('../pages/change-password/ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })),
);
/** The explanations page chunk. */
export const ExplanationsPage = lazy(() =>
  import('../pages/explanations/ExplanationsPage').then((m) => ({ default: m.ExplanationsPage })),
);
