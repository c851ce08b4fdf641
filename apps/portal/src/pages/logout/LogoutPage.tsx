import { useSession } from '@pulzus/widgets';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { PATHS } from '../../routes/paths';

/** /logout: deletes the stored token and the cached lists, then goes to /login (spec 1 §2, §4). */
export function LogoutPage() {
  const { session, token } = useSession();
  const queryClient = useQueryClient();
  useEffect(() => {
    session.logout();
    queryClient.clear();
  }, [session, queryClient]);
  return token === null ? <Navigate to={PATHS.login} replace /> : null;
}
