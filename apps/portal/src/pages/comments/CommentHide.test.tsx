import { messages } from '@pulzus/core';
import { apiError, makeAdminToken, makeToken } from '@pulzus/widgets/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderPortal } from '../../testing/render-portal';
import { axeViolations } from '../graph/axe-violations';
import { COMMENT_TEXTS, commentsAnswer, commentsHandlers } from './comments-fixtures';

const hu = messages.hu;

beforeAll(async () => {
  await page.viewport(1280, 800);
});

const FIRST = 'Jobb fizetés kellene (1)';
const firstComment = () => screen.findByText(FIRST, {}, { timeout: 5000 });
const itemOf = (text: string) => within(screen.getByText(text).closest('li') as HTMLElement);

/** The hide calls among a page's calls (the sidebar also posts, asking which filter answers are refused). */
const hides = (calls: readonly { method: string; path: string; body: unknown }[]) =>
  calls.filter((c) => c.method === 'POST' && /^comments\/[^/]+\/hide$/.test(c.path));

describe('comments view: an admin hides a comment (docs/privacy.md "Rule C5")', () => {
  it('a user is offered no hide', async () => {
    renderPortal({ path: '/comments', token: makeToken(), handlers: commentsHandlers() });
    await firstComment();
    expect(screen.queryByRole('button', { name: hu['comments-hide'] })).toBeNull();
  });

  it('needs a reason, then hides the comment with it; the list reloads without the comment; passes axe', async () => {
    let hidden: string | null = null;
    const portal = renderPortal({
      path: '/comments',
      token: makeAdminToken(),
      handlers: commentsHandlers({
        'GET comments': (call) => ({
          body: commentsAnswer(
            call.path,
            COMMENT_TEXTS.filter((_, i) => `c${String(i + 1).padStart(8, '0')}` !== hidden),
          ),
        }),
        'POST comments/c00000001/hide': () => {
          hidden = 'c00000001';
          return { body: { status: 'ok' } };
        },
      }),
    });
    await firstComment();
    await userEvent.click(itemOf(FIRST).getByRole('button', { name: hu['comments-hide'] }));
    const dialog = within(await screen.findByRole('dialog', { name: hu['comments-hide-title'] }));
    expect(dialog.getByText(FIRST)).toBeVisible();
    expect(await axeViolations(portal.container.ownerDocument.body)).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: hu['comments-hide-confirm'] }));
    expect(await dialog.findByText(hu['comments-hide-reason-required'])).toBeVisible();
    expect(hides(portal.calls)).toEqual([]);
    await userEvent.type(dialog.getByLabelText(hu['comments-hide-reason']), '  Megnevez egy kollégát ');
    await userEvent.click(dialog.getByRole('button', { name: hu['comments-hide-confirm'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(hides(portal.calls)[0]?.body).toEqual({
      survey_date_id: 2,
      question_id: 502,
      reason: 'Megnevez egy kollégát',
    });
    await waitFor(() => expect(screen.queryByText(FIRST)).toBeNull());
    expect(screen.getByText(hu['comments-total'].replace('{{count}}', '44'))).toBeVisible();
  });

  it('a failed hide says so in the popup, which stays open; cancel sends nothing more', async () => {
    const portal = renderPortal({
      path: '/comments',
      token: makeAdminToken(),
      handlers: commentsHandlers({ 'POST comments/c00000001/hide': () => apiError(404, 'not-found') }),
    });
    await firstComment();
    await userEvent.click(itemOf(FIRST).getByRole('button', { name: hu['comments-hide'] }));
    const dialog = within(await screen.findByRole('dialog', { name: hu['comments-hide-title'] }));
    await userEvent.type(dialog.getByLabelText(hu['comments-hide-reason']), 'Név');
    await userEvent.click(dialog.getByRole('button', { name: hu['comments-hide-confirm'] }));
    expect(await dialog.findByText(hu['comments-hide-failed'])).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: hu['common-cancel'] }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText(FIRST)).toBeVisible();
    expect(hides(portal.calls)).toHaveLength(1);
  });
});
