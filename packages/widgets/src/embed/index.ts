/**
 * @pulzus/widgets/embed — the `<pulzus-graph>` custom element for intranet pages on other origins
 * (docs/embedding.md). Importing registers nothing: call {@link definePulzusGraph}. The standalone script
 * (`dist-embed/pulzus-graph.js`, React included) registers the element itself.
 */
export { definePulzusGraph, PULZUS_GRAPH_TAG } from './define-pulzus-graph';
export type { DefinePulzusGraphOptions } from './define-pulzus-graph';
export { EMBED_ATTRIBUTE_NAMES } from './embed-config';
export type { EmbedAttributes } from './embed-config';
export { PulzusGraphElement } from './PulzusGraphElement';
