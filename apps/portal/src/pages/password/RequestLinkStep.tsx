import { type MessageKey, validateForgottenPasswordEmail } from '@pulzus/core';
import { Alert, Button, Form, keyResolver, TextField, useApiClient, useT } from '@pulzus/widgets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BackToLogin } from './BackToLogin';
import type { PasswordFlowTexts } from './password-flow-texts';
import { passwordServerErrorKey } from './server-error-key';
import { firstErrorKey } from '../../forms/first-error-key';

interface RequestForm {
  email: string;
}

const resolver = keyResolver<RequestForm>(
  ({ email }) => validateForgottenPasswordEmail(email),
  () => 'email',
);

/** Step 1 of a password flow: an e-mail form, then the success text (spec 1 §2, §4, §5). */
export function RequestLinkStep({ texts }: { texts: PasswordFlowTexts }) {
  const { t } = useT();
  const client = useApiClient();
  const [sent, setSent] = useState(false);
  const [serverError, setServerError] = useState<MessageKey | null>(null);
  const { register, handleSubmit, formState } = useForm<RequestForm>({
    resolver,
    defaultValues: { email: '' },
  });
  const fieldError = firstErrorKey(formState.errors, ['email']);

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      await client.usersPasswordReminder({
        body: { email: email.trim(), email_template: texts.emailTemplate },
      });
      setSent(true);
    } catch (error) {
      setServerError(passwordServerErrorKey(error));
    }
  });

  if (sent) {
    return (
      <>
        <Alert tone="success">{t(texts.sent)}</Alert>
        <BackToLogin />
      </>
    );
  }
  return (
    <>
      <p>{t(texts.requestIntro)}</p>
      <Form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('forgotten-password-email')}
          type="email"
          autoComplete="email"
          invalid={fieldError !== undefined}
          {...register('email')}
        />
        {fieldError || serverError ? <Alert tone="danger">{t((fieldError ?? serverError)!)}</Alert> : null}
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('forgotten-password-submit')}
        </Button>
      </Form>
      <BackToLogin />
    </>
  );
}
