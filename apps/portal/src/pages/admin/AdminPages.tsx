import {
  AccountsScreen,
  EmailTemplatesScreen,
  SurveyDatesScreen,
  TranslationsScreen,
  UsersScreen,
  WorkerGroupsScreen,
} from '@pulzus/admin';
import { useNavigate } from 'react-router';
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

/** /admin/survey-dates. */
export function AdminSurveyDatesPage() {
  return <SurveyDatesScreen />;
}

/** /admin/email-templates. */
export function AdminEmailTemplatesPage() {
  return <EmailTemplatesScreen />;
}

/** /admin/translations. */
export function AdminTranslationsPage() {
  return <TranslationsScreen />;
}
