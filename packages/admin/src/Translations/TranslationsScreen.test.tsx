import { messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { TranslationsScreen } from './TranslationsScreen';

const hu = messages.hu;
const TICKET = 'ticket-0123456789abcdef';

const csv = () => new File(['key,hu,en\ncommon-save,Mentés,Save\n'], 'forditasok.csv', { type: 'text/csv' });

describe('translations screen (spec 2 §2)', () => {
  it('downloads the session account csv through a ticket (spec 2 §7); passes axe', async () => {
    const openUrl = vi.fn();
    const view = renderAdmin(<TranslationsScreen openUrl={openUrl} />, {
      handlers: { 'POST download-tickets': () => ({ body: { ticket: TICKET } }) },
    });
    await userEvent.click(screen.getByRole('button', { name: hu['admin-translations-download'] }));
    await waitFor(() => expect(openUrl).toHaveBeenCalledTimes(1));
    expect(openUrl.mock.calls[0]?.[0]).toMatch(/language\/3\/csv\?t=ticket-0123456789abcdef$/);
    expect(view.calls[0]?.body).toEqual({ resource: 'translations-csv', id: 3 });
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('the upload is disabled until a file is chosen; success toasts (spec 2 §5, §8)', async () => {
    const view = renderAdmin(<TranslationsScreen />, {
      handlers: { 'POST language/3/csv': () => ({ body: { status: 'ok', updated_count: 1 } }) },
    });
    const submit = screen.getByRole('button', { name: hu['common-upload'] });
    expect(submit).toBeDisabled();
    const input = screen.getByLabelText(hu['admin-translations-file']);
    expect(input).toHaveAttribute('accept', 'text/csv');
    await userEvent.upload(input, csv());
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText(hu['admin-translations-upload-success'])).toBeVisible();
    expect(view.calls.some((c) => c.method === 'POST' && c.path === 'language/3/csv')).toBe(true);
  });

  it('a refused upload toasts the error and lists the reported problems (spec 2 §8)', async () => {
    renderAdmin(<TranslationsScreen />, {
      handlers: {
        'POST language/3/csv': () =>
          apiError(400, 'validation-failed', {
            errors: [
              { row: 3, key: 'no-such-key', problem: 'unknown-key' },
              { row: 5, key: 'common-save', language: 'en', problem: 'placeholders' },
            ],
            error_count: 4,
          }),
      },
    });
    await userEvent.upload(screen.getByLabelText(hu['admin-translations-file']), csv());
    await userEvent.click(screen.getByRole('button', { name: hu['common-upload'] }));
    expect(await screen.findByText(hu['admin-translations-upload-error'])).toBeVisible();
    expect(screen.getByText('3. sor: ismeretlen kulcs: no-such-key')).toBeVisible();
    expect(screen.getByText(/5\. sor: a\(z\) common-save kulcs en szövegének/)).toBeVisible();
    expect(screen.getByText('és még 2 hiba')).toBeVisible();
  });

  it('without a session account it asks for one (spec 1 §4)', async () => {
    renderAdmin(<TranslationsScreen />, { token: makeAdminToken({ aid: null, an: null }) });
    expect(screen.getByText(hu['error-no-session-account'])).toBeVisible();
    expect(screen.queryByRole('button', { name: hu['common-upload'] })).toBeNull();
  });
});
