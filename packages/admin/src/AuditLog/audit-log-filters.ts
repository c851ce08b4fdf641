import { type AuditLogFilters, type AuditScope, zAuditAction } from '@pulzus/core';

/** A page of the audit log screen holds this many events. */
export const AUDIT_LOG_PAGE_SIZE = 50;

/** The filter form's fields as typed: texts, '' for "any". */
export interface AuditLogFilterDraft {
  actor: string;
  subject: string;
  /** An audit action, or '' for any. */
  action: string;
  /** `yyyy-MM-dd`, or ''. */
  from: string;
  /** `yyyy-MM-dd`, or ''. */
  to: string;
  scope: AuditScope;
}

/** The form before anything is chosen: every event of the session account. */
export const EMPTY_AUDIT_LOG_DRAFT: AuditLogFilterDraft = {
  actor: '',
  subject: '',
  action: '',
  from: '',
  to: '',
  scope: 'account',
};

/** The filters the API takes for a draft: trimmed, and without the fields left empty. */
export function auditLogFilters(draft: AuditLogFilterDraft): AuditLogFilters {
  const action = zAuditAction.safeParse(draft.action);
  const actor = draft.actor.trim();
  const subject = draft.subject.trim();
  return {
    scope: draft.scope,
    ...(actor ? { actor } : {}),
    ...(subject ? { subject } : {}),
    ...(action.success ? { action: action.data } : {}),
    ...(draft.from ? { from: localDayStart(draft.from, 0) } : {}),
    ...(draft.to ? { to: localDayStart(draft.to, 1) } : {}),
  };
}

/**
 * The moment a day begins in the browser's time zone, `days` later, as an ISO date-time: the table
 * shows local times, so the days chosen are local days too (the API takes moments as well as UTC days).
 */
function localDayStart(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days).toISOString();
}

/** Whether the last day comes before the first (both `yyyy-MM-dd`, which sort as text). */
export function toBeforeFrom(from: string, to: string): boolean {
  return from !== '' && to !== '' && to < from;
}

/** The 1-based positions of a page's first and last event among `total`: "51–100". */
export function pageRange(page: number, pageSize: number, total: number): { first: number; last: number } {
  const first = Math.min((page - 1) * pageSize + 1, total);
  return { first, last: Math.min(page * pageSize, total) };
}
