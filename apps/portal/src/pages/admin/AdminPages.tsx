import {
  AccountsScreen,
  AuditLogScreen,
  CommentSettingsScreen,
  CollectorsScreen,
  DataImportScreen,
  DemographiesScreen,
  DocumentsScreen,
  EmailTemplatesScreen,
  EmbedKeysScreen,
  SsoSettingsScreen,
  GraphSettingsScreen,
  OAuthReturnScreen,
  QuestionsScreen,
  SurveyDatesScreen,
  SurveyDateSharesScreen,
  TranslationsScreen,
  UsersScreen,
  WorkerGroupsScreen,
} from '@pulzus/admin';
import { useT } from '@pulzus/widgets';
import { generatePath, Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { PATHS } from '../../routes/paths';

// The admin screens of @pulzus/admin mounted under /admin/... (spec 1 §2); one lazy chunk for all.

/** /admin/accounts. */
export function AdminAccountsPage() {
  return <AccountsScreen />;
}

/** The users screen with the admin flag; logging in as someone goes to /welcome (spec 1 §2). */
function UsersPage({ admin }: { admin: boolean }) {
  const navigate = useNavigate();
  return <UsersScreen admin={admin} onLoggedInAs={() => navigate(PATHS.welcome, { replace: true })} />;
}

/** /admin/admins: the users screen with the admin flag true. */
export function AdminAdminsPage() {
  return <UsersPage admin />;
}

/** /admin/users: the users screen with the admin flag false. */
export function AdminUsersPage() {
  return <UsersPage admin={false} />;
}

/** /admin/worker-groups. */
export function AdminWorkerGroupsPage() {
  return <WorkerGroupsScreen />;
}

/** /admin/survey-dates; a published date's share action opens its sharing screen. */
export function AdminSurveyDatesPage() {
  const navigate = useNavigate();
  return (
    <SurveyDatesScreen
      onShare={(date) => navigate(generatePath(PATHS.adminSurveyDateShares, { id: String(date.id) }))}
    />
  );
}

/** /admin/survey-dates/:id/shares: sharing a published date with scoped users, with a link back to the dates. */
export function AdminSurveyDateSharesPage() {
  const { t } = useT();
  const { id } = useParams();
  return (
    <SurveyDateSharesScreen
      key={id}
      surveyDateId={Number(id)}
      back={<Link to={PATHS.adminSurveyDates}>{t('admin-shares-back')}</Link>}
    />
  );
}

/** /admin/email-templates. */
export function AdminEmailTemplatesPage() {
  return <EmailTemplatesScreen />;
}

/** /admin/translations. */
export function AdminTranslationsPage() {
  return <TranslationsScreen />;
}

/** /admin/demographies (spec 2 §2). */
export function AdminDemographiesPage() {
  return <DemographiesScreen />;
}

/** /admin/collectors (spec 2 §2). */
export function AdminCollectorsPage() {
  return <CollectorsScreen />;
}

/** /admin/questions (spec 2 §2). */
export function AdminQuestionsPage() {
  return <QuestionsScreen />;
}

/** /admin/graph-settings (spec 2 §2); closing or reloading the page with unsaved changes asks first. */
export function AdminGraphSettingsPage() {
  return <GraphSettingsScreen />;
}

/** /admin/documents (spec 2 §2). */
export function AdminDocumentsPage() {
  return <DocumentsScreen />;
}

/** /admin/data-import (spec 2 §2). */
export function AdminDataImportPage() {
  return <DataImportScreen />;
}

/** /oauth, the provider connect return (spec 2 §2): code and state from the query. */
export function OAuthReturnPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  return (
    <OAuthReturnScreen
      code={searchParams.get('code')}
      state={searchParams.get('state')}
      navigate={(to) => navigate(to, { replace: true })}
    />
  );
}

/** /admin/embed-keys: the keys that let an intranet page show graphs (docs/embedding.md). */
export function AdminEmbedKeysPage() {
  return <EmbedKeysScreen />;
}

/** /admin/comment-settings: the account's comment threshold and masked names (docs/privacy.md "Comments"). */
export function AdminCommentSettingsPage() {
  return <CommentSettingsScreen />;
}

/** /admin/audit-log: who did what and when in the session account (docs/security.md "Audit log"). */
export function AdminAuditLogPage() {
  return <AuditLogScreen />;
}

/** /admin/sso: the session account's single sign-on through its identity provider (docs/sso.md). */
export function AdminSsoPage() {
  return <SsoSettingsScreen />;
}
