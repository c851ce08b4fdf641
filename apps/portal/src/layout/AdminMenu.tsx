import { useSession, useT } from '@pulzus/widgets';
import { Link } from 'react-router';
import { useSessionAccountDialog } from '../session-account/session-account-dialog-store';
import { ACCOUNT_ADMIN_ITEMS, ADMIN_ITEMS } from './admin-menu-items';
import { Disclosure } from './Disclosure';

/** The admin dropdown: accounts, admins, e-mail templates and the session-account chooser; the account-specific links only with a session account (spec 1 §2). */
export function AdminMenu() {
  const { t } = useT();
  const { sessionAccountId } = useSession();
  const showDialog = useSessionAccountDialog((state) => state.show);
  const items = sessionAccountId === null ? ADMIN_ITEMS : [...ADMIN_ITEMS, ...ACCOUNT_ADMIN_ITEMS];
  return (
    <Disclosure name="Pulzus.AdminMenu" label={t('layout-menu-admin')}>
      {(close) => (
        <ul>
          {items.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={close}>
                {t(item.label)}
              </Link>
            </li>
          ))}
          <li>
            <button
              type="button"
              className="item"
              onClick={() => {
                close();
                showDialog();
              }}
            >
              {t('layout-menu-admin-session-account')}
            </button>
          </li>
        </ul>
      )}
    </Disclosure>
  );
}
