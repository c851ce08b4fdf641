import type { MessageKey } from '@pulzus/core';

/** One link of the admin dropdown. */
export interface AdminMenuItem {
  readonly to: string;
  readonly label: MessageKey;
}

/** The admin links shown always (spec 1 §2); the session-account chooser follows them. */
export const ADMIN_ITEMS: readonly AdminMenuItem[] = [
  { to: '/admin/accounts', label: 'layout-menu-admin-accounts' },
  { to: '/admin/admins', label: 'layout-menu-admin-admins' },
  { to: '/admin/email-templates', label: 'layout-menu-admin-email-templates' },
];

/** The account-specific admin links, shown only with a session account (spec 1 §2, §4). */
export const ACCOUNT_ADMIN_ITEMS: readonly AdminMenuItem[] = [
  { to: '/admin/translations', label: 'layout-menu-admin-translations' },
  { to: '/admin/worker-groups', label: 'layout-menu-admin-worker-groups' },
  { to: '/admin/survey-dates', label: 'layout-menu-admin-survey-dates' },
  { to: '/admin/demographies', label: 'layout-menu-admin-demographies' },
  { to: '/admin/collectors', label: 'layout-menu-admin-collectors' },
  { to: '/admin/questions', label: 'layout-menu-admin-questions' },
  { to: '/admin/comment-settings', label: 'layout-menu-admin-comment-settings' },
  { to: '/admin/graph-settings', label: 'layout-menu-admin-graph-settings' },
  { to: '/admin/data-import', label: 'layout-menu-admin-data-import' },
  { to: '/admin/documents', label: 'layout-menu-admin-documents' },
  { to: '/admin/embed-keys', label: 'layout-menu-admin-embed-keys' },
  { to: '/admin/users', label: 'layout-menu-admin-users' },
  { to: '/admin/audit-log', label: 'layout-menu-admin-audit-log' },
  { to: '/admin/sso', label: 'layout-menu-admin-sso' },
];
