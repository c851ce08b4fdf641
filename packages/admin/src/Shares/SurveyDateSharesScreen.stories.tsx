import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory, narrowViewport } from '../testing/AdminStory';
import { FINISHED_SHARE, SENDING_SHARE, sharesAnswer } from './share-fixtures';
import { SurveyDateSharesScreen } from './SurveyDateSharesScreen';

const hu = messages.hu;

const loaded: FakeHandlers = {
  'GET survey-dates/7/shares': () => ({ body: sharesAnswer([FINISHED_SHARE]) }),
  'POST survey-dates/7/shares': () => ({ body: { status: 'ok', id: 4, queued: 3, skipped: 2 } }),
};

const meta = {
  title: 'Admin/Survey date shares',
  component: SurveyDateSharesScreen,
  args: { surveyDateId: 7 },
  render: (args) => (
    <AdminStory handlers={loaded}>
      <SurveyDateSharesScreen {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof SurveyDateSharesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A finished share: one opened, one sent, one refused by the mail server (SMTP 550). */
export const Loaded: Story = {};

/** A share being sent: queued recipients (the screen asks again every two seconds). */
export const Sending: Story = {
  render: (args) => (
    <AdminStory
      handlers={{
        ...loaded,
        'GET survey-dates/7/shares': () => ({ body: sharesAnswer([SENDING_SHARE, FINISHED_SHARE]) }),
      }}
    >
      <SurveyDateSharesScreen {...args} />
    </AdminStory>
  ),
};

/** Not shared yet. */
export const Empty: Story = {
  render: (args) => (
    <AdminStory handlers={{ ...loaded, 'GET survey-dates/7/shares': () => ({ body: sharesAnswer([]) }) }}>
      <SurveyDateSharesScreen {...args} />
    </AdminStory>
  ),
};

/** The account has no scoped users: nothing to choose. */
export const NoScopedUsers: Story = {
  render: (args) => (
    <AdminStory
      handlers={{
        ...loaded,
        'GET survey-dates/7/shares': () => ({ body: sharesAnswer([], { candidates: [] }) }),
      }}
    >
      <SurveyDateSharesScreen {...args} />
    </AdminStory>
  ),
};

/** An unpublished date: the form is disabled with the reason. */
export const Unpublished: Story = {
  render: (args) => (
    <AdminStory
      handlers={{
        ...loaded,
        'GET survey-dates/7/shares': () => ({
          body: sharesAnswer([], { survey_date: { id: 7, date: '2025-03-01', enabled_for_users: false } }),
        }),
      }}
    >
      <SurveyDateSharesScreen {...args} />
    </AdminStory>
  ),
};

/** While the shares load. */
export const Loading: Story = {
  render: (args) => (
    <AdminStory handlers={{ ...loaded, 'GET survey-dates/7/shares': () => pending() }}>
      <SurveyDateSharesScreen {...args} />
    </AdminStory>
  ),
};

/** The shares could not be loaded. */
export const LoadFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ ...loaded, 'GET survey-dates/7/shares': () => apiError(500, 'internal') }}>
      <SurveyDateSharesScreen {...args} />
    </AdminStory>
  ),
};

/** On a phone: the list, the options and the recipients' table fit 360 px. */
export const Phone: Story = {
  decorators: [narrowViewport],
};

/**
 * By keyboard: everyone is unticked, two people ticked with Space, sent with Enter on the button; the server's refusal
 * (`share-already-sent`) shows in its own text.
 */
export const KeyboardShareRefused: Story = {
  render: (args) => (
    <AdminStory
      handlers={{ ...loaded, 'POST survey-dates/7/shares': () => apiError(409, 'share-already-sent') }}
    >
      <SurveyDateSharesScreen {...args} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const everyone = await canvas.findByRole('checkbox', { name: /Minden látókörrel/ });
    await expect(everyone).toBeChecked();
    everyone.focus();
    await userEvent.keyboard(' ');
    await expect(everyone).not.toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('checkbox', { name: /Kovács Éva/ })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: /Nagy Réka/ })).toBeChecked();
    const send = canvas.getByRole('button', { name: hu['admin-shares-send'] });
    send.focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText(hu['error-share-already-sent'])).toBeVisible();
    // the refused send gives the focus back to the button (disabled while sending, it had lost it)
    await waitFor(() => expect(send).toHaveFocus());
  },
};
