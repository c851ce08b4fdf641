/**
 * @pulzus/admin — the administration screens, one folder per screen. One hand-written barrel,
 * named exports only (style.md §3).
 */
export { AccountFormModal } from './Accounts/AccountFormModal';
export type { AccountFormModalProps } from './Accounts/AccountFormModal';
export { AccountsScreen } from './Accounts/AccountsScreen';
export { AuditLogScreen } from './AuditLog/AuditLogScreen';
export { SsoSettingsScreen } from './Sso/SsoSettingsScreen';
export type { AuditLogScreenProps } from './AuditLog/AuditLogScreen';
export { CollectorsScreen } from './Collectors/CollectorsScreen';
export type { CollectorsScreenProps } from './Collectors/CollectorsScreen';
export { DataImportScreen } from './DataImport/DataImportScreen';
export type { DataImportScreenProps } from './DataImport/DataImportScreen';
export { DemographiesScreen } from './Demographies/DemographiesScreen';
export type { DemographiesScreenProps } from './Demographies/DemographiesScreen';
export type { DocumentDownloader, FileIconComponent } from './Documents/DocumentsTable';
export { DocumentsScreen } from './Documents/DocumentsScreen';
export type { DocumentsScreenProps } from './Documents/DocumentsScreen';
export { EMAIL_BODY_ROWS, EmailTemplateForm } from './EmailTemplates/EmailTemplateForm';
export type { EmailTemplateFormProps } from './EmailTemplates/EmailTemplateForm';
export { EmailTemplatesScreen } from './EmailTemplates/EmailTemplatesScreen';
export { EmbedKeysScreen } from './EmbedKeys/EmbedKeysScreen';
export type { EmbedKeysScreenProps } from './EmbedKeys/EmbedKeysScreen';
export { GraphSettingsScreen } from './GraphSettings/GraphSettingsScreen';
export type { GraphSettingsScreenProps } from './GraphSettings/GraphSettingsScreen';
export { OAuthReturnScreen } from './OAuthReturn/OAuthReturnScreen';
export type { OAuthReturnScreenProps } from './OAuthReturn/OAuthReturnScreen';
export { QuestionsScreen } from './Questions/QuestionsScreen';
export type { QuestionsScreenProps, QuestionsTab } from './Questions/QuestionsScreen';
export { respondentCount, surveyDateDeleteActions } from './SurveyDates/survey-date-rules';
export type { ActionState } from './SurveyDates/survey-date-rules';
export { SurveyDateAddModal } from './SurveyDates/SurveyDateAddModal';
export type { SurveyDateAddModalProps } from './SurveyDates/SurveyDateAddModal';
export { SurveyDatesScreen } from './SurveyDates/SurveyDatesScreen';
export type { SurveyDatesScreenProps } from './SurveyDates/SurveyDatesScreen';
export { TranslationsScreen } from './Translations/TranslationsScreen';
export type { TranslationsScreenProps } from './Translations/TranslationsScreen';
export { SetPasswordModal } from './Users/SetPasswordModal';
export type { SetPasswordModalProps } from './Users/SetPasswordModal';
export { UserFormModal } from './Users/UserFormModal';
export type { UserFormModalProps } from './Users/UserFormModal';
export { userRowActions } from './Users/user-row-rules';
export type { UserRowActions } from './Users/user-row-rules';
export { UsersScreen } from './Users/UsersScreen';
export type { UsersScreenProps } from './Users/UsersScreen';
export { WorkerGroupFormModal } from './WorkerGroups/WorkerGroupFormModal';
export type { WorkerGroupFormModalProps } from './WorkerGroups/WorkerGroupFormModal';
export { WorkerGroupsScreen } from './WorkerGroups/WorkerGroupsScreen';
