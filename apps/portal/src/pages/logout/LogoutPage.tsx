import { useApiClient, useSession } from '@pulzus/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../routes/paths';

/**
 * /logout: ends the session on the server (`POST logout`, a failure ignored), then deletes the
 * stored token and the cached lists and goes to /login (spec 1 §2, §4; docs/sessions.md).
 */
export function LogoutPage() {
  const { session, token } = useSession();
  const client = useApiClient();
  const queryClient = useQueryClient();
  useEffect(() => {
    let done = false;
    const clear = () => {
      if (done) return;
      done = true;
      session.logout();
      queryClient.clear();
    };
    if (session.getToken() === null) return clear();
    // the local state is cleared whatever the server answers, network failures included
    client.logout().then(clear, clear);
  }, [session, client, queryClient]);
  return token === null ? <Navigate to={PATHS.login} replace /> : null;
}
