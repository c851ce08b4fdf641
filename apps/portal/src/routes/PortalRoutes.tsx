import { Loading } from '@pulzus/widgets';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LoginPage } from '../pages/login/LoginPage';
import { LogoutPage } from '../pages/logout/LogoutPage';
import {
  AdminAccountsPage,
  AdminAdminsPage,
  AdminAuditLogPage,
  AdminSsoPage,
  AdminCollectorsPage,
  AdminDataImportPage,
  AdminDemographiesPage,
  AdminDocumentsPage,
  AdminEmbedKeysPage,
  AdminCommentSettingsPage,
  AdminGraphSettingsPage,
  AdminQuestionsPage,
  AdminEmailTemplatesPage,
  AdminSurveyDatesPage,
  AdminSurveyDateSharesPage,
  AdminTranslationsPage,
  AdminUsersPage,
  AdminWorkerGroupsPage,
  ChangePasswordPage,
  DocumentsPage,
  ExplanationsPage,
  ForgottenPasswordPage,
  GraphPage,
  Layout,
  NewPasswordPage,
  OAuthReturnPage,
  ParticipationPage,
  CommentsPage,
  SsoCallbackPage,
  WelcomePage,
} from './lazy-pages';
import { PATHS } from './paths';
import { PreloadOnIdle } from './PreloadOnIdle';
import { RedirectIfLoggedIn } from './RedirectIfLoggedIn';
import { RequireAdmin } from './RequireAdmin';
import { RequireLogin } from './RequireLogin';

// what a visitor opens next: sign-in leads to /welcome, whose links lead to the graphs
const AFTER_LOGIN = [Layout, WelcomePage];
const AFTER_WELCOME = [GraphPage];

/**
 * The portal's route tree (spec 1 §2): the empty path goes to /welcome; /logout is public; the
 * sign-in pages send a logged-in person to /welcome; the rest sits behind the login guard inside
 * the layout, the /admin/... screens also behind the admin guard. An unknown path goes to /welcome too.
 * The login screen comes with the entry; every other screen is a chunk of its own (lazy-pages.ts),
 * loaded ahead where it is the likely next one.
 */
export function PortalRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<Navigate to={PATHS.welcome} replace />} />
        <Route path={PATHS.logout} element={<LogoutPage />} />
        <Route path={PATHS.ssoCallback} element={<SsoCallbackPage />} />
        <Route element={<RedirectIfLoggedIn />}>
          <Route
            path={PATHS.login}
            element={
              <>
                <LoginPage />
                <PreloadOnIdle screens={AFTER_LOGIN} />
              </>
            }
          />
          <Route path={PATHS.forgottenPassword} element={<ForgottenPasswordPage />} />
          <Route path={PATHS.newPassword} element={<NewPasswordPage />} />
        </Route>
        <Route element={<RequireLogin />}>
          <Route element={<Layout />}>
            <Route
              path={PATHS.welcome}
              element={
                <>
                  <WelcomePage />
                  <PreloadOnIdle screens={AFTER_WELCOME} />
                </>
              }
            />
            <Route path={PATHS.changePassword} element={<ChangePasswordPage />} />
            <Route path={PATHS.explanations} element={<ExplanationsPage />} />
            <Route path={PATHS.documents} element={<DocumentsPage />} />
            <Route path={PATHS.participationRate} element={<ParticipationPage />} />
            <Route path={PATHS.comments} element={<CommentsPage />} />
            <Route path={PATHS.graph} element={<GraphPage />} />
            <Route element={<RequireAdmin />}>
              <Route path={PATHS.adminAccounts} element={<AdminAccountsPage />} />
              <Route path={PATHS.adminAdmins} element={<AdminAdminsPage />} />
              <Route path={PATHS.adminUsers} element={<AdminUsersPage />} />
              <Route path={PATHS.adminWorkerGroups} element={<AdminWorkerGroupsPage />} />
              <Route path={PATHS.adminSurveyDates} element={<AdminSurveyDatesPage />} />
              <Route path={PATHS.adminSurveyDateShares} element={<AdminSurveyDateSharesPage />} />
              <Route path={PATHS.adminEmailTemplates} element={<AdminEmailTemplatesPage />} />
              <Route path={PATHS.adminTranslations} element={<AdminTranslationsPage />} />
              <Route path={PATHS.adminDemographies} element={<AdminDemographiesPage />} />
              <Route path={PATHS.adminCollectors} element={<AdminCollectorsPage />} />
              <Route path={PATHS.adminQuestions} element={<AdminQuestionsPage />} />
              <Route path={PATHS.adminGraphSettings} element={<AdminGraphSettingsPage />} />
              <Route path={PATHS.adminDocuments} element={<AdminDocumentsPage />} />
              <Route path={PATHS.adminDataImport} element={<AdminDataImportPage />} />
              <Route path={PATHS.adminEmbedKeys} element={<AdminEmbedKeysPage />} />
              <Route path={PATHS.adminCommentSettings} element={<AdminCommentSettingsPage />} />
              <Route path={PATHS.adminAuditLog} element={<AdminAuditLogPage />} />
              <Route path={PATHS.adminSso} element={<AdminSsoPage />} />
              <Route path={PATHS.oauth} element={<OAuthReturnPage />} />
            </Route>
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={PATHS.welcome} replace />} />
      </Routes>
    </Suspense>
  );
}
