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
