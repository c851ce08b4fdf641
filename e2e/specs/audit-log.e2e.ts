import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openAdminScreen } from '../support/admin-screens';
import { DEMO } from '../support/env';
import { login } from '../support/session';
import { hu } from '../support/texts';

/** The cells of a csv's lines (RFC 4180: quoted cells, doubled quotes, CRLF), after a byte order mark. */
function csvRows(csv: string): string[][] {
  return csv
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((line) => line !== '')
    .map((line) =>
      [...line.matchAll(/(?:^|,)("(?:[^"]|"")*"|[^,]*)/g)].map(([, cell = '']) =>
        cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell,
      ),
    );
}

/**
 * docs/security.md "Audit log": the demo admin signs in through the login screen and finds that
 * sign-in on the audit log screen. An administrator belongs to no account, so the sign-in is one of
 * the platform's events; filtered by action and actor, the list and the csv export hold it.
 */
test('an admin finds their own sign-in in the audit log, filtered by action, and in its csv export', async ({
  page,
}) => {
  const started = Date.now();
  await login(page, DEMO.admin);
  await openAdminScreen(page, '/admin/audit-log', 'admin-audit-log-title');
  const screen = page.locator('[data-component="Pulzus.AuditLogScreen"]');
  const results = screen.locator('[data-component="Pulzus.AuditLogResults"]');
  const rows = results.locator('tbody tr');
  await expect(results).toHaveAttribute('data-state', /^(loaded|empty)$/);

  const filters = screen.getByRole('form', { name: hu('admin-audit-log-filters') });
  await filters
    .getByLabel(hu('admin-audit-log-scope'))
    .selectOption({ label: hu('admin-audit-log-scope-platform') });
  await filters.getByLabel(hu('admin-audit-log-action')).selectOption({ label: hu('audit-action-sign-in') });
  await filters.getByLabel(hu('admin-audit-log-actor')).fill(DEMO.admin.email);
  await filters.getByRole('button', { name: hu('admin-audit-log-apply') }).click();
  await expect(results).toHaveAttribute('data-state', 'loaded');

  // newest first: the sign-in of a moment ago leads, and every row is a sign-in of this admin
  const newest = rows.first();
  await expect(newest).toContainText(DEMO.admin.email);
  const at = await newest.locator('time').getAttribute('datetime');
  expect(Date.parse(at ?? '')).toBeGreaterThanOrEqual(started - 5_000);
  const count = await rows.count();
  for (let i = 0; i < count; i++) {
    await expect(rows.nth(i).getByRole('cell').nth(1)).toHaveText(hu('audit-action-sign-in'));
  }

  const downloading = page.waitForEvent('download');
  await screen.getByRole('button', { name: hu('admin-audit-log-export') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('audit-log-platform.csv');
  const csv = (await readFile(await download.path())).toString('utf8');
  const [header, ...events] = csvRows(csv);
  expect(header).toEqual([
    'time',
    'action',
    'actor',
    'impersonator',
    'subject_type',
    'subject',
    'detail',
    'ip',
  ]);
  // the csv holds every matching event, the list its first page
  expect(events.length).toBeGreaterThanOrEqual(count);
  expect(events[0]?.slice(0, 3)).toEqual([at, 'sign-in', DEMO.admin.email]);
  for (const event of events) expect(event[1]).toBe('sign-in');
});
