import type { DefaultTheme } from 'styled-components';
import { type PulzusTheme, theme as defaultTheme } from './theme';

/** Each given theme's result, and each result as its own, so every reader of one theme shares one object. */
const laidOver = new WeakMap<object, PulzusTheme>();

/**
 * The default Pulzus theme with a given theme laid over it group by group, so a ThemeProvider that
 * names a few colours keeps the rest; the default itself when none is given (no provider above).
 */
export function withDefaultTheme(given?: DefaultTheme | Partial<PulzusTheme>): PulzusTheme {
  if (!given) return defaultTheme;
  const known = laidOver.get(given);
  if (known) return known;
  const part = given as Partial<PulzusTheme>;
  const merged = {
    ...defaultTheme,
    ...part,
    colors: { ...defaultTheme.colors, ...part.colors },
    topicColors: { ...defaultTheme.topicColors, ...part.topicColors },
    space: { ...defaultTheme.space, ...part.space },
    radius: { ...defaultTheme.radius, ...part.radius },
    font: {
      ...defaultTheme.font,
      ...part.font,
      size: { ...defaultTheme.font.size, ...part.font?.size },
      weight: { ...defaultTheme.font.weight, ...part.font?.weight },
    },
  } as PulzusTheme;
  laidOver.set(given, merged);
  laidOver.set(merged, merged);
  return merged;
}
