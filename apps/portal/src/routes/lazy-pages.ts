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
/** The /graph/{slug} page chunk (spec 2 §2). */
export const GraphPage = lazy(() =>
  import('../pages/graph/GraphPage').then((m) => ({ default: m.GraphPage })),
);
/** The participation-rate page chunk (spec 2 §2). */
export const ParticipationPage = lazy(() =>
  import('../pages/participation/ParticipationPage').then((m) => ({ default: m.ParticipationPage })),
);
/** The documents page chunk (spec 2 §2). */
export const DocumentsPage = lazy(() =>
  import('../pages/documents/DocumentsPage').then((m) => ({ default: m.DocumentsPage })),
);

const adminPages = () => import('../pages/admin/AdminPages');
/** The admin accounts chunk (spec 1 §2). */
export const AdminAccountsPage = lazy(() => adminPages().then((m) => ({ default: m.AdminAccountsPage })));
/** The admin administrators chunk. */
export const AdminAdminsPage = lazy(() => adminPages().then((m) => ({ default: m.AdminAdminsPage })));
/** The admin users chunk. */
export const AdminUsersPage = lazy(() => adminPages().then((m) => ({ default: m.AdminUsersPage })));
/** The admin worker groups chunk. */
export const AdminWorkerGroupsPage = lazy(() =>
  adminPages().then((m) => ({ default: m.AdminWorkerGroupsPage })),
);
/** The admin survey dates chunk. */
export const AdminSurveyDatesPage = lazy(() =>
  adminPages().then((m) => ({ default: m.AdminSurveyDatesPage })),
);
/** The admin e-mail templates chunk. */
export const AdminEmailTemplatesPage = lazy(() =>
  adminPages().then((m) => ({ default: m.AdminEmailTemplatesPage })),
);
/** The admin translations chunk. */
export const AdminTranslationsPage = lazy(() =>
  adminPages().then((m) => ({ default: m.AdminTranslationsPage })),
);
/** The admin demographies chunk (spec 2 §2). */
export const AdminDemographiesPage = lazy(() =>
  adminPages().then((m) => ({ default: m.AdminDemographiesPage })),
);
/** The admin collectors chunk (spec 2 §2). */
export const AdminCollectorsPage = lazy(() => adminPages().then((m) => ({ default: m.AdminCollectorsPage })));
/** The admin questions chunk (spec 2 §2). */
export const AdminQuestionsPage = lazy(() => adminPages().then((m) => ({ default: m.AdminQuestionsPage })));
/** The admin graph settings chunk (spec 2 §2). */
export const AdminGraphSettingsPage = lazy(() =>
  adminPages().then((m) => ({ default: m.AdminGraphSettingsPage })),
);
/** The admin documents chunk (spec 2 §2). */
export const AdminDocumentsPage = lazy(() => adminPages().then((m) => ({ default: m.AdminDocumentsPage })));
/** The admin data-import chunk (spec 2 §2). */
export const AdminDataImportPage = lazy(() => adminPages().then((m) => ({ default: m.AdminDataImportPage })));
/** The provider connect return chunk, /oauth (spec 2 §2). */
export const OAuthReturnPage = lazy(() => adminPages().then((m) => ({ default: m.OAuthReturnPage })));
/** The admin embed-keys chunk (issue #7: intranet embedding). */
export const AdminEmbedKeysPage = lazy(() => adminPages().then((m) => ({ default: m.AdminEmbedKeysPage })));
/** The admin audit log chunk. */
export const AdminAuditLogPage = lazy(() => adminPages().then((m) => ({ default: m.AdminAuditLogPage })));
