import { GRAPH_PALETTE, TOPIC_COLORS } from '@pulzus/core';

/** The one Pulzus theme: colours, the 11 topic colours, the graph palette, spacing, type (style.md §16). */
export const theme = {
  colors: {
    text: '#1f2430',
    textMuted: '#5b6272',
    background: '#ffffff',
    surface: '#f6f7f9',
    border: '#d5d9e0',
    focus: '#1d5bd6',
    primary: '#1d5bd6',
    primaryText: '#ffffff',
    success: '#1e7b45',
    warning: '#9a6200',
    warningSurface: '#fff6e0',
    danger: '#b3261e',
    negative: '#d0574f',
    middle: '#c9ccd3',
    positive: '#2f8f5b',
    withheld: '#8a8f99',
  },
  topicColors: TOPIC_COLORS,
  palette: GRAPH_PALETTE,
  space: { xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px', xxl: '32px' },
  radius: { sm: '4px', md: '6px', lg: '10px' },
  font: {
    family: "'Inter', 'Segoe UI', system-ui, -apple-system, sans-serif",
    size: { xs: '12px', sm: '13px', md: '14px', lg: '16px', xl: '20px', xxl: '24px' },
    weight: { regular: 400, medium: 500, bold: 700 },
  },
} as const;

/** The type of the Pulzus theme, for styled-components' DefaultTheme. */
export type PulzusTheme = typeof theme;

/** The theme as CSS custom properties (`--pulzus-color-text` …) so embedders can restyle. */
export function themeCssVariables(t: PulzusTheme = theme): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const [name, value] of Object.entries(t.colors)) vars[`--pulzus-color-${kebab(name)}`] = value;
  t.palette.forEach((value, i) => {
    vars[`--pulzus-palette-${i}`] = value;
  });
  for (const [name, value] of Object.entries(t.topicColors)) vars[`--pulzus-topic-${kebab(name)}`] = value;
  for (const [name, value] of Object.entries(t.space)) vars[`--pulzus-space-${name}`] = value;
  vars['--pulzus-font-family'] = t.font.family;
  return vars;
}

function kebab(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`).replaceAll('_', '-');
}
