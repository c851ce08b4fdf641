import {
  AccountsScreen,
  AuditLogScreen,
  CollectorsScreen,
  CommentSettingsScreen,
  DataImportScreen,
  DemographiesScreen,
  DocumentsScreen,
  EmailTemplatesScreen,
  EmbedKeysScreen,
  GraphSettingsScreen,
  OAuthReturnScreen,
  QuestionsScreen,
  SurveyDateSharesScreen,
  SurveyDatesScreen,
  TranslationsScreen,
  UsersScreen,
  WorkerGroupsScreen,
} from '@pulzus/admin';

// every screen is a component of its own: an app puts each on a route of its own
export const screens = () => ({
  accounts: <AccountsScreen />, // accounts (tenants) and their settings
  users: <UsersScreen admin={false} onLoggedInAs={() => navigate('/')} />, // users; `admin` lists administrators
  workerGroups: <WorkerGroupsScreen />,
  surveyDates: <SurveyDatesScreen onShare={(date) => navigate(`/survey-dates/${date.id}/shares`)} />,
  // sharing a published date with the account's scoped users, and each recipient's status
  surveyDateShares: <SurveyDateSharesScreen surveyDateId={Number(params.get('id'))} />,
  demographies: <DemographiesScreen linkComponent={RouterLink} newQueryHref="/" />, // with the graph sidebar's links
  collectors: <CollectorsScreen linkComponent={RouterLink} newQueryHref="/" />,
  questions: <QuestionsScreen linkComponent={RouterLink} newQueryHref="/" />,
  graphSettings: <GraphSettingsScreen onDirtyChange={(dirty) => setBlockNavigation(dirty)} />,
  documents: <DocumentsScreen linkComponent={RouterLink} newQueryHref="/" />,
  dataImport: <DataImportScreen />, // provider connect, import jobs, manual import
  oauthReturn: (
    <OAuthReturnScreen code={params.get('code')} state={params.get('state')} navigate={navigate} />
  ), // the provider's redirect target
  emailTemplates: <EmailTemplatesScreen />,
  translations: <TranslationsScreen />,
  embedKeys: <EmbedKeysScreen />, // keys for the <pulzus-graph> element
  commentSettings: <CommentSettingsScreen />, // the comment threshold and the names masked in comments
  auditLog: <AuditLogScreen />,
});

// ── not shown in README.md: the values the app around the example has (a router's, here plain ones)
import type { ComponentProps } from 'react';
function navigate(to: string): void {
  window.history.pushState(null, '', to);
}
const RouterLink: NonNullable<ComponentProps<typeof DemographiesScreen>['linkComponent']> = ({
  href,
  ...props
}) => <a href={href} {...props} />;
function setBlockNavigation(_dirty: boolean): void {}
const params = new URLSearchParams(window.location.search);
