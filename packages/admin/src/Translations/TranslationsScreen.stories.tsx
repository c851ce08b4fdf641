import { messages } from '@pulzus/core';
import { apiError, makeAdminToken } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AdminStory } from '../testing/AdminStory';
import { TranslationsScreen } from './TranslationsScreen';

const hu = messages.hu;
const csv = () => new File(['key,hu,en\n'], 'forditasok.csv', { type: 'text/csv' });

const meta = {
  title: 'Admin/Translations',
  component: TranslationsScreen,
  render: () => (
    <AdminStory handlers={{ 'POST language/3/csv': () => ({ body: { status: 'ok', updated_count: 12 } }) }}>
      <TranslationsScreen openUrl={() => {}} />
    </AdminStory>
  ),
} satisfies Meta<typeof TranslationsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing chosen yet: the upload is disabled (spec 2 §5). */
export const Loaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: hu['common-upload'] })).toBeDisabled();
  },
};

/** A file chosen and uploaded: the success toast. */
export const Uploaded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(hu['admin-translations-file']), csv());
    await userEvent.click(canvas.getByRole('button', { name: hu['common-upload'] }));
    await expect(await canvas.findByText(hu['admin-translations-upload-success'])).toBeVisible();
  },
};

/** A refused file: the error toast and the problems. */
export const UploadProblems: Story = {
  render: () => (
    <AdminStory
      handlers={{
        'POST language/3/csv': () =>
          apiError(400, 'validation-failed', {
            errors: [
              { row: 3, key: 'no-such-key', problem: 'unknown-key' },
              { row: 4, key: 'common-save', problem: 'duplicate-key' },
              { row: 5, key: 'admin-users-confirm-delete', language: 'en', problem: 'placeholders' },
            ],
            error_count: 3,
          }),
      }}
    >
      <TranslationsScreen openUrl={() => {}} />
    </AdminStory>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.upload(canvas.getByLabelText(hu['admin-translations-file']), csv());
    await userEvent.click(canvas.getByRole('button', { name: hu['common-upload'] }));
    await expect(await canvas.findByText('3. sor: ismeretlen kulcs: no-such-key')).toBeVisible();
  },
};

/** An admin without a session account. */
export const NoSessionAccount: Story = {
  render: () => (
    <AdminStory token={makeAdminToken({ aid: null, an: null })}>
      <TranslationsScreen />
    </AdminStory>
  ),
};
