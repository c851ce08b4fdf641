import type { MessageKey } from '@pulzus/core';
import { PATHS } from '../routes/paths';

/** One link of the header (spec 1 §2). */
export interface HeaderLink {
  readonly to: string;
  readonly label: MessageKey;
}

/** The header's links, in order (spec 1 §2); the drawer lists the same. */
export const HEADER_LINKS: readonly HeaderLink[] = [
  { to: PATHS.welcome, label: 'layout-menu-welcome' },
  { to: PATHS.explanations, label: 'layout-menu-explanations' },
  { to: PATHS.documents, label: 'layout-menu-documents' },
  { to: PATHS.changePassword, label: 'layout-menu-change-password' },
  { to: PATHS.logout, label: 'layout-menu-logout' },
];
