import {
  createMemoryStorage,
  createSession,
  createStorageTokenHolder,
  messages,
  TOKEN_STORAGE_KEY,
} from '@pulzus/core';
import { PulzusProvider, Toasts, theme } from '@pulzus/widgets';
import { apiError, createFakeFetch, type FakeHandlers, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { ThemeProvider } from 'styled-components';
import { CommentHide } from './CommentHide';

const hu = messages.hu;
const COMMENT = { id: 'c00000001', text: 'A műszakvezető, Kovács [név], mindig kiabál velünk.' };

/** An admin's provider tree over a fake server that answers the hide with `answer`. */
function Harness({ hide, children }: { hide: FakeHandlers[string]; children: ReactNode }) {
  const [setup] = useState(() => {
    const storage = createMemoryStorage();
    storage.setItem(TOKEN_STORAGE_KEY, makeAdminToken({ exp: Math.floor(Date.now() / 1000) + 86_400 }));
    return {
      session: createSession({ tokens: createStorageTokenHolder(storage) }),
      queryClient: new QueryClient({ defaultOptions: { mutations: { retry: false } } }),
      fetch: createFakeFetch({ [`POST comments/${COMMENT.id}/hide`]: hide }).fetch,
    };
  });
  return (
    <PulzusProvider
      session={setup.session}
      fetch={setup.fetch}
      queryClient={setup.queryClient}
      catalogue={messages}
    >
      <ThemeProvider theme={theme}>
        {children}
        <Toasts />
      </ThemeProvider>
    </PulzusProvider>
  );
}

const story = (hide: FakeHandlers[string]) => () => (
  <Harness hide={hide}>
    <CommentHide comment={COMMENT} surveyDateId={2} questionId={502} />
  </Harness>
);

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: hu['comments-hide'] }));
  return within(await within(canvasElement.ownerDocument.body).findByRole('dialog'));
};

const meta = {
  title: 'Portal/CommentHide',
  component: CommentHide,
  args: { comment: COMMENT, surveyDateId: 2, questionId: 502 },
  render: story(() => ({ body: { status: 'ok' } })),
} satisfies Meta<typeof CommentHide>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The admin's "hide" button on a comment of the comments view. */
export const Button: Story = {};

/** The popup: the comment, what hiding does, and the reason, which is required. */
export const ReasonRequired: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: hu['comments-hide-confirm'] }));
    await expect(await dialog.findByText(hu['comments-hide-reason-required'])).toBeVisible();
  },
};

/** Hiding: the confirm button is disabled until the server answers. */
export const Hiding: Story = {
  render: story(() => new Promise(() => {})),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByLabelText(hu['comments-hide-reason']), 'Megnevez egy kollégát');
    await userEvent.click(dialog.getByRole('button', { name: hu['comments-hide-confirm'] }));
    await expect(dialog.getByRole('button', { name: hu['comments-hide-confirm'] })).toBeDisabled();
  },
};

/** The server refused the hide (the comment is gone, say): the popup says so and stays open. */
export const Failed: Story = {
  render: story(() => apiError(404, 'not-found')),
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.type(dialog.getByLabelText(hu['comments-hide-reason']), 'Megnevez egy kollégát');
    await userEvent.click(dialog.getByRole('button', { name: hu['comments-hide-confirm'] }));
    await expect(await dialog.findByText(hu['comments-hide-failed'])).toBeVisible();
  },
};
