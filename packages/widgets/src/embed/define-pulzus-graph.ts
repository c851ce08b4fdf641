import type { FetchFunction } from '@pulzus/core';
import { PulzusGraphElement } from './PulzusGraphElement';

/** Options of {@link definePulzusGraph}. */
export interface DefinePulzusGraphOptions {
  /** The tag name; default `pulzus-graph`. */
  readonly name?: string;
  /** The fetch function of every element of this tag; default the global `fetch`. */
  readonly fetch?: FetchFunction;
}

/** The default tag name of the embedded graph. */
export const PULZUS_GRAPH_TAG = 'pulzus-graph';

/**
 * Registers the `<pulzus-graph>` custom element (or another tag name) and returns its class; a name
 * already registered keeps its first definition, so loading the script twice is harmless.
 */
export function definePulzusGraph(options: DefinePulzusGraphOptions = {}): CustomElementConstructor {
  const name = options.name ?? PULZUS_GRAPH_TAG;
  const existing = customElements.get(name);
  if (existing) return existing;
  const { fetch } = options;
  const element = fetch
    ? class extends PulzusGraphElement {
        protected override readonly fetchFunction = fetch;
      }
    : class extends PulzusGraphElement {};
  customElements.define(name, element);
  return element;
}
