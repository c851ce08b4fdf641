import { messages } from '@pulzus/core';
import { apiError } from '@pulzus/widgets/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { narrowViewport } from '../testing/AdminStory';
import { AdminStory } from '../testing/AdminStory';
import { EMAIL_TEMPLATES } from '../testing/fixtures';
import { EmailTemplateForm } from './EmailTemplateForm';

const hu = messages.hu;
const TEMPLATE = EMAIL_TEMPLATES[0]!;

const meta = {
  title: 'Admin/Popups/EmailTemplateForm',
  component: EmailTemplateForm,
  args: { template: TEMPLATE, onSaved: fn() },
  render: (args) => (
    <AdminStory handlers={{ 'POST email-templates/1': () => ({ body: { ...TEMPLATE } }) }}>
      <EmailTemplateForm {...args} />
    </AdminStory>
  ),
} satisfies Meta<typeof EmailTemplateForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The template's fields; the name is read-only; saving reloads the list and toasts. */
export const Saved: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: hu['admin-email-templates-name'] })).toHaveAttribute(
      'readonly',
    );
    const subject = canvas.getByRole('textbox', { name: hu['admin-email-templates-subject'] });
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Állítsa be Pulzus-jelszavát');
    await userEvent.click(canvas.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() => expect(args.onSaved).toHaveBeenCalledOnce());
    await expect(await within(document.body).findByText(hu['toast-email-template-saved'])).toBeVisible();
  },
};

/** An emptied subject and a bad sender address: both fields invalid, nothing sent. */
export const Invalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByRole('textbox', { name: hu['admin-email-templates-subject'] }));
    const email = canvas.getByRole('textbox', { name: hu['admin-email-templates-sender-email'] });
    await userEvent.clear(email);
    await userEvent.type(email, 'noreply@');
    await userEvent.click(canvas.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('textbox', { name: hu['admin-email-templates-subject'] })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** Saving fails: a toast says so. */
export const SaveFailed: Story = {
  render: (args) => (
    <AdminStory handlers={{ 'POST email-templates/1': () => apiError(500, 'internal') }}>
      <EmailTemplateForm {...args} />
    </AdminStory>
  ),
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: hu['common-save'] }));
    await expect(await within(document.body).findByText(hu['toast-email-template-save-error'])).toBeVisible();
    await expect(args.onSaved).not.toHaveBeenCalled();
  },
};

/** A long Hungarian subject and body on a phone (360 px). */
export const LongHungarianTextOnPhone: Story = {
  decorators: [narrowViewport],
  args: {
    template: {
      ...TEMPLATE,
      subject: 'Emlékeztető: a munkavállalói elégedettségi felmérés kitöltési határideje holnap lejár',
      content:
        'Kedves {{name}}!\n\nKöszönjük, hogy részt vesz az idei elégedettségi felmérésben. A kérdőívet az alábbi hivatkozáson töltheti ki: {{link}}\n\nÜdvözlettel:\nHumánerőforrás-osztály',
    },
  },
};
