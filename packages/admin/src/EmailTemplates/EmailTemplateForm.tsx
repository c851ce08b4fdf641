import { zodResolver } from '@hookform/resolvers/zod';
import { type EmailTemplate, zRequiredText } from '@pulzus/core';
import { Button, Form, FormActions, TextAreaField, TextField, useApiClient, useT } from '@pulzus/widgets';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { fieldErrorText } from '../shared/form-error';
import { useNotify } from '../shared/useNotify';

/** The editable fields of an e-mail template: each required (spec 2 §2). */
const zEmailTemplateForm = z.object({
  sender_name: zRequiredText,
  sender_email: zRequiredText,
  subject: zRequiredText,
  content: zRequiredText,
});
type EmailTemplateForm = z.input<typeof zEmailTemplateForm>;

/** The body field's rows (spec 2 §9): 10. */
export const EMAIL_BODY_ROWS = 10;

/** Props of {@link EmailTemplateForm}. */
export interface EmailTemplateFormProps {
  /** The template edited. */
  template: EmailTemplate;
  /** Called after a successful save, to reload the list. */
  onSaved: () => void;
}

/** One template's form (spec 2 §2): the name read-only; sender name and e-mail, subject and a 10-row body; save with toasts (spec 2 §8). */
export function EmailTemplateForm({ template, onSaved }: EmailTemplateFormProps) {
  const { t } = useT();
  const client = useApiClient();
  const notify = useNotify();
  const { register, handleSubmit, formState } = useForm<EmailTemplateForm>({
    resolver: zodResolver(zEmailTemplateForm),
    defaultValues: {
      sender_name: template.sender_name,
      sender_email: template.sender_email,
      subject: template.subject,
      content: template.content,
    },
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await client.emailTemplatesUpdate({
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
      onSaved();
    } catch {
      notify.danger('toast-email-template-save-error');
    }
  });

  return (
    <Form
      onSubmit={onSubmit}
      noValidate
      aria-busy={isSubmitting}
      data-state={isSubmitting ? 'submitting' : 'loaded'}
    >
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
        error={fieldErrorText(t, errors.content)}
        hint={
          <>
            {t('admin-email-templates-placeholders')} <code>{'{{name}}'}</code> –{' '}
            {t('admin-email-templates-placeholder-name')}, <code>{'{{link}}'}</code> –{' '}
            {t('admin-email-templates-placeholder-link')}
          </>
        }
        {...register('content')}
      />
      <FormActions>
        <Button type="submit" disabled={isSubmitting}>
          {t('common-save')}
        </Button>
      </FormActions>
    </Form>
  );
}
