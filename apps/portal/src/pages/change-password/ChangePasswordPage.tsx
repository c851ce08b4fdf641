import {
  type ChangePasswordForm,
  changePasswordErrorMessageKey,
  isApiError,
  type MessageKey,
  validateChangePassword,
} from '@pulzus/core';
import {
  Alert,
  Button,
  Card,
  Form,
  keyResolver,
  PageTitle,
  TextField,
  useApiClient,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { firstErrorKey } from '../../forms/first-error-key';
import { isRefusedPassword } from '../password/server-error-key';

const FIELDS = ['old_password', 'new_password', 'repeat'] as const;
const EMPTY: ChangePasswordForm = { old_password: '', new_password: '', repeat: '' };

// spec 1 §5: old empty, then new or repeat empty, then the mismatch — each marks its own field
const resolver = keyResolver<ChangePasswordForm>(validateChangePassword, (key, values) => {
  if (key === 'change-password-error-old-password-empty') return 'old_password';
  if (key === 'change-password-error-new-password-empty')
    return values.new_password === '' ? 'new_password' : 'repeat';
  return 'repeat';
});

function serverErrorKey(error: unknown, newPassword: string): MessageKey {
  if (!isApiError(error)) return changePasswordErrorMessageKey(null);
  const { errorCode } = error.details as { errorCode?: unknown };
  const code = typeof errorCode === 'string' ? errorCode : error.code;
  // a refused new password names the rule it breaks (docs/sign-in.md "Passwords"), not a bare failure
  return changePasswordErrorMessageKey(code, error.details, newPassword);
}

/** /change-password: old, new and repeat, checked in core's order; demo users see the not-allowed text (spec 1 §2, §5, §6, §8). */
export function ChangePasswordPage() {
  const { t } = useT();
  const client = useApiClient();
  const { claims } = useSession();
  // atField: a refused new password's reason (docs/sign-in.md "Passwords"), shown at that field
  const [result, setResult] = useState<{ ok: boolean; key: MessageKey; atField?: boolean } | null>(null);
  const { register, handleSubmit, formState, reset, setFocus } = useForm<ChangePasswordForm>({
    resolver,
    defaultValues: EMPTY,
  });
  const { errors } = formState;
  const fieldError = firstErrorKey(errors, FIELDS);

  const onSubmit = handleSubmit(async ({ old_password, new_password }) => {
    setResult(null);
    try {
      await client.usersChangePassword({ body: { old_password, new_password } });
      reset(EMPTY);
      setResult({ ok: true, key: 'change-password-success' });
    } catch (error) {
      const atField = isRefusedPassword(error);
      setResult({ ok: false, key: serverErrorKey(error, new_password), atField });
      if (atField) setFocus('new_password');
    }
  });

  return (
    <Card aria-labelledby="change-password-title">
      <PageTitle id="change-password-title">{t('change-password-title')}</PageTitle>
      {claims?.role === 'demo-user' ? (
        <Alert tone="warning">{t('demo-user-not-allowed')}</Alert>
      ) : (
        <Form onSubmit={onSubmit} noValidate>
          <TextField
            label={t('change-password-old-password')}
            type="password"
            autoComplete="current-password"
            invalid={errors.old_password !== undefined}
            {...register('old_password')}
          />
          <TextField
            label={t('change-password-new-password')}
            type="password"
            autoComplete="new-password"
            invalid={errors.new_password !== undefined}
            error={!fieldError && result?.atField ? t(result.key) : undefined}
            {...register('new_password')}
          />
          <TextField
            label={t('change-password-repeat-password')}
            type="password"
            autoComplete="new-password"
            invalid={errors.repeat !== undefined}
            {...register('repeat')}
          />
          {fieldError ? <Alert tone="danger">{t(fieldError)}</Alert> : null}
          {!fieldError && result && !result.atField ? (
            <Alert tone={result.ok ? 'success' : 'danger'}>{t(result.key)}</Alert>
          ) : null}
          <div>
            <Button type="submit" disabled={formState.isSubmitting}>
              {t('change-password-button')}
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
