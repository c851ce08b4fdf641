import { errorMessageKey, isApiError, isErrorCode, type SsoSignInResponse } from '@pulzus/core';
import { Card, Loading, PublicPage, useApiClient, useSession, useT } from '@pulzus/widgets';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useLoginNotice } from '../../routes/login-notice-store';
import { PATHS } from '../../routes/paths';
import { rememberEndSession } from './sso-end-session';

// the parameters an identity provider's redirect back carries that the server reads
const ANSWER_KEYS = ['code', 'state', 'iss', 'session_state', 'error', 'error_description'] as const;

// one finish per answer, however often React runs the effect (StrictMode runs it twice): the state is one-time
const finishing = new Map<string, Promise<SsoSignInResponse>>();

/**
 * /sso/callback, where the identity provider sends the browser back (docs/sso.md "Sign-in"): hands its
 * answer to `POST sso/oidc/callback` — for SAML, the assertion consumer service's hand-over code to
 * `POST sso/saml/finish` — and, signed in, stores the token as a password sign-in does and
 * opens /welcome; a refusal goes back to /login, which shows it in its own words, as it does the end of a
 * SAML single logout.
 */
export function SsoCallbackPage() {
  const { t } = useT();
  const client = useApiClient();
  const { session } = useSession();
  const navigate = useNavigate();
  const { setNotice } = useLoginNotice();

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // SAML single logout: the identity provider confirmed the sign-out there too (docs/sso.md "Single logout")
    if (params.get('sso_signed_out') !== null) {
      rememberEndSession(null);
      setNotice('sso-signed-out-everywhere');
      navigate(PATHS.login, { replace: true });
      return;
    }
    const body: Record<string, string> = {};
    for (const key of ANSWER_KEYS) {
      const value = params.get(key);
      if (value !== null) body[key] = value;
    }
    const key = params.toString();
    let pending = finishing.get(key);
    if (!pending) {
      // SAML: the assertion consumer service sends a one-time hand-over code, or the refusal's code
      const samlCode = params.get('saml');
      const refused = params.get('sso_error');
      pending = refused
        ? Promise.reject({ code: refused })
        : samlCode
          ? client.ssoSamlFinish({ body: { code: samlCode } })
          : client.ssoOidcCallback({ body });
      finishing.set(key, pending);
    }
    let live = true;
    pending.then(
      ({ token, end_session_url }) => {
        if (!live) return;
        rememberEndSession(end_session_url);
        setNotice(null);
        session.replaceToken(token);
        navigate(PATHS.welcome, { replace: true });
      },
      (error: unknown) => {
        if (!live) return;
        const code = isApiError(error) ? error.code : (error as { code?: unknown }).code;
        setNotice(errorMessageKey(isErrorCode(code) ? code : null));
        navigate(PATHS.login, { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [client, session, navigate, setNotice]);

  return (
    <PublicPage>
      <Card aria-busy="true">
        <p>{t('sso-callback-working')}</p>
        <Loading />
      </Card>
    </PublicPage>
  );
}
