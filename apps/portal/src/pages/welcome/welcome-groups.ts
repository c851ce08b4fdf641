import type { GraphSlug, MessageKey, WelcomeLink } from '@pulzus/core';

/** A titled group of welcome links. */
export interface WelcomeGroup {
  readonly title: MessageKey;
  readonly links: readonly WelcomeLink[];
}

const GROUPS: readonly { title: MessageKey; graphs: readonly GraphSlug[] }[] = [
  { title: 'welcome-group-participation', graphs: ['participation_rate', 'demographics'] },
  {
    title: 'welcome-group-commitment',
    graphs: ['commitment_total', 'commitment_demographics', 'commitment_detailed', 'commitment_ranking'],
  },
  {
    title: 'welcome-group-satisfaction',
    graphs: ['satisfaction_total', 'satisfaction_topics', 'total', 'satisfaction_demographics'],
  },
];

/** The visible links (core's `visibleWelcomeLinks`) in their groups, empty groups left out (spec 1 §2). */
export function welcomeGroups(visible: readonly WelcomeLink[]): WelcomeGroup[] {
  return GROUPS.map((group) => ({
    title: group.title,
    links: visible.filter((link) => group.graphs.includes(link.graph)),
  })).filter((group) => group.links.length > 0);
}
