import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { pending } from '../testing/AdminHarness';
import { AdminStory } from '../testing/AdminStory';
import { EMAIL_TEMPLATES } from '../testing/fixtures';
import { EmailTemplatesScreen } from './EmailTemplatesScreen';

const hu = messages.hu;

const loaded: FakeHandlers = {
  'GET email-templates': () => ({ body: { email_templates: EMAIL_TEMPLATES } }),
};

const meta = {
  title: 'Admin/E-mail templates',
  component: EmailTemplatesScreen,
  render: () => (
    <AdminStory handlers={loaded}>
      <EmailTemplatesScreen />
    </AdminStory>
  ),
} satisfies Meta<typeof EmailTemplatesScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first template chosen. */
export const Loaded: Story = {};

/** While the templates load. */
export const Loading: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET email-templates': () => pending() }}>
      <EmailTemplatesScreen />
    </AdminStory>
  ),
};

/** No templates. */
export const Empty: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET email-templates': () => ({ body: { email_templates: [] } }) }}>
      <EmailTemplatesScreen />
    </AdminStory>
  ),
};

/** The templates could not be loaded. */
export const LoadFailed: Story = {
  render: () => (
    <AdminStory handlers={{ 'GET email-templates': () => apiError(500, 'internal') }}>
      <EmailTemplatesScreen />
    </AdminStory>
  ),
};

/** An emptied subject saved: the required field. */
export const SubjectRequired: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(await canvas.findByLabelText(hu['admin-email-templates-subject']));
    await userEvent.click(canvas.getByRole('button', { name: hu['common-save'] }));
    await expect(await canvas.findByText(hu['required-field'])).toBeVisible();
  },
};

/** A sender that is no address and a body without {{link}}: each field says what to fix. */
export const SenderAndLinkInvalid: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sender = await canvas.findByLabelText(hu['admin-email-templates-sender-email']);
    await userEvent.clear(sender);
    await userEvent.type(sender, 'noreply');
    const body = canvas.getByLabelText(hu['admin-email-templates-content']);
    await userEvent.clear(body);
    await userEvent.type(body, 'Kedves {{{{name}}!');
    await userEvent.click(canvas.getByRole('button', { name: hu['common-save'] }));
    await expect(await canvas.findByText(hu['admin-email-templates-sender-email-invalid'])).toBeVisible();
    const linkText = hu['admin-email-templates-link-required'].replace('{{placeholder}}', '{{link}}');
    await expect(canvas.getByText(linkText)).toBeVisible();
  },
};
