import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { LogoutPage } from '../pages/logout/LogoutPage';
import { Loading } from '../ui/PageStatus';
import {
  ChangePasswordPage,
  ExplanationsPage,
  ForgottenPasswordPage,
  Layout,
  LoginPage,
  NewPasswordPage,
  WelcomePage,
} from './lazy-pages';
import { PATHS } from './paths';
import { RedirectIfLoggedIn } from './RedirectIfLoggedIn';
import { RequireLogin } from './RequireLogin';

/**
 * The portal's route tree (spec 1 §2): the empty path goes to /welcome; /logout is public; the
 * sign-in pages send a logged-in person to /welcome; the rest sits behind the login guard inside
 * the layout. An unknown path goes to /welcome too.
 */
export function PortalRoutes() {
  return (
    <Suspense fallback={<Loading />}>
      <Routes>
        <Route index element={<Navigate to={PATHS.welcome} replace />} />
        <Route path={PATHS.logout} element={<LogoutPage />} />
        <Route element={<RedirectIfLoggedIn />}>
          <Route path={PATHS.login} element={<LoginPage />} />
          <Route path={PATHS.forgottenPassword} element={<ForgottenPasswordPage />} />
          <Route path={PATHS.newPassword} element={<NewPasswordPage />} />
        </Route>
        <Route element={<RequireLogin />}>
          <Route element={<Layout />}>
            <Route path={PATHS.welcome} element={<WelcomePage />} />
            <Route path={PATHS.changePassword} element={<ChangePasswordPage />} />
            <Route path={PATHS.explanations} element={<ExplanationsPage />} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={PATHS.welcome} replace />} />
      </Routes>
    </Suspense>
  );
}
