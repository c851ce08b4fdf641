import { messages } from '@pulzus/core';
import { apiError, type FakeHandlers } from '@pulzus/widgets/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { pending } from '../testing/AdminHarness';
import { axeViolations } from '../testing/axe';
import { EMAIL_TEMPLATES } from '../testing/fixtures';
import { renderAdmin } from '../testing/render-admin';
import { EmailTemplatesScreen } from './EmailTemplatesScreen';

const hu = messages.hu;

const handlers = (extra: FakeHandlers = {}): FakeHandlers => ({
  'GET email-templates': () => ({ body: { email_templates: EMAIL_TEMPLATES } }),
  ...extra,
});

describe('e-mail templates screen (spec 2 §2)', () => {
  it('selects a template; the name is read-only and the body has 10 rows; passes axe', async () => {
    const view = renderAdmin(<EmailTemplatesScreen />, { handlers: handlers() });
    const name = await screen.findByLabelText(hu['admin-email-templates-name']);
    expect(name).toHaveValue('Új jelszó');
    expect(name).toHaveAttribute('readonly');
    const body = screen.getByLabelText(hu['admin-email-templates-content']);
    expect(body).toHaveAttribute('rows', '10');
    // the placeholders are documented under the body and announced with it
    expect(body).toHaveAccessibleDescription(expect.stringContaining('{{link}}'));
    expect(body).toHaveAccessibleDescription(expect.stringContaining('{{name}}'));
    await userEvent.selectOptions(screen.getByLabelText(hu['admin-email-templates-select']), '2');
    expect(screen.getByLabelText(hu['admin-email-templates-name'])).toHaveValue('Elfelejtett jelszó');
    expect(screen.getByLabelText(hu['admin-email-templates-subject'])).toHaveValue('Új jelszó igénylése');
    expect(await axeViolations(view.container)).toEqual([]);
  });

  it('documents a shared date\'s placeholders under its template\'s body (docs/api.md "Sharing a date")', async () => {
    const share = {
      ...EMAIL_TEMPLATES[0]!,
      id: 3,
      name: 'Eredmények megosztása (magyar)',
      slug: 'eredmenyek-megosztasa',
      content: 'Kedves {{name}}!\n\n{{date}}: {{link}}\nJelentés: {{report_link}}',
    };
    renderAdmin(<EmailTemplatesScreen />, {
      handlers: handlers({ 'GET email-templates': () => ({ body: { email_templates: [share] } }) }),
    });
    const body = await screen.findByLabelText(hu['admin-email-templates-content']);
    for (const placeholder of ['{{name}}', '{{date}}', '{{link}}', '{{report_link}}'])
      expect(body).toHaveAccessibleDescription(expect.stringContaining(placeholder));
    expect(body).toHaveAccessibleDescription(
      expect.stringContaining(hu['admin-email-templates-placeholder-results-link']),
    );
    expect(body).not.toHaveAccessibleDescription(
      expect.stringContaining(hu['admin-email-templates-placeholder-link']),
    );
  });

  it('shows loading, the error and the empty text (spec 2 §4)', async () => {
    renderAdmin(<EmailTemplatesScreen />, { handlers: { 'GET email-templates': () => pending() } });
    expect(screen.getByRole('status')).toHaveTextContent(hu['common-loading']);
    renderAdmin(<EmailTemplatesScreen />, {
      handlers: { 'GET email-templates': () => apiError(500, 'internal') },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(hu['error-internal']);
    renderAdmin(<EmailTemplatesScreen />, {
      handlers: { 'GET email-templates': () => ({ body: { email_templates: [] } }) },
    });
    expect(await screen.findByText('Nincs e-mail-sablon.')).toBeVisible();
  });

  it('saves name, slug, subject, body and sender with a success toast (spec 2 §7, §8)', async () => {
    const view = renderAdmin(<EmailTemplatesScreen />, {
      handlers: handlers({ 'POST email-templates/1': () => ({ body: { status: 'ok' } }) }),
    });
    const subject = await screen.findByLabelText(hu['admin-email-templates-subject']);
    await userEvent.clear(subject);
    await userEvent.type(subject, 'Üdvözöljük a Pulzusban');
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['toast-email-template-saved'])).toBeVisible();
    expect(view.calls.find((c) => c.method === 'POST')?.body).toEqual({
      name: 'Új jelszó',
      slug: 'uj-jelszo',
      subject: 'Üdvözöljük a Pulzusban',
      content: EMAIL_TEMPLATES[0]?.content,
      sender_name: 'Pulzus',
      sender_email: 'noreply@pulzus.example',
    });
  });

  it('an empty subject is a required field; a failed save shows a danger toast (spec 2 §8)', async () => {
    const view = renderAdmin(<EmailTemplatesScreen />, {
      handlers: handlers({ 'POST email-templates/1': () => apiError(500, 'internal') }),
    });
    await userEvent.clear(await screen.findByLabelText(hu['admin-email-templates-subject']));
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['required-field'])).toBeVisible();
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
    await userEvent.type(screen.getByLabelText(hu['admin-email-templates-subject']), 'Tárgy');
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    await waitFor(() => expect(screen.getByText(hu['toast-email-template-save-error'])).toBeVisible());
  });

  it('a sender that is no address or a body without {{link}} names the field, and sends nothing', async () => {
    const view = renderAdmin(<EmailTemplatesScreen />, { handlers: handlers() });
    const sender = await screen.findByLabelText(hu['admin-email-templates-sender-email']);
    const body = screen.getByLabelText(hu['admin-email-templates-content']);
    await userEvent.clear(sender);
    await userEvent.type(sender, 'noreply');
    await userEvent.clear(body);
    await userEvent.type(body, 'Kedves {{{{name}}!');
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['admin-email-templates-sender-email-invalid'])).toBeVisible();
    expect(sender).toHaveAttribute('aria-invalid', 'true');
    const linkText = hu['admin-email-templates-link-required'].replace('{{placeholder}}', '{{link}}');
    expect(screen.getByText(linkText)).toBeVisible();
    expect(body).toHaveAttribute('aria-invalid', 'true');
    expect(view.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("the server's refusal of a field shows on that field instead of a failure toast (spec 2 §8)", async () => {
    renderAdmin(<EmailTemplatesScreen />, {
      handlers: handlers({
        'POST email-templates/1': () =>
          apiError(400, 'validation-failed', {
            fields: [{ path: 'sender_email', message: 'Invalid email' }],
          }),
      }),
    });
    const sender = await screen.findByLabelText(hu['admin-email-templates-sender-email']);
    await userEvent.click(screen.getByRole('button', { name: hu['common-save'] }));
    expect(await screen.findByText(hu['admin-email-templates-sender-email-invalid'])).toBeVisible();
    expect(sender).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(hu['toast-email-template-save-error'])).toBeNull();
  });
});
