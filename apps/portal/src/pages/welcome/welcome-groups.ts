import { type MessageKey, WELCOME_GROUP_IDS, type WelcomeLink } from '@pulzus/core';

/** A titled group of welcome links. */
export interface WelcomeGroup {
  readonly title: MessageKey;
  readonly links: readonly WelcomeLink[];
}

/**
 * The visible links (core's `visibleWelcomeLinks`) in their groups, in the graph definition table's
 * group order, empty groups left out.
 */
export function welcomeGroups(visible: readonly WelcomeLink[]): WelcomeGroup[] {
  return WELCOME_GROUP_IDS.map((group) => ({
    title: `welcome-group-${group}` as const,
    links: visible.filter((link) => link.group === group),
  })).filter((group) => group.links.length > 0);
}
