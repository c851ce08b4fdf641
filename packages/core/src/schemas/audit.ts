import { z } from 'zod';
import { zDateTime, zIsoDate } from './common';

/**
 * What the audit log records (docs/security.md "Audit log"): sign-ins and their failures and locks,
 * sign-outs, login-as, password changes, user and account changes, role changes, downloads
 * (exports and reports) and embed key changes.
 */
export const AUDIT_ACTIONS = [
  'sign-in',
  'sign-in-failed',
  'login-locked',
  'login-unlocked',
  'sign-out',
  'login-as',
  'login-as-ended',
  'password-changed',
  'password-reset',
  'password-set',
  'user-created',
  'user-updated',
  'role-changed',
  // a user's scope set, changed or removed (docs/privacy.md "Rule 10"); the detail holds the new scope
  'scope-changed',
  'user-enabled',
  'user-disabled',
  'user-deleted',
  'account-created',
  'account-updated',
  'account-enabled',
  'account-disabled',
  'download',
  'embed-key-created',
  'embed-key-updated',
  'embed-key-revoked',
  'embed-secret-rotated',
  // the writes a user's session makes beyond its password and downloads, recorded so a login-as session's are
  // too (docs/security.md "Audit log")
  'language-changed',
  'report-requested',
  // single sign-on (docs/sso.md "Audit entries"): a refused company sign-in with the identity provider's
  // answer, and a change of an account's sign-on settings
  'sso-sign-in-failed',
  // a refused SAML single logout (docs/sso.md "Single logout"): a LogoutResponse or a sign-out link refused
  'sso-sign-out-failed',
  'sso-settings-updated',
  // comments (docs/privacy.md "Comments"): an admin hid a comment (the detail holds the date, question, comment id
  // and reason, never the text), changed the comment settings, or switched a question's comments on or off
  'comment-hidden',
  'comment-settings-updated',
  // a published survey date shared with scoped users (docs/api.md "Sharing a date"); the detail says with whom
  'survey-date-shared',
] as const;
/** An action the audit log records. */
export const zAuditAction = z.enum(AUDIT_ACTIONS);
/** An action the audit log records. */
export type AuditAction = z.infer<typeof zAuditAction>;

/** What an audit event is about. */
export const AUDIT_SUBJECT_TYPES = ['user', 'account', 'embed-key', 'download', 'survey-date'] as const;
/** What an audit event is about. */
export const zAuditSubjectType = z.enum(AUDIT_SUBJECT_TYPES);
/** What an audit event is about. */
export type AuditSubjectType = z.infer<typeof zAuditSubjectType>;

/** Which events a list shows: the session account's, or those of no account (admins' own sign-ins, accounts made). */
export const zAuditScope = z.enum(['account', 'platform']);
/** Which events a list shows. */
export type AuditScope = z.infer<typeof zAuditScope>;

/** One recorded event; names are kept as they were at the time, so a deleted user's events still read. */
export const zAuditEvent = z.object({
  id: z.number().int(),
  at: zDateTime,
  action: zAuditAction,
  /** Who did it: null for a sign-in attempt on an address nobody has. */
  actor_id: z.number().int().nullable(),
  actor_name: z.string().nullable(),
  /** The admin behind a login-as session that did it. */
  impersonator_name: z.string().nullable(),
  subject_type: zAuditSubjectType.nullable(),
  subject_id: z.number().int().nullable(),
  subject_name: z.string().nullable(),
  /** A short, untranslated detail: a download's resource, a new role, the changed fields. */
  detail: z.string().nullable(),
  /** The client's address. */
  ip: z.string().nullable(),
});
/** One recorded event. */
export type AuditEvent = z.infer<typeof zAuditEvent>;

const zPage = z.coerce.number().int().min(1).max(100_000);
const zFilterText = z.string().trim().max(200);

/** The filters of `GET audit-log` and its csv: all optional, combined with "and". */
export const zAuditLogFilters = z.object({
  scope: zAuditScope.optional(),
  /** Part of the actor's name (or address, as recorded). */
  actor: zFilterText.optional(),
  /** Part of the subject's name. */
  subject: zFilterText.optional(),
  action: zAuditAction.optional(),
  /** From this moment on (an ISO date-time), or from the start of this day in UTC (`yyyy-MM-dd`). */
  from: zIsoDate.or(zDateTime).optional(),
  /** Before this moment (an ISO date-time, exclusive), or up to the end of this day in UTC (`yyyy-MM-dd`, inclusive). */
  to: zIsoDate.or(zDateTime).optional(),
});
/** The filters of the audit log. */
export type AuditLogFilters = z.output<typeof zAuditLogFilters>;

/** The query of `GET audit-log`: filters and a page, newest first. */
export const zAuditLogQuery = zAuditLogFilters.extend({
  page: zPage.optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
});
/** The query of `GET audit-log`. */
export type AuditLogQuery = z.output<typeof zAuditLogQuery>;

/** The answer of `GET audit-log`: one page of events, newest first, and how many match. */
export const zAuditLogResponse = z.object({
  events: z.array(zAuditEvent),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
/** The answer of `GET audit-log`. */
export type AuditLogResponse = z.infer<typeof zAuditLogResponse>;

/** The query of the audit log csv: the ticket and the list's filters. */
export const zAuditLogCsvQuery = zAuditLogFilters.extend({ t: z.string().min(16) });
/** The query of the audit log csv. */
export type AuditLogCsvQuery = z.output<typeof zAuditLogCsvQuery>;

/** Path parameters of the audit log csv: the session account's id, which its ticket names. */
export const zAuditLogCsvParams = z.object({ accountId: z.coerce.number().int().positive() });
