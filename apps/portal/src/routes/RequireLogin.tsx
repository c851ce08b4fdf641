import { useSession } from '@pulzus/widgets';
import { Navigate, Outlet, useLocation } from 'react-router';
import { rememberSharedLink, sharedLinkOf } from '../pages/welcome/shared-link-store';
import { PATHS } from './paths';

/**
 * The login guard: a person who is not logged in goes to /login (spec 1 §2). A shared date's link is kept for the
 * welcome page after the sign-in (docs/api.md "Sharing a date"); it signs nobody in.
 */
export function RequireLogin() {
  const { isLoggedIn } = useSession();
  const location = useLocation();
  if (isLoggedIn) return <Outlet />;
  const shared = location.pathname === PATHS.welcome ? sharedLinkOf(location.search) : null;
  if (shared) rememberSharedLink(shared);
  return <Navigate to={PATHS.login} replace />;
}
