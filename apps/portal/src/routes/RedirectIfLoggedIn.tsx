import { useSession } from '@pulzus/widgets';
import { Navigate, Outlet } from 'react-router';
import { PATHS } from './paths';

/** Public sign-in pages send a logged-in person to /welcome (spec 1 §2 login, forgotten password). */
export function RedirectIfLoggedIn() {
  const { isLoggedIn } = useSession();
  return isLoggedIn ? <Navigate to={PATHS.welcome} replace /> : <Outlet />;
}
