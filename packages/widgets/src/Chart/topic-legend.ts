import { type Topic, TOPIC_COLORS, type TopicColor } from '@pulzus/core';
import type { ChartCategory, ChartLegendEntry } from './chart-model';

/** The name of a topic colour: the topic (or topics) drawn in it. */
export interface TopicColorName {
  readonly color: TopicColor;
  readonly name: string;
}

/**
 * The names of the topic colours from a list of topics (`bg_color`): one per colour, the names of
 * same-coloured topics joined with ", " in list order, same-named topics (one per worker group) once.
 */
export function topicColorNames(topics: readonly Pick<Topic, 'name' | 'bg_color'>[]): TopicColorName[] {
  const names = new Map<TopicColor, string[]>();
  for (const topic of topics) {
    if (!topic.bg_color) continue;
    const list = names.get(topic.bg_color) ?? [];
    if (!list.includes(topic.name)) list.push(topic.name);
    names.set(topic.bg_color, list);
  }
  return [...names].map(([color, list]) => ({ color, name: list.join(', ') }));
}

/**
 * The legend entries of the topic colours the categories are drawn in (`categories_colors`), in
 * order of first use, for the colours `names` names; none for an unnamed colour.
 */
export function topicLegend(
  categories: readonly Pick<ChartCategory, 'color'>[],
  names: readonly TopicColorName[],
): ChartLegendEntry[] {
  const entries: ChartLegendEntry[] = [];
  for (const { color } of categories) {
    if (!color || entries.some((e) => e.color === color)) continue;
    const named = names.find((n) => TOPIC_COLORS[n.color] === color);
    if (named) entries.push({ name: named.name, color });
  }
  return entries;
}
