import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { COMMENT_SETTINGS } from './comment-settings.fixtures';
import { CommentSettingsScreen } from './CommentSettingsScreen';

const hu = messages.hu;

const handlersFor = (put?: FakeHandlers[string]): FakeHandlers => ({
  'GET account/comment-settings': () => ({ body: COMMENT_SETTINGS }),
  'PUT account/comment-settings': put ?? (() => ({ body: COMMENT_SETTINGS })),
});

const meta = {
  title: 'Admin/Comment settings',
  component: CommentSettingsScreen,
  render: () => (
    <AdminStory handlers={handlersFor()}>
      <CommentSettingsScreen />
    </AdminStory>
  ),
} satisfies Meta<typeof CommentSettingsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's default threshold (max(k, 10)) and two masked names. */
export const Loaded: Story = {};

/** While the settings load. */
export const Loading: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET account/comment-settings': () => pending() }}>
      <CommentSettingsScreen />
    </AdminStory>
  ),
};

/** The settings could not be loaded. */
export const LoadFailed: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET account/comment-settings': () => apiError(500, 'internal') }}>
      <CommentSettingsScreen />
    </AdminStory>
  ),
};

/** Saving: the button says so and is disabled until the server answers. */
export const Saving: Story = {
  render: () => (
    <AdminStory handlers={handlersFor(() => pending())}>
      <CommentSettingsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: hu['common-save'] }));
    await expect(
      await canvas.findByRole('button', { name: hu['admin-comment-settings-saving'] }),
    ).toBeDisabled();
  },
};

/** A threshold below k is refused on its field before anything is sent. */
export const BelowK: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(hu['admin-comment-settings-threshold']), '3');
    await userEvent.click(canvas.getByRole('button', { name: hu['common-save'] }));
    await expect(
      await canvas.findByText(hu['error-comment-threshold-below-k'].replace('{{k}}', '5')),
    ).toBeVisible();
  },
};

/** The server refuses the threshold (k was raised to 12 since the screen loaded): its message on the field. */
export const RefusedByServer: Story = {
  render: () => (
    <AdminStory
      handlers={handlersFor(() =>
        apiError(400, 'comment-threshold-below-k', {
          fields: [{ path: 'comment_min_group_size', message: 'Must not be below k (12)' }],
          k: 12,
        }),
      )}
    >
      <CommentSettingsScreen />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText(hu['admin-comment-settings-threshold']), '10');
    await userEvent.click(canvas.getByRole('button', { name: hu['common-save'] }));
    await expect(
      await canvas.findByText(hu['error-comment-threshold-below-k'].replace('{{k}}', '12')),
    ).toBeVisible();
  },
};
