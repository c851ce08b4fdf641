import { useSession } from '@pulzus/widgets';
import { Navigate, Outlet } from 'react-router';
import { PATHS } from './paths';

/** The admin guard: only a logged-in admin passes, anyone else goes to / (spec 1 §2). */
export function RequireAdmin() {
  const { isAdmin } = useSession();
  return isAdmin ? <Outlet /> : <Navigate to={PATHS.root} replace />;
}
