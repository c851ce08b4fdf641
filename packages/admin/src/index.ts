/**
 * @pulzus/admin — the administration screens, one folder per screen. One hand-written barrel,
 * named exports only (style.md §3).
 */
export { AccountFormModal, type AccountFormModalProps } from './Accounts/AccountFormModal';
export { AccountsScreen } from './Accounts/AccountsScreen';
export { AuditLogScreen, type AuditLogScreenProps } from './AuditLog/AuditLogScreen';
export { SsoSettingsScreen } from './Sso/SsoSettingsScreen';
export { CollectorsScreen, type CollectorsScreenProps } from './Collectors/CollectorsScreen';
export { CommentSettingsScreen } from './CommentSettings/CommentSettingsScreen';
export { DataImportScreen, type DataImportScreenProps } from './DataImport/DataImportScreen';
export { DemographiesScreen, type DemographiesScreenProps } from './Demographies/DemographiesScreen';
export type { DocumentDownloader, FileIconComponent } from './Documents/DocumentsTable';
export { DocumentsScreen, type DocumentsScreenProps } from './Documents/DocumentsScreen';
export {
  EMAIL_BODY_ROWS,
  EmailTemplateForm,
  type EmailTemplateFormProps,
} from './EmailTemplates/EmailTemplateForm';
export { EmailTemplatesScreen } from './EmailTemplates/EmailTemplatesScreen';
export { EmbedKeysScreen, type EmbedKeysScreenProps } from './EmbedKeys/EmbedKeysScreen';
export { GraphSettingsScreen, type GraphSettingsScreenProps } from './GraphSettings/GraphSettingsScreen';
export { OAuthReturnScreen, type OAuthReturnScreenProps } from './OAuthReturn/OAuthReturnScreen';
export { QuestionsScreen, type QuestionsScreenProps, type QuestionsTab } from './Questions/QuestionsScreen';
export { respondentCount, surveyDateDeleteActions, type ActionState } from './SurveyDates/survey-date-rules';
export { SurveyDateAddModal, type SurveyDateAddModalProps } from './SurveyDates/SurveyDateAddModal';
export { SurveyDatesScreen, type SurveyDatesScreenProps } from './SurveyDates/SurveyDatesScreen';
export { SurveyDateSharesScreen, type SurveyDateSharesScreenProps } from './Shares/SurveyDateSharesScreen';
export { TranslationsScreen, type TranslationsScreenProps } from './Translations/TranslationsScreen';
export { SetPasswordModal, type SetPasswordModalProps } from './Users/SetPasswordModal';
export { UserFormModal, type UserFormModalProps } from './Users/UserFormModal';
export { userRowActions, type UserRowActions } from './Users/user-row-rules';
export { UsersScreen, type UsersScreenProps } from './Users/UsersScreen';
export { WorkerGroupFormModal, type WorkerGroupFormModalProps } from './WorkerGroups/WorkerGroupFormModal';
export { WorkerGroupsScreen } from './WorkerGroups/WorkerGroupsScreen';
