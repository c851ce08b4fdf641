import {
  AccountsScreen,
  AuditLogScreen,
  CollectorsScreen,
  DataImportScreen,
  DemographiesScreen,
  DocumentsScreen,
  EmailTemplatesScreen,
  EmbedKeysScreen,
  GraphSettingsScreen,
  OAuthReturnScreen,
  QuestionsScreen,
  SurveyDatesScreen,
  TranslationsScreen,
  UsersScreen,
  WorkerGroupsScreen,
} from '@pulzus/admin';

<AccountsScreen />; // accounts (tenants) and their settings
<UsersScreen admin={false} onLoggedInAs={() => navigate('/')} />; // users; `admin` lists administrators
<WorkerGroupsScreen />;
<SurveyDatesScreen />;
<DemographiesScreen linkComponent={RouterLink} newQueryHref="/" />; // with the graph sidebar's links
<CollectorsScreen linkComponent={RouterLink} newQueryHref="/" />;
<QuestionsScreen linkComponent={RouterLink} newQueryHref="/" />;
<GraphSettingsScreen onDirtyChange={(dirty) => setBlockNavigation(dirty)} />;
<DocumentsScreen linkComponent={RouterLink} newQueryHref="/" />;
<DataImportScreen />; // provider connect, import jobs, manual import
<OAuthReturnScreen code={params.get('code')} state={params.get('state')} navigate={navigate} />; // the provider's redirect target
<EmailTemplatesScreen />;
<TranslationsScreen />;
<EmbedKeysScreen />; // keys for the <pulzus-graph> element
<AuditLogScreen />;

// ── not shown in README.md: the values the app around the example has
import type { ComponentProps } from 'react';
declare function navigate(to: string): void;
declare const RouterLink: NonNullable<ComponentProps<typeof DemographiesScreen>['linkComponent']>;
declare function setBlockNavigation(dirty: boolean): void;
declare const params: URLSearchParams;
