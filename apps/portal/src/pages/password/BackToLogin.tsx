import { useT } from '@pulzus/widgets';
import { Link } from 'react-router';
import { PATHS } from '../../routes/paths';

/** The link back to /login of the password pages (spec 1 §2). */
export function BackToLogin() {
  const { t } = useT();
  return <Link to={PATHS.login}>{t('forgotten-password-back-to-login')}</Link>;
}
