import { useSession, useT } from '@pulzus/widgets';
import { Link } from 'react-router';
import { useSessionAccountDialog } from '../session-account/session-account-dialog-store';
import { ACCOUNT_ADMIN_ITEMS, ADMIN_ITEMS } from './admin-menu-items';
import { Disclosure } from './Disclosure';

/**
 * The admin links: accounts, admins, e-mail templates and the session-account chooser; the
 * account-specific links only with a session account (spec 1 §2). `onChoose` closes the surrounding menu.
 */
export function AdminMenuList({ onChoose }: { onChoose: () => void }) {
  const { t } = useT();
  const { sessionAccountId } = useSession();
  const showDialog = useSessionAccountDialog((state) => state.show);
  const items = sessionAccountId === null ? ADMIN_ITEMS : [...ADMIN_ITEMS, ...ACCOUNT_ADMIN_ITEMS];
  return (
    <ul>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} onClick={onChoose}>
            {t(item.label)}
          </Link>
        </li>
      ))}
      <li>
        <button
          type="button"
          className="item"
          onClick={() => {
            onChoose();
            showDialog();
          }}
        >
          {t('layout-menu-admin-session-account')}
        </button>
      </li>
    </ul>
  );
}

/** The admin dropdown of the wide header (spec 1 §2). */
export function AdminMenu() {
  const { t } = useT();
  return (
    <Disclosure name="Pulzus.AdminMenu" label={t('layout-menu-admin')}>
      {(close) => <AdminMenuList onChoose={close} />}
    </Disclosure>
  );
}
