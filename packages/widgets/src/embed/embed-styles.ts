import type { IStyleSheetManager } from 'styled-components';
import { type PulzusTheme, theme, themeCssVariables } from '../theme/theme';

/** The class of the element's one child in its shadow root, which React renders into. */
export const EMBED_MOUNT_CLASS = 'pulzus-embed';

/**
 * The shadow root's own sheet: the theme's CSS variables on `:host`, so an intranet page restyles the
 * element through them (`pulzus-graph { --pulzus-color-primary: … }`), and a mount point that
 * inherits nothing from the host page (`all: initial`; custom properties still pass).
 */
export function embedHostCss(t: PulzusTheme = theme): string {
  const variables = Object.entries(themeCssVariables(t))
    .map(([name, value]) => `${name}: ${value};`)
    .join(' ');
  return [
    `:host { display: block; ${variables} }`,
    ':host([hidden]) { display: none; }',
    `.${EMBED_MOUNT_CLASS} { all: initial; display: block; box-sizing: border-box; font-family: var(--pulzus-font-family); font-size: ${t.font.size.md}; line-height: 1.45; color: var(--pulzus-color-text); background: var(--pulzus-color-background); text-align: start; }`,
  ].join('\n');
}

let shared: CSSStyleSheet | null = null;

/** One constructed sheet of {@link embedHostCss}, adopted by every element's shadow root. */
export function embedHostSheet(): CSSStyleSheet {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(embedHostCss());
  }
  return shared;
}

/** Whether this browser adopts constructed style sheets into shadow roots (Chrome 73, Firefox 101, Safari 16.4). */
export const adoptsStyleSheets = (): boolean => 'adoptedStyleSheets' in ShadowRoot.prototype;

type InsertionTarget = NonNullable<IStyleSheetManager['target']>;

/**
 * Where styled-components writes the element's rules: the constructed `sheet`, which the shadow
 * root adopts. A page's `style-src` governs `<style>` elements, not constructed sheets, so the
 * element is styled under a strict Content-Security-Policy (`style-src 'self'`, no nonce) without a
 * violation (docs/embedding.md). styled-components 6 puts its rules into the `sheet` of the `<style>`
 * it inserts into its target (`makeStyleTag`, `getSheet`); this target keeps that `<style>` out of
 * the page, where the policy would refuse it, and hands it the constructed sheet instead. Should a
 * styled-components release insert differently, `embed-isolation.test.tsx` fails.
 */
export function constructedSheetTarget(sheet: CSSStyleSheet): InsertionTarget {
  const target = {
    querySelectorAll: () => [],
    insertBefore: (style: HTMLStyleElement) => Object.defineProperty(style, 'sheet', { value: sheet }),
  };
  return target as unknown as InsertionTarget;
}
