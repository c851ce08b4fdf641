import { type AuditEvent, formatTimestampInZone, messages } from '@pulzus/core';
import { apiError, type FakeCall, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { AUDIT_EVENTS, auditLogHandlers, pagedAnswer } from './audit-log.fixtures';
import { AuditLogScreen } from './AuditLogScreen';

const hu = messages.hu;

/** The query of the latest `GET audit-log`, as a plain object. */
function lastListQuery(calls: FakeCall[]): Record<string, string> {
  const list = calls.filter((c) => c.method === 'GET' && c.path.startsWith('audit-log')).at(-1);
  return Object.fromEntries(new URLSearchParams(list?.path.split('?')[1] ?? ''));
}

async function rowOf(text: string) {
  const cell = await screen.findByRole('cell', { name: new RegExp(text) });
  return within(cell.closest('tr') as HTMLElement);
}

describe('audit log screen', () => {
  it("lists the events with their time in the account's zone, translated action and subject, and the login-as admin; passes axe", async () => {
    const view = renderAdmin(<AuditLogScreen />, { handlers: auditLogHandlers });
    const [impersonated] = AUDIT_EVENTS;
    // a token without a zone: the default account zone, not the browser's
    const row = await rowOf(formatTimestampInZone(impersonated?.at ?? '', 'Europe/Budapest'));
    expect(row.getByText(hu['audit-action-password-changed'])).toBeVisible();
    expect(row.getByText(hu['audit-subject-user'])).toBeVisible();
    expect(
      row.getByText(
        hu['admin-audit-log-impersonated-by'].replace('{{name}}', 'Nagy Béla <bela.nagy@pulzus.example>'),
      ),
    ).toBeVisible();
    const download = await rowOf('Szabó-Kertész');
    expect(download.getByText(hu['audit-action-download'])).toBeVisible();
    expect(download.getByText(hu['audit-subject-download'])).toBeVisible();
    expect(download.getByText('2001:db8:85a3::8a2e:370:7334')).toBeVisible();
    expect(screen.getByText('1–6, összesen 6')).toBeVisible();
    expect(lastListQuery(view.calls)).toEqual({ scope: 'account', page: '1', page_size: '50' });
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('sends the filters as typed, trimmed, from the first page; clearing them asks for everything again', async () => {
    const view = renderAdmin(<AuditLogScreen />, { handlers: auditLogHandlers });
    await screen.findByText('1–6, összesen 6');
    await userEvent.type(screen.getByLabelText(hu['admin-audit-log-actor']), '  Kovács ');
    await userEvent.type(screen.getByLabelText(hu['admin-audit-log-subject']), 'HR intranet');
    await userEvent.selectOptions(
      screen.getByLabelText(hu['admin-audit-log-action']),
      hu['audit-action-sign-in-failed'],
    );
    await userEvent.selectOptions(
      screen.getByLabelText(hu['admin-audit-log-scope']),
      hu['admin-audit-log-scope-platform'],
    );
    await userEvent.type(screen.getByLabelText(hu['admin-audit-log-from']), '2026-11-01');
    await userEvent.type(screen.getByLabelText(hu['admin-audit-log-to']), '2026-11-20');
    await userEvent.click(screen.getByRole('button', { name: hu['admin-audit-log-apply'] }));
    await waitFor(() =>
      expect(lastListQuery(view.calls)).toEqual({
        scope: 'platform',
        actor: 'Kovács',
        subject: 'HR intranet',
        action: 'sign-in-failed',
        // the days chosen are the browser's days: the moments they begin, the last one exclusive
        from: new Date(2026, 10, 1).toISOString(),
        to: new Date(2026, 10, 21).toISOString(),
        page: '1',
        page_size: '50',
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: hu['admin-audit-log-reset'] }));
    await waitFor(() =>
      expect(lastListQuery(view.calls)).toEqual({ scope: 'account', page: '1', page_size: '50' }),
    );
    expect(screen.getByLabelText(hu['admin-audit-log-actor'])).toHaveValue('');
  });

  it('refuses a last day before the first without asking the server', async () => {
    const view = renderAdmin(<AuditLogScreen />, { handlers: auditLogHandlers });
    await screen.findByText('1–6, összesen 6');
    const before = view.calls.length;
    await userEvent.type(screen.getByLabelText(hu['admin-audit-log-from']), '2026-11-20');
    await userEvent.type(screen.getByLabelText(hu['admin-audit-log-to']), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: hu['admin-audit-log-apply'] }));
    expect(await screen.findByText(hu['admin-audit-log-to-before-from'])).toBeVisible();
    expect(screen.getByLabelText(hu['admin-audit-log-to'])).toHaveAttribute('aria-invalid', 'true');
    expect(view.calls.length).toBe(before);
  });

  it('pages through the events with previous and next, and a new filter starts from the first page', async () => {
    const view = renderAdmin(<AuditLogScreen />, {
      handlers: { 'GET audit-log': (call) => pagedAnswer(call, 120) },
    });
    const pages = await screen.findByRole('navigation', { name: hu['admin-audit-log-pages'] });
    const previous = within(pages).getByRole('button', { name: hu['admin-audit-log-previous'] });
    const next = within(pages).getByRole('button', { name: hu['admin-audit-log-next'] });
    expect(within(pages).getByText('1–50, összesen 120')).toBeVisible();
    expect(previous).toBeDisabled();
    await userEvent.click(next);
    expect(await within(pages).findByText('51–100, összesen 120')).toBeVisible();
    expect(lastListQuery(view.calls)).toMatchObject({ page: '2', page_size: '50' });
    await userEvent.click(next);
    expect(await within(pages).findByText('101–120, összesen 120')).toBeVisible();
    expect(next).toBeDisabled();
    expect(screen.getAllByRole('row')).toHaveLength(21);
    await userEvent.click(previous);
    expect(await within(pages).findByText('51–100, összesen 120')).toBeVisible();
    await userEvent.selectOptions(
      screen.getByLabelText(hu['admin-audit-log-action']),
      hu['audit-action-sign-in'],
    );
    await userEvent.click(screen.getByRole('button', { name: hu['admin-audit-log-apply'] }));
    await waitFor(() => expect(lastListQuery(view.calls)).toMatchObject({ action: 'sign-in', page: '1' }));
  });

  it('shows a skeleton while loading, and the empty text without the pages', async () => {
    renderAdmin(<AuditLogScreen />, { handlers: { 'GET audit-log': () => pending() } });
    expect(screen.getByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<AuditLogScreen />, {
      handlers: { 'GET audit-log': () => ({ body: { events: [], total: 0, page: 1, page_size: 50 } }) },
    });
    expect(await screen.findByText(hu['admin-audit-log-empty'])).toBeVisible();
    expect(screen.queryByRole('navigation', { name: hu['admin-audit-log-pages'] })).toBeNull();
  });

  // docs/reports.md "Time zone": every screen prints a moment one way, yyyy-MM-dd HH:mm:ss in the account's zone
  it("prints each event's time in the session account's time zone, whatever the browser's", async () => {
    renderAdmin(<AuditLogScreen />, {
      handlers: auditLogHandlers,
      token: makeAdminToken({ atz: 'Asia/Kathmandu' }),
    });
    const [first] = AUDIT_EVENTS;
    const kathmandu = formatTimestampInZone(first?.at ?? '', 'Asia/Kathmandu');
    expect(kathmandu).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(kathmandu).not.toBe(formatTimestampInZone(first?.at ?? '', 'Europe/Budapest'));
    expect(await screen.findByText(kathmandu)).toBeVisible();
  });

  it('an error offers a retry, which loads the list', async () => {
    let failing = true;
    renderAdmin(<AuditLogScreen />, {
      handlers: {
        'GET audit-log': (call) => (failing ? apiError(500, 'internal') : pagedAnswer(call, 3)),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-internal']);
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: hu['admin-audit-log-retry'] }));
    expect(await screen.findByText('1–3, összesen 3')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('an ended session (401) offers signing in again, not a retry; signing in ends the stale session', async () => {
    const view = renderAdmin(<AuditLogScreen />, {
      handlers: { 'GET audit-log': () => apiError(401, 'unauthorized') },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(hu['error-unauthorized']);
    expect(within(alert).queryByRole('button', { name: hu['admin-audit-log-retry'] })).toBeNull();
    expect(view.session.isLoggedIn()).toBe(true);
    await userEvent.click(within(alert).getByRole('button', { name: hu['common-sign-in-again'] }));
    expect(view.session.isLoggedIn()).toBe(false);
  });

  it('exports the csv with the applied filters through a ticket of the session account', async () => {
    const openUrl = vi.fn();
    const view = renderAdmin(<AuditLogScreen openUrl={openUrl} />, { handlers: auditLogHandlers });
    await screen.findByText('1–6, összesen 6');
    await userEvent.selectOptions(
      screen.getByLabelText(hu['admin-audit-log-action']),
      hu['audit-action-download'],
    );
    await userEvent.click(screen.getByRole('button', { name: hu['admin-audit-log-apply'] }));
    await userEvent.click(screen.getByRole('button', { name: hu['admin-audit-log-export'] }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledOnce());
    expect(view.calls.find((c) => c.path === 'download-tickets')?.body).toEqual({
      resource: 'audit-log-csv',
      id: 3,
    });
    const url = new URL(openUrl.mock.calls[0]?.[0] as string, 'https://pulzus.example');
    expect(url.pathname).toBe('/api/audit-log/3/csv');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      scope: 'account',
      action: 'download',
      t: 'ticket-0123456789abcdef',
    });
  });

  it('a failed export says so', async () => {
    renderAdmin(<AuditLogScreen openUrl={vi.fn()} />, {
      handlers: { ...auditLogHandlers, 'POST download-tickets': () => apiError(403, 'forbidden') },
    });
    await screen.findByText('1–6, összesen 6');
    await userEvent.click(screen.getByRole('button', { name: hu['admin-audit-log-export'] }));
    expect(await screen.findByText(hu['admin-audit-log-export-error'])).toBeVisible();
  });

  it('names a download by its translated resource, and shows a resource it does not know as recorded', async () => {
    const [, , base] = AUDIT_EVENTS;
    const download = (id: number, slug: string, name: string) => ({
      ...(base as AuditEvent),
      id,
      action: 'download' as const,
      subject_type: 'download' as const,
      subject_name: name,
      detail: slug,
      actor_name: `Letöltő ${id}`,
    });
    const events = [
      download(1, 'audit-log-csv', 'audit-log-csv'),
      download(2, 'participation-xlsx', 'participation-xlsx'),
      download(3, 'document', 'Összefoglaló.pdf'),
      download(4, 'future-report', 'future-report'),
    ];
    renderAdmin(<AuditLogScreen />, {
      handlers: { 'GET audit-log': () => ({ body: { events, total: 4, page: 1, page_size: 50 } }) },
    });
    const csv = await rowOf('Letöltő 1');
    expect(csv.getAllByText(hu['audit-resource-audit-log-csv'])).toHaveLength(2);
    expect(csv.queryByText('audit-log-csv')).toBeNull();
    expect((await rowOf('Letöltő 2')).getAllByText(hu['audit-resource-participation-xlsx'])).toHaveLength(2);
    const document = await rowOf('Letöltő 3');
    expect(document.getByText('Összefoglaló.pdf')).toBeVisible();
    expect(document.getByText(hu['audit-resource-document'])).toBeVisible();
    expect((await rowOf('Letöltő 4')).getAllByText('future-report')).toHaveLength(2);
  });

  it('asks for a session account when there is none', async () => {
    const view = renderAdmin(<AuditLogScreen />, { token: makeAdminToken({ aid: null, an: null }) });
    expect(await screen.findByText(hu['admin-audit-log-no-account'])).toBeVisible();
    expect(view.calls.some((c) => c.path.startsWith('audit-log'))).toBe(false);
  });
});
