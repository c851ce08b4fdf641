import type { AuditAction, AuditSubjectType, DownloadResource, MessageKey } from '@pulzus/core';

/** The catalogue text of each audit action, as the list, its filter and the csv's reader see it. */
export const AUDIT_ACTION_KEYS: Readonly<Record<AuditAction, MessageKey>> = {
  'sign-in': 'audit-action-sign-in',
  'sign-in-failed': 'audit-action-sign-in-failed',
  'login-locked': 'audit-action-login-locked',
  'login-unlocked': 'audit-action-login-unlocked',
  'sign-out': 'audit-action-sign-out',
  'login-as': 'audit-action-login-as',
  'login-as-ended': 'audit-action-login-as-ended',
  'password-changed': 'audit-action-password-changed',
  'password-reset': 'audit-action-password-reset',
  'password-set': 'audit-action-password-set',
  'user-created': 'audit-action-user-created',
  'user-updated': 'audit-action-user-updated',
  'role-changed': 'audit-action-role-changed',
  'scope-changed': 'audit-action-scope-changed',
  'user-enabled': 'audit-action-user-enabled',
  'user-disabled': 'audit-action-user-disabled',
  'user-deleted': 'audit-action-user-deleted',
  'account-created': 'audit-action-account-created',
  'account-updated': 'audit-action-account-updated',
  'account-enabled': 'audit-action-account-enabled',
  'account-disabled': 'audit-action-account-disabled',
  download: 'audit-action-download',
  'embed-key-created': 'audit-action-embed-key-created',
  'embed-key-updated': 'audit-action-embed-key-updated',
  'embed-key-revoked': 'audit-action-embed-key-revoked',
  'embed-secret-rotated': 'audit-action-embed-secret-rotated',
  'language-changed': 'audit-action-language-changed',
  'report-requested': 'audit-action-report-requested',
  'sso-sign-in-failed': 'audit-action-sso-sign-in-failed',
  'sso-sign-out-failed': 'audit-action-sso-sign-out-failed',
  'sso-settings-updated': 'audit-action-sso-settings-updated',
  'comment-hidden': 'audit-action-comment-hidden',
  'comment-settings-updated': 'audit-action-comment-settings-updated',
  'survey-date-shared': 'audit-action-survey-date-shared',
};

/** The catalogue text of each kind of subject an audit event is about. */
export const AUDIT_SUBJECT_KEYS: Readonly<Record<AuditSubjectType, MessageKey>> = {
  user: 'audit-subject-user',
  account: 'audit-subject-account',
  'embed-key': 'audit-subject-embed-key',
  download: 'audit-subject-download',
  'survey-date': 'audit-subject-survey-date',
};

/**
 * The catalogue text of each resource a download event records (its detail): the ticketed exports
 * (`DOWNLOAD_RESOURCES`) and a document; the server writes them as slugs (docs/security.md "Audit log").
 */
export const AUDIT_RESOURCE_KEYS: Readonly<Record<DownloadResource | 'document', MessageKey>> = {
  'collectors-xlsx': 'audit-resource-collectors-xlsx',
  'participation-xlsx': 'audit-resource-participation-xlsx',
  'graph-excel-export': 'audit-resource-graph-excel-export',
  'translations-csv': 'audit-resource-translations-csv',
  'audit-log-csv': 'audit-resource-audit-log-csv',
  'report-file': 'audit-resource-report-file',
  'comments-xlsx': 'audit-resource-comments-xlsx',
  document: 'audit-resource-document',
};

/** The catalogue key of a recorded download resource, or undefined for a slug this client does not know. */
export function auditResourceKey(slug: string | null): MessageKey | undefined {
  return slug !== null && Object.hasOwn(AUDIT_RESOURCE_KEYS, slug)
    ? AUDIT_RESOURCE_KEYS[slug as keyof typeof AUDIT_RESOURCE_KEYS]
    : undefined;
}
