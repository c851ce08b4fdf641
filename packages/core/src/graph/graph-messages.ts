import type { GraphSlug } from '../schemas/graph-query';

/** The message key of a graph's title, e.g. `graph-title-total` (i18n/graphs.*.json). */
export function graphTitleKey<S extends GraphSlug>(slug: S): `graph-title-${S}` {
  return `graph-title-${slug}`;
}
