import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailTemplate, isApiError, isValidEmail, type MessageKey, zRequiredText } from '@pulzus/core';
import { Button, Form, FormActions, TextAreaField, TextField, useRouteMutation, useT } from '@pulzus/widgets';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';
import { useAdminMessages } from '../shared/useAdminMessages';

/** The placeholder a password mail's body must contain: the server refuses a body without it. */
const LINK_PLACEHOLDER = '{{link}}';

const SENDER_EMAIL_INVALID: MessageKey = 'admin-email-templates-sender-email-invalid';
const LINK_REQUIRED: MessageKey = 'admin-email-templates-link-required';

/**
 * The editable fields of an e-mail template: each required (spec 2 §2); the sender a valid address
 * and the body with its `{{link}}`, as the server checks them, each error naming its field.
 */
const zEmailTemplateForm = z.object({
  sender_name: zRequiredText,
  sender_email: zRequiredText.refine((value) => isValidEmail(value.trim()), SENDER_EMAIL_INVALID),
  subject: zRequiredText,
  content: zRequiredText.refine((value) => /\{\{\s*link\s*\}\}/.test(value), LINK_REQUIRED),
});
type EmailTemplateForm = z.input<typeof zEmailTemplateForm>;

/** The form fields the server names in a refused save (`validation-failed` with `fields`), with their texts. */
const SERVER_FIELD_MESSAGES: Partial<Record<keyof EmailTemplateForm, MessageKey>> = {
  sender_email: SENDER_EMAIL_INVALID,
  content: LINK_REQUIRED,
};

/** The fields of a refused save with the text each shows; empty when the answer names none of them. */
function refusedFields(error: unknown): Array<[keyof EmailTemplateForm, MessageKey]> {
  if (!isApiError(error) || error.code !== 'validation-failed') return [];
  const fields = (error.details as { fields?: unknown }).fields;
  if (!Array.isArray(fields)) return [];
  return fields.flatMap((field: { path?: unknown } | null) => {
    const path = field?.path as keyof EmailTemplateForm;
    const message = typeof path === 'string' ? SERVER_FIELD_MESSAGES[path] : undefined;
    return message ? [[path, message] as [keyof EmailTemplateForm, MessageKey]] : [];
  });
}

/** The template of a shared date's mail (migration 0029; docs/api.md "Sharing a date"), which has placeholders of its own. */
const SHARE_TEMPLATE_SLUG = 'eredmenyek-megosztasa';

/** The body's placeholders as the field's hint says them: a password mail's, or a shared date's. */
function PlaceholderHint({ slug }: { slug: string }) {
  const { t } = useT();
  if (slug !== SHARE_TEMPLATE_SLUG)
    return (
      <>
        {t('admin-email-templates-placeholders')} <code>{'{{name}}'}</code> –{' '}
        {t('admin-email-templates-placeholder-name')}, <code>{LINK_PLACEHOLDER}</code> –{' '}
        {t('admin-email-templates-placeholder-link')}
      </>
    );
  return (
    <>
      {t('admin-email-templates-placeholders')} <code>{'{{name}}'}</code> –{' '}
      {t('admin-email-templates-placeholder-name')}, <code>{'{{date}}'}</code> –{' '}
      {t('admin-email-templates-placeholder-date')}, <code>{LINK_PLACEHOLDER}</code> –{' '}
      {t('admin-email-templates-placeholder-results-link')}, <code>{'{{report_link}}'}</code> –{' '}
      {t('admin-email-templates-placeholder-report-link')}
    </>
  );
}

/** The body field's rows (spec 2 §9): 10. */
export const EMAIL_BODY_ROWS = 10;

/** Props of {@link EmailTemplateForm}. */
export interface EmailTemplateFormProps {
  /** The template edited. */
  template: EmailTemplate;
  /** Called after a successful save, once the template list has reloaded; default none. */
  onSaved?: () => void;
}

/** One template's form (spec 2 §2): the name read-only; sender name and e-mail, subject and a 10-row body; save with toasts (spec 2 §8). */
export function EmailTemplateForm({ template, onSaved }: EmailTemplateFormProps) {
  useAdminMessages();
  const { t } = useT();
  const update = useRouteMutation('emailTemplatesUpdate', { invalidates: ['emailTemplatesList'] });
  const notify = useNotify();
  const { register, handleSubmit, setError, formState } = useForm<EmailTemplateForm>({
    resolver: zodResolver(zEmailTemplateForm),
    defaultValues: {
      sender_name: template.sender_name,
      sender_email: template.sender_email,
      subject: template.subject,
      content: template.content,
    },
    mode: 'onTouched',
  });
  const { errors } = formState;
  const saving = update.isPending;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({
        params: { id: template.id },
        body: {
          name: template.name,
          slug: template.slug,
          subject: values.subject.trim(),
          content: values.content,
          sender_name: values.sender_name.trim(),
          sender_email: values.sender_email.trim(),
        },
      });
      notify.success('toast-email-template-saved');
      onSaved?.();
    } catch (error) {
      const refused = refusedFields(error);
      // a bad sender or a body without its link: say so on the field, not in a bare failure toast
      refused.forEach(([field, message], index) => {
        setError(field, { message }, { shouldFocus: index === 0 });
      });
      if (refused.length === 0) notify.danger('toast-email-template-save-error');
    }
  });
  const contentError =
    errors.content?.message === LINK_REQUIRED
      ? t(LINK_REQUIRED, { placeholder: LINK_PLACEHOLDER })
      : fieldErrorText(t, errors.content);

  return (
    <Form onSubmit={onSubmit} noValidate aria-busy={saving} data-state={saving ? 'submitting' : 'loaded'}>
      <TextField label={t('admin-email-templates-name')} value={template.name} readOnly />
      <TextField
        label={t('admin-email-templates-sender-name')}
        autoComplete="off"
        error={fieldErrorText(t, errors.sender_name)}
        {...register('sender_name')}
      />
      <TextField
        label={t('admin-email-templates-sender-email')}
        type="email"
        autoComplete="off"
        error={fieldErrorText(t, errors.sender_email)}
        {...register('sender_email')}
      />
      <TextField
        label={t('admin-email-templates-subject')}
        autoComplete="off"
        error={fieldErrorText(t, errors.subject)}
        {...register('subject')}
      />
      <TextAreaField
        label={t('admin-email-templates-content')}
        rows={EMAIL_BODY_ROWS}
        error={contentError}
        hint={<PlaceholderHint slug={template.slug} />}
        {...register('content')}
      />
      <FormActions>
        <Button type="submit" disabled={saving}>
          {t('common-save')}
        </Button>
      </FormActions>
    </Form>
  );
}
