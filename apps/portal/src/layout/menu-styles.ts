import { css } from 'styled-components';

/** The width below which the header's links and menus move into the menu drawer. */
export const HEADER_DRAWER_MAX_WIDTH = '1099.98px';

/** The width from which the header shows its links and dropdowns in one row. */
export const HEADER_WIDE_MIN_WIDTH = '1100px';

/** The look of a menu's items (links and `button.item`), shared by the dropdowns and the drawer. */
export const menuItemsCss = css`
  ul { margin: 0; padding: 0; list-style: none; }
  a, button.item {
    display: flex; align-items: center; gap: ${({ theme }) => theme.space.sm};
    box-sizing: border-box; inline-size: 100%; min-block-size: 40px;
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
    border: 0; border-radius: ${({ theme }) => theme.radius.sm};
    background: transparent; color: inherit; font: inherit; text-align: start; text-decoration: none;
    cursor: pointer;
  }
  a:hover, button.item:hover { background: ${({ theme }) => theme.colors.surface}; }
  a[aria-current='page'] { box-shadow: inset 3px 0 0 ${({ theme }) => theme.colors.primary}; }
  .menu-group + .menu-group { margin-block-start: ${({ theme }) => theme.space.xs}; }
  .menu-group-title {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    padding: 0 ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
  }
`;
