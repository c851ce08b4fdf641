import type { AuditEvent, AuditLogResponse } from '@pulzus/core';
import type { FakeCall, FakeHandlers } from '@pulzus/widgets/testing';

// Fixed fixtures for the audit log's stories and component tests (style.md §17: no Math.random).

/** A few events of the session account, newest first: login-as, a download, a lock, a role change. */
export const AUDIT_EVENTS: AuditEvent[] = [
  {
    id: 108,
    at: '2026-11-20T09:41:07.000Z',
    action: 'password-changed',
    actor_id: 12,
    actor_name: 'Kovács Anna <anna.kovacs@acme.example>',
    impersonator_name: 'Nagy Béla <bela.nagy@pulzus.example>',
    subject_type: 'user',
    subject_id: 12,
    subject_name: 'Kovács Anna <anna.kovacs@acme.example>',
    detail: null,
    ip: '192.0.2.41',
  },
  {
    id: 107,
    at: '2026-11-20T09:38:55.000Z',
    action: 'login-as',
    actor_id: 7,
    actor_name: 'Nagy Béla <bela.nagy@pulzus.example>',
    impersonator_name: null,
    subject_type: 'user',
    subject_id: 12,
    subject_name: 'Kovács Anna <anna.kovacs@acme.example>',
    detail: null,
    ip: '192.0.2.41',
  },
  {
    id: 106,
    at: '2026-11-19T15:02:31.000Z',
    action: 'download',
    actor_id: 14,
    actor_name: 'Szabó-Kertész Erzsébet Katalin <erzsebet.szabo-kertesz@acme.example>',
    impersonator_name: null,
    subject_type: 'download',
    subject_id: 5,
    subject_name: 'Elégedettségi felmérés 2026 – vezetői összefoglaló.pdf',
    detail: 'document',
    ip: '2001:db8:85a3::8a2e:370:7334',
  },
  {
    id: 105,
    at: '2026-11-18T06:15:00.000Z',
    action: 'login-locked',
    actor_id: 15,
    actor_name: 'toth.gabor@acme.example',
    impersonator_name: null,
    subject_type: null,
    subject_id: null,
    subject_name: null,
    detail: '2026-11-18T06:30:00.000Z',
    ip: '198.51.100.7',
  },
  {
    id: 104,
    at: '2026-11-17T11:20:45.000Z',
    action: 'role-changed',
    actor_id: 7,
    actor_name: 'Nagy Béla <bela.nagy@pulzus.example>',
    impersonator_name: null,
    subject_type: 'user',
    subject_id: 16,
    subject_name: 'Varga Péter <peter.varga@acme.example>',
    detail: 'manager',
    ip: '192.0.2.41',
  },
  {
    id: 103,
    at: '2026-11-16T08:00:12.000Z',
    action: 'embed-key-created',
    actor_id: 7,
    actor_name: 'Nagy Béla <bela.nagy@pulzus.example>',
    impersonator_name: null,
    subject_type: 'embed-key',
    subject_id: 2,
    subject_name: 'HR intranet',
    detail: null,
    ip: '192.0.2.41',
  },
];

/** `count` sign-in events, newest first, one a minute back from 2026-11-20 10:00 UTC, ids counting down from `count`. */
export function signInEvents(count: number, offset = 0): AuditEvent[] {
  return Array.from({ length: count }, (_, i) => {
    const n = offset + i;
    return {
      id: 10_000 - n,
      at: new Date(Date.UTC(2026, 10, 20, 10, 0) - n * 60_000).toISOString(),
      action: 'sign-in',
      actor_id: 20 + (n % 7),
      actor_name: `Felhasználó ${n + 1} <user${n + 1}@acme.example>`,
      impersonator_name: null,
      subject_type: null,
      subject_id: null,
      subject_name: null,
      detail: null,
      ip: `192.0.2.${(n % 250) + 1}`,
    };
  });
}

/** The page of `total` sign-ins a call asks for (its `page` and `page_size`, 1 and 50 by default). */
export function pagedAnswer(call: FakeCall, total: number): { body: AuditLogResponse } {
  const search = new URLSearchParams(call.path.split('?')[1] ?? '');
  const page = Number(search.get('page') ?? 1);
  const pageSize = Number(search.get('page_size') ?? 50);
  const offset = (page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - offset));
  return { body: { events: signInEvents(count, offset), total, page, page_size: pageSize } };
}

/** The list of {@link AUDIT_EVENTS}, and a ticket for the csv. */
export const auditLogHandlers: FakeHandlers = {
  'GET audit-log': () => ({
    body: { events: AUDIT_EVENTS, total: AUDIT_EVENTS.length, page: 1, page_size: 50 },
  }),
  'POST download-tickets': () => ({ body: { ticket: 'ticket-0123456789abcdef' } }),
};
