import { useSession, useT } from '@pulzus/widgets';
import { useEffect, useId, useRef, useState } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { AdminMenuList } from './AdminMenu';
import { ResultsMenuList } from './ResultsMenu';
import { HEADER_LINKS } from './header-links';
import { HEADER_DRAWER_MAX_WIDTH, HEADER_WIDE_MIN_WIDTH, menuItemsCss } from './menu-styles';
import { UserMenuContent } from './UserMenu';

const Toggle = styled.button`
  display: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-block-size: 44px;
  margin-inline-start: auto;
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: inherit;
  font: inherit;
  cursor: pointer;
  @media (max-width: ${HEADER_DRAWER_MAX_WIDTH}) { display: inline-flex; }
`;

const Drawer = styled.dialog`
  box-sizing: border-box;
  inline-size: min(340px, calc(100vw - 40px));
  max-inline-size: none;
  block-size: 100dvh;
  max-block-size: none;
  margin: 0 0 0 auto;
  padding: 0;
  overflow-y: auto;
  border: 0;
  border-inline-start: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  &::backdrop { background: rgb(0 0 0 / 0.4); }
  .drawer-head {
    position: sticky; inset-block-start: 0;
    display: flex; align-items: center; justify-content: space-between;
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.background};
  }
  .drawer-head h2 { margin: 0; font-size: ${({ theme }) => theme.font.size.lg}; }
  .drawer-close {
    min-inline-size: 44px; min-block-size: 44px;
    border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius.md};
    background: transparent; color: inherit; font: inherit; font-size: 1.25rem; cursor: pointer;
  }
  section { padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md}; }
  section + section { border-block-start: 1px solid ${({ theme }) => theme.colors.border}; }
  h3 {
    margin: ${({ theme }) => theme.space.xs} 0;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  ${menuItemsCss}
  @media (min-width: ${HEADER_WIDE_MIN_WIDTH}) { display: none; }
`;

/**
 * The narrow header's menu button and its drawer (a modal `<dialog>`): the header links, the admin
 * links for admins and the user menu. Focus moves into the drawer and stays there; Escape, the
 * close button, the backdrop or a choice closes it, and focus returns to the menu button.
 */
export function MenuDrawer() {
  const { t } = useT();
  const { isAdmin, nickname, sessionAccountId } = useSession();
  const [open, setOpen] = useState(false);
  const drawer = useRef<HTMLDialogElement>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const drawerId = useId();
  const close = () => setOpen(false);

  useEffect(() => {
    const dialog = drawer.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) {
      dialog.close();
      toggle.current?.focus();
    }
  }, [open]);

  // a drawer left open while the window widens past the breakpoint closes
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${HEADER_WIDE_MIN_WIDTH})`);
    const onChange = () => {
      if (wide.matches) setOpen(false);
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  return (
    <>
      <Toggle
        ref={toggle}
        type="button"
        data-component="Pulzus.MenuButton"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen(true)}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" fill="none" />
        </svg>
        {t('layout-menu-drawer')}
      </Toggle>
      <Drawer
        ref={drawer}
        id={drawerId}
        data-component="Pulzus.MenuDrawer"
        data-state={open ? 'open' : 'closed'}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        // Escape handled here too: Chromium may skip the cancel event of a repeated Escape
        onKeyDown={(event) => {
          if (event.key !== 'Escape') return;
          event.preventDefault();
          close();
        }}
        // a click on the backdrop reaches the dialog itself
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
      >
        {open ? (
          <>
            <div className="drawer-head">
              <h2 id={titleId}>{t('layout-menu-drawer')}</h2>
              <button
                type="button"
                className="drawer-close"
                aria-label={t('layout-menu-close')}
                onClick={close}
              >
                <span aria-hidden="true">✕</span>
              </button>
            </div>
            <section aria-labelledby={`${titleId}-nav`}>
              <h3 id={`${titleId}-nav`}>{t('layout-app-name')}</h3>
              <nav aria-labelledby={`${titleId}-nav`}>
                <ul>
                  {HEADER_LINKS.map((link) => (
                    <li key={link.to}>
                      <NavLink to={link.to} onClick={close}>
                        {t(link.label)}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              </nav>
            </section>
            {sessionAccountId !== null ? (
              <section aria-labelledby={`${titleId}-results`} data-component="Pulzus.ResultsMenu">
                <h3 id={`${titleId}-results`}>{t('layout-menu-results')}</h3>
                <ResultsMenuList onChoose={close} />
              </section>
            ) : null}
            {isAdmin ? (
              <section aria-labelledby={`${titleId}-admin`} data-component="Pulzus.AdminMenu">
                <h3 id={`${titleId}-admin`}>{t('layout-menu-admin')}</h3>
                <AdminMenuList onChoose={close} />
              </section>
            ) : null}
            <section aria-labelledby={`${titleId}-user`} data-component="Pulzus.UserMenu">
              <h3 id={`${titleId}-user`}>{t('layout-user-greeting', { nickname: nickname ?? '' })}</h3>
              <UserMenuContent onChoose={close} />
            </section>
          </>
        ) : null}
      </Drawer>
    </>
  );
}
