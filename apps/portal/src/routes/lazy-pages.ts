import { lazyPage } from './lazy-page';

// Each page is its own chunk (docs/architecture.md "Portal delivery"); the pages use named exports.
// The login screen is not here: PortalRoutes imports it, so a cold load of /login needs no second
// round of requests. This module imports no screen, so boot-preload.ts can start their loads
// before the rest of the entry runs.

/** The forgotten-password page chunk. */
export const ForgottenPasswordPage = lazyPage(() =>
  import('../pages/password/ForgottenPasswordPage').then((m) => m.ForgottenPasswordPage),
);
/** The first-time password page chunk. */
export const NewPasswordPage = lazyPage(() =>
  import('../pages/password/NewPasswordPage').then((m) => m.NewPasswordPage),
);
/** The company sign-in's return page chunk (docs/sso.md). */
export const SsoCallbackPage = lazyPage(() =>
  import('../pages/sso/SsoCallbackPage').then((m) => m.SsoCallbackPage),
);
/** The logged-in layout chunk. */
export const Layout = lazyPage(() => import('../layout/Layout').then((m) => m.Layout));
/** The welcome page chunk. */
export const WelcomePage = lazyPage(() => import('../pages/welcome/WelcomePage').then((m) => m.WelcomePage));
/** The change-password page chunk. */
export const ChangePasswordPage = lazyPage(() =>
  import('../pages/change-password/ChangePasswordPage').then((m) => m.ChangePasswordPage),
);
/** The explanations page chunk. */
export const ExplanationsPage = lazyPage(() =>
  import('../pages/explanations/ExplanationsPage').then((m) => m.ExplanationsPage),
);
/** The /graph/{slug} page chunk (spec 2 §2). */
export const GraphPage = lazyPage(() => import('../pages/graph/GraphPage').then((m) => m.GraphPage));
/** The participation-rate page chunk (spec 2 §2). */
export const ParticipationPage = lazyPage(() =>
  import('../pages/participation/ParticipationPage').then((m) => m.ParticipationPage),
);
/** The comments view chunk (docs/comments.md "The comments view"). */
export const CommentsPage = lazyPage(() =>
  import('../pages/comments/CommentsPage').then((m) => m.CommentsPage),
);
/** The documents page chunk (spec 2 §2). */
export const DocumentsPage = lazyPage(() =>
  import('../pages/documents/DocumentsPage').then((m) => m.DocumentsPage),
);

const adminPages = () => import('../pages/admin/AdminPages');
/** The admin accounts chunk (spec 1 §2). */
export const AdminAccountsPage = lazyPage(() => adminPages().then((m) => m.AdminAccountsPage));
/** The admin administrators chunk. */
export const AdminAdminsPage = lazyPage(() => adminPages().then((m) => m.AdminAdminsPage));
/** The admin users chunk. */
export const AdminUsersPage = lazyPage(() => adminPages().then((m) => m.AdminUsersPage));
/** The admin worker groups chunk. */
export const AdminWorkerGroupsPage = lazyPage(() => adminPages().then((m) => m.AdminWorkerGroupsPage));
/** The admin survey dates chunk. */
export const AdminSurveyDatesPage = lazyPage(() => adminPages().then((m) => m.AdminSurveyDatesPage));
/** The sharing screen of a survey date (in the admin chunk). */
export const AdminSurveyDateSharesPage = lazyPage(() =>
  adminPages().then((m) => m.AdminSurveyDateSharesPage),
);
/** The admin e-mail templates chunk. */
export const AdminEmailTemplatesPage = lazyPage(() => adminPages().then((m) => m.AdminEmailTemplatesPage));
/** The admin translations chunk. */
export const AdminTranslationsPage = lazyPage(() => adminPages().then((m) => m.AdminTranslationsPage));
/** The admin demographies chunk (spec 2 §2). */
export const AdminDemographiesPage = lazyPage(() => adminPages().then((m) => m.AdminDemographiesPage));
/** The admin collectors chunk (spec 2 §2). */
export const AdminCollectorsPage = lazyPage(() => adminPages().then((m) => m.AdminCollectorsPage));
/** The admin questions chunk (spec 2 §2). */
export const AdminQuestionsPage = lazyPage(() => adminPages().then((m) => m.AdminQuestionsPage));
/** The admin graph settings chunk (spec 2 §2). */
export const AdminGraphSettingsPage = lazyPage(() => adminPages().then((m) => m.AdminGraphSettingsPage));
/** The admin documents chunk (spec 2 §2). */
export const AdminDocumentsPage = lazyPage(() => adminPages().then((m) => m.AdminDocumentsPage));
/** The admin data-import chunk (spec 2 §2). */
export const AdminDataImportPage = lazyPage(() => adminPages().then((m) => m.AdminDataImportPage));
/** The provider connect return chunk, /oauth (spec 2 §2). */
export const OAuthReturnPage = lazyPage(() => adminPages().then((m) => m.OAuthReturnPage));
/** The admin embed-keys chunk (intranet embedding, docs/embedding.md). */
export const AdminEmbedKeysPage = lazyPage(() => adminPages().then((m) => m.AdminEmbedKeysPage));
/** The admin comment settings chunk (docs/privacy.md "Comments"). */
export const AdminCommentSettingsPage = lazyPage(() => adminPages().then((m) => m.AdminCommentSettingsPage));
/** The admin audit log chunk. */
export const AdminAuditLogPage = lazyPage(() => adminPages().then((m) => m.AdminAuditLogPage));
/** The admin single sign-on chunk (docs/sso.md). */
export const AdminSsoPage = lazyPage(() => adminPages().then((m) => m.AdminSsoPage));
