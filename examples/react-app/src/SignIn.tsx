import { useApiClient, useSession } from '@pulzus/widgets';
import { type FormEvent, useState } from 'react';

/** E-mail and password against `POST login`; the token goes to the provider's session. */
export function SignIn() {
  const client = useApiClient();
  const { session, isLoggedIn, claims } = useSession();
  const [problem, setProblem] = useState<string | null>(null);

  async function signIn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    try {
      const { token } = await client.login({
        body: { email: String(form.get('email')), password: String(form.get('password')) },
      });
      session.replaceToken(token);
      setProblem(null);
    } catch {
      setProblem('Sign-in failed: check the e-mail, the password and PULZUS_API_URL.');
    }
  }

  if (isLoggedIn) return <p>Signed in as {claims?.nickname}.</p>;
  return (
    <form onSubmit={signIn}>
      <label>
        E-mail <input name="email" type="email" autoComplete="username" required />
      </label>{' '}
      <label>
        Password <input name="password" type="password" autoComplete="current-password" required />
      </label>{' '}
      <button type="submit">Sign in</button>
      {problem && <p role="alert">{problem}</p>}
    </form>
  );
}
