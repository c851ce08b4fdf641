import { type Topic, TOPIC_COLORS, type TopicColor } from '@pulzus/core';
import type { ChartCategory, ChartLegendEntry, ChartModel } from './chart-model';

/** The name of a topic colour: the topic (or topics) drawn in it. */
export interface TopicColorName {
  /** The topic colour; null names the topics without one, drawn in the chart's series colour. */
  readonly color: TopicColor | null;
  readonly name: string;
}

/**
 * The names of the topic colours from a list of topics (`bg_color`): one per colour, the names of
 * same-coloured topics joined with ", " in list order, same-named topics (one per worker group) once;
 * the topics without a colour (the engagement topic) as one entry of colour null.
 */
export function topicColorNames(topics: readonly Pick<Topic, 'name' | 'bg_color'>[]): TopicColorName[] {
  const names = new Map<TopicColor | null, string[]>();
  for (const topic of topics) {
    const color = topic.bg_color ?? null;
    const list = names.get(color) ?? [];
    if (!list.includes(topic.name)) list.push(topic.name);
    names.set(color, list);
  }
  return [...names].map(([color, list]) => ({ color, name: list.join(', ') }));
}

/** The most category names a legend entry lists; more are cut with "…". */
const MAX_CATEGORY_NAMES = 3;

/**
 * The colour a category is drawn in beside the series colours the series legend names: on a chart coloured by
 * category, its bars' colour (its topic colour, or the series colour where it has none) where a value is drawn;
 * elsewhere the topic band behind it. Null when it draws no such colour.
 */
function categoryColour(category: ChartCategory, colorByCategory: boolean): string | null {
  if (!colorByCategory) return category.color;
  for (const slot of category.slots)
    for (const segment of slot.segments) if (segment.value !== null) return segment.color;
  return null;
}

/**
 * The legend entries of the colours the categories are drawn in (docs/graphs.md "Legend"), in order of first use,
 * so that every colour drawn has one: a colour is named by the topics drawn in it (`names`, as `topicColorNames`
 * gives them; the colour-null entry names the categories without a topic colour), or, where `names` has none for
 * it, by the categories drawn in it (a topic of `satisfaction_total` is its own category, the satisfaction index
 * column has no topic colour).
 */
export function topicLegend(
  model: Pick<ChartModel, 'categories' | 'colorByCategory'>,
  names: readonly TopicColorName[],
): ChartLegendEntry[] {
  const groups = new Map<string, { topicColor: string | null; labels: string[] }>();
  for (const category of model.categories) {
    const color = categoryColour(category, model.colorByCategory);
    if (!color) continue;
    const group = groups.get(color) ?? { topicColor: category.color, labels: [] };
    if (!group.labels.includes(category.label)) group.labels.push(category.label);
    groups.set(color, group);
  }
  return [...groups].map(([color, { topicColor, labels }]) => {
    const named = names.find((n) =>
      topicColor === null ? n.color === null : n.color !== null && TOPIC_COLORS[n.color] === topicColor,
    );
    const listed =
      labels.length > MAX_CATEGORY_NAMES
        ? `${labels.slice(0, MAX_CATEGORY_NAMES).join(', ')}, …`
        : labels.join(', ');
    return { name: named?.name ?? listed, color };
  });
}
