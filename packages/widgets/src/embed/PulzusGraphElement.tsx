import type { FetchFunction } from '@pulzus/core';
import { createRoot, type Root } from 'react-dom/client';
import { type IStyleSheetManager, StyleSheetManager, ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { EmbeddedGraph } from './EmbeddedGraph';
import { EmbedStylesRefused } from './EmbedStylesRefused';
import { EMBED_ATTRIBUTE_NAMES, type EmbedAttributes, readEmbedConfig } from './embed-config';
import {
  adoptsStyleSheets,
  constructedSheetTarget,
  EMBED_MOUNT_CLASS,
  embedHostCss,
  embedHostSheet,
} from './embed-styles';

// Importing the module where there is no DOM (a server render, a Node test) must not throw.
const ElementBase = (globalThis.HTMLElement ?? class {}) as typeof HTMLElement;

/**
 * The `<pulzus-graph server key|token slug lang height params>` custom element (embed contract): an open shadow
 * root holding its own styles — styled-components write into a constructed sheet the root adopts,
 * never into the page's head, so a strict Content-Security-Policy (`style-src 'self'`) allows them —
 * and a React root drawing the connected graph. Attribute changes redraw; removal from the page
 * unmounts (a move within the page does not). A browser without constructed sheets gets `<style>`
 * elements carrying the element's `nonce`; when the page's policy refuses them, the element says so.
 */
export class PulzusGraphElement extends ElementBase {
  /** The attributes whose changes redraw the element. */
  static readonly observedAttributes: readonly string[] = EMBED_ATTRIBUTE_NAMES;

  /** The fetch function of the element's API calls; default the global `fetch` (tests give a fake one). */
  protected readonly fetchFunction: FetchFunction | undefined = undefined;

  readonly #mount: HTMLDivElement;
  readonly #shadow: ShadowRoot;
  /** Where styled-components writes: a constructed sheet, or the shadow root in a browser without them. */
  readonly #styleTarget: NonNullable<IStyleSheetManager['target']>;
  /** The host styles as a `<style>`, in a browser without constructed sheets only, once connected. */
  #hostStyle: HTMLStyleElement | null = null;
  #root: Root | null = null;

  constructor() {
    super();
    this.#shadow = this.attachShadow({ mode: 'open' });
    this.#mount = document.createElement('div');
    this.#mount.className = EMBED_MOUNT_CLASS;
    this.#shadow.append(this.#mount);
    if (adoptsStyleSheets()) {
      const rules = new CSSStyleSheet();
      this.#shadow.adoptedStyleSheets = [embedHostSheet(), rules];
      this.#styleTarget = constructedSheetTarget(rules);
    } else {
      this.#styleTarget = this.#shadow;
    }
  }

  /** Mounts the React root and draws. */
  connectedCallback(): void {
    if (this.#styleTarget === this.#shadow && !this.#hostStyle) {
      // the page's policy decides on a <style> when it enters the page, with the nonce it carries then
      this.#hostStyle = document.createElement('style');
      this.#hostStyle.nonce = this.nonce ?? '';
      this.#hostStyle.textContent = embedHostCss();
      this.#shadow.prepend(this.#hostStyle);
    }
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
    // a policy that refuses the host <style> refuses styled-components' too: no empty box, but why
    if (this.#hostStyle && !this.#hostStyle.sheet) {
      this.#root?.render(<EmbedStylesRefused language={readEmbedConfig(this.#attributes()).lang} />);
      return;
    }
    this.#root?.render(
      // `nonce` is read as a property: browsers hide the attribute's value once the element is in the page
      <StyleSheetManager target={this.#styleTarget} nonce={this.nonce || undefined}>
        <ThemeProvider theme={theme}>
          <EmbeddedGraph attributes={this.#attributes()} fetch={this.fetchFunction} />
        </ThemeProvider>
      </StyleSheetManager>,
    );
  }
}
