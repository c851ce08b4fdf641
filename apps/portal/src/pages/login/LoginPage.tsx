import { type LoginForm, validateLogin } from '@pulzus/core';
import {
  Alert,
  Button,
  Card,
  Form,
  keyResolver,
  PageTitle,
  PublicPage,
  TextField,
  useApiClient,
  useSession,
  useT,
} from '@pulzus/widgets';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useLoginNotice } from '../../routes/login-notice-store';
import { PATHS } from '../../routes/paths';
import { LoginHeader } from './LoginHeader';
import { loginErrorText } from './login-error-text';
import { firstErrorKey } from '../../forms/first-error-key';
import { SsoSignIn } from '../sso/SsoSignIn';

// spec 1 §5: the e-mail is checked first, then the password; the error names its field
const resolver = keyResolver<LoginForm>(validateLogin, (key) =>
  key === 'login-empty-email' ? 'email' : 'password',
);

/** The login screen (spec 1 §2, §4, §5, §8): Enter submits, errors in core's order, success goes to /welcome. */
export function LoginPage() {
  const { t } = useT();
  const client = useApiClient();
  const { session } = useSession();
  const navigate = useNavigate();
  const { notice, setNotice } = useLoginNotice();
  const [serverError, setServerError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginForm>({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const fieldError = firstErrorKey(errors, ['email', 'password']);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { token } = await client.login({ body: values });
      setNotice(null);
      session.replaceToken(token);
      navigate(PATHS.welcome, { replace: true });
    } catch (error) {
      setServerError(loginErrorText(error, t));
    }
  });

  const message = t(notice ?? 'login-default-message');
  return (
    <PublicPage>
      <Card aria-labelledby="login-title">
        <LoginHeader />
        <PageTitle id="login-title">{t('login-title')}</PageTitle>
        <p data-testid="login-message">{message}</p>
        <Form onSubmit={onSubmit} noValidate>
          <TextField
            label={t('login-email')}
            type="email"
            autoComplete="username"
            invalid={errors.email !== undefined}
            {...register('email')}
          />
          <TextField
            label={t('login-password')}
            type="password"
            autoComplete="current-password"
            invalid={errors.password !== undefined}
            {...register('password')}
          />
          {fieldError || serverError ? (
            <Alert tone="danger">{fieldError ? t(fieldError) : serverError}</Alert>
          ) : null}
          <Button type="submit" disabled={isSubmitting}>
            {t('login-button')}
          </Button>
        </Form>
        <Link to={PATHS.forgottenPassword}>{t('login-forgotten-password-link')}</Link>
        <SsoSignIn />
      </Card>
    </PublicPage>
  );
}
