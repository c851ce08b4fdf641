import type { FetchFunction } from '@pulzus/core';
import { createRoot, type Root } from 'react-dom/client';
import { StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { EmbeddedGraph } from './EmbeddedGraph';
import { EMBED_ATTRIBUTE_NAMES, type EmbedAttributes } from './embed-config';
import { EMBED_MOUNT_CLASS, embedHostSheet } from './embed-styles';

// Importing the module where there is no DOM (a server render, a Node test) must not throw.
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/**
 * The `<pulzus-graph server key|token slug lang height params>` custom element (embed contract): an open shadow
 * root holding its own styles — styled-components write into it, never into the page's head — and
 * a React root drawing the connected graph. Attribute changes redraw; removal from the page
 * unmounts (a move within the page does not).
 */
export class PulzusGraphElement extends ElementBase {
  /** The attributes whose changes redraw the element. */
  static readonly observedAttributes: readonly string[] = EMBED_ATTRIBUTE_NAMES;

  /** The fetch function of the element's API calls; default the global `fetch` (tests give a fake one). */
  protected readonly fetchFunction: FetchFunction | undefined = undefined;

  readonly #mount: HTMLDivElement;
  readonly #shadow: ShadowRoot;
  #root: Root | null = null;

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: 'open' });
    this.#shadow.adoptedStyleSheets = [embedHostSheet()];
    this.#mount = document.createElement('div');
    this.#mount.className = EMBED_MOUNT_CLASS;
    this.#shadow.append(this.#mount);
  }

  /** Mounts the React root and draws. */
  connectedCallback(): void {
    this.#root ??= createRoot(this.#mount);
    this.#render();
  }

  /** Unmounts once the element has really left the page. */
  disconnectedCallback(): void {
    queueMicrotask(() => {
      if (this.isConnected || !this.#root) return;
      this.#root.unmount();
      this.#root = null;
    });
  }

  /** Redraws with the new attribute values. */
  attributeChangedCallback(): void {
    if (this.#root) this.#render();
  }

  #attributes(): EmbedAttributes {
    return {
      server: this.getAttribute('server'),
      key: this.getAttribute('key'),
      token: this.getAttribute('token'),
      slug: this.getAttribute('slug'),
      lang: this.getAttribute('lang'),
      height: this.getAttribute('height'),
      params: this.getAttribute('params'),
    };
  }

  #render(): void {
    this.#root?.render(
      <StyleSheetManager target={this.#shadow}>
        <ThemeProvider theme={theme}>
          <EmbeddedGraph attributes={this.#attributes()} fetch={this.fetchFunction} />
        </ThemeProvider>
      </StyleSheetManager>,
    );
  }
}
