import { GRAPH_SLUGS } from '../schemas/graph-slugs';
import { GRAPH_DEFINITIONS, type GraphSlug, type WelcomeGroupId } from './graph-definitions';
import type { EnabledGraphs } from '../schemas/graph-settings';

/** One welcome-page link and the graph key that must be enabled for it to show (spec 1 §2). */
export interface WelcomeLink {
  readonly route: string;
  readonly graph: GraphSlug;
  /** The welcome-page group the link is listed in. */
  readonly group: WelcomeGroupId;
}

/** The welcome-page links in their order: the graphs of the definition table by welcome position. */
export const WELCOME_LINKS: readonly WelcomeLink[] = GRAPH_SLUGS.map((slug) => ({
  route: graphRoute(slug),
  graph: slug,
  group: GRAPH_DEFINITIONS[slug].welcome.group,
  position: GRAPH_DEFINITIONS[slug].welcome.position,
}))
  .sort((a, b) => a.position - b.position)
  .map(({ route, graph, group }) => ({ route, graph, group }));

/** The links whose graph key is enabled for the account; a missing flag counts as disabled (spec 1 §2). */
export function visibleWelcomeLinks(enabled: Partial<EnabledGraphs> | null | undefined): WelcomeLink[] {
  return WELCOME_LINKS.filter((link) => enabled?.[link.graph] === true);
}

/** The route of a graph page: /participation-rate or /graph/{slug} (spec 1 §2, spec 2 §2). */
export function graphRoute(slug: GraphSlug): string {
  return GRAPH_DEFINITIONS[slug].route;
}
