import { errorMessageKey, isApiError, type MessageKey, zSsoStartPayload } from '@pulzus/core';
import { Alert, Button, Form, TextField, useApiClient, useT } from '@pulzus/widgets';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { rememberedEndSession, rememberEndSession } from './sso-end-session';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

/** The key of an address the form refuses before asking the server. */
function addressError(email: string): MessageKey | null {
  if (email.trim() === '') return 'login-empty-email';
  return zSsoStartPayload.safeParse({ email }).success ? null : 'sso-field-email-invalid';
}

/**
 * The login page's company sign-in (docs/sso.md "Sign-in"): "Sign in with your company account" asks
 * for the work address and sends the browser to its account's identity provider; the server's refusal
 * (unknown domain, provider down, …) is shown in its own words. After a company sign-in's sign-out it
 * offers the identity provider's end-session.
 */
export function SsoSignIn() {
  const { t } = useT();
  const client = useApiClient();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<MessageKey | null>(null);
  const [busy, setBusy] = useState(false);
  const [endSession, setEndSession] = useState(rememberedEndSession);

  const start = async (event: React.FormEvent) => {
    event.preventDefault();
    const invalid = addressError(email);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const { url } = await client.ssoStart({ body: { email: email.trim() } });
      window.location.assign(url);
    } catch (caught) {
      setError(errorMessageKey(isApiError(caught) ? caught.code : null));
      setBusy(false);
    }
  };

  return (
    <Section aria-labelledby={`${fieldId}-title`} data-testid="sso-sign-in">
      {endSession ? (
        <p>
          <a href={endSession} onClick={() => rememberEndSession(null)}>
            {t('sso-end-session-offer')}
          </a>{' '}
          <Button
            type="button"
            $variant="secondary"
            $size="sm"
            aria-label={t('sso-end-session-dismiss')}
            onClick={() => {
              rememberEndSession(null);
              setEndSession(null);
            }}
          >
            ×
          </Button>
        </p>
      ) : null}
      {open ? (
        <Form onSubmit={start} noValidate>
          <h2 id={`${fieldId}-title`}>{t('sso-login-title')}</h2>
          <p>{t('sso-login-intro')}</p>
          <TextField
            label={t('sso-login-email')}
            type="email"
            autoComplete="username"
            autoFocus
            value={email}
            invalid={error !== null}
            onChange={(event) => setEmail(event.target.value)}
          />
          {error ? <Alert tone="danger">{t(error)}</Alert> : null}
          <Button type="submit" disabled={busy}>
            {t('sso-login-continue')}
          </Button>
          <Button type="button" $variant="secondary" onClick={() => setOpen(false)}>
            {t('sso-login-back')}
          </Button>
        </Form>
      ) : (
        <Button id={`${fieldId}-title`} type="button" $variant="secondary" onClick={() => setOpen(true)}>
          {t('sso-login-button')}
        </Button>
      )}
    </Section>
  );
}
