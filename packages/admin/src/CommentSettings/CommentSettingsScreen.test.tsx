import { messages } from '@pulzus/core';
import { apiError, type FakeAnswer, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { renderAdmin } from '../testing/render-admin';
import { COMMENT_SETTINGS } from './comment-settings.fixtures';
import { CommentSettingsScreen } from './CommentSettingsScreen';

const hu = messages.hu;
const en = messages.en;
const belowK = (k: number) => hu['error-comment-threshold-below-k'].replace('{{k}}', String(k));

const handlers = (
  put: () => FakeAnswer | Promise<FakeAnswer> = () => ({ body: COMMENT_SETTINGS }),
): FakeHandlers => ({
  'GET account/comment-settings': () => ({ body: COMMENT_SETTINGS }),
  'PUT account/comment-settings': put,
});

describe('comment settings screen (docs/privacy.md "Rule C1", "Rule C6")', () => {
  it('shows the threshold in force, an empty threshold for the default max(k, 10) and the masked names one a line; passes axe', async () => {
    const view = renderAdmin(<CommentSettingsScreen />, { handlers: handlers() });
    const threshold = await screen.findByLabelText(hu['admin-comment-settings-threshold']);
    expect(threshold).toHaveValue('');
    expect(threshold).toHaveAttribute('placeholder', '10');
    expect(screen.getByLabelText(hu['admin-comment-settings-names'])).toHaveValue('Szőke Péter\nKovi');
    expect(screen.getByText(/legalább 10 fő válaszolt/)).toBeVisible();
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('refuses a threshold below k and one above 100 on the field, and sends nothing', async () => {
    const view = renderAdmin(<CommentSettingsScreen />, { handlers: handlers() });
    const threshold = await screen.findByLabelText(hu['admin-comment-settings-threshold']);
    await userEvent.type(threshold, '4');
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(belowK(5))).toBeVisible();
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(threshold).toHaveFocus();
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '101');
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(
      await screen.findByText(hu['error-comment-threshold-out-of-range'].replace('{{k}}', '5')),
    ).toBeVisible();
    expect(view.calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('saves the threshold and the names (trimmed, empty lines left out), busy while saving, with a toast', async () => {
    let release: () => void = () => {};
    const view = renderAdmin(<CommentSettingsScreen />, {
      handlers: handlers(() =>
        new Promise<void>((resolve) => {
          release = resolve;
        }).then(() => ({ body: COMMENT_SETTINGS })),
      ),
    });
    const threshold = await screen.findByLabelText(hu['admin-comment-settings-threshold']);
    await userEvent.type(threshold, '12');
    const names = screen.getByLabelText(hu['admin-comment-settings-names']);
    await userEvent.type(names, '\n\n  Nagy Ildikó  ');
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByRole('button', { name: hu['admin-comment-settings-saving'] })).toBeDisabled();
    release();
    expect(await screen.findByText(hu['toast-comment-settings-saved'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'PUT')?.body).toEqual({
      comment_min_group_size: 12,
      masked_names: ['Szőke Péter', 'Kovi', 'Nagy Ildikó'],
    });
  });

  it("shows the server's refusal on the field with the server's k (raised since the screen loaded)", async () => {
    renderAdmin(<CommentSettingsScreen />, {
      handlers: handlers(() =>
        apiError(400, 'comment-threshold-below-k', {
          fields: [{ path: 'comment_min_group_size', message: 'Must not be below k (12)' }],
          k: 12,
        }),
      ),
    });
    await userEvent.type(await screen.findByLabelText(hu['admin-comment-settings-threshold']), '10');
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(belowK(12))).toBeVisible();
    expect(screen.queryByText(hu['toast-comment-settings-saved'])).toBeNull();
  });

  it('a name of one letter is refused on the names field; another failure toasts', async () => {
    const view = renderAdmin(<CommentSettingsScreen />, {
      handlers: handlers(() => apiError(500, 'internal')),
    });
    const names = await screen.findByLabelText(hu['admin-comment-settings-names']);
    await userEvent.type(names, '\nX');
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(
      await screen.findByText(hu['admin-comment-settings-name-length'].replace('{{name}}', 'X')),
    ).toBeVisible();
    expect(view.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await userEvent.type(names, 'avér');
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-comment-settings-error'])).toBeVisible();
  });

  it('shows loading and a load failure, and speaks English with an English session', async () => {
    renderAdmin(<CommentSettingsScreen />, {
      handlers: { 'GET account/comment-settings': () => pending() },
    });
    expect(screen.getByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<CommentSettingsScreen />, {
      handlers: { 'GET account/comment-settings': () => apiError(500, 'internal') },
    });
    expect(await screen.findByText(hu['error-internal'])).toBeVisible();
    renderAdmin(<CommentSettingsScreen />, {
      handlers: handlers(),
      token: makeAdminToken({ lang_id: 2, lang_code: 'en' }),
    });
    expect(await screen.findByLabelText(en['admin-comment-settings-threshold'])).toBeVisible();
  });
});
