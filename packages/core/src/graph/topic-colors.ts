/** The names of the 11 topic background colours, the values of a topic's `bg_color` (spec 2 §3). */
export const TOPIC_COLOR_NAMES = [
  'orange',
  'light_blue',
  'light_green',
  'mint_green',
  'red',
  'blue',
  'yellow',
  'green',
  'purple',
  'gray',
  'dark_gray',
] as const;

/** One topic background colour name (spec 2 §3); a topic without colour has `bg_color: null`. */
export type TopicColorName = (typeof TOPIC_COLOR_NAMES)[number];

/** Pale hex codes of the topic background colours, chosen by us since spec 2 §3 does not show them. */
export const TOPIC_COLORS = {
  orange: '#fde2c4',
  light_blue: '#d6ecfa',
  light_green: '#e2f3d3',
  mint_green: '#d3f2e6',
  red: '#f8d0d0',
  blue: '#c9d9f5',
  yellow: '#fdf3c2',
  green: '#cfe8c9',
  purple: '#e4d6f2',
  gray: '#e8e8e8',
  dark_gray: '#c8c8c8',
} as const satisfies Record<TopicColorName, string>;

/** The hex code of a topic colour, or `null` for a topic without colour ("none", spec 2 §3). */
export function topicColorHex(name: TopicColorName | null | undefined): string | null {
  return name ? TOPIC_COLORS[name] : null;
}
