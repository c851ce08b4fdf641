import { useSession } from '@pulzus/widgets';
import { Navigate, Outlet } from 'react-router';
import { PATHS } from './paths';

/** The login guard: a person who is not logged in goes to /login (spec 1 §2). */
export function RequireLogin() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Outlet /> : <Navigate to={PATHS.login} replace />;
}
