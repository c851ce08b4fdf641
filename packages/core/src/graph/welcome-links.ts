import type { GraphSlug } from '../schemas/graph-query';
import type { EnabledGraphs } from '../schemas/graph-settings';

/** One welcome-page link and the graph key that must be enabled for it to show (spec 1 §2). */
export interface WelcomeLink {
  readonly route: string;
  readonly graph: GraphSlug;
}

/** The welcome-page links in their spec order (spec 1 §2 "Welcome page"). */
export const WELCOME_LINKS: readonly WelcomeLink[] = [
  { route: '/participation-rate', graph: 'participation_rate' },
  { route: '/graph/demographics', graph: 'demographics' },
  { route: '/graph/commitment_total', graph: 'commitment_total' },
  { route: '/graph/commitment_demographics', graph: 'commitment_demographics' },
  { route: '/graph/commitment_detailed', graph: 'commitment_detailed' },
  { route: '/graph/commitment_ranking', graph: 'commitment_ranking' },
  { route: '/graph/satisfaction_total', graph: 'satisfaction_total' },
  { route: '/graph/satisfaction_topics', graph: 'satisfaction_topics' },
  { route: '/graph/total', graph: 'total' },
  { route: '/graph/satisfaction_demographics', graph: 'satisfaction_demographics' },
];

/** The links whose graph key is enabled for the account; a missing flag counts as disabled (spec 1 §2). */
export function visibleWelcomeLinks(enabled: Partial<EnabledGraphs> | null | undefined): WelcomeLink[] {
  return WELCOME_LINKS.filter((link) => enabled?.[link.graph] === true);
}

/** The route of a graph page: /participation-rate or /graph/{slug} (spec 1 §2, spec 2 §2). */
export function graphRoute(slug: GraphSlug): string {
  return slug === 'participation_rate' ? '/participation-rate' : `/graph/${slug}`;
}
