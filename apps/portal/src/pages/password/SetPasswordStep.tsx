import {
  type MessageKey,
  type PasswordPair,
  passwordErrorMessageKey,
  validateNewPassword,
} from '@pulzus/core';
import { Alert, Button, Form, keyResolver, TextField, useApiClient, useT } from '@pulzus/widgets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { BackToLogin } from './BackToLogin';
import type { PasswordFlowTexts } from './password-flow-texts';
import { isRefusedPassword, passwordServerErrorKey } from './server-error-key';
import { firstErrorKey } from '../../forms/first-error-key';

/** spec 1 §5's check, with a weak password naming the first rule it breaks rather than listing them all. */
function validate(pair: PasswordPair): MessageKey | null {
  const key = validateNewPassword(pair);
  return key === 'forgotten-password-new-password-weak'
    ? passwordErrorMessageKey('weak-password', undefined, pair.password)
    : key;
}

// spec 1 §5: required and strong concern the new password, the mismatch its repetition
const resolver = keyResolver<PasswordPair>(validate, (key) =>
  key === 'forgotten-password-new-password-mismatch' ? 'repeat' : 'password',
);

/** Props of {@link SetPasswordStep}: the link's user id and hash (already checked) and the flow's texts. */
export interface SetPasswordStepProps {
  userId: number;
  hash: string;
  texts: PasswordFlowTexts;
}

/** Step 2 of a password flow: new password and repeat, then the success text and a link to /login (spec 1 §2, §4). */
export function SetPasswordStep({ userId, hash, texts }: SetPasswordStepProps) {
  const { t } = useT();
  const client = useApiClient();
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<MessageKey | null>(null);
  // a refused password's reason (docs/sign-in.md "Passwords") is shown at the password field
  const [passwordError, setPasswordError] = useState<MessageKey | null>(null);
  const { register, handleSubmit, formState, setFocus } = useForm<PasswordPair>({
    resolver,
    defaultValues: { password: '', repeat: '' },
  });
  const { errors } = formState;
  const fieldError = firstErrorKey(errors, ['password', 'repeat']);

  const onSubmit = handleSubmit(async ({ password }) => {
    setServerError(null);
    setPasswordError(null);
    try {
      await client.usersSetPassword({ body: { user_id: userId, verify_hash: hash, password } });
      setDone(true);
    } catch (error) {
      if (isRefusedPassword(error)) {
        setPasswordError(passwordServerErrorKey(error, password));
        setFocus('password');
      } else {
        setServerError(passwordServerErrorKey(error, password));
      }
    }
  });

  if (done) {
    return (
      <>
        <Alert tone="success">{t(texts.success)}</Alert>
        <BackToLogin />
      </>
    );
  }
  return (
    <>
      {texts.setIntro ? <p>{t(texts.setIntro)}</p> : null}
      <Form onSubmit={onSubmit} noValidate>
        <TextField
          label={t('forgotten-password-new-password')}
          type="password"
          autoComplete="new-password"
          hint={t('forgotten-password-password-rules')}
          invalid={errors.password !== undefined}
          error={!fieldError && passwordError ? t(passwordError) : undefined}
          {...register('password')}
        />
        <TextField
          label={t('forgotten-password-repeat-password')}
          type="password"
          autoComplete="new-password"
          invalid={errors.repeat !== undefined}
          {...register('repeat')}
        />
        {fieldError || serverError ? <Alert tone="danger">{t((fieldError ?? serverError)!)}</Alert> : null}
        <Button type="submit" disabled={formState.isSubmitting}>
          {t('forgotten-password-set-button')}
        </Button>
      </Form>
    </>
  );
}
