import { useSession, useT } from '@pulzus/widgets';
import { Link, NavLink } from 'react-router';
import styled from 'styled-components';
import { PATHS } from '../routes/paths';
import { AdminMenu } from './AdminMenu';
import { HEADER_LINKS } from './header-links';
import { MenuDrawer } from './MenuDrawer';
import { ResultsMenu } from './ResultsMenu';
import { HEADER_DRAWER_MAX_WIDTH } from './menu-styles';
import { UserMenu } from './UserMenu';

const Bar = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xl}`};
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  @media (max-width: 480px) { padding: ${({ theme }) => theme.space.sm}; }
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.xl};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
`;

const Nav = styled.nav`
  flex: 1 1 auto;
  @media (max-width: ${HEADER_DRAWER_MAX_WIDTH}) { display: none; }
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-block;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.sm}`};
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a[aria-current='page'] { box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary}; }
`;

const Menus = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  @media (max-width: ${HEADER_DRAWER_MAX_WIDTH}) { display: none; }
`;

/**
 * The header: the links of spec 1 §2, the graph pages' dropdown, the admin dropdown for admins and the user menu; below
 * 1100 px one row with the brand and a menu button whose drawer holds them all.
 */
export function Header() {
  const { t } = useT();
  const { isAdmin } = useSession();
  return (
    <Bar>
      <Brand to={PATHS.welcome}>{t('layout-app-name')}</Brand>
      <Nav aria-label={t('layout-app-name')}>
        <ul>
          {HEADER_LINKS.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to}>{t(link.label)}</NavLink>
            </li>
          ))}
        </ul>
      </Nav>
      <Menus>
        <ResultsMenu />
        {isAdmin ? <AdminMenu /> : null}
        <UserMenu />
      </Menus>
      <MenuDrawer />
    </Bar>
  );
}
